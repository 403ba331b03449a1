/**
 * How the trip reads turn departure rows into what guests and admins see: the one select of a
 * departure with its boat, and the step that adds each departure's cabin types with their free spaces
 * (from the `trip_cabin_usage` rows, core/trips/space-usage.ts) and its dive sites.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { boats, cabinTypes, diveSites, tripCabins, tripDiveSites, trips } from "../../db/schema.ts";
import { freeSpaces, NO_USAGE } from "./free-spaces.ts";
import { isClosedSeason } from "./seasons.ts";
import { loadUsage } from "./space-usage.ts";
import type { TripView } from "./trip-service.ts";
import type { Trip, TripCabin, TripDiveSite } from "./trip-types.ts";

export type TripRow = typeof trips.$inferSelect & { boatName: string; boatSlug: string };

export function selectTrips(executor: Executor) {
  return executor
    .select({
      id: trips.id,
      boatId: trips.boatId,
      departure: trips.departure,
      returnDate: trips.returnDate,
      nights: trips.nights,
      dives: trips.dives,
      title: trips.title,
      itinerary: trips.itinerary,
      discount: trips.discount,
      fees: trips.fees,
      status: trips.status,
      crewNotes: trips.crewNotes,
      createdAt: trips.createdAt,
      updatedAt: trips.updatedAt,
      boatName: boats.name,
      boatSlug: boats.slug,
    })
    .from(trips)
    .innerJoin(boats, eq(boats.id, trips.boatId))
    .$dynamic();
}

/**
 * Rows to answers: each with its cabin types (and their free spaces at `now`) and its dive sites.
 * Crew notes are the admin's only.
 */
export async function tripViews(
  executor: Executor,
  now: Date,
  rows: TripRow[],
  today: string,
  admin: boolean,
): Promise<TripView[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((row) => row.id))];
  const [cabins, sites] = await Promise.all([
    executor
      .select({
        id: tripCabins.id,
        tripId: tripCabins.tripId,
        cabinId: tripCabins.cabinTypeId,
        name: cabinTypes.name,
        berths: cabinTypes.spaces,
        price: tripCabins.price,
        spaces: tripCabins.spaces,
      })
      .from(tripCabins)
      .innerJoin(cabinTypes, eq(cabinTypes.id, tripCabins.cabinTypeId))
      .where(inArray(tripCabins.tripId, ids))
      .orderBy(asc(tripCabins.position), asc(cabinTypes.position)),
    executor
      .select({
        tripId: tripDiveSites.tripId,
        id: diveSites.id,
        name: diveSites.name,
        slug: diveSites.slug,
        region: diveSites.region,
      })
      .from(tripDiveSites)
      .innerJoin(diveSites, eq(diveSites.id, tripDiveSites.diveSiteId))
      .where(inArray(tripDiveSites.tripId, ids))
      .orderBy(asc(tripDiveSites.position)),
  ]);
  const usage = await loadUsage(
    executor,
    cabins.map((cabin) => cabin.id),
    now,
  );
  return rows.map((row) => {
    const tripCabinList: TripCabin[] = cabins
      .filter((cabin) => cabin.tripId === row.id)
      .map((cabin) => {
        const used = usage.get(cabin.id) ?? NO_USAGE;
        return {
          cabinId: cabin.cabinId,
          name: cabin.name,
          berths: cabin.berths,
          price: cabin.price,
          spaces: cabin.spaces,
          spacesLeft: freeSpaces(cabin.spaces, used),
          booked: used.booked,
          held: used.held,
        };
      });
    const diveSiteList: TripDiveSite[] = sites
      .filter((site) => site.tripId === row.id)
      .map(({ tripId: _tripId, ...site }) => site);
    const spacesLeft = tripCabinList.reduce((sum, cabin) => sum + cabin.spacesLeft, 0);
    const offeredPrices = tripCabinList.filter((cabin) => cabin.spaces > 0).map((cabin) => cabin.price);
    const past = row.departure <= today;
    return {
      id: row.id,
      boat: { id: row.boatId, name: row.boatName, slug: row.boatSlug },
      departure: row.departure,
      returnDate: row.returnDate,
      nights: row.nights,
      dives: row.dives,
      title: row.title,
      itinerary: row.itinerary,
      diveSites: diveSiteList,
      cabins: tripCabinList,
      discount: row.discount,
      fees: row.fees,
      status: row.status as Trip["status"],
      crewNotes: admin ? row.crewNotes : "",
      priceFrom: offeredPrices.length > 0 ? Math.min(...offeredPrices) : 0,
      spacesLeft,
      spaces: tripCabinList.reduce((sum, cabin) => sum + cabin.spaces, 0),
      bookable: row.status === "scheduled" && !past && spacesLeft > 0,
      past,
      closedSeason: isClosedSeason(row.departure),
    };
  });
}
