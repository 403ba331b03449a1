/**
 * /course-success?booking={id}: what the server knows about a course booking's payment. Opening it
 * confirms nothing: it says "Payment received" only when a payment has been applied (the provider's
 * event, or the test card), and reads the booking for its owner (or an admin) only.
 */
import { Link, redirect } from "react-router";
import { EmptyState } from "../components/empty-state.tsx";
import { AwardIcon } from "../components/icons.tsx";
import { CourseBookingReceipt, CourseReceiptActions } from "../components/course-booking-receipt.tsx";
import { courseBookingSummary } from "../lib/course-booking-format.ts";
import { seoMeta } from "../lib/meta.ts";
import { orErrorScreen } from "../lib/route-errors.server.ts";
import type { Route } from "./+types/course-success";
import { CheckoutScreen } from "../components/checkout-steps.tsx";
import { CheckoutSummary } from "../components/checkout-summary.tsx";
import { checkoutContext } from "../lib/checkout.server.ts";
import { madeCourseSummary } from "../lib/course-summary.ts";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Course booking",
    description: "Your course booking and its payment, as we have them.",
    noindex: true,
  });

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const id = url.searchParams.get("booking");
  if (!id) return { booking: null };
  if (!context.user) throw redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  const booking = await orErrorScreen(context.services.courseBookings.get(id, context.user));
  return {
    booking: courseBookingSummary(booking),
    checkout: madeCourseSummary(booking, await checkoutContext(context)),
  };
}

export default function CourseSuccessScreen({ loaderData }: Route.ComponentProps) {
  const { booking } = loaderData;
  const checkout = "checkout" in loaderData ? loaderData.checkout : null;
  if (!booking) {
    return (
      <CheckoutScreen eyebrow="PADI courses" title="Course booking">
        <EmptyState title="No course booking to show" icon={<AwardIcon size={26} />}>
          <p>Once you book a course, its confirmation appears here.</p>
          <Link to="/course-booking" className="button button-primary">
            Book a PADI course
          </Link>
        </EmptyState>
      </CheckoutScreen>
    );
  }
  const received = booking.status === "COMPLETED";
  const title = {
    cancelled: "Booking cancelled",
    expired: "The hold has run out",
    confirmed: "Payment received",
    held: received ? "Payment received" : "Waiting for your payment",
  }[booking.state];
  return (
    <CheckoutScreen eyebrow="PADI courses" title={title} step="Done">
      <div className="checkout-layout">
        {checkout ? <CheckoutSummary {...checkout} /> : null}
        <div className="checkout-main">
          {received && booking.state !== "cancelled" ? (
            <p>Thank you: your course is paid and your seats are booked. We have sent you an e-mail.</p>
          ) : booking.state === "expired" ? (
            <p>
              The payment did not arrive in time, so the seats were released.{" "}
              <Link to={`/course/${booking.course.slug}`} className="text-link">
                Choose a date again
              </Link>
              .
            </p>
          ) : booking.state === "held" ? (
            <p>
              We are waiting for the payment to be confirmed. This page shows it as soon as it is;{" "}
              <Link to={`/course-success?booking=${booking.id}`} className="text-link">
                refresh
              </Link>{" "}
              in a moment.
            </p>
          ) : null}
          <CourseBookingReceipt booking={booking} />
          <CourseReceiptActions booking={booking} />
        </div>
      </div>
    </CheckoutScreen>
  );
}
