/**
 * /bookings/me: the customer's trip and course bookings, newest first, each with what is paid, what is
 * due and when (spec §4 colours).
 */
import { Link } from "react-router";
import { statusColour } from "../../../core/bookings/booking-money.ts";
import { formatDateTime } from "../../../core/shared/dates.ts";
import { formatTHB } from "../../../core/shared/money.ts";
import { EmptyState } from "../../components/empty-state.tsx";
import { CalendarIcon } from "../../components/icons.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { requireUser } from "../../lib/guards.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import { dateRange } from "../../lib/trip-format.ts";
import { bookingSummary } from "../../lib/booking-format.ts";
import { courseBookingSummary } from "../../lib/course-booking-format.ts";
import type { Route } from "./+types/bookings";

export const meta: Route.MetaFunction = () => privateMeta("My bookings | Andaman Liveaboards");

const STATE_LABEL = {
  held: "Held for you",
  confirmed: "Confirmed",
  expired: "Hold expired",
  cancelled: "Cancelled",
};

export async function loader({ context }: Route.LoaderArgs) {
  const mine = await orErrorScreen(context.services.myBookings(requireUser(context)));
  return {
    totalAmount: mine.totalAmount,
    pending: mine.pending,
    bookings: mine.bookings.map((booking) =>
      booking.kind === "course"
        ? courseBookingSummary(booking)
        : { ...bookingSummary(booking), kind: "trip" as const },
    ),
  };
}

export default function MyBookingsScreen({ loaderData }: Route.ComponentProps) {
  const { bookings, totalAmount, pending } = loaderData;
  return (
    <>
      <PageHero title="My bookings" size="compact" />
      <div className="container screen-body">
        {bookings.length === 0 ? (
          <EmptyState title="No bookings yet" icon={<CalendarIcon size={26} />}>
            <p>Your liveaboard trips and PADI courses appear here once you book one.</p>
            <Link to="/trip-schedules" className="button button-primary">
              See liveaboard trips
            </Link>
          </EmptyState>
        ) : (
          <>
            <p>
              Booked {formatTHB(totalAmount)}, still to pay {formatTHB(pending)}.
            </p>
            <div className="scroll-x">
              <table className="booking-table">
                <thead>
                  <tr>
                    <th scope="col">Booking</th>
                    <th scope="col">Total</th>
                    <th scope="col">Paid</th>
                    <th scope="col">To pay</th>
                    <th scope="col">Next due</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {bookings.map((booking) =>
                    booking.kind === "course" ? (
                      <tr key={booking.id}>
                        <th scope="row">
                          <Link to={`/booking/${booking.id}`} className="text-link">
                            {dateRange(booking.courseDate.start, booking.courseDate.end)}
                          </Link>
                          <br />
                          {booking.course.name} (PADI course) · {booking.students}{" "}
                          {booking.students === 1 ? "student" : "students"}
                        </th>
                        <td>{formatTHB(booking.price)}</td>
                        <td>{formatTHB(booking.paid)}</td>
                        <td>{formatTHB(booking.pending)}</td>
                        <td>
                          {booking.state === "held" && booking.holdExpiresAt
                            ? formatDateTime(booking.holdExpiresAt)
                            : "—"}
                          {booking.state === "held" && booking.pending > 0 ? (
                            <>
                              <br />
                              <Link to={`/payment?course=${booking.id}`} className="text-link">
                                Pay now
                              </Link>
                            </>
                          ) : null}
                        </td>
                        <td>
                          <span className="payment-status" data-colour={statusColour(booking.status)}>
                            {booking.status}
                          </span>
                          <br />
                          {STATE_LABEL[booking.state]}
                        </td>
                      </tr>
                    ) : (
                      <tr key={booking.id}>
                        <th scope="row">
                          <Link to={`/booking/${booking.id}`} className="text-link">
                            {dateRange(booking.trip.departure, booking.trip.returnDate)}
                          </Link>
                          <br />
                          {booking.trip.title}, {booking.trip.boat.name} · {booking.guests}{" "}
                          {booking.guests === 1 ? "guest" : "guests"}
                        </th>
                        <td>{formatTHB(booking.total)}</td>
                        <td>{formatTHB(booking.paid)}</td>
                        <td>{formatTHB(booking.pending)}</td>
                        <td>
                          {booking.dueDate ? formatDateTime(booking.dueDate) : "—"}
                          {booking.dueDate && booking.pending > 0 ? (
                            <>
                              <br />
                              <Link to={`/deferred-payment/${booking.id}`} className="text-link">
                                Pay now
                              </Link>
                            </>
                          ) : null}
                        </td>
                        <td>
                          <span className="payment-status" data-colour={statusColour(booking.status)}>
                            {booking.status}
                          </span>
                          <br />
                          {STATE_LABEL[booking.state]}
                        </td>
                      </tr>
                    ),
                  )}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </>
  );
}
