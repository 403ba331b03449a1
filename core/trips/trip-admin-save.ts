/**
 * Creating and changing departures, one at a time or as a weekly series (all or none). The return is
 * after the departure and `nights` matches the dates; the boat, its cabin types and the dive sites
 * exist; two scheduled departures of one boat never overlap (the boat's row is locked while the overlap
 * is checked and the row written); capacity is never cut below what is sold or held. A change that
 * adds spaces tells the waitlist at once.
 */
import { and, eq, sql } from "drizzle-orm";
import { tripCabins, tripDiveSites, trips } from "../../db/schema.ts";
import { AppError } from "../shared/errors.ts";
import { capacityCutProblem, takenSpaces } from "./free-spaces.ts";
import { addDays, weeklyDays } from "./trip-dates.ts";
import { MAX_SERIES, type TripChange, type TripInput, type TripSeriesInput } from "./trip-schemas.ts";
import type { TripView } from "./trip-service.ts";
import {
  todayOf,
  saved,
  insertTrip,
  insertDiveSites,
  lockBoat,
  lockTrip,
  refuseOverlap,
  cabinsToOffer,
  checkDiveSites,
  cabinsOf,
  diveSiteIdsOf,
  usageOf,
  tripColumns,
  checkDates,
  capacityConflict,
  formatDay,
  type TripAdminDeps,
  type SavedTrip,
  type TripValues,
} from "./trip-admin-steps.ts";

export async function createTrip(deps: TripAdminDeps, input: TripInput): Promise<SavedTrip> {
  const values = checkDates({ ...input }, input.nights);
  if (values.departure <= todayOf(deps)) {
    throw AppError.badRequest("departure must be after today", "departure");
  }
  const id = await deps.db.transaction(async (tx) => {
    await lockBoat(tx, values.boatId);
    return insertTrip(tx, values);
  });
  return saved(deps, id);
}

export async function updateTrip(deps: TripAdminDeps, id: string, change: TripChange): Promise<SavedTrip> {
  await deps.db.transaction(async (tx) => {
    const current = await lockTrip(tx, id);
    const values = checkDates(
      {
        boatId: change.boatId ?? current.boatId,
        departure: change.departure ?? current.departure,
        returnDate:
          change.returnDate ??
          (change.departure !== undefined || change.nights !== undefined
            ? addDays(change.departure ?? current.departure, change.nights ?? current.nights)
            : current.returnDate),
        dives: change.dives ?? current.dives,
        title: change.title ?? current.title,
        itinerary: change.itinerary ?? current.itinerary,
        diveSiteIds: change.diveSiteIds ?? (await diveSiteIdsOf(tx, id)),
        discount: change.discount ?? current.discount,
        fees: change.fees ?? current.fees,
        status: change.status ?? (current.status as TripValues["status"]),
        crewNotes: change.crewNotes ?? current.crewNotes,
        cabins: change.cabins,
      },
      change.nights,
    );
    const boatChanged = values.boatId !== current.boatId;
    await lockBoat(tx, values.boatId);
    // A field the call leaves out keeps its value: the departure's own cabins, prices and spaces stay
    // unless the boat changes, when its cabin types start from the new boat's defaults.
    if (!change.cabins && !boatChanged) values.cabins = await cabinsOf(tx, id);
    const usage = await usageOf(deps, tx, id);
    if (boatChanged && [...usage.values()].some((u) => takenSpaces(u.usage) > 0)) {
      throw AppError.conflict("Guests are booked on this departure: its boat cannot be changed", "boatId");
    }
    if (values.status === "scheduled") await refuseOverlap(tx, values, id);
    const cabins = await cabinsToOffer(tx, values);
    const diveSiteIds = await checkDiveSites(tx, values.diveSiteIds);

    // Cabin types leaving the departure, and cuts, must leave what is taken.
    for (const [cabinTypeId, { name, usage: used }] of usage) {
      const next = cabins.find((cabin) => cabin.cabinId === cabinTypeId);
      const problem = capacityCutProblem(name, next?.spaces ?? 0, used);
      if (problem) throw AppError.conflict(problem, "cabins");
    }
    try {
      await tx
        .update(trips)
        .set({ ...tripColumns(values), updatedAt: deps.now() })
        .where(eq(trips.id, id));
      const keep = cabins.map((cabin) => cabin.cabinId);
      await tx
        .delete(tripCabins)
        .where(
          keep.length > 0
            ? and(eq(tripCabins.tripId, id), sql`${tripCabins.cabinTypeId} not in ${keep}`)
            : eq(tripCabins.tripId, id),
        );
      for (const [position, cabin] of cabins.entries()) {
        await tx
          .insert(tripCabins)
          .values({
            tripId: id,
            cabinTypeId: cabin.cabinId,
            price: cabin.price,
            spaces: cabin.spaces,
            position,
          })
          .onConflictDoUpdate({
            target: [tripCabins.tripId, tripCabins.cabinTypeId],
            set: { price: cabin.price, spaces: cabin.spaces, position },
          });
      }
      await tx.delete(tripDiveSites).where(eq(tripDiveSites.tripId, id));
      await insertDiveSites(tx, id, diveSiteIds);
    } catch (error) {
      throw capacityConflict(error);
    }
  });
  await deps.spacesFreed?.(id).catch(() => undefined);
  return saved(deps, id);
}

/** A weekly series: one departure on `weekday` every week from `from` to `to`, both included; all or none. */
export async function createSeries(
  deps: TripAdminDeps,
  input: TripSeriesInput,
): Promise<{ trips: TripView[]; warnings: string[] }> {
  const today = todayOf(deps);
  const days = weeklyDays(input.from, input.to, input.weekday).filter((day) => day > today);
  if (days.length === 0) {
    throw AppError.badRequest(
      "No departure day falls between from and to (after today) on that weekday",
      "from",
    );
  }
  if (days.length > MAX_SERIES) {
    throw AppError.badRequest(
      `A series makes at most ${MAX_SERIES} departures; this one would make ${days.length}`,
      "to",
    );
  }
  if (input.nights >= 7) {
    throw AppError.badRequest("Weekly departures of 7 nights or more would overlap each other", "nights");
  }
  const ids = await deps.db.transaction(async (tx) => {
    await lockBoat(tx, input.boatId);
    const created: string[] = [];
    for (const departure of days) {
      const { from: _from, to: _to, weekday: _weekday, nights, ...template } = input;
      created.push(await insertTrip(tx, { ...template, departure, returnDate: addDays(departure, nights) }));
    }
    return created;
  });
  const saved = await Promise.all(ids.map((id) => deps.trips.get(id, { admin: true })));
  deps.contentEvents.emit({ kind: "trip" });
  const closed = saved.filter((trip) => trip.closedSeason).map((trip) => formatDay(trip.departure));
  return {
    trips: saved,
    warnings:
      closed.length > 0
        ? [
            `${closed.length} of these departures fall in the national parks' closed season (June to September): ${closed.join(", ")}`,
          ]
        : [],
  };
}
