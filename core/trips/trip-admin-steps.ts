/**
 * The steps the departure use cases share (trip-admin-save.ts, trip-admin-cancel.ts): the checked
 * values of a departure and the writes of its rows, the boat's and the departure's locks, the overlap
 * and dive-site checks, the cabins to offer, and what is sold or held on each cabin row.
 */
import { isId } from "../shared/ids.ts";
import { withClock } from "../shared/db-clock.ts";
import { and, eq, gt, inArray, lt, ne } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { boats, cabinTypes, diveSites, tripCabins, tripDiveSites, trips } from "../../db/schema.ts";
import type { MailQueue } from "../mail/mail-queue.ts";
import type { Clock } from "../shared/clock.ts";
import type { ContentEvents } from "../shared/content-events.ts";
import { isCheckViolation } from "../shared/db-errors.ts";
import { AppError } from "../shared/errors.ts";
import { NO_USAGE } from "./free-spaces.ts";
import { loadUsage } from "./space-usage.ts";
import { bangkokToday } from "./seasons.ts";
import { daysBetween } from "./trip-dates.ts";
import type { TripService, TripView } from "./trip-service.ts";
import type { SpaceUsage } from "./trip-types.ts";

export const CLOSED_SEASON_WARNING =
  "This departure falls in the national parks' closed season (June to September): check that the itinerary can sail.";

export type TripAdminDeps = {
  db: Database;
  trips: TripService;
  contentEvents: ContentEvents;
  now: Clock;
  /** The outbox: each live booking's lead guest is told of a cancelled departure (`trip-cancelled`). */
  mail?: MailQueue;
  /**
   * Told after a change that may have freed spaces (more spaces on a cabin type): the waitlist offers
   * them at once. Awaited; a failure is left to the scheduled sweep, which makes the same offers.
   */
  spacesFreed?: (tripId: string) => Promise<unknown>;
};

/** What a departure is made of once checked: dates, the template's fields, and the cabin types to offer. */
export type TripValues = {
  boatId: string;
  departure: string;
  returnDate: string;
  dives: number;
  title: string;
  itinerary: string;
  diveSiteIds: string[];
  discount: number;
  fees: number;
  status: "scheduled" | "cancelled";
  crewNotes: string;
  cabins?: { cabinId: string; price: number; spaces: number }[];
};

export type SavedTrip = { trip: TripView; warnings: string[] };

export const formatDay = (day: string) => {
  const [year, month, date] = day.split("-");
  return `${date}/${month}/${year}`;
};

export function todayOf(deps: TripAdminDeps) {
  return bangkokToday(deps.now());
}

export async function saved(deps: TripAdminDeps, id: string): Promise<SavedTrip> {
  deps.contentEvents.emit({ kind: "trip", id });
  const trip = await deps.trips.get(id, { admin: true });
  return { trip, warnings: trip.closedSeason ? [CLOSED_SEASON_WARNING] : [] };
}

export async function insertTrip(tx: Transaction, values: TripValues): Promise<string> {
  if (values.status === "scheduled") await refuseOverlap(tx, values);
  const cabins = await cabinsToOffer(tx, values);
  const diveSiteIds = await checkDiveSites(tx, values.diveSiteIds);
  const [row] = await tx.insert(trips).values(tripColumns(values)).returning({ id: trips.id });
  const id = row!.id;
  if (cabins.length > 0) {
    await tx.insert(tripCabins).values(
      cabins.map((cabin, position) => ({
        tripId: id,
        cabinTypeId: cabin.cabinId,
        price: cabin.price,
        spaces: cabin.spaces,
        position,
      })),
    );
  }
  await insertDiveSites(tx, id, diveSiteIds);
  return id;
}

export async function insertDiveSites(tx: Transaction, tripId: string, ids: string[]) {
  if (ids.length === 0) return;
  await tx
    .insert(tripDiveSites)
    .values(ids.map((diveSiteId, position) => ({ tripId, diveSiteId, position })));
}

/** Locks the boat's row for the transaction (serialises departures of one boat); 400 when it does not exist. */
export async function lockBoat(tx: Transaction, boatId: string) {
  const [boat] = await tx.select({ id: boats.id }).from(boats).where(eq(boats.id, boatId)).for("update");
  if (!boat) throw AppError.badRequest("boatId does not name a boat", "boatId");
}

export async function lockTrip(tx: Transaction, id: string) {
  if (!isId(id)) throw AppError.notFound("Trip");
  const [row] = await tx.select().from(trips).where(eq(trips.id, id)).for("update");
  if (!row) throw AppError.notFound("Trip");
  return row;
}

export async function refuseOverlap(tx: Transaction, values: TripValues, exceptId?: string) {
  const [other] = await tx
    .select({
      departure: trips.departure,
      returnDate: trips.returnDate,
      title: trips.title,
      boat: boats.name,
    })
    .from(trips)
    .innerJoin(boats, eq(boats.id, trips.boatId))
    .where(
      and(
        eq(trips.boatId, values.boatId),
        eq(trips.status, "scheduled"),
        // A boat back in the morning may sail again that evening: touching days do not overlap.
        lt(trips.departure, values.returnDate),
        gt(trips.returnDate, values.departure),
        exceptId ? ne(trips.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (other) {
    throw AppError.conflict(
      `${other.boat} already sails from ${formatDay(other.departure)} to ${formatDay(other.returnDate)} (${other.title}): departures of one boat cannot overlap`,
      "departure",
    );
  }
}

/** The cabin types to offer: as given (each the boat's), or every cabin type of the boat at its defaults. */
export async function cabinsToOffer(tx: Transaction, values: TripValues) {
  const boatCabins = await tx
    .select()
    .from(cabinTypes)
    .where(eq(cabinTypes.boatId, values.boatId))
    .orderBy(cabinTypes.position);
  if (!values.cabins) {
    return boatCabins.map((cabin) => ({
      cabinId: cabin.id,
      price: cabin.price,
      spaces: cabin.spaces * cabin.cabinCount,
    }));
  }
  for (const [index, cabin] of values.cabins.entries()) {
    if (!boatCabins.some((own) => own.id === cabin.cabinId)) {
      throw AppError.badRequest(`cabins[${index}]: cabinId is not a cabin type of this boat`, "cabins");
    }
  }
  return values.cabins;
}

export async function checkDiveSites(tx: Transaction, ids: string[]) {
  if (ids.length === 0) return ids;
  const found = await tx.select({ id: diveSites.id }).from(diveSites).where(inArray(diveSites.id, ids));
  const missing = ids.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0)
    throw AppError.badRequest(`diveSiteIds: no dive site has the id ${missing[0]}`, "diveSiteIds");
  return ids;
}

/** The cabin types a departure offers now, in their order, as an update would write them. */
export async function cabinsOf(tx: Transaction, tripId: string) {
  return tx
    .select({ cabinId: tripCabins.cabinTypeId, price: tripCabins.price, spaces: tripCabins.spaces })
    .from(tripCabins)
    .where(eq(tripCabins.tripId, tripId))
    .orderBy(tripCabins.position);
}

export async function diveSiteIdsOf(tx: Transaction, tripId: string) {
  const rows = await tx
    .select({ id: tripDiveSites.diveSiteId })
    .from(tripDiveSites)
    .where(eq(tripDiveSites.tripId, tripId))
    .orderBy(tripDiveSites.position);
  return rows.map((row) => row.id);
}

/**
 * What is taken of each cabin type on the departure, read under a lock on its cabin rows (taken in
 * id order, the order every writer uses) with the clock's instant as the transaction's `app.now`,
 * so the database's capacity trigger judges holds by the same clock.
 */
export async function usageOf(deps: TripAdminDeps, tx: Transaction, tripId: string) {
  const at = deps.now();
  await withClock(tx, at);
  const rows = await tx
    .select({ id: tripCabins.id, cabinTypeId: tripCabins.cabinTypeId, name: cabinTypes.name })
    .from(tripCabins)
    .innerJoin(cabinTypes, eq(cabinTypes.id, tripCabins.cabinTypeId))
    .where(eq(tripCabins.tripId, tripId))
    .orderBy(tripCabins.id)
    .for("update", { of: tripCabins });
  const usage = await loadUsage(
    tx,
    rows.map((row) => row.id),
    at,
  );
  return new Map<string, { name: string; usage: SpaceUsage }>(
    rows.map((row) => [row.cabinTypeId, { name: row.name, usage: usage.get(row.id) ?? NO_USAGE }]),
  );
}

/** A departure's own columns, written alike by a create and a change (nights follow from the dates). */
export function tripColumns(values: TripValues) {
  return {
    boatId: values.boatId,
    departure: values.departure,
    returnDate: values.returnDate,
    nights: daysBetween(values.departure, values.returnDate),
    dives: values.dives,
    title: values.title,
    itinerary: values.itinerary,
    discount: values.discount,
    fees: values.fees,
    status: values.status,
    crewNotes: values.crewNotes,
  };
}

/** Checks and completes the dates: the return after the departure, and `nights` matching them. */
export function checkDates<T extends { departure: string; returnDate: string }>(
  values: T,
  nights?: number,
): T {
  const length = daysBetween(values.departure, values.returnDate);
  if (length <= 0) throw AppError.badRequest("returnDate must be after departure", "returnDate");
  if (length > 30) throw AppError.badRequest("A departure lasts at most 30 nights", "returnDate");
  if (nights !== undefined && nights !== length) {
    throw AppError.badRequest(`nights (${nights}) does not match the dates (${length} nights)`, "nights");
  }
  return values;
}

/** The capacity trigger's refusal as a conflict the admin can read. */
export function capacityConflict(error: unknown): unknown {
  if (isCheckViolation(error)) {
    return Object.assign(
      AppError.conflict("Spaces already booked or held cannot be taken away from this departure", "cabins"),
      { cause: error },
    );
  }
  return error;
}
