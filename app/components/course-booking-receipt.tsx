/**
 * A course booking's details: the course and its dates, each student with the crew pak and the
 * information given, the amounts and the payment status in the spec's colours (§4). Shared by
 * /booking/{id} and the admin's booking screen.
 */
import { Link } from "react-router";
import { statusColour } from "../../core/bookings/booking-money.ts";
import { CREW_PAK_PRICE } from "../../core/bookings/booking-money.ts";
import { formatDateTime } from "../../core/shared/dates.ts";
import { formatTHB } from "../../core/shared/money.ts";
import { type CourseBookingSummary, studentDetailsText } from "../lib/course-booking-format.ts";
import { dateRange } from "../lib/trip-format.ts";
import { BookingReference } from "./booking-reference.tsx";
import { CardsTable } from "./cards-table.tsx";

const STATE_TEXT = {
  held: "Seats held for you until payment",
  confirmed: "Confirmed",
  expired: "Hold expired: the seats were released",
  cancelled: "Cancelled",
};

export function CourseBookingReceipt({ booking }: { booking: CourseBookingSummary }) {
  return (
    <>
      <p>
        <BookingReference reference={booking.reference} id={booking.id} /> · made{" "}
        {formatDateTime(booking.createdAt)} · {booking.course.name},{" "}
        {dateRange(booking.courseDate.start, booking.courseDate.end)}
      </p>
      {booking.courseDate.note ? <p>{booking.courseDate.note}</p> : null}
      <p>
        Booked by {booking.contact.firstName} {booking.contact.lastName}, {booking.contact.email}
      </p>
      <CardsTable columns={["Student", "Course price", "Crew pak"]} scrollLabel="Students, scrollable">
        {booking.studentArray.map((student, index) => (
          <tr key={index}>
            <th scope="row">
              {student.firstName} {student.lastName}
              <br />
              <span className="muted">{studentDetailsText(student)}</span>
            </th>
            <td data-label="Course price">
              {formatTHB(student.price - (student.crewPak ? CREW_PAK_PRICE : 0))}
            </td>
            <td data-label="Crew pak">{student.crewPak ? formatTHB(CREW_PAK_PRICE) : "—"}</td>
          </tr>
        ))}
      </CardsTable>
      {booking.agentDiscount > 0 ? <p>Agent rate {booking.agentDiscount}% off the course price.</p> : null}
      <p className="booking-total">Total {formatTHB(booking.price)}</p>
      <p>
        Paid {formatTHB(booking.paid)} · to pay {formatTHB(booking.pending)}{" "}
        <span className="payment-status" data-colour={statusColour(booking.status)}>
          {booking.status}
        </span>
      </p>
      <p>
        {STATE_TEXT[booking.state]}
        {booking.state === "held" && booking.holdExpiresAt
          ? ` (${formatDateTime(booking.holdExpiresAt)}, Bangkok time)`
          : ""}
        .
      </p>
    </>
  );
}

/**
 * Under a course receipt for its booker: print it (on the receipt page), pay what is due while the
 * seats are held, and the way back to all their bookings.
 */
export function CourseReceiptActions({
  booking,
  printable = false,
}: {
  booking: Pick<CourseBookingSummary, "id" | "state" | "pending">;
  printable?: boolean;
}) {
  return (
    <div className="receipt-actions">
      {printable ? (
        <button type="button" className="button button-primary" onClick={() => window.print()}>
          Print receipt
        </button>
      ) : null}
      {booking.state === "held" && booking.pending > 0 ? (
        <Link
          to={`/payment?course=${booking.id}`}
          className={printable ? "button button-outline" : "button button-primary"}
        >
          Pay now
        </Link>
      ) : null}
      <Link to="/bookings/me" className="button button-outline">
        All my bookings
      </Link>
    </div>
  );
}
