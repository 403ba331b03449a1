/**
 * The one offer step (decision 0020): when spaces come free, the first in line whose request fits gets
 * an offer that holds those spaces for WAITLIST_OFFER_HOURS and an e-mail with a link that books them.
 * It locks the cabin row (the lock every booking of that cabin type takes), so two sweeps, on one
 * process or several, run it one after the other and the second sees the first's offers;
 * `waitlist_offers_entry_key` makes a second offer for an entry fail whatever path tries, and the
 * e-mail is queued in the offer's own transaction, so each offer sends exactly one.
 */
import { isId } from "../shared/ids.ts";
import { withClock } from "../shared/db-clock.ts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { cabinTypes, tripCabins, trips, users, waitlistEntries, waitlistOffers } from "../../db/schema.ts";
import type { SessionUser } from "../accounts/session-user.ts";
import { AppError } from "../shared/errors.ts";
import { freeSpaces, NO_USAGE } from "../trips/free-spaces.ts";
import { bangkokToday } from "../trips/seasons.ts";
import { loadUsage } from "../trips/space-usage.ts";
import { waitlistOfferMail } from "./waitlist-mails.ts";
import { type WaitlistDeps, waitlistOfferPath, offerMs, OFFER_GONE } from "./waitlist-deps.ts";

/** The offer step for every cabin type of a departure with someone in line (after a commit that freed spaces). */
export async function offerFreed(deps: WaitlistDeps, tripId: string): Promise<number> {
  const rows = await deps.db
    .selectDistinct({ id: waitlistEntries.tripCabinId })
    .from(waitlistEntries)
    .innerJoin(tripCabins, eq(tripCabins.id, waitlistEntries.tripCabinId))
    .where(and(eq(tripCabins.tripId, tripId), inArray(waitlistEntries.state, ["waiting", "offered"])));
  let made = 0;
  for (const row of rows) made += await offerFreedOnCabin(deps, row.id);
  return made;
}

/** The sweep's part: every cabin row with someone in line (holds and offers run out by time alone). */
export async function sweepWaitlist(deps: WaitlistDeps): Promise<number> {
  const rows = await deps.db
    .selectDistinct({ id: waitlistEntries.tripCabinId })
    .from(waitlistEntries)
    .where(inArray(waitlistEntries.state, ["waiting", "offered"]));
  let made = 0;
  for (const row of rows) made += await offerFreedOnCabin(deps, row.id);
  return made;
}

/**
 * The offer step on one cabin row, in one transaction under the cabin row's lock: entries whose offer
 * ran out are recorded `expired`; then, while spaces are free, each waiting entry in order whose
 * request fits gets an offer and its e-mail (a request that does not fit is skipped, not removed).
 * Answers how many offers it made.
 */
export async function offerFreedOnCabin(deps: WaitlistDeps, tripCabinId: string): Promise<number> {
  const now = deps.now();
  let tripId: string | undefined;
  const made = await deps.db.transaction(async (tx) => {
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
    const expiresAt = new Date(now.getTime() + offerMs(deps));
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
      await deps.mail.queue(
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
          new URL(waitlistOfferPath(offer.id), deps.publicUrl).toString(),
        ),
      );
      free -= entry.spaces;
      count++;
    }
    return count;
  });
  if (made > 0) {
    deps.mail.wake();
    if (tripId) deps.spacesChanged?.(tripId);
  }
  return made;
}

/** An open offer of the viewer's, for the booking screen its e-mail link opens (404 otherwise; 409 once run out). */
export async function offerFor(deps: WaitlistDeps, viewer: SessionUser, offerId: string) {
  if (!isId(offerId)) throw AppError.notFound("Waitlist offer");
  const [offer] = await deps.db
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
  if (offer.state !== "open" || offer.expiresAt.getTime() <= deps.now().getTime()) {
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
