/**
 * The line: a guest joins it for spaces of a sold-out cabin type (refused while the spaces are free:
 * book them instead), reads their own entries, leaves it; an admin reads a departure's line in order
 * and removes an entry. A removed entry with an open offer frees the offer's spaces for the next in line.
 */
import { isId } from "../shared/ids.ts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { cabinTypes, tripCabins, trips, users, waitlistEntries, waitlistOffers } from "../../db/schema.ts";
import type { SessionUser } from "../accounts/session-user.ts";
import { isUniqueViolation } from "../shared/db-errors.ts";
import { AppError } from "../shared/errors.ts";
import { freeSpaces, NO_USAGE } from "../trips/free-spaces.ts";
import { bangkokToday } from "../trips/seasons.ts";
import { loadUsage } from "../trips/space-usage.ts";
import { type WaitlistState } from "./waitlist-types.ts";
import { type WaitlistDeps, type WaitlistEntryView } from "./waitlist-deps.ts";
import { offerFreedOnCabin } from "./waitlist-offers.ts";

/** Joins the line; refused with 409 while the spaces asked for are free (book them instead). */
export async function joinWaitlist(
  deps: WaitlistDeps,
  user: SessionUser,
  tripId: string,
  input: { cabinId: string; spaces: number },
) {
  if (!isId(tripId)) throw AppError.notFound("Departure");
  if (!isId(input.cabinId)) {
    throw AppError.badRequest("cabinId must be one of the departure's cabin types", "cabinId");
  }
  if (!Number.isInteger(input.spaces) || input.spaces < 1) {
    throw AppError.badRequest("spaces must be a whole number of spaces, at least 1", "spaces");
  }
  const now = deps.now();
  const [cabin] = await deps.db
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
    throw AppError.badRequest(`spaces must be at most ${cabin.spaces}, what the cabin type offers`, "spaces");
  }
  const usage = (await loadUsage(deps.db, [cabin.id], now)).get(cabin.id) ?? NO_USAGE;
  if (freeSpaces(cabin.spaces, usage) >= input.spaces) {
    throw AppError.conflict("Spaces are free: book them instead", "spaces");
  }
  let id: string;
  try {
    const [row] = await deps.db
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
  const [entry] = await entryViews(deps, eq(waitlistEntries.id, id));
  return entry!;
}

/** The guest's entries, newest first. */
export function myEntries(deps: WaitlistDeps, user: SessionUser) {
  return entryViews(deps, eq(waitlistEntries.userId, user.id));
}

/** A departure's line, for the admin, in order. */
export async function lineOfTrip(deps: WaitlistDeps, tripId: string) {
  const [trip] = await deps.db.select({ id: trips.id }).from(trips).where(eq(trips.id, tripId));
  if (!trip) throw AppError.notFound("Departure");
  return entryViews(deps, eq(tripCabins.tripId, tripId), "line");
}

/**
 * Removes an entry (the guest's own, or any for an admin; another's reads 404). Its open offer is
 * withdrawn and its spaces go to the next in line at once.
 */
export async function removeEntry(deps: WaitlistDeps, id: string, viewer: SessionUser): Promise<string> {
  if (!isId(id)) throw AppError.notFound("Waitlist entry");
  const [entry] = await deps.db
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
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
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
  await offerFreedOnCabin(deps, entry.tripCabinId);
  return entry.tripId;
}

export async function entryViews(
  deps: WaitlistDeps,
  where: ReturnType<typeof eq>,
  order: "newest" | "line" = "newest",
): Promise<WaitlistEntryView[]> {
  const now = deps.now();
  const rows = await deps.db
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
