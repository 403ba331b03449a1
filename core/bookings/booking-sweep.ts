/**
 * The scheduled sweep of booking e-mails: reminders before each payment falls due,
 * the operator's overdue notice, the final-details request before departure, and (through the reviews
 * service, `reviewInvitations`) the invitation to review a few days after return. Each notice is
 * claimed in `booking_notices` (booking, kind, due date) in the same transaction that queues its mail,
 * so the sweep is safe to run twice, and on several processes at once: a notice is sent once.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookingGuests, bookingNotices } from "../../db/schema.ts";
import type { MailQueue } from "../accounts/account-service.ts";
import type { Clock } from "../shared/clock.ts";
import { amountFor, departureInstant, paymentOptions } from "./booking-money.ts";
import {
  finalDetailsRequestMail,
  type MailDraft,
  paymentOverdueMail,
  paymentReminderMail,
} from "./booking-mails.ts";
import type { BookingService, BookingView } from "./booking-service.ts";

/** Reminders go out this many days before a payment falls due. */
export const REMINDER_DAYS = 3;
/** The final-details request goes out this many days before departure. */
export const FINAL_DETAILS_DAYS = 21;

const DAY_MS = 86_400_000;

export type SweepDeps = {
  db: Database;
  now: Clock;
  bookings: BookingService;
  mail: MailQueue;
  publicUrl: string;
  /** Where the operator's notices go (the first address of the contact details). */
  operatorEmail: () => Promise<string | undefined>;
  /** Queues the invitations to review that are due (core/reviews/review-service.ts); answers how many. */
  reviewInvitations?: () => Promise<number>;
};

export class BookingSweep {
  constructor(private readonly deps: SweepDeps) {}

  /** Sends what is due now; answers how many notices were queued. */
  async run(): Promise<number> {
    const now = this.deps.now();
    const live = (await this.deps.bookings.viewsWhere(undefined)).filter(
      (booking) =>
        (booking.state === "held" || booking.state === "confirmed") &&
        departureInstant(booking.trip.departure).getTime() > now.getTime(),
    );
    const operator = await this.deps.operatorEmail();
    let sent = 0;
    for (const booking of live) {
      const due = booking.dueDate;
      if (due && booking.pending > 0) {
        const dueKey = due.toISOString().slice(0, 10);
        if (due.getTime() > now.getTime() && due.getTime() - now.getTime() <= REMINDER_DAYS * DAY_MS) {
          const option = paymentOptions(booking.paymentInfo.status, booking.trip.departure, now)[0] ?? "full";
          const amount = amountFor(option, booking.total, booking.deposit, booking.paid);
          sent += await this.notice(booking, "payment-reminder", dueKey, () =>
            paymentReminderMail(booking, due, amount, this.link(`/deferred-payment/${booking.id}`)),
          );
        }
        if (booking.state === "confirmed" && due.getTime() <= now.getTime() && operator) {
          sent += await this.notice(booking, "payment-overdue", dueKey, () =>
            paymentOverdueMail(booking, operator, due, this.link(`/admin/booking/${booking.id}`)),
          );
        }
      }
      if (
        booking.state === "confirmed" &&
        departureInstant(booking.trip.departure).getTime() - now.getTime() <= FINAL_DETAILS_DAYS * DAY_MS
      ) {
        const missing = await this.deps.db
          .select({ finalDetails: bookingGuests.finalDetails })
          .from(bookingGuests)
          .where(eq(bookingGuests.bookingId, booking.id));
        if (missing.some((guest) => guest.finalDetails === null)) {
          sent += await this.notice(booking, "final-details-request", booking.trip.departure, () =>
            finalDetailsRequestMail(booking, this.link(`/final-details/${booking.id}`)),
          );
        }
      }
    }
    if (this.deps.reviewInvitations) sent += await this.deps.reviewInvitations();
    if (sent > 0) this.deps.mail.wake();
    return sent;
  }

  private link(path: string) {
    return new URL(path, this.deps.publicUrl).toString();
  }

  /** Claims (booking, kind, dueKey) and queues the mail in one transaction: 1 when sent now, 0 when sent before. */
  private async notice(
    booking: BookingView,
    kind: string,
    dueKey: string,
    draft: () => MailDraft,
  ): Promise<number> {
    return this.deps.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(bookingNotices)
        .values({ bookingId: booking.id, kind, dueKey, sentAt: this.deps.now() })
        .onConflictDoNothing()
        .returning({ kind: bookingNotices.kind });
      if (claimed.length === 0) return 0;
      await this.deps.mail.queue(tx, draft());
      return 1;
    });
  }
}
