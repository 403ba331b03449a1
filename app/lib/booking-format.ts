/**
 * A booking as the guest's screens and the admin's show it: the summary their loaders send (amounts in
 * satang, instants as ISO text) and a guest's rentals and courses in words. Plain functions over
 * core/bookings' view; the amounts and statuses come from the server.
 */
import type { BookedGuest, BookingView } from "../../core/bookings/booking-service.ts";

/** The booking's summary for a list row or the payment screen. */
export function bookingSummary(booking: BookingView) {
  return {
    id: booking.id,
    reference: booking.reference,
    trip: booking.trip,
    guests: booking.guestArray.length,
    total: booking.total,
    paid: booking.paid,
    pending: booking.pending,
    state: booking.state,
    status: booking.paymentInfo.status,
    dueDate: booking.dueDate?.toISOString() ?? null,
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    finalDetails: booking.finalDetails,
  };
}

/** "Torch, BCD" or "—". */
export const equipmentText = (guest: Pick<BookedGuest, "equipment">) =>
  guest.equipment.map((item) => item.name).join(", ") || "—";

/** "Advanced Open Water + crew pak" or "—". */
export const coursesText = (guest: Pick<BookedGuest, "courses">) =>
  guest.courses.map((course) => `${course.name}${course.crewPak ? " + crew pak" : ""}`).join(", ") || "—";
