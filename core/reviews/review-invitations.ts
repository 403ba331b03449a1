/** The invitation to review, queued by the scheduled sweep once per booking. */
import { bookingNotices } from "../../db/schema.ts";
import { reviewInvitationMail } from "../bookings/booking-mails.ts";
import { formatIsoDay } from "../shared/dates.ts";
import { addDays } from "../trips/trip-dates.ts";
import { daysSinceReturn, reviewRefusal } from "./review-rules.ts";
import { reviewFormPath } from "./review-types.ts";
import {
  type ReviewDeps,
  INVITATION_AFTER_DAYS,
  INVITATION_UNTIL_DAYS,
  INVITATION_KIND,
} from "./review-reads.ts";
import { reviewedBookings, withTripStatus } from "./review-writes.ts";

/**
 * Queues the invitations due now: bookings that may be reviewed (review-rules.ts), whose departure
 * returned {@link INVITATION_AFTER_DAYS} to {@link INVITATION_UNTIL_DAYS} days ago, with no review yet.
 * Each is claimed in `booking_notices` in the transaction that queues its mail, so two sweeps at once
 * send it once. Answers how many were queued (the caller wakes the mail worker).
 */
export async function sendInvitations(deps: ReviewDeps): Promise<number> {
  const now = deps.now();
  const candidates = (
    await withTripStatus(
      deps,
      await deps.bookings.views({
        states: ["confirmed"],
        returned: {
          from: addDays(formatIsoDay(now), -INVITATION_UNTIL_DAYS),
          to: addDays(formatIsoDay(now), -INVITATION_AFTER_DAYS),
        },
      }),
    )
  ).filter((booking) => {
    const days = daysSinceReturn(booking.trip.returnDate, now);
    return (
      days >= INVITATION_AFTER_DAYS &&
      days <= INVITATION_UNTIL_DAYS &&
      reviewRefusal(booking, booking.userId, now) === null
    );
  });
  if (candidates.length === 0) return 0;
  const reviewed = await reviewedBookings(
    deps,
    candidates.map((booking) => booking.id),
  );
  let sent = 0;
  for (const booking of candidates) {
    if (reviewed.has(booking.id)) continue;
    sent += await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(bookingNotices)
        .values({
          bookingId: booking.id,
          kind: INVITATION_KIND,
          dueKey: booking.trip.returnDate,
          sentAt: now,
        })
        .onConflictDoNothing()
        .returning({ kind: bookingNotices.kind });
      if (claimed.length === 0) return 0;
      await deps.mail.queue(
        tx,
        reviewInvitationMail(booking, new URL(reviewFormPath(booking.id), deps.publicUrl).toString()),
      );
      return 1;
    });
  }
  return sent;
}
