/**
 * The admin side of course bookings, beside trip bookings' (core/bookings/booking-admin-service.ts).
 *
 * Methods (`services.courseBookingAdmin`), amounts in satang:
 * - `list({ page, course, date, status, search })` → `{ courseBookings, count, resPerPage, totalPaid,
 *   totalOutstanding }`, newest first; `status` is a payment status (PENDING, COMPLETED) or a state.
 * - `get(id)` → CourseBookingView (any booking); 404.
 * - `payments(id)` → the booking's payments and refunds, oldest first.
 * - `recordPayment(id, { amount, method, note })` → the booking after an offline payment (bank
 *   transfer, cash) of what is outstanding (400 for less: a course is paid in full), settled like a
 *   card payment: it confirms the booking, or refunds and flags it when its seats were sold meanwhile.
 * - `cancel(id)` → `{ courseBooking, refunded }`: its seats are free at once, what was paid is
 *   refunded, the booker is e-mailed.
 */
import type { Database } from "../../db/client.ts";
import type { MailQueue } from "../mail/mail-queue.ts";
import type { OfflinePaymentMethod } from "../bookings/booking-types.ts";
import type { PaymentDesk } from "../shared/payment-desk.ts";
import type { Clock } from "../shared/clock.ts";
import { AppError } from "../shared/errors.ts";
import { cancelWithRefunds } from "../bookings/cancel-booking.ts";
import { formatTHB } from "../shared/money.ts";
import type { CourseBookingService, CourseBookingView } from "./course-booking-service.ts";
import { type AdminCourseBookingPage, listAdminCourseBookings } from "./course-booking-admin-list.ts";
import { courseBookingCancelledMail } from "./course-mails.ts";
import type { CourseBookingListQuery } from "./course-schemas.ts";

export type CourseBookingAdminDeps = {
  db: Database;
  now: Clock;
  courseBookings: CourseBookingService;
  payments: PaymentDesk;
  mail: MailQueue;
  seatsChanged?: (courseDateId: string) => void;
};

export class CourseBookingAdminService {
  constructor(private readonly deps: CourseBookingAdminDeps) {}

  /** Filtered, counted and paged in the database (course-booking-admin-list.ts). */
  list(query: CourseBookingListQuery): Promise<AdminCourseBookingPage> {
    const { db, now, courseBookings } = this.deps;
    return listAdminCourseBookings({ db, now: now(), courseBookings }, query);
  }

  get(id: string): Promise<CourseBookingView> {
    return this.deps.courseBookings.getAny(id);
  }

  async payments(id: string) {
    await this.get(id);
    return this.deps.payments.listFor({ kind: "course", id });
  }

  async recordPayment(
    id: string,
    input: { amount: number; method: OfflinePaymentMethod; note?: string },
  ): Promise<CourseBookingView> {
    const booking = await this.get(id);
    // Paid in full when booked: a part payment would leave the seats on a hold that runs out.
    if (booking.pending > 0 && input.amount < booking.pending) {
      throw AppError.badRequest(
        `A course booking is paid in full: the amount must be ${formatTHB(booking.pending)}`,
        "amount",
      );
    }
    await this.deps.payments.recordOfflineFor({ kind: "course", id }, input);
    return this.get(id);
  }

  /** Cancels a course booking: its seats are free at once; what was paid is refunded; the guest is told. */
  async cancel(id: string): Promise<{ courseBooking: CourseBookingView; refunded: number }> {
    const current = await this.get(id);
    const refunds = await cancelWithRefunds(
      this.deps,
      { kind: "course", id },
      current,
      courseBookingCancelledMail(current, current.paid),
    );
    this.deps.seatsChanged?.(current.courseDate.id);
    await this.deps.payments.sendRefunds(refunds);
    return { courseBooking: await this.get(id), refunded: current.paid };
  }
}
