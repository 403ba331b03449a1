/**
 * /booking/{id}: a booking's details and a printable receipt (the owner and admins only; others: not
 * found). Trip and course bookings share the address: an id that is no trip booking is looked up among
 * the course bookings.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { statusColour } from "../../../core/bookings/booking-money.ts";
import { formatDateTime } from "../../../core/shared/dates.ts";
import { formatTHB } from "../../../core/shared/money.ts";
import { FinalDetailsLink } from "../../components/final-details-link.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { requireUser } from "../../lib/guards.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import { dateRange } from "../../lib/trip-format.ts";
import { coursesText, equipmentText } from "../../lib/booking-format.ts";
import { CourseBookingReceipt, CourseReceiptActions } from "../../components/course-booking-receipt.tsx";
import { courseBookingSummary } from "../../lib/course-booking-format.ts";
import { isAppError } from "../../../core/shared/errors.ts";
import { AGENT_NET_RATE_NOTE } from "../../components/checkout-summary.tsx";
import { BookingReference } from "../../components/booking-reference.tsx";
import type { Route } from "./+types/booking-detail";
import { CardsTable } from "../../components/cards-table.tsx";
import { screenBooking } from "../../lib/booking-screen.server.ts";

export const meta: Route.MetaFunction = () => privateMeta("Booking details | Andaman Liveaboards");

export async function loader({ context, params }: Route.LoaderArgs) {
  const user = requireUser(context);
  const trip = await context.services.bookings.get(params.id, user).catch((error: unknown) => {
    if (isAppError(error) && error.code === "not_found") return null;
    throw error;
  });
  if (!trip) {
    const course = await orErrorScreen(context.services.courseBookings.get(params.id, user));
    return { kind: "course" as const, course: courseBookingSummary(course) };
  }
  const booking = trip;
  return {
    kind: "trip" as const,
    booking: screenBooking(booking),
  };
}

/** The receipt's frame: a compact hero with the booking's title and dates, then the receipt itself. */
function ReceiptScreen({
  title,
  start,
  end,
  children,
}: {
  title: string;
  start: string;
  end: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero eyebrow="Receipt" title={title} summary={dateRange(start, end)} size="compact" />
      <div className="container screen-body">{children}</div>
    </>
  );
}

export default function BookingDetailScreen({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "course") {
    const { course } = loaderData;
    return (
      <ReceiptScreen title={course.course.name} start={course.courseDate.start} end={course.courseDate.end}>
        <CourseBookingReceipt booking={course} />
        <CourseReceiptActions booking={course} printable />
      </ReceiptScreen>
    );
  }
  const { booking } = loaderData;
  // At the agent's net rate, fees and extras are listed for the crew but collected by the agent.
  const net = booking.agentDiscount > 0;
  const notCharged = (amount: number) => `not charged (${formatTHB(amount)})`;
  return (
    <ReceiptScreen title={booking.trip.title} start={booking.trip.departure} end={booking.trip.returnDate}>
      <p>
        <BookingReference reference={booking.reference} id={booking.id} /> · made{" "}
        {formatDateTime(booking.createdAt)} · {booking.trip.boat.name}, {booking.trip.nights} nights
      </p>
      <p>
        Lead guest: {booking.leadGuest.firstName} {booking.leadGuest.lastName}, {booking.leadGuest.email},{" "}
        {booking.leadGuest.phone}
      </p>
      <CardsTable columns={["Guest", "Cabin", "Cabin price", "Fees", "Equipment", "Courses"]}>
        {booking.guestArray.map((guest, index) => (
          <tr key={index}>
            <th scope="row">{guest.name || `Guest ${index + 1}`}</th>
            <td data-label="Cabin">{guest.cabinName}</td>
            <td data-label="Cabin price">{formatTHB(guest.cabinPrice)}</td>
            <td data-label="Fees">{net ? notCharged(guest.fees) : formatTHB(guest.fees)}</td>
            <td data-label="Equipment">
              {equipmentText(guest)}
              {guest.equipmentPrice > 0
                ? ` (${net ? notCharged(guest.equipmentPrice) : formatTHB(guest.equipmentPrice)})`
                : ""}
            </td>
            <td data-label="Courses">
              {coursesText(guest)}
              {net && guest.courses.length > 0 ? " (not charged)" : ""}
            </td>
          </tr>
        ))}
      </CardsTable>
      <p>
        {booking.discount > 0 ? `Trip discount ${booking.discount}% on the cabin price. ` : ""}
        {booking.agentDiscount > 0 ? `Agent rate ${booking.agentDiscount}% off. ` : ""}
      </p>
      <p className="booking-total">
        {net ? "Total (net rate)" : "Total"} {formatTHB(booking.total)}
      </p>
      {net ? <p className="checkout-agent-note">{AGENT_NET_RATE_NOTE}.</p> : null}
      <p>
        Paid {formatTHB(booking.paid)} · to pay {formatTHB(booking.pending)}
        {booking.dueDate && booking.pending > 0 ? ` · due ${formatDateTime(booking.dueDate)}` : ""}{" "}
        <span className="payment-status" data-colour={statusColour(booking.paymentInfo.status)}>
          {booking.paymentInfo.status}
        </span>
      </p>
      <div className="receipt-actions">
        <button type="button" className="button button-primary" onClick={() => window.print()}>
          Print receipt
        </button>
        {booking.dueDate && booking.pending > 0 ? (
          <Link to={`/deferred-payment/${booking.id}`} className="button button-outline">
            Pay now
          </Link>
        ) : null}
        <FinalDetailsLink
          bookingId={booking.id}
          progress={booking.finalDetails}
          state={booking.state}
          className="button button-outline"
        />
        <Link to="/bookings/me" className="button button-outline">
          All my bookings
        </Link>
      </div>
    </ReceiptScreen>
  );
}
