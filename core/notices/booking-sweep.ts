/**
 * The scheduled sweep of booking e-mails: reminders before each payment falls due,
 * the operator's overdue notice, the final-details request before departure, and (through the reviews
 * service, `reviewInvitations`) the invitation to review a few days after return. Each notice is
 * claimed in `booking_notices` (booking, kind, due date) in the same transaction that queues its mail,
 * so the sweep is safe to run twice, and on several processes at once: a notice is sent once.
 * Course bookings get their reminder two days before the course starts (what to bring, the meeting
 * point), claimed the same way in `course_booking_notices`.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookingGuests, bookingNotices, courseBookingNotices } from "../../db/schema.ts";
import type { CourseBookingService, CourseBookingView } from "../courses/course-booking-service.ts";
import { courseBookingPath, courseReminderMail } from "../courses/course-mails.ts";
import { bangkokToday } from "../trips/seasons.ts";
import type { MailQueue } from "../mail/mail-queue.ts";
import type { Clock } from "../shared/clock.ts";
import { amountFor, departureInstant, paymentOptions } from "../bookings/booking-money.ts";
import {
  finalDetailsRequestMail,
  type MailDraft,
  paymentOverdueMail,
  paymentReminderMail,
} from "../bookings/booking-mails.ts";
import type { BookingService, BookingView } from "../bookings/booking-service.ts";

/** Reminders go out this many days before a payment falls due. */
export const REMINDER_DAYS = 3;
/** The final-details request goes out this many days before departure. */
export const FINAL_DETAILS_DAYS = 21;
/** A course's reminder goes out this many days before its first day. */
export const COURSE_REMINDER_DAYS = 2;

const DAY_MS = 86_400_000;

export type SweepDeps = {
  db: Database;
  now: Clock;
  bookings: BookingService;
  /** Course bookings, for their reminder before the course starts. */
  courseBookings?: CourseBookingService;
  mail: MailQueue;
  publicUrl: string;
  /** Where the operator's notices go (the first address of the contact details). */
  operatorEmail: () => Promise<string | undefined>;
  /** Queues the invitations to review that are due (core/reviews/review-service.ts); answers how many. */
  reviewInvitations?: () => Promise<number>;
  /**
   * Offers spaces that came free to the waitlist (core/waitlist/waitlist-service.ts: holds and offers
   * run out by time alone, so only a sweep sees them go); answers how many offers it made.
   */
  waitlistOffers?: () => Promise<number>;
};

export class BookingSweep {
  constructor(private readonly deps: SweepDeps) {}

  /** Sends what is due now; answers how many notices were queued. */
  async run(): Promise<number> {
    const now = this.deps.now();
    const live = (await this.deps.bookings.views({ states: ["held", "confirmed"] })).filter(
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
    if (this.deps.waitlistOffers) sent += await this.deps.waitlistOffers();
    sent += await this.courseReminders(now);
    if (sent > 0) this.deps.mail.wake();
    return sent;
  }

  /** Paid course bookings whose course starts within {@link COURSE_REMINDER_DAYS} days. */
  private async courseReminders(now: Date): Promise<number> {
    if (!this.deps.courseBookings) return 0;
    const due = (
      await this.deps.courseBookings.views({
        states: ["confirmed"],
        dateScheduled: true,
        startingAfter: bangkokToday(now),
      })
    ).filter(
      (booking) =>
        departureInstant(booking.courseDate.start).getTime() - now.getTime() <= COURSE_REMINDER_DAYS * DAY_MS,
    );
    let sent = 0;
    for (const booking of due)
      sent += await this.courseNotice(booking, "course-reminder", booking.courseDate.start);
    return sent;
  }

  private async courseNotice(booking: CourseBookingView, kind: string, dueKey: string): Promise<number> {
    return this.deps.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(courseBookingNotices)
        .values({ courseBookingId: booking.id, kind, dueKey, sentAt: this.deps.now() })
        .onConflictDoNothing()
        .returning({ kind: courseBookingNotices.kind });
      if (claimed.length === 0) return 0;
      await this.deps.mail.queue(tx, courseReminderMail(booking, this.link(courseBookingPath(booking.id))));
      return 1;
    });
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
