/**
 * A trip booking and a booking's payments for loader data: instants as ISO text, as the customer's
 * and the admin's booking screens read them (a course booking's is `courseBookingSummary`,
 * app/lib/course-booking-format.ts).
 */
import type { BookingView } from "../../core/bookings/booking-views.ts";
import type { PaymentRecord } from "../../core/shared/payment-desk.ts";
import type { PaymentRow } from "../components/admin/booking-payments.tsx";

export function screenBooking(booking: BookingView) {
  return {
    ...booking,
    dueDate: booking.dueDate?.toISOString() ?? null,
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    createdAt: booking.createdAt.toISOString(),
  };
}

export function screenPayments(rows: readonly PaymentRecord[]): PaymentRow[] {
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
