/**
 * The waitlist (decision 0020): a signed-in guest queues for spaces of a sold-out cabin type on a
 * departure; when spaces come free, the first in line whose request fits gets an offer that holds
 * those spaces for WAITLIST_OFFER_HOURS and an e-mail with a link that books them.
 *
 * - An offer is a hold: `trip_cabin_usage(at)` counts open offers before their time (migration 0014),
 *   so every reader and the capacity triggers see the spaces as taken, and an offer past its time
 *   frees them by time alone. `place_booking` consumes the offer when the booking names it.
 * - {@link WaitlistService.offerFreed} is the one offer step. It locks the cabin row (the lock every
 *   booking of that cabin type takes), so two sweeps, on one process or several, run it one after the
 *   other and the second sees the first's offers; `waitlist_offers_entry_key` makes a second offer for
 *   an entry fail whatever path tries, and the e-mail is queued in the offer's own transaction, so each
 *   offer sends exactly one.
 * - It runs from the scheduled sweep (holds and offers run out by time alone) and at once after a
 *   cancellation, a move, a capacity change and a removed entry.
 */
import { isId } from "../shared/ids.ts";
import { withClock } from "../shared/db-clock.ts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { cabinTypes, tripCabins, trips, users, waitlistEntries, waitlistOffers } from "../../db/schema.ts";
import type { MailQueue } from "../mail/mail-queue.ts";
import type { SessionUser } from "../accounts/session-user.ts";
import { isUniqueViolation } from "../shared/db-errors.ts";
import type { Clock } from "../shared/clock.ts";
import { AppError } from "../shared/errors.ts";
import { freeSpaces, NO_USAGE } from "../trips/free-spaces.ts";
import { bangkokToday } from "../trips/seasons.ts";
import { loadUsage } from "../trips/space-usage.ts";
import { waitlistOfferMail } from "./waitlist-mails.ts";
import { DEFAULT_WAITLIST_OFFER_HOURS, type WaitlistState } from "./waitlist-types.ts";

export type WaitlistDeps = {
  db: Database;
  now: Clock;
  mail: MailQueue;
  publicUrl: string;
  /** How long an offer holds its spaces (WAITLIST_OFFER_HOURS). */
  offerHours?: number;
  /** Told after a commit that changed what is free on a departure (the page cache drops its copies). */
  spacesChanged?: (tripId: string) => void;
};

/** One entry as the calls answer it. */
export type WaitlistEntryView = {
  id: string;
  tripId: string;
  tripTitle: string;
  departure: string;
  cabinId: string;
  cabinName: string;
  spaces: number;
  /** As of now: an offer past its time reads `expired` before the sweep records it. */
  state: WaitlistState;
  /** Place in line among the waiting entries of that cabin type (1 is next); null when not waiting. */
  position: number | null;
  /** The open offer, while it holds spaces. */
  offer: { id: string; spaces: number; expiresAt: Date } | null;
  createdAt: Date;
  /** For the admin's list. */
  guest: { id: string; firstName: string; lastName: string; email: string };
};

/** Where an offer's e-mail link leads: the booking screen with the offered spaces. */
export const waitlistOfferPath = (offerId: string) => `/waitlist/offer/${offerId}`;

export class WaitlistService {
  constructor(private readonly deps: WaitlistDeps) {}

  private get offerMs() {
    return (this.deps.offerHours ?? DEFAULT_WAITLIST_OFFER_HOURS) * 3_600_000;
  }

  /** Joins the line; refused with 409 while the spaces asked for are free (book them instead). */
  async join(user: SessionUser, tripId: string, input: { cabinId: string; spaces: number }) {
    if (!isId(tripId)) throw AppError.notFound("Departure");
    if (!isId(input.cabinId)) {
      throw AppError.badRequest("cabinId must be one of the departure's cabin types", "cabinId");
    }
    if (!Number.isInteger(input.spaces) || input.spaces < 1) {
      throw AppError.badRequest("spaces must be a whole number of spaces, at least 1", "spaces");
    }
    const now = this.deps.now();
    const [cabin] = await this.deps.db
      .select({
        id: tripCabins.id,
        spaces: tripCabins.spaces,
        status: trips.status,
        departure: trips.departure,
      })
      .from(tripCabins)
      .innerJoin(trips, eq(trips.id, tripCabins.tripId))
      .where(and(eq(tripCabins.tripId, tripId), eq(tripCabins.cabinTypeId, input.cabinId)));
    if (!cabin) throw AppError.badRequest("cabinId must be one of the departure's cabin types", "cabinId");
    if (cabin.status !== "scheduled" || cabin.departure <= bangkokToday(now)) {
      throw AppError.conflict("This departure is not open for booking");
    }
    if (input.spaces > cabin.spaces) {
      throw AppError.badRequest(
        `spaces must be at most ${cabin.spaces}, what the cabin type offers`,
        "spaces",
      );
    }
    const usage = (await loadUsage(this.deps.db, [cabin.id], now)).get(cabin.id) ?? NO_USAGE;
    if (freeSpaces(cabin.spaces, usage) >= input.spaces) {
      throw AppError.conflict("Spaces are free: book them instead", "spaces");
    }
    let id: string;
    try {
      const [row] = await this.deps.db
        .insert(waitlistEntries)
        .values({
          tripCabinId: cabin.id,
          userId: user.id,
          spaces: input.spaces,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: waitlistEntries.id });
      id = row!.id;
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw AppError.conflict("You are already on the waitlist for this cabin type", "cabinId");
      }
      throw error;
    }
    const [entry] = await this.views(eq(waitlistEntries.id, id));
    return entry!;
  }

  /** The guest's entries, newest first. */
  mine(user: SessionUser) {
    return this.views(eq(waitlistEntries.userId, user.id));
  }

  /** A departure's line, for the admin, in order. */
  async ofTrip(tripId: string) {
    const [trip] = await this.deps.db.select({ id: trips.id }).from(trips).where(eq(trips.id, tripId));
    if (!trip) throw AppError.notFound("Departure");
    return this.views(eq(tripCabins.tripId, tripId), "line");
  }

  /**
   * Removes an entry (the guest's own, or any for an admin; another's reads 404). Its open offer is
   * withdrawn and its spaces go to the next in line at once.
   */
  async remove(id: string, viewer: SessionUser): Promise<string> {
    if (!isId(id)) throw AppError.notFound("Waitlist entry");
    const [entry] = await this.deps.db
      .select({
        id: waitlistEntries.id,
        userId: waitlistEntries.userId,
        tripCabinId: waitlistEntries.tripCabinId,
        tripId: tripCabins.tripId,
      })
      .from(waitlistEntries)
      .innerJoin(tripCabins, eq(tripCabins.id, waitlistEntries.tripCabinId))
      .where(eq(waitlistEntries.id, id));
    if (!entry || (viewer.role !== "admin" && entry.userId !== viewer.id))
      throw AppError.notFound("Waitlist entry");
    const now = this.deps.now();
    await this.deps.db.transaction(async (tx) => {
      const updated = await tx
        .update(waitlistEntries)
        .set({ state: "cancelled", updatedAt: now })
        .where(and(eq(waitlistEntries.id, id), inArray(waitlistEntries.state, ["waiting", "offered"])))
        .returning({ id: waitlistEntries.id });
      if (updated.length === 0) throw AppError.conflict("This waitlist entry is no longer in line");
      await tx
        .update(waitlistOffers)
        .set({ state: "withdrawn" })
        .where(and(eq(waitlistOffers.entryId, id), eq(waitlistOffers.state, "open")));
    });
    await this.offerFreedOnCabin(entry.tripCabinId);
    return entry.tripId;
  }

  /** The offer step for every cabin type of a departure with someone in line (after a commit that freed spaces). */
  async offerFreed(tripId: string): Promise<number> {
    const rows = await this.deps.db
      .selectDistinct({ id: waitlistEntries.tripCabinId })
      .from(waitlistEntries)
      .innerJoin(tripCabins, eq(tripCabins.id, waitlistEntries.tripCabinId))
      .where(and(eq(tripCabins.tripId, tripId), inArray(waitlistEntries.state, ["waiting", "offered"])));
    let made = 0;
    for (const row of rows) made += await this.offerFreedOnCabin(row.id);
    return made;
  }

  /** The sweep's part: every cabin row with someone in line (holds and offers run out by time alone). */
  async sweep(): Promise<number> {
    const rows = await this.deps.db
      .selectDistinct({ id: waitlistEntries.tripCabinId })
      .from(waitlistEntries)
      .where(inArray(waitlistEntries.state, ["waiting", "offered"]));
    let made = 0;
    for (const row of rows) made += await this.offerFreedOnCabin(row.id);
    return made;
  }

  /**
   * The offer step on one cabin row, in one transaction under the cabin row's lock: entries whose offer
   * ran out are recorded `expired`; then, while spaces are free, each waiting entry in order whose
   * request fits gets an offer and its e-mail (a request that does not fit is skipped, not removed).
   * Answers how many offers it made.
   */
  async offerFreedOnCabin(tripCabinId: string): Promise<number> {
    const now = this.deps.now();
    let tripId: string | undefined;
    const made = await this.deps.db.transaction(async (tx) => {
      await withClock(tx, now);
      const [cabin] = await tx
        .select({
          id: tripCabins.id,
          spaces: tripCabins.spaces,
          tripId: tripCabins.tripId,
          status: trips.status,
          departure: trips.departure,
          title: trips.title,
          cabinName: cabinTypes.name,
        })
        .from(tripCabins)
        .innerJoin(trips, eq(trips.id, tripCabins.tripId))
        .innerJoin(cabinTypes, eq(cabinTypes.id, tripCabins.cabinTypeId))
        .where(eq(tripCabins.id, tripCabinId))
        .for("no key update", { of: tripCabins });
      if (!cabin) return 0;
      tripId = cabin.tripId;
      await tx.execute(sql`
        update ${waitlistEntries} e set state = 'expired', updated_at = ${now.toISOString()}::timestamptz
        from ${waitlistOffers} o
        where o.entry_id = e.id and e.trip_cabin_id = ${tripCabinId} and e.state = 'offered'
          and o.state = 'open' and o.expires_at <= ${now.toISOString()}::timestamptz`);
      if (cabin.status !== "scheduled" || cabin.departure <= bangkokToday(now)) return 0;
      const usage = (await loadUsage(tx, [cabin.id], now)).get(cabin.id) ?? NO_USAGE;
      let free = freeSpaces(cabin.spaces, usage);
      if (free === 0) return 0;
      const line = await tx
        .select({
          id: waitlistEntries.id,
          spaces: waitlistEntries.spaces,
          email: users.email,
          firstName: users.firstName,
        })
        .from(waitlistEntries)
        .innerJoin(users, eq(users.id, waitlistEntries.userId))
        .where(and(eq(waitlistEntries.tripCabinId, tripCabinId), eq(waitlistEntries.state, "waiting")))
        .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
      const expiresAt = new Date(now.getTime() + this.offerMs);
      let count = 0;
      for (const entry of line) {
        if (free === 0) break;
        if (entry.spaces > free) continue;
        const [offer] = await tx
          .insert(waitlistOffers)
          .values({ entryId: entry.id, tripCabinId, spaces: entry.spaces, expiresAt, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: waitlistOffers.id });
        if (!offer) continue;
        await tx
          .update(waitlistEntries)
          .set({ state: "offered", updatedAt: now })
          .where(eq(waitlistEntries.id, entry.id));
        await this.deps.mail.queue(
          tx,
          waitlistOfferMail(
            {
              to: entry.email,
              firstName: entry.firstName,
              tripTitle: cabin.title,
              departure: cabin.departure,
              cabinName: cabin.cabinName,
              spaces: entry.spaces,
              expiresAt,
            },
            new URL(waitlistOfferPath(offer.id), this.deps.publicUrl).toString(),
          ),
        );
        free -= entry.spaces;
        count++;
      }
      return count;
    });
    if (made > 0) {
      this.deps.mail.wake();
      if (tripId) this.deps.spacesChanged?.(tripId);
    }
    return made;
  }

  /** An open offer of the viewer's, for the booking screen its e-mail link opens (404 otherwise; 409 once run out). */
  async offerFor(viewer: SessionUser, offerId: string) {
    if (!isId(offerId)) throw AppError.notFound("Waitlist offer");
    const [offer] = await this.deps.db
      .select({
        id: waitlistOffers.id,
        spaces: waitlistOffers.spaces,
        state: waitlistOffers.state,
        expiresAt: waitlistOffers.expiresAt,
        userId: waitlistEntries.userId,
        tripId: tripCabins.tripId,
        cabinId: tripCabins.cabinTypeId,
      })
      .from(waitlistOffers)
      .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
      .innerJoin(tripCabins, eq(tripCabins.id, waitlistOffers.tripCabinId))
      .where(eq(waitlistOffers.id, offerId));
    if (!offer || offer.userId !== viewer.id) throw AppError.notFound("Waitlist offer");
    if (offer.state !== "open" || offer.expiresAt.getTime() <= this.deps.now().getTime()) {
      throw AppError.conflict(OFFER_GONE);
    }
    return {
      id: offer.id,
      tripId: offer.tripId,
      cabinId: offer.cabinId,
      spaces: offer.spaces,
      expiresAt: offer.expiresAt,
    };
  }

  private async views(
    where: ReturnType<typeof eq>,
    order: "newest" | "line" = "newest",
  ): Promise<WaitlistEntryView[]> {
    const now = this.deps.now();
    const rows = await this.deps.db
      .select({
        id: waitlistEntries.id,
        tripCabinId: waitlistEntries.tripCabinId,
        tripId: trips.id,
        tripTitle: trips.title,
        departure: trips.departure,
        cabinId: tripCabins.cabinTypeId,
        cabinName: cabinTypes.name,
        spaces: waitlistEntries.spaces,
        state: waitlistEntries.state,
        createdAt: waitlistEntries.createdAt,
        guestId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        offerId: waitlistOffers.id,
        offerSpaces: waitlistOffers.spaces,
        offerState: waitlistOffers.state,
        offerExpiresAt: waitlistOffers.expiresAt,
        position: sql<number | null>`case when ${waitlistEntries.state} = 'waiting' then (
          select count(*) from ${waitlistEntries} ahead
          where ahead.trip_cabin_id = ${waitlistEntries.tripCabinId} and ahead.state = 'waiting'
            and (ahead.created_at, ahead.id) <= (${waitlistEntries.createdAt}, ${waitlistEntries.id})
        ) end`,
      })
      .from(waitlistEntries)
      .innerJoin(tripCabins, eq(tripCabins.id, waitlistEntries.tripCabinId))
      .innerJoin(trips, eq(trips.id, tripCabins.tripId))
      .innerJoin(cabinTypes, eq(cabinTypes.id, tripCabins.cabinTypeId))
      .innerJoin(users, eq(users.id, waitlistEntries.userId))
      .leftJoin(waitlistOffers, eq(waitlistOffers.entryId, waitlistEntries.id))
      .where(where)
      .orderBy(
        ...(order === "line"
          ? [asc(cabinTypes.name), asc(waitlistEntries.createdAt), asc(waitlistEntries.id)]
          : [sql`${waitlistEntries.createdAt} desc`]),
      );
    return rows.map((row) => {
      const open =
        row.offerId !== null && row.offerState === "open" && row.offerExpiresAt!.getTime() > now.getTime();
      const state: WaitlistState = row.state === "offered" && !open ? "expired" : row.state;
      return {
        id: row.id,
        tripId: row.tripId,
        tripTitle: row.tripTitle,
        departure: row.departure,
        cabinId: row.cabinId,
        cabinName: row.cabinName,
        spaces: row.spaces,
        state,
        position: row.position === null ? null : Number(row.position),
        offer: open ? { id: row.offerId!, spaces: row.offerSpaces!, expiresAt: row.offerExpiresAt! } : null,
        createdAt: row.createdAt,
        guest: { id: row.guestId, firstName: row.firstName, lastName: row.lastName, email: row.email },
      };
    });
  }
}

/** The answer to a booking or link with an offer whose time ran out (or that was used or withdrawn). */
export const OFFER_GONE = "This waitlist offer has expired: its spaces passed to the next guest in line";

export type { Transaction };
