/**
 * What bookings are priced from, kept in memory: a departure with its boat and cabin rows, the rentals
 * on offer, the courses. Read once and shared by every booking (docs/decisions/0014): a booking then
 * makes one call to the database, not two.
 *
 * A kept copy is a convenience, never the authority. `place_booking` compares every price, discount,
 * fee and date the booking was priced with against the rows it has locked, and refuses a booking
 * priced from a stale copy (the service then drops the copy and prices again). A refusal that a copy
 * would cause (an unknown cabin type, a rental no longer offered) is likewise checked against a fresh
 * read before the guest sees it. Copies go on any change to the catalogue or the departures (the
 * content feed, server/services.ts) and after `ttlMs` in any case.
 */
import { eq, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Database } from "../../db/client.ts";
import { boats, cabinTypes, courses, rentals, tripCabins, trips } from "../../db/schema.ts";
import type { Clock } from "../shared/clock.ts";
import { KeptRead } from "../shared/kept-read.ts";
import type { Trip, TripStatus } from "../trips/trip-types.ts";

export type OfferedCabin = { id: string; cabinTypeId: string; name: string; price: number };

/** A departure as a booking is priced from it (satang). */
export type TripOffer = Pick<
  Trip,
  "id" | "title" | "departure" | "returnDate" | "nights" | "discount" | "fees" | "status"
> & {
  boat: Pick<Trip["boat"], "name" | "slug">;
  cabins: OfferedCabin[];
};

export type OfferedRental = { id: string; name: string; price: number };
export type OfferedCourse = { id: string; name: string; price: number };

/** Departures kept at most; the least recently read goes first. */
const MAX_TRIPS = 500;

export class BookingOffers {
  private readonly trips = new LRUCache<string, KeptRead<TripOffer | null>>({ max: MAX_TRIPS });
  private readonly rentals: KeptRead<OfferedRental[]>;
  private readonly courses: KeptRead<OfferedCourse[]>;

  constructor(
    private readonly db: Database,
    private readonly now: Clock,
    private readonly ttlMs = 60_000,
  ) {
    this.rentals = new KeptRead(
      () =>
        db
          .select({ id: rentals.id, name: rentals.name, price: rentals.price })
          .from(rentals)
          .where(eq(rentals.available, true)),
      now,
      ttlMs,
    );
    this.courses = new KeptRead(
      () => db.select({ id: courses.id, name: courses.name, price: courses.price }).from(courses),
      now,
      ttlMs,
    );
  }

  /** The departure with every cabin row it offers, or null when there is no such departure. */
  trip(tripId: string): Promise<TripOffer | null> {
    let kept = this.trips.get(tripId);
    if (!kept) {
      kept = new KeptRead(() => this.loadTrip(tripId), this.now, this.ttlMs);
      this.trips.set(tripId, kept);
    }
    return kept.get();
  }

  /** The rentals on offer now. */
  availableRentals(): Promise<OfferedRental[]> {
    return this.rentals.get();
  }

  /** Every course, archived or not (a booking names the course it asks for by id). */
  allCourses(): Promise<OfferedCourse[]> {
    return this.courses.get();
  }

  /** Drops the copies of one departure (or of all), and the rentals and courses: read afresh next. */
  invalidate(tripId?: string): void {
    if (tripId === undefined) this.trips.clear();
    else this.trips.delete(tripId);
    this.rentals.invalidate();
    this.courses.invalidate();
  }

  private async loadTrip(tripId: string): Promise<TripOffer | null> {
    const result = await this.db.execute(sql`
      select ${trips.title} as "title", ${trips.departure}::text as "departure",
             ${trips.returnDate}::text as "returnDate", ${trips.nights} as "nights",
             ${trips.discount} as "discount", ${trips.fees} as "fees", ${trips.status} as "status",
             ${boats.name} as "boatName", ${boats.slug} as "boatSlug",
             coalesce((select json_agg(json_build_object('id', ${tripCabins.id}, 'cabinTypeId', ${tripCabins.cabinTypeId},
                                                          'name', ${cabinTypes.name}, 'price', ${tripCabins.price})
                                       order by ${tripCabins.id})
                       from ${tripCabins} join ${cabinTypes} on ${cabinTypes.id} = ${tripCabins.cabinTypeId}
                       where ${tripCabins.tripId} = ${trips.id}), '[]') as "cabins"
      from ${trips} join ${boats} on ${boats.id} = ${trips.boatId}
      where ${trips.id} = ${tripId}`);
    const [row] = (result as unknown as { rows: TripRow[] }).rows;
    if (!row) return null;
    return {
      id: tripId,
      title: row.title,
      departure: row.departure,
      returnDate: row.returnDate,
      nights: Number(row.nights),
      discount: Number(row.discount),
      fees: Number(row.fees),
      status: row.status as TripStatus,
      boat: { name: row.boatName, slug: row.boatSlug },
      cabins: row.cabins.map((cabin) => ({ ...cabin, price: Number(cabin.price) })),
    };
  }
}

type TripRow = {
  title: string;
  departure: string;
  returnDate: string;
  nights: number | string;
  discount: number | string;
  fees: number | string;
  status: string;
  boatName: string;
  boatSlug: string;
  /** json_agg: both drivers parse it into an array. */
  cabins: OfferedCabin[];
};
