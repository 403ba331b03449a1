/**
 * The read side of trips: the departures a guest browses, one departure with its cabin
 * types and free spaces, the seasons' summaries and the rental price list. The API, the public pages
 * and the admin screens all read through here.
 *
 * - Days are Bangkok calendar dates; "today" comes from the injected clock.
 * - Guests are offered only scheduled departures that sail after today; admins see everything.
 * - Free spaces come from rows: each cabin type's `spaces` less the `trip_cabin_usage` view's sold and
 *   held spaces (core/trips/free-spaces.ts).
 */
import { isId } from "../shared/ids.ts";
import { and, asc, count, desc, eq, gt, gte, lt, lte, type SQL, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client.ts";
import { boats, rentals, trips } from "../../db/schema.ts";
import type { Clock } from "../shared/clock.ts";
import { AppError } from "../shared/errors.ts";
import { tripsWithFreeSpacesSql } from "./space-usage.ts";
import { selectTrips, tripViews } from "./trip-views.ts";
import {
  bangkokToday,
  parseSeasonLabel,
  type SeasonSummary,
  summariseSeasons,
  upcomingSeasons,
} from "./seasons.ts";
import type { AdminTripListQuery, TripListQuery } from "./trip-schemas.ts";
import type { Rental, RentalId, Trip } from "./trip-types.ts";

/** Departures a page of the public list and the API carry (spec §3: `resPerPage`). */
export const TRIPS_PER_PAGE = 20;

/** A departure as a guest may be offered it, or the admin sees it. */
export type TripView = Trip & {
  /** Scheduled, sailing after today and with a free space. */
  bookable: boolean;
  /** Sailed already (departure today or earlier). */
  past: boolean;
  /** The departure falls in the parks' closed season (allowed, with a warning to admins). */
  closedSeason: boolean;
};

export type TripList = {
  trips: TripView[];
  /** Every departure a guest could be offered (scheduled, upcoming), before filters. */
  tripsCount: number;
  resPerPage: number;
  /** Departures matching the filters (all pages). */
  filteredTripsCount: number;
  /** The last scheduled departure, or null. */
  finalTrip: TripView | null;
  seasonOne: SeasonSummary;
  seasonTwo: SeasonSummary;
  seasonThree: SeasonSummary;
};

export class TripService {
  constructor(
    private readonly db: Database,
    private readonly now: Clock,
  ) {}

  /** Today in Bangkok. */
  today(): string {
    return bangkokToday(this.now());
  }

  /** The public list: scheduled departures after today, with the query's filters. */
  async listPublic(query: TripListQuery, perPage = TRIPS_PER_PAGE): Promise<TripList> {
    const today = this.today();
    const offered = and(eq(trips.status, "scheduled"), gt(trips.departure, today))!;
    return this.list(offered, query, perPage, today, false);
  }

  /**
   * The departure days a guest may be offered (scheduled, after today), of one boat (id or slug) when
   * asked: what the schedule pages by season and month (core/trips/schedule.ts).
   */
  async publicDepartureDays(boat?: string): Promise<string[]> {
    const conditions: SQL[] = [eq(trips.status, "scheduled"), gt(trips.departure, this.today())];
    if (boat) conditions.push(isId(boat) ? eq(trips.boatId, boat) : eq(boats.slug, boat));
    const rows = await this.db
      .select({ departure: trips.departure })
      .from(trips)
      .innerJoin(boats, eq(boats.id, trips.boatId))
      .where(and(...conditions))
      .orderBy(asc(trips.departure));
    return rows.map((row) => row.departure);
  }

  /**
   * The next `limit` departures with free spaces (the home page's "Upcoming trips"): the list's rows
   * without its counts, season summaries and final departure, which the home page does not show.
   */
  async listUpcoming(limit: number): Promise<TripView[]> {
    const today = this.today();
    const rows = await selectTrips(this.db)
      .where(
        and(
          eq(trips.status, "scheduled"),
          gt(trips.departure, today),
          sql`${trips.id} in ${tripsWithFreeSpacesSql(this.now())}`,
        ),
      )
      .orderBy(asc(trips.departure), asc(boats.name))
      .limit(limit);
    return tripViews(this.db, this.now(), rows, today, false);
  }

  /**
   * The lengths (nights) of the departures on sale, shortest first: scheduled, sailing after today and
   * with a free space. The home page names its trips by these (core/trips/nights-on-sale.ts).
   */
  async nightsOnSale(): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ nights: trips.nights })
      .from(trips)
      .where(
        and(
          eq(trips.status, "scheduled"),
          gt(trips.departure, this.today()),
          sql`${trips.id} in ${tripsWithFreeSpacesSql(this.now())}`,
        ),
      )
      .orderBy(asc(trips.nights));
    return rows.map((row) => row.nights);
  }

  /** The admin list: every departure, filtered by status and by past or upcoming. */
  async listAdmin(query: AdminTripListQuery, perPage = TRIPS_PER_PAGE): Promise<TripList> {
    const today = this.today();
    const conditions: SQL[] = [];
    if (query.status) conditions.push(eq(trips.status, query.status));
    if (query.when === "upcoming") conditions.push(gt(trips.departure, today));
    if (query.when === "past") conditions.push(lte(trips.departure, today));
    return this.list(and(...conditions), query, perPage, today, true, query.when === "past");
  }

  private async list(
    base: SQL | undefined,
    query: TripListQuery,
    perPage: number,
    today: string,
    admin: boolean,
    newestFirst = false,
  ): Promise<TripList> {
    const filters: SQL[] = [];
    if (query.season) {
      const season = parseSeasonLabel(query.season);
      if (!season) throw AppError.badRequest("season must be a season such as 2026/27", "season");
      filters.push(gte(trips.departure, season.opens), lte(trips.departure, season.closes));
    }
    if (query.month) {
      const [year, month] = query.month.split("-").map(Number) as [number, number];
      const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
      filters.push(gte(trips.departure, `${query.month}-01`), lt(trips.departure, next));
    }
    if (query.boat) {
      filters.push(isId(query.boat) ? eq(trips.boatId, query.boat) : eq(boats.slug, query.boat));
    }
    if (query.available === "true") filters.push(sql`${trips.id} in ${tripsWithFreeSpacesSql(this.now())}`);
    const where = and(base, ...filters);

    const [filteredRows, offeredRows, departures] = await Promise.all([
      this.db
        .select({ filtered: count() })
        .from(trips)
        .innerJoin(boats, eq(boats.id, trips.boatId))
        .where(where),
      this.db
        .select({ offered: count() })
        .from(trips)
        .where(and(eq(trips.status, "scheduled"), gt(trips.departure, today))),
      this.db.select({ departure: trips.departure }).from(trips).where(eq(trips.status, "scheduled")),
    ]);
    const rows = await selectTrips(this.db)
      .where(where)
      .orderBy(newestFirst ? desc(trips.departure) : asc(trips.departure), asc(boats.name))
      .limit(perPage)
      .offset((query.page - 1) * perPage);
    const [finalRow] = await selectTrips(this.db)
      .where(and(eq(trips.status, "scheduled"), gt(trips.departure, today)))
      .orderBy(desc(trips.departure))
      .limit(1);

    const views = await tripViews(this.db, this.now(), finalRow ? [...rows, finalRow] : rows, today, admin);
    const [seasonOne, seasonTwo, seasonThree] = summariseSeasons(
      upcomingSeasons(today, 3),
      departures.map((row) => row.departure),
    ) as [SeasonSummary, SeasonSummary, SeasonSummary];
    return {
      trips: views.slice(0, rows.length),
      tripsCount: Number(offeredRows[0]?.offered ?? 0),
      resPerPage: perPage,
      filteredTripsCount: Number(filteredRows[0]?.filtered ?? 0),
      finalTrip: finalRow ? views.at(-1)! : null,
      seasonOne,
      seasonTwo,
      seasonThree,
    };
  }

  /** One departure. Guests get 404 for a cancelled one; admins see it with crew notes. */
  async get(id: string, options: { admin?: boolean; executor?: Executor } = {}): Promise<TripView> {
    if (!isId(id)) throw AppError.notFound("Trip");
    const executor = options.executor ?? this.db;
    const [row] = await selectTrips(executor).where(eq(trips.id, id));
    if (!row || (!options.admin && row.status === "cancelled")) throw AppError.notFound("Trip");
    const [view] = await tripViews(executor, this.now(), [row], this.today(), options.admin ?? false);
    return view!;
  }

  /** The rental price list, in its order; guests see the items on offer only. */
  async rentals(options: { all?: boolean } = {}): Promise<Rental[]> {
    const rows = await this.db
      .select()
      .from(rentals)
      .where(options.all ? undefined : eq(rentals.available, true))
      .orderBy(asc(rentals.position));
    return rows.map((row) => ({
      id: row.id as RentalId,
      name: row.name,
      price: row.price,
      available: row.available,
      position: row.position,
    }));
  }
}
