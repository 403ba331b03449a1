/**
 * /success/{id}: what the server knows about the booking's payment. Opening it confirms nothing: it
 * says "Payment received" only when a payment has been applied (the provider's event, or the test card).
 */
import { Link } from "react-router";
import { statusColour } from "../../../core/bookings/booking-money.ts";
import { formatDateTime } from "../../../core/shared/dates.ts";
import { formatTHB } from "../../../core/shared/money.ts";
import { FinalDetailsLink } from "../../components/final-details-link.tsx";
import { requireUser } from "../../lib/guards.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import { dateRange } from "../../lib/trip-format.ts";
import { BookingReference } from "../../components/booking-reference.tsx";
import type { Route } from "./+types/success";
import { CheckoutScreen } from "../../components/checkout-steps.tsx";
import { CheckoutSummary } from "../../components/checkout-summary.tsx";
import { madeBookingSummary } from "../../lib/booking-summary.ts";
import { checkoutContext } from "../../lib/checkout.server.ts";

export const meta: Route.MetaFunction = () => privateMeta("Booking summary | Andaman Liveaboards");

export async function loader({ context, params }: Route.LoaderArgs) {
  const booking = await orErrorScreen(context.services.bookings.get(params.id, requireUser(context)));
  return {
    id: booking.id,
    reference: booking.reference,
    trip: booking.trip,
    paid: booking.paid,
    pending: booking.pending,
    status: booking.paymentInfo.status,
    dueDate: booking.dueDate?.toISOString() ?? null,
    state: booking.state,
    finalDetails: booking.finalDetails,
    checkout: madeBookingSummary(booking, await checkoutContext(context)),
  };
}

export default function SuccessScreen({ loaderData }: Route.ComponentProps) {
  const { id, reference, trip, paid, pending, status, dueDate, checkout, state, finalDetails } = loaderData;
  const received = status !== "PENDING";
  return (
    <CheckoutScreen title={received ? "Payment received" : "Waiting for your payment"} step="Done">
      <div className="checkout-layout">
        <CheckoutSummary {...checkout} />
        <div className="checkout-main">
          <p>
            <BookingReference reference={reference} id={id} />
          </p>
          <p>
            {trip.title}, {dateRange(trip.departure, trip.returnDate)} on {trip.boat.name}.
          </p>
          {received ? (
            <p>
              Thank you: {formatTHB(paid)} is paid.{" "}
              {pending > 0 && dueDate
                ? `The balance of ${formatTHB(pending)} is due on ${formatDateTime(dueDate)}.`
                : ""}
            </p>
          ) : (
            <p>
              We are waiting for the payment to be confirmed. This page shows it as soon as it is;{" "}
              <Link to={`/success/${id}`} className="text-link">
                refresh
              </Link>{" "}
              in a moment.
            </p>
          )}
          <p>
            <span className="payment-status" data-colour={statusColour(status)}>
              {status}
            </span>
          </p>
          <div className="receipt-actions">
            <Link to={`/booking/${id}`} className="button button-primary">
              See the booking
            </Link>
            <Link to="/bookings/me" className="button button-outline">
              All my bookings
            </Link>
            <FinalDetailsLink
              bookingId={id}
              progress={finalDetails}
              state={state}
              className="button button-outline"
            />
          </div>
        </div>
      </div>
    </CheckoutScreen>
  );
}
