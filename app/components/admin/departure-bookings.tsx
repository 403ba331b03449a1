/**
 * A departure's held and confirmed bookings on /admin/trip/{id}: each with its lead guest, guests,
 * payment status and how far its final details are, and the crew's manifest (CSV) of the departure.
 * A list rather than a table, so it reads at phone width without sideways scrolling.
 */
import { Link } from "react-router";
import {
  type FinalDetailsProgress,
  finalDetailsLabel,
  finalDetailsState,
} from "../../../core/bookings/final-details-progress.ts";

export type DepartureBooking = {
  id: string;
  leadGuest: string;
  guests: number;
  status: string;
  finalDetails: FinalDetailsProgress;
};

export function DepartureBookings({ tripId, bookings }: { tripId: string; bookings: DepartureBooking[] }) {
  const done = bookings.reduce((sum, booking) => sum + booking.finalDetails.done, 0);
  const guests = bookings.reduce((sum, booking) => sum + booking.guests, 0);
  return (
    <section aria-labelledby="departure-bookings-title" className="departure-bookings">
      <h2 id="departure-bookings-title" className="block-title">
        Bookings and final details
      </h2>
      <p>
        {bookings.length === 0
          ? "No held or confirmed bookings yet."
          : `Final details complete for ${done} of ${guests} ${guests === 1 ? "guest" : "guests"}.`}{" "}
        <a href={`/api/v1/admin/trip/${tripId}/manifest.csv`} className="text-link" download>
          Download the manifest (CSV)
        </a>
      </p>
      {bookings.length > 0 ? (
        <ul className="departure-booking-list">
          {bookings.map((booking) => (
            <li key={booking.id}>
              <Link to={`/admin/booking/${booking.id}`} className="text-link">
                {booking.leadGuest}
              </Link>{" "}
              · {booking.guests} {booking.guests === 1 ? "guest" : "guests"} · {booking.status} · final
              details:{" "}
              <span className="final-details-badge" data-state={finalDetailsState(booking.finalDetails)}>
                {finalDetailsLabel(booking.finalDetails)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
