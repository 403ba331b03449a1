/**
 * Ending a departure: one with anything booked is cancelled, not deleted (decision 0009); cancelling
 * tells each live booking's lead guest (`trip-cancelled`) in the same transaction.
 */
import { holdIsLiveSql } from "../shared/hold-sql.ts";
import { and, eq, or } from "drizzle-orm";
import { bookings, trips } from "../../db/schema.ts";
import { tripCancelledMail } from "./trip-mails.ts";
import { AppError } from "../shared/errors.ts";
import { takenSpaces } from "./free-spaces.ts";
import type { TripView } from "./trip-service.ts";
import { lockTrip, usageOf, capacityConflict, type TripAdminDeps } from "./trip-admin-steps.ts";

/** Deletes a departure nothing is booked on; one with bookings must be cancelled instead (409). */
export async function deleteTrip(deps: TripAdminDeps, id: string): Promise<TripView> {
  const trip = await deps.trips.get(id, { admin: true });
  await deps.db.transaction(async (tx) => {
    await lockTrip(tx, id);
    const usage = await usageOf(deps, tx, id);
    if ([...usage.values()].some((u) => takenSpaces(u.usage) > 0)) {
      throw AppError.conflict("Guests are booked on this departure: cancel it instead of deleting it");
    }
    try {
      await tx.delete(trips).where(eq(trips.id, id));
    } catch (error) {
      throw capacityConflict(error);
    }
  });
  deps.contentEvents.emit({ kind: "trip", id });
  return trip;
}

/**
 * Cancels a departure: it stays on record, leaves the schedule and is never offered again. Answers
 * how many guests hold spaces on it (the bookings issue tells each of them through the outbox).
 */
export async function cancelTrip(
  deps: TripAdminDeps,
  id: string,
): Promise<{ trip: TripView; guestsToTell: number }> {
  const guestsToTell = await deps.db.transaction(async (tx) => {
    await lockTrip(tx, id);
    const usage = await usageOf(deps, tx, id);
    await tx.update(trips).set({ status: "cancelled", updatedAt: deps.now() }).where(eq(trips.id, id));
    if (deps.mail) {
      const now = deps.now();
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
        await deps.mail.queue(
          tx,
          tripCancelledMail({ ...booking, trip: trip! }, "Reply to this e-mail or call our booking office."),
        );
      }
    }
    return [...usage.values()].reduce((sum, u) => sum + takenSpaces(u.usage), 0);
  });
  deps.mail?.wake();
  deps.contentEvents.emit({ kind: "trip", id });
  return { trip: await deps.trips.get(id, { admin: true }), guestsToTell };
}
