/**
 * The admin side of trips: create, change, cancel and delete departures,
 * create a weekly series from one template, and edit the rental price list.
 *
 * Rules kept here (each refusal names the problem):
 * - the return is after the departure, and `nights` (when given) matches the dates;
 * - the boat, its cabin types and the dive sites exist, and every cabin type offered is the boat's;
 * - two scheduled departures of one boat never overlap: the boat's row is locked (FOR UPDATE) while
 *   the overlap is checked and the row written, so two admins saving at once cannot both pass (409);
 * - capacity is never cut below what is sold or held (core/trips/free-spaces.ts; the database's
 *   `trip_cabins_capacity` trigger refuses the same write whatever path makes it);
 * - a departure in the parks' closed season is allowed; answers carry a warning for the admin screens;
 * - a departure with anything booked is cancelled, not deleted (decision 0009).
 * Every change is announced on the content feed, so cached schedule pages drop at once.
 */
import { isId } from "../shared/ids.ts";
import { holdIsLiveSql } from "../shared/hold-sql.ts";
import { withClock } from "../shared/db-clock.ts";
import { and, eq, gt, inArray, lt, ne, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import {
  bookings,
  boats,
  cabinTypes,
  diveSites,
  rentals,
  tripCabins,
  tripDiveSites,
  trips,
} from "../../db/schema.ts";
import type { MailQueue } from "../mail/mail-queue.ts";
import { tripCancelledMail } from "./trip-mails.ts";
import type { Clock } from "../shared/clock.ts";
import type { ContentEvents } from "../shared/content-events.ts";
import { isCheckViolation } from "../shared/db-errors.ts";
import { AppError } from "../shared/errors.ts";
import { capacityCutProblem, NO_USAGE, takenSpaces } from "./free-spaces.ts";
import { loadUsage } from "./space-usage.ts";
import { bangkokToday } from "./seasons.ts";
import { addDays, daysBetween, weeklyDays } from "./trip-dates.ts";
import {
  MAX_SERIES,
  type RentalsChange,
  type TripChange,
  type TripInput,
  type TripSeriesInput,
} from "./trip-schemas.ts";
import type { TripService, TripView } from "./trip-service.ts";
import type { Rental, SpaceUsage } from "./trip-types.ts";

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
type TripValues = {
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

const formatDay = (day: string) => {
  const [year, month, date] = day.split("-");
  return `${date}/${month}/${year}`;
};

export class TripAdminService {
  constructor(private readonly deps: TripAdminDeps) {}

  private get db() {
    return this.deps.db;
  }

  private today() {
    return bangkokToday(this.deps.now());
  }

  async create(input: TripInput): Promise<SavedTrip> {
    const values = checkDates({ ...input }, input.nights);
    if (values.departure <= this.today()) {
      throw AppError.badRequest("departure must be after today", "departure");
    }
    const id = await this.db.transaction(async (tx) => {
      await this.lockBoat(tx, values.boatId);
      return this.insertTrip(tx, values);
    });
    return this.saved(id);
  }

  async update(id: string, change: TripChange): Promise<SavedTrip> {
    await this.db.transaction(async (tx) => {
      const current = await this.lockTrip(tx, id);
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
          diveSiteIds: change.diveSiteIds ?? (await this.diveSiteIdsOf(tx, id)),
          discount: change.discount ?? current.discount,
          fees: change.fees ?? current.fees,
          status: change.status ?? (current.status as TripValues["status"]),
          crewNotes: change.crewNotes ?? current.crewNotes,
          cabins: change.cabins,
        },
        change.nights,
      );
      const boatChanged = values.boatId !== current.boatId;
      await this.lockBoat(tx, values.boatId);
      // A field the call leaves out keeps its value: the departure's own cabins, prices and spaces stay
      // unless the boat changes, when its cabin types start from the new boat's defaults.
      if (!change.cabins && !boatChanged) values.cabins = await this.cabinsOf(tx, id);
      const usage = await this.usageOf(tx, id);
      if (boatChanged && [...usage.values()].some((u) => takenSpaces(u.usage) > 0)) {
        throw AppError.conflict("Guests are booked on this departure: its boat cannot be changed", "boatId");
      }
      if (values.status === "scheduled") await this.refuseOverlap(tx, values, id);
      const cabins = await this.cabinsToOffer(tx, values);
      const diveSiteIds = await this.checkDiveSites(tx, values.diveSiteIds);

      // Cabin types leaving the departure, and cuts, must leave what is taken.
      for (const [cabinTypeId, { name, usage: used }] of usage) {
        const next = cabins.find((cabin) => cabin.cabinId === cabinTypeId);
        const problem = capacityCutProblem(name, next?.spaces ?? 0, used);
        if (problem) throw AppError.conflict(problem, "cabins");
      }
      try {
        await tx
          .update(trips)
          .set({ ...tripColumns(values), updatedAt: this.deps.now() })
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
        await this.insertDiveSites(tx, id, diveSiteIds);
      } catch (error) {
        throw capacityConflict(error);
      }
    });
    await this.deps.spacesFreed?.(id).catch(() => undefined);
    return this.saved(id);
  }

  /** Deletes a departure nothing is booked on; one with bookings must be cancelled instead (409). */
  async delete(id: string): Promise<TripView> {
    const trip = await this.deps.trips.get(id, { admin: true });
    await this.db.transaction(async (tx) => {
      await this.lockTrip(tx, id);
      const usage = await this.usageOf(tx, id);
      if ([...usage.values()].some((u) => takenSpaces(u.usage) > 0)) {
        throw AppError.conflict("Guests are booked on this departure: cancel it instead of deleting it");
      }
      try {
        await tx.delete(trips).where(eq(trips.id, id));
      } catch (error) {
        throw capacityConflict(error);
      }
    });
    this.deps.contentEvents.emit({ kind: "trip", id });
    return trip;
  }

  /**
   * Cancels a departure: it stays on record, leaves the schedule and is never offered again. Answers
   * how many guests hold spaces on it (the bookings issue tells each of them through the outbox).
   */
  async cancel(id: string): Promise<{ trip: TripView; guestsToTell: number }> {
    const guestsToTell = await this.db.transaction(async (tx) => {
      await this.lockTrip(tx, id);
      const usage = await this.usageOf(tx, id);
      await tx.update(trips).set({ status: "cancelled", updatedAt: this.deps.now() }).where(eq(trips.id, id));
      if (this.deps.mail) {
        const now = this.deps.now();
        const [trip] = await tx
          .select({ title: trips.title, departure: trips.departure })
          .from(trips)
          .where(eq(trips.id, id));
        const live = await tx
          .select({ id: bookings.id, leadGuest: bookings.leadGuest, total: bookings.total })
          .from(bookings)
          .where(
            and(
              eq(bookings.tripId, id),
              or(eq(bookings.state, "confirmed"), holdIsLiveSql(bookings.state, bookings.holdExpiresAt, now)),
            ),
          );
        for (const booking of live) {
          await this.deps.mail.queue(
            tx,
            tripCancelledMail(
              { ...booking, trip: trip! },
              "Reply to this e-mail or call our booking office.",
            ),
          );
        }
      }
      return [...usage.values()].reduce((sum, u) => sum + takenSpaces(u.usage), 0);
    });
    this.deps.mail?.wake();
    this.deps.contentEvents.emit({ kind: "trip", id });
    return { trip: await this.deps.trips.get(id, { admin: true }), guestsToTell };
  }

  /** A weekly series: one departure on `weekday` every week from `from` to `to`, both included; all or none. */
  async createSeries(input: TripSeriesInput): Promise<{ trips: TripView[]; warnings: string[] }> {
    const today = this.today();
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
    const ids = await this.db.transaction(async (tx) => {
      await this.lockBoat(tx, input.boatId);
      const created: string[] = [];
      for (const departure of days) {
        const { from: _from, to: _to, weekday: _weekday, nights, ...template } = input;
        created.push(
          await this.insertTrip(tx, { ...template, departure, returnDate: addDays(departure, nights) }),
        );
      }
      return created;
    });
    const saved = await Promise.all(ids.map((id) => this.deps.trips.get(id, { admin: true })));
    this.deps.contentEvents.emit({ kind: "trip" });
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

  async updateRentals(change: RentalsChange): Promise<Rental[]> {
    await this.db.transaction(async (tx) => {
      for (const item of change.rentals) {
        const set: Partial<typeof rentals.$inferInsert> = { updatedAt: this.deps.now() };
        if (item.name !== undefined) set.name = item.name;
        if (item.price !== undefined) set.price = item.price;
        if (item.available !== undefined) set.available = item.available;
        await tx.update(rentals).set(set).where(eq(rentals.id, item.id));
      }
    });
    this.deps.contentEvents.emit({ kind: "trip" });
    return this.deps.trips.rentals({ all: true });
  }

  // ---- Steps ----

  private async saved(id: string): Promise<SavedTrip> {
    this.deps.contentEvents.emit({ kind: "trip", id });
    const trip = await this.deps.trips.get(id, { admin: true });
    return { trip, warnings: trip.closedSeason ? [CLOSED_SEASON_WARNING] : [] };
  }

  private async insertTrip(tx: Transaction, values: TripValues): Promise<string> {
    if (values.status === "scheduled") await this.refuseOverlap(tx, values);
    const cabins = await this.cabinsToOffer(tx, values);
    const diveSiteIds = await this.checkDiveSites(tx, values.diveSiteIds);
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
    await this.insertDiveSites(tx, id, diveSiteIds);
    return id;
  }

  private async insertDiveSites(tx: Transaction, tripId: string, ids: string[]) {
    if (ids.length === 0) return;
    await tx
      .insert(tripDiveSites)
      .values(ids.map((diveSiteId, position) => ({ tripId, diveSiteId, position })));
  }

  /** Locks the boat's row for the transaction (serialises departures of one boat); 400 when it does not exist. */
  private async lockBoat(tx: Transaction, boatId: string) {
    const [boat] = await tx.select({ id: boats.id }).from(boats).where(eq(boats.id, boatId)).for("update");
    if (!boat) throw AppError.badRequest("boatId does not name a boat", "boatId");
  }

  private async lockTrip(tx: Transaction, id: string) {
    if (!isId(id)) throw AppError.notFound("Trip");
    const [row] = await tx.select().from(trips).where(eq(trips.id, id)).for("update");
    if (!row) throw AppError.notFound("Trip");
    return row;
  }

  private async refuseOverlap(tx: Transaction, values: TripValues, exceptId?: string) {
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
  private async cabinsToOffer(tx: Transaction, values: TripValues) {
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

  private async checkDiveSites(tx: Transaction, ids: string[]) {
    if (ids.length === 0) return ids;
    const found = await tx.select({ id: diveSites.id }).from(diveSites).where(inArray(diveSites.id, ids));
    const missing = ids.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0)
      throw AppError.badRequest(`diveSiteIds: no dive site has the id ${missing[0]}`, "diveSiteIds");
    return ids;
  }

  /** The cabin types a departure offers now, in their order, as an update would write them. */
  private async cabinsOf(tx: Transaction, tripId: string) {
    return tx
      .select({ cabinId: tripCabins.cabinTypeId, price: tripCabins.price, spaces: tripCabins.spaces })
      .from(tripCabins)
      .where(eq(tripCabins.tripId, tripId))
      .orderBy(tripCabins.position);
  }

  private async diveSiteIdsOf(tx: Transaction, tripId: string) {
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
  private async usageOf(tx: Transaction, tripId: string) {
    const at = this.deps.now();
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
}

/** A departure's own columns, written alike by a create and a change (nights follow from the dates). */
function tripColumns(values: TripValues) {
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
function checkDates<T extends { departure: string; returnDate: string }>(values: T, nights?: number): T {
  const length = daysBetween(values.departure, values.returnDate);
  if (length <= 0) throw AppError.badRequest("returnDate must be after departure", "returnDate");
  if (length > 30) throw AppError.badRequest("A departure lasts at most 30 nights", "returnDate");
  if (nights !== undefined && nights !== length) {
    throw AppError.badRequest(`nights (${nights}) does not match the dates (${length} nights)`, "nights");
  }
  return values;
}

/** The capacity trigger's refusal as a conflict the admin can read. */
function capacityConflict(error: unknown): unknown {
  if (isCheckViolation(error)) {
    return Object.assign(
      AppError.conflict("Spaces already booked or held cannot be taken away from this departure", "cabins"),
      { cause: error },
    );
  }
  return error;
}
