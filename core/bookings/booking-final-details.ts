/** The guests' final details on a trip booking: read by the owner or an admin, saved by the owner. */
import { and, asc, eq } from "drizzle-orm";
import { bookingGuests } from "../../db/schema.ts";
import type { SessionUser } from "../accounts/session-user.ts";
import { AppError } from "../shared/errors.ts";
import { checkOwnActiveBooking } from "./booking-holds.ts";
import { getBooking, type ReadDeps } from "./booking-views.ts";
import type { GuestFinalDetails } from "./final-details.ts";

/** The guests' saved final details, in order (null where not given yet); owner and admins only. */
export async function finalDetailsOf(
  deps: ReadDeps,
  id: string,
  viewer: SessionUser,
): Promise<(GuestFinalDetails | null)[]> {
  await getBooking(deps, id, viewer);
  const rows = await deps.db
    .select({ finalDetails: bookingGuests.finalDetails })
    .from(bookingGuests)
    .where(eq(bookingGuests.bookingId, id))
    .orderBy(asc(bookingGuests.position));
  return rows.map((row) => row.finalDetails);
}

/**
 * Each guest's final details, in the booking's order (owner only; the booking must be live). A `null`
 * entry keeps what that guest has saved, so a form can save the guests it has complete.
 */
export async function saveFinalDetails(
  deps: ReadDeps,
  user: SessionUser,
  id: string,
  guests: (GuestFinalDetails | null)[],
): Promise<void> {
  const booking = await getBooking(deps, id, user);
  checkOwnActiveBooking(booking, user.id, "Booking");
  if (guests.length !== booking.guestArray.length) {
    throw AppError.badRequest(
      `guests must hold ${booking.guestArray.length} entries, one per guest`,
      "guests",
    );
  }
  await deps.db.transaction(async (tx) => {
    for (const [position, details] of guests.entries()) {
      if (details === null) continue;
      await tx
        .update(bookingGuests)
        .set({ finalDetails: details, name: details.fullName })
        .where(and(eq(bookingGuests.bookingId, id), eq(bookingGuests.position, position)));
    }
  });
}
