/**
 * /payment?booking={id} and /deferred-payment/{id} (signed in, the booking's owner): the amounts the
 * guest may pay now (deposit or full; full only once the balance is due; the balance after a deposit),
 * then the card form. With the offline provider the card form takes the test cards (4242 4242 4242 4242
 * succeeds, 4000 0000 0000 0002 is declined); a declined card says so and shows how long the spaces stay
 * held. Only the server's answer to a charge moves the booking on; the amounts are the server's.
 *
 * /payment?course={id}: the same screen for a course booking, which is paid in full when booked; the
 * test card and Stripe complete it the same way, and it ends on /course-success.
 */
import { lazy, Suspense, useEffect } from "react";
import {
  data,
  Form,
  Link,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useActionData,
  useNavigation,
} from "react-router";
import {
  amountFor,
  paymentOptions,
  type PaymentOption,
  type PaymentStatus,
  statusColour,
} from "../../../core/bookings/booking-money.ts";
import { formatDateTime } from "../../../core/shared/dates.ts";
import { isAppError } from "../../../core/shared/errors.ts";
import { actionFailed, refused } from "../../lib/action-answers.server.ts";
import { formatTHB } from "../../../core/shared/money.ts";
import { type CardField, isCardField, TestCardForm } from "../../components/test-card-form.tsx";
import { showAlert } from "../../lib/alerts.tsx";
import { clearCourseInfo, removeAllCart } from "../../lib/cart.ts";
import { requireUser } from "../../lib/guards.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import { dateRange } from "../../lib/trip-format.ts";
import { bookingSummary } from "../../lib/booking-format.ts";
import { courseBookingSummary } from "../../lib/course-booking-format.ts";
import type { Route } from "./+types/payment";
import { CheckoutScreen } from "../../components/checkout-steps.tsx";
import { CheckoutSummary } from "../../components/checkout-summary.tsx";
import { BookingReference } from "../../components/booking-reference.tsx";
import { madeBookingSummary } from "../../lib/booking-summary.ts";
import { madeCourseSummary } from "../../lib/course-summary.ts";
import { checkoutContext } from "../../lib/checkout.server.ts";
import { useRootData } from "../../root.tsx";
import { readFormData } from "../../lib/form-data.server.ts";

/** Stripe.js and its card form: loaded only here, only with the Stripe provider. */
const StripeCardForm = lazy(() => import("../../components/stripe-card-form.tsx"));

const OPTION_LABEL: Record<PaymentOption, string> = {
  deposit: "Pay the deposit",
  full: "Pay in full",
  balance: "Pay the balance",
};

export const meta: Route.MetaFunction = () => privateMeta("Payment | Andaman Liveaboards");

function bookingIdOf(request: Request, params: { id?: string }): string {
  return params.id ?? new URL(request.url).searchParams.get("booking") ?? "";
}

/** The course booking's id on /payment?course={id}, or null for a trip booking. */
function courseIdOf(request: Request, params: { id?: string }): string | null {
  return params.id ? null : new URL(request.url).searchParams.get("course");
}

/** The booking as the screen shows either kind: what it is, its money and hold, and where its page is. */
function payingFor(
  booking: {
    id: string;
    total: number;
    paid: number;
    pending: number;
    status: PaymentStatus;
    holdExpiresAt: string | null;
  },
  title: string,
  line: string,
) {
  return {
    id: booking.id,
    title,
    line,
    total: booking.total,
    paid: booking.paid,
    pending: booking.pending,
    status: booking.status,
    holdExpiresAt: booking.holdExpiresAt,
    detailPath: `/booking/${booking.id}`,
  };
}

const courseSuccessPath = (id: string) => `/course-success?booking=${encodeURIComponent(id)}`;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = requireUser(context);
  const courseId = courseIdOf(request, params);
  if (courseId !== null) {
    const booking = await orErrorScreen(context.services.courseBookings.get(courseId, user));
    const due = booking.state !== "cancelled" && booking.paymentInfo.status !== "COMPLETED";
    const students = booking.studentArray.length;
    return {
      kind: "course" as const,
      checkout: madeCourseSummary(booking, await checkoutContext(context)),
      reference: booking.reference,
      summary: payingFor(
        { ...courseBookingSummary(booking), total: booking.price },
        booking.course.name,
        `${dateRange(booking.courseDate.start, booking.courseDate.end)} · ${students} ${students === 1 ? "student" : "students"}`,
      ),
      options: due ? [{ option: "full" as PaymentOption, amount: booking.pending }] : [],
      provider: context.services.settings.paymentsProvider,
      publishableKey: context.services.settings.paymentsPublishableKey,
      successPath: courseSuccessPath(booking.id),
    };
  }
  const id = bookingIdOf(request, params);
  // /payment without a booking: the guest's bookings, where each one due can be paid.
  if (!id) throw redirect("/bookings/me");
  const booking = await orErrorScreen(context.services.bookings.get(id, user));
  const now = context.services.clock();
  const options =
    booking.state === "cancelled"
      ? []
      : paymentOptions(booking.paymentInfo.status, booking.trip.departure, now);
  const summary = bookingSummary(booking);
  return {
    kind: "trip" as const,
    checkout: madeBookingSummary(booking, await checkoutContext(context)),
    reference: booking.reference,
    summary: payingFor(
      summary,
      summary.trip.title,
      `${dateRange(summary.trip.departure, summary.trip.returnDate)} · ${summary.trip.boat.name} · ${summary.guests} ${summary.guests === 1 ? "guest" : "guests"}`,
    ),
    options: options.map((option) => ({
      option,
      amount: amountFor(option, booking.total, booking.deposit, booking.paid),
    })),
    provider: context.services.settings.paymentsProvider,
    // Stripe's card form needs the publishable key (spec §7 stripeapi); the page never waits for it.
    publishableKey: context.services.settings.paymentsPublishableKey,
    successPath: user.role === "agent" ? `/success-agent/${booking.id}` : `/success/${booking.id}`,
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = requireUser(context);
  const courseId = courseIdOf(request, params);
  const id = courseId ?? bookingIdOf(request, params);
  const form = await readFormData(request);
  try {
    if (form.get("intent") === "card") {
      const text = (name: string) => String(form.get(name) ?? "");
      await context.services.payments.testCard(user, text("paymentId"), {
        cardNumber: text("cardNumber"),
        expiry: text("expiry"),
        cvc: text("cvc"),
        name: text("name"),
      });
      if (courseId !== null) return redirect(courseSuccessPath(courseId));
      // The booking's id comes from the address: encoded, it stays one segment of a path on this site.
      const success = user.role === "agent" ? "/success-agent/" : "/success/";
      return redirect(`${success}${encodeURIComponent(id)}`);
    }
    const option = String(form.get("option") ?? "");
    if (option !== "deposit" && option !== "full" && option !== "balance") {
      return refused("Choose what to pay");
    }
    const payment =
      courseId !== null
        ? await context.services.payments.processCourse(user, courseId, option)
        : await context.services.payments.process(user, id, option);
    return {
      payment: {
        id: payment.paymentId,
        amount: payment.amount,
        provider: payment.provider,
        // Stripe's card form confirms the PaymentIntent with it; only the booking's owner gets here.
        clientSecret: payment.provider === "stripe" ? payment.clientSecret : undefined,
      },
    };
  } catch (error) {
    // The status from the shared table (a fault still goes on to the error screen).
    const failed = actionFailed(error);
    const code = isAppError(error) ? error.code : undefined;
    const declined = code === "payment_failed";
    return data(
      {
        error: failed.data.error,
        // A decline is about the card: shown at its number.
        field: (failed.data.field ?? (declined ? "cardNumber" : undefined)) as CardField | undefined,
        declined,
        // Paid meanwhile (another tab) or replaced by a newer payment: this card form is done with;
        // the page reads the booking again (shouldRevalidate) and shows what is due now.
        settled: code === "conflict",
        paymentId: String(form.get("paymentId") ?? "") || undefined,
        // Only to label the button again; the amount charged is the payment's own.
        amount: Number(form.get("amount")) || undefined,
      },
      failed.init ?? undefined,
    );
  }
}

/** A refused payment may mean the booking moved on (paid in another tab): read it again. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export default function PaymentScreen({ loaderData }: Route.ComponentProps) {
  const {
    kind,
    summary: booking,
    options,
    provider,
    publishableKey,
    successPath,
    checkout,
    reference,
  } = loaderData;
  const heldWhat = kind === "course" ? "seats" : "spaces";
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  useEffect(() => {
    // The booking is made: the cart has done its work (a course booking only its course info).
    if (new URL(window.location.href).searchParams.get("new") !== "1") return;
    if (kind === "course") clearCourseInfo();
    else removeAllCart();
  }, [kind]);
  useEffect(() => {
    if (result && "error" in result) {
      const held =
        "declined" in result && result.declined && booking.holdExpiresAt
          ? ` Your ${heldWhat} stay held until ${formatDateTime(booking.holdExpiresAt)}.`
          : "";
      showAlert({ message: `${result.error}${held}`, type: "warning" });
    }
  }, [result, booking.holdExpiresAt, heldWhat]);
  const payment = result && "payment" in result ? result.payment : undefined;
  const user = useRootData()?.user;
  const cardholder = user ? `${user.firstName} ${user.lastName}`.trim() : "";
  const settled = Boolean(result && "settled" in result && result.settled);
  const failedPaymentId =
    result && "paymentId" in result && typeof result.paymentId === "string" && !settled
      ? result.paymentId
      : undefined;
  const cardProblem =
    result && "field" in result && isCardField(result.field) && "error" in result
      ? { field: result.field, message: result.error }
      : undefined;
  const openPaymentId: string | undefined = payment?.id ?? failedPaymentId;
  const openAmount =
    payment?.amount ??
    (result && "amount" in result && typeof result.amount === "number" ? result.amount : undefined);

  const statusBox = (
    <aside className="booking-summary" aria-label="Booking">
      {checkout ? null : (
        <>
          <h2 className="block-title">{booking.title}</h2>
          <p>{booking.line}</p>
        </>
      )}
      <p>
        Total {formatTHB(booking.total)} · paid {formatTHB(booking.paid)} · to pay{" "}
        {formatTHB(booking.pending)}
      </p>
      <p>
        <span className="payment-status" data-colour={statusColour(booking.status)}>
          {booking.status}
        </span>
      </p>
      {booking.holdExpiresAt ? (
        <p>
          Your {heldWhat} are held until {formatDateTime(booking.holdExpiresAt)} (Bangkok time).
        </p>
      ) : null}
    </aside>
  );

  return (
    <CheckoutScreen title="Payment" step="Payment">
      <div className={checkout ? "checkout-layout" : "trip-detail"}>
        {checkout ? <CheckoutSummary {...checkout} /> : null}
        <div className={checkout ? "checkout-main" : "trip-detail-main"}>
          <p>
            <BookingReference reference={reference} id={booking.id} />
          </p>
          {options.length === 0 ? (
            <p>
              Nothing is due on this booking now.{" "}
              <Link to={booking.detailPath} className="text-link">
                See the booking
              </Link>
            </p>
          ) : openPaymentId ? (
            provider === "test" ? (
              <TestCardForm
                paymentId={openPaymentId}
                amount={openAmount}
                problem={cardProblem}
                defaultName={cardholder}
              />
            ) : payment?.clientSecret && publishableKey ? (
              <Suspense fallback={<p aria-live="polite">Loading the secure card form…</p>}>
                <StripeCardForm
                  publishableKey={publishableKey}
                  clientSecret={payment.clientSecret}
                  amountLabel={formatTHB(payment.amount)}
                  returnPath={successPath}
                  heldNote={
                    booking.holdExpiresAt
                      ? `Your ${heldWhat} stay held until ${formatDateTime(booking.holdExpiresAt)}.`
                      : undefined
                  }
                />
              </Suspense>
            ) : (
              <p>Card payments are not available right now. Please contact us to pay by bank transfer.</p>
            )
          ) : (
            <Form method="post" aria-label="What to pay">
              <fieldset className="booking-guest">
                <legend>What would you like to pay now?</legend>
                {options.map(({ option, amount }, index) => (
                  <label key={option} className="check-field">
                    <input type="radio" name="option" value={option} defaultChecked={index === 0} />{" "}
                    {OPTION_LABEL[option]}: {formatTHB(amount)}
                  </label>
                ))}
              </fieldset>
              <button type="submit" className="button button-primary" disabled={busy}>
                Continue to card payment
              </button>
            </Form>
          )}
          {checkout ? statusBox : null}
        </div>
        {checkout ? null : statusBox}
      </div>
    </CheckoutScreen>
  );
}
