/**
 * /bookings/me: the customer's trip and course bookings, newest first, each with what is paid, what is
 * due and when (spec §4 colours); "Write a review" on each past trip that may be reviewed, the review
 * form for one of them (`?review={bookingId}`, the address the invitation e-mail links to:
 * reviewFormPath), and the guest's own reviews with their status.
 */
import type { ReactNode } from "react";
import { data, Link, redirect, useActionData, useNavigation } from "react-router";
import { reviewInputSchema } from "../../../core/reviews/review-schemas.ts";
import { reviewFormPath } from "../../../core/reviews/review-types.ts";
import { actionFailed } from "../../lib/action-answers.server.ts";
import { type PaymentStatus, statusColour } from "../../../core/bookings/booking-money.ts";
import { formatDateTime } from "../../../core/shared/dates.ts";
import { formatTHB } from "../../../core/shared/money.ts";
import { EmptyState } from "../../components/empty-state.tsx";
import { FinalDetailsLink } from "../../components/final-details-link.tsx";
import { LabelledSection } from "../../components/labelled-section.tsx";
import { CalendarIcon } from "../../components/icons.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { requireUser } from "../../lib/guards.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import { dateRange } from "../../lib/trip-format.ts";
import { bookingSummary } from "../../lib/booking-format.ts";
import { ReviewCard } from "../../components/reviews.tsx";
import { ReviewForm, type ReviewFormErrors } from "../../components/review-form.tsx";
import { readFormData } from "../../lib/form-data.server.ts";
import { GUEST_STATUS } from "../../lib/review-format.ts";
import { screenReview } from "../../lib/review-screen.server.ts";
import { courseBookingSummary } from "../../lib/course-booking-format.ts";
import { MyWaitlist } from "../../components/my-waitlist.tsx";
import { BookingReference } from "../../components/booking-reference.tsx";
import type { Route } from "./+types/bookings";
import { CardsTable } from "../../components/cards-table.tsx";

export const meta: Route.MetaFunction = () => privateMeta("My bookings | Andaman Liveaboards");

const STATE_LABEL = {
  held: "Held for you",
  confirmed: "Confirmed",
  expired: "Hold expired",
  cancelled: "Cancelled",
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context);
  const [mine, reviews, waitlist] = await Promise.all([
    orErrorScreen(context.services.myBookings(user)),
    orErrorScreen(context.services.reviews.mine(user)),
    orErrorScreen(context.services.waitlist.mine(user)),
  ]);
  const params = new URL(request.url).searchParams;
  const reviewing = reviews.reviewable.find((item) => item.bookingId === params.get("review")) ?? null;
  return {
    totalAmount: mine.totalAmount,
    pending: mine.pending,
    bookings: mine.bookings.map((booking) =>
      booking.kind === "course"
        ? courseBookingSummary(booking)
        : { ...bookingSummary(booking), kind: "trip" as const },
    ),
    reviewable: reviews.reviewable.map((item) => item.bookingId),
    reviewing,
    /** A review was asked for that cannot be written (already written, not yet returned, not theirs). */
    notReviewable: params.has("review") && reviewing === null,
    justSent: params.get("reviewed") === "1",
    reviews: reviews.reviews.map(screenReview),
    waitlist: waitlist.map(({ guest: _guest, ...entry }) => ({
      ...entry,
      offer: entry.offer && { ...entry.offer, expiresAt: entry.offer.expiresAt.toISOString() },
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}

const REVIEW_FIELDS = ["rating", "title", "text"] as const;

/** Sends the review of one booking; the form comes back with messages at its fields when refused. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context);
  const form = await readFormData(request);
  if (form.get("intent") === "leave-waitlist") {
    await orErrorScreen(context.services.waitlist.remove(String(form.get("entryId") ?? ""), user));
    return redirect("/bookings/me");
  }
  const values = {
    bookingId: String(form.get("bookingId") ?? ""),
    rating: String(form.get("rating") ?? ""),
    title: String(form.get("title") ?? ""),
    text: String(form.get("text") ?? ""),
  };
  const parsed = reviewInputSchema.safeParse({
    ...values,
    rating: values.rating === "" ? undefined : Number(values.rating),
  });
  if (!parsed.success) {
    const errors: ReviewFormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      const key = (REVIEW_FIELDS as readonly string[]).includes(field) ? (field as "rating") : "form";
      errors[key] ??= key === "rating" ? "Choose a rating from 1 to 5 stars" : issue.message;
    }
    return data({ errors, values }, { status: 400 });
  }
  try {
    await context.services.reviews.submit(user, parsed.data);
  } catch (error) {
    // The refusal's status from the shared table; the form shows its sentence above the fields.
    const failed = actionFailed(error);
    const errors: ReviewFormErrors = { form: failed.data.error };
    return data({ errors, values }, failed.init ?? undefined);
  }
  return redirect("/bookings/me?reviewed=1");
}

export default function MyBookingsScreen({ loaderData }: Route.ComponentProps) {
  const {
    bookings,
    totalAmount,
    pending,
    reviewable,
    reviewing,
    notReviewable,
    justSent,
    reviews,
    waitlist,
  } = loaderData;
  const sent = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <>
      <PageHero title="My bookings" size="compact" />
      <div className="container screen-body">
        {justSent ? (
          <p role="status" className="admin-notice">
            Thank you for your review. We publish it once we have read it; its status is under Your reviews
            below.
          </p>
        ) : null}
        {notReviewable ? (
          <p role="status" className="admin-notice">
            This trip cannot be reviewed: it may not have returned yet, or you have reviewed it already.
          </p>
        ) : null}
        {reviewing ? (
          <ReviewForm
            key={reviewing.bookingId}
            bookingId={reviewing.bookingId}
            tripLabel={`${dateRange(reviewing.trip.departure, reviewing.trip.returnDate)}: ${reviewing.trip.title} on ${reviewing.trip.boat.name}`}
            errors={sent?.errors}
            values={sent?.values}
            busy={navigation.state === "submitting"}
          />
        ) : null}
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
            <CardsTable columns={["Booking", "Total", "Paid", "To pay", "Next due", "Status"]}>
              {bookings.map((booking) =>
                booking.kind === "course" ? (
                  <MyBookingRow
                    key={booking.id}
                    booking={booking}
                    total={booking.price}
                    when={dateRange(booking.courseDate.start, booking.courseDate.end)}
                    what={`${booking.course.name} (PADI course) · ${booking.students} ${booking.students === 1 ? "student" : "students"}`}
                    due={booking.state === "held" ? booking.holdExpiresAt : null}
                    payTo={
                      booking.state === "held" && booking.pending > 0 ? `/payment?course=${booking.id}` : null
                    }
                  />
                ) : (
                  <MyBookingRow
                    key={booking.id}
                    booking={booking}
                    total={booking.total}
                    when={dateRange(booking.trip.departure, booking.trip.returnDate)}
                    what={`${booking.trip.title}, ${booking.trip.boat.name} · ${booking.guests} ${booking.guests === 1 ? "guest" : "guests"}`}
                    due={booking.dueDate}
                    payTo={booking.dueDate && booking.pending > 0 ? `/deferred-payment/${booking.id}` : null}
                    heading={
                      <FinalDetailsLink
                        bookingId={booking.id}
                        progress={booking.finalDetails}
                        state={booking.state}
                        of={dateRange(booking.trip.departure, booking.trip.returnDate)}
                      />
                    }
                    status={
                      reviewable.includes(booking.id) ? (
                        <>
                          <br />
                          <Link to={reviewFormPath(booking.id)} className="text-link">
                            Write a review
                            <span className="visually-hidden">
                              {" "}
                              of {dateRange(booking.trip.departure, booking.trip.returnDate)}
                            </span>
                          </Link>
                        </>
                      ) : null
                    }
                  />
                ),
              )}
            </CardsTable>
          </>
        )}
        <MyWaitlist entries={waitlist} />
        {reviews.length > 0 ? (
          <LabelledSection id="my-reviews-title" title="Your reviews" headingClassName="block-title">
            <ul className="review-list">
              {reviews.map((review) => (
                <li key={review.id}>
                  <ReviewCard
                    review={review}
                    extra={
                      <p>
                        <span className="badge review-status" data-status={review.status}>
                          {GUEST_STATUS[review.status]}
                        </span>
                      </p>
                    }
                  />
                </li>
              ))}
            </ul>
          </LabelledSection>
        ) : null}
      </div>
    </>
  );
}

/**
 * One booking of the list, trip or course alike: when and what (linked to its receipt) with its
 * reference, the amounts, the next date money is due with "Pay now" where it can be paid, and the
 * payment status with the booking's state. `heading` and `status` add to those cells.
 */
function MyBookingRow({
  booking,
  total,
  when,
  what,
  due,
  payTo,
  heading,
  status,
}: {
  booking: {
    id: string;
    reference: string;
    paid: number;
    pending: number;
    status: PaymentStatus;
    state: keyof typeof STATE_LABEL;
  };
  total: number;
  when: string;
  what: string;
  due: string | null;
  payTo: string | null;
  heading?: ReactNode;
  status?: ReactNode;
}) {
  return (
    <tr>
      <th scope="row">
        <Link to={`/booking/${booking.id}`} className="text-link">
          {when}
        </Link>
        <br />
        {what}
        <br />
        <BookingReference reference={booking.reference} id={booking.id} showId={false} />
        {heading}
      </th>
      <td data-label="Total">{formatTHB(total)}</td>
      <td data-label="Paid">{formatTHB(booking.paid)}</td>
      <td data-label="To pay">{formatTHB(booking.pending)}</td>
      <td data-label="Next due">
        {due ? formatDateTime(due) : "—"}
        {payTo ? (
          <>
            <br />
            <Link to={payTo} className="text-link">
              Pay now
            </Link>
          </>
        ) : null}
      </td>
      <td data-label="Status">
        <span className="payment-status" data-colour={statusColour(booking.status)}>
          {booking.status}
        </span>
        <br />
        {STATE_LABEL[booking.state]}
        {status}
      </td>
    </tr>
  );
}
