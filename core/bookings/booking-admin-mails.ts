/** Sending a booking's e-mail again, from the admin's booking page, when the booking's state allows it. */
import { and, eq, sql } from "drizzle-orm";
import { payments } from "../../db/schema.ts";
import { AppError } from "../shared/errors.ts";
import {
  bookingReceivedMail,
  finalDetailsRequestMail,
  type MailDraft,
  paymentReceiptMail,
  paymentReminderMail,
} from "./booking-mails.ts";
import { amountFor, paymentOptions } from "./booking-money.ts";
import type { ResendableMail } from "./booking-types.ts";

import { adminBooking, type BookingAdminDeps } from "./booking-admin-changes.ts";

/**
 * Sends the lead guest one of the booking's e-mails again, as it would read now (the current due date,
 * the latest payment). Refused with the reason when it does not apply: nothing paid has no receipt, a
 * paid-up booking no reminder, an unconfirmed booking no final-details request.
 */
export async function resendMail(
  deps: BookingAdminDeps,
  id: string,
  kind: ResendableMail,
): Promise<MailDraft> {
  const booking = await adminBooking(deps, id);
  const link = (path: string) => new URL(path, deps.publicUrl).toString();
  const live = booking.state === "held" || booking.state === "confirmed";
  let draft: MailDraft;
  switch (kind) {
    case "booking-received": {
      const due = booking.dueDate ?? booking.holdExpiresAt;
      if (!live || !due) throw AppError.conflict(`A ${booking.state} booking has no confirmation to resend`);
      draft = bookingReceivedMail(booking, due, link(`/deferred-payment/${booking.id}`));
      break;
    }
    case "payment-receipt": {
      const [latest] = await deps.db
        .select({ amount: payments.amount })
        .from(payments)
        .where(
          and(eq(payments.bookingId, id), eq(payments.state, "succeeded"), sql`${payments.kind} <> 'refund'`),
        )
        .orderBy(sql`${payments.updatedAt} desc`)
        .limit(1);
      if (!latest) throw AppError.conflict("Nothing has been paid on this booking: there is no receipt");
      draft = paymentReceiptMail(booking, latest.amount, booking.paymentInfo.status, link(`/booking/${id}`));
      break;
    }
    case "payment-reminder": {
      const due = booking.dueDate;
      if (!live || !due || booking.pending <= 0)
        throw AppError.conflict("Nothing is due on this booking: there is no reminder to send");
      const option =
        paymentOptions(booking.paymentInfo.status, booking.trip.departure, deps.now())[0] ?? "full";
      draft = paymentReminderMail(
        booking,
        due,
        amountFor(option, booking.total, booking.deposit, booking.paid),
        link(`/deferred-payment/${id}`),
      );
      break;
    }
    case "final-details-request":
      if (booking.state !== "confirmed")
        throw AppError.conflict("Only a confirmed booking is asked for its final details");
      draft = finalDetailsRequestMail(booking, link(`/final-details/${id}`));
      break;
  }
  await deps.db.transaction((tx) => deps.mail.queue(tx, draft));
  deps.mail.wake();
  return draft;
}
