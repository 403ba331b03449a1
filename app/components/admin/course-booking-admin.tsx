/**
 * /admin/booking/{id} for a course booking: the booking as the customer sees it, its payments, and the
 * actions that apply to a course booking: record an offline payment (in full: a course is paid when
 * booked) and cancel with a refund after a confirmation saying what is refunded. The forms post to the
 * route's action with `kind=course`.
 */
import { Form, Link } from "react-router";
import { statusColour } from "../../../core/bookings/booking-money.ts";
import { formatTHB } from "../../../core/shared/money.ts";
import type { CourseBookingSummary } from "../../lib/course-booking-format.ts";
import { dateRange } from "../../lib/trip-format.ts";
import { ActionNotices } from "../action-notices.tsx";
import { AdminPageHead } from "../admin-page-head.tsx";
import { CourseBookingReceipt } from "../course-booking-receipt.tsx";
import { OfflinePaymentForm, type PaymentRow, PaymentsTable } from "./booking-payments.tsx";
import { InlineConfirm } from "./inline-confirm.tsx";

export function CourseBookingAdmin({
  booking,
  payments,
  busy,
  done,
  error,
}: {
  booking: CourseBookingSummary;
  payments: readonly PaymentRow[];
  busy: boolean;
  done?: string;
  error?: string;
}) {
  const live = booking.state === "held" || booking.state === "confirmed";
  return (
    <>
      <AdminPageHead
        title={`${booking.contact.firstName} ${booking.contact.lastName}`}
        summary={
          <>
            {booking.course.name} (PADI course), {dateRange(booking.courseDate.start, booking.courseDate.end)}{" "}
            ·{" "}
            <span className="payment-status" data-colour={statusColour(booking.status)}>
              {booking.status}
            </span>{" "}
            {booking.state}
          </>
        }
        back={{ to: "/admin/bookings?kind=course", label: "All course bookings" }}
      />
      <div className="admin-section">
        <ActionNotices done={done} error={error} />
        {booking.flag ? <p className="admin-notice field-error">{booking.flag}</p> : null}
        <CourseBookingReceipt booking={booking} />
        <PaymentsTable payments={payments} />
        {live && booking.pending > 0 ? (
          <div>
            <OfflinePaymentForm
              busy={busy}
              hint={`In full: ${formatTHB(booking.pending)}`}
              extra={<input type="hidden" name="kind" value="course" />}
            />
          </div>
        ) : null}
        <Form method="post" className="receipt-actions">
          <input type="hidden" name="kind" value="course" />
          {booking.state !== "cancelled" ? (
            <InlineConfirm
              action="Cancel booking"
              question={`Cancel this booking? Its ${booking.students} ${booking.students === 1 ? "seat comes" : "seats come"} free and ${formatTHB(booking.paid)} is refunded; the customer is told by e-mail.`}
              confirm="Yes, cancel the booking"
              intent="cancel"
              busy={busy}
            />
          ) : null}
          <Link to={`/booking/${booking.id}`} className="text-link">
            Customer&apos;s view
          </Link>
        </Form>
      </div>
    </>
  );
}
