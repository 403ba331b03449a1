/**
 * /information (signed in): the lead guest's contact (from the profile, editable for this booking) and
 * each guest's name; "Book now" makes the booking on the server, which checks the spaces and computes
 * every amount, then the payment screen opens.
 */
import { useEffect } from "react";
import { Form, Link, redirect, useActionData } from "react-router";
import { bookingInputSchema } from "../../../core/bookings/booking-schemas.ts";
import { leadGuestOf } from "../../../core/bookings/booking-types.ts";
import { actionFailed, invalidForm, refused } from "../../lib/action-answers.server.ts";
import { cartPathFor } from "../../lib/cart-add.ts";
import { BookNowActions } from "../../components/book-now-actions.tsx";
import { CheckoutScreen } from "../../components/checkout-steps.tsx";
import { CheckoutSummary } from "../../components/checkout-summary.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { TextField } from "../../components/form-field.tsx";
import { CartIcon } from "../../components/icons.tsx";
import { showAlert } from "../../lib/alerts.tsx";
import { removeAllCart, useCart } from "../../lib/cart.ts";
import { useCartOffer, useCartSummary } from "../../lib/cart-pricing.ts";
import { checkoutContext } from "../../lib/checkout.server.ts";
import { requireUser } from "../../lib/guards.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/information";
import { readFormData } from "../../lib/form-data.server.ts";
import { effectiveAgentDiscount } from "../../../core/accounts/agent-discount.ts";

export const meta: Route.MetaFunction = () => privateMeta("Guest information | Andaman Liveaboards");

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const [row, checkout] = await Promise.all([
    context.services.accounts.getUser(user.id),
    checkoutContext(context),
  ]);
  return {
    lead: leadGuestOf(row),
    cartPath: cartPathFor(user),
    agentDiscount: effectiveAgentDiscount(user),
    ...checkout,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context);
  const form = await readFormData(request);
  let cart: unknown;
  try {
    cart = JSON.parse(String(form.get("cart") ?? ""));
  } catch {
    return refused("Your cart could not be read: please choose your trip again.");
  }
  const leadGuest = Object.fromEntries(
    ["firstName", "lastName", "email", "phone", "country", "countryCode"].map((name) => [
      name,
      form.get(name),
    ]),
  );
  const parsed = bookingInputSchema.safeParse({ ...(cart as object), leadGuest });
  if (!parsed.success) return invalidForm(parsed.error);
  try {
    const booking = await context.services.bookings.create(user, parsed.data);
    return redirect(`/payment?booking=${booking.id}&new=1`);
  } catch (error) {
    return actionFailed(error);
  }
}

export default function InformationScreen({ loaderData }: Route.ComponentProps) {
  const { lead, cartPath, agentDiscount } = loaderData;
  const { cartItems, bookingInfo } = useCart();
  const item = cartItems[0];
  const loaded = useCartOffer(item);
  const guests = Array.from(
    { length: item?.spaces ?? 0 },
    (_, index) => bookingInfo?.guestArray?.[index] ?? { name: "", equipment: [], courses: [] },
  );
  const summary = useCartSummary(
    loaded && "trip" in loaded ? loaded : null,
    item,
    guests,
    agentDiscount,
    loaderData,
    loaderData.terms,
  );
  const result = useActionData<typeof action>();
  useEffect(() => {
    if (result && "error" in result) showAlert({ message: result.error, type: "warning" });
  }, [result]);

  if (!item) {
    return (
      <CheckoutScreen title="Guest information">
        <EmptyState title="Your cart is empty" icon={<CartIcon size={26} />}>
          <p>Choose a liveaboard trip and your cabin first.</p>
          <Link to="/trip-schedules" className="button button-primary">
            See liveaboard trips
          </Link>
        </EmptyState>
      </CheckoutScreen>
    );
  }
  const cart = {
    tripId: item.tripId,
    guestArray: guests.map((guest) => ({ ...guest, cabinId: item.cabinId })),
    ...(item.offerId ? { offerId: item.offerId } : {}),
  };
  return (
    <CheckoutScreen title="Guest information" step="Guests">
      <div className="checkout-layout">
        {summary ? (
          <CheckoutSummary {...summary} />
        ) : (
          <p aria-live="polite">{loaded && "problem" in loaded ? loaded.problem : "Loading your trip…"}</p>
        )}
        <Form method="post" className="checkout-main">
          <input type="hidden" name="cart" value={JSON.stringify(cart)} />
          <div>
            <fieldset className="booking-guest">
              <legend>Lead guest</legend>
              <TextField
                label="First name"
                name="firstName"
                defaultValue={lead.firstName}
                required
                autoComplete="given-name"
              />
              <TextField
                label="Last name"
                name="lastName"
                defaultValue={lead.lastName}
                required
                autoComplete="family-name"
              />
              <TextField
                label="Email"
                name="email"
                type="email"
                defaultValue={lead.email}
                required
                autoComplete="email"
              />
              <TextField label="Phone" name="phone" defaultValue={lead.phone} required autoComplete="tel" />
              <TextField
                label="Country"
                name="country"
                defaultValue={lead.country}
                required
                autoComplete="country-name"
              />
              <input type="hidden" name="countryCode" value={lead.countryCode} />
            </fieldset>
            <p>
              {guests.length} {guests.length === 1 ? "guest" : "guests"}:{" "}
              {guests.map((guest, index) => guest.name || `Guest ${index + 1}`).join(", ")}.{" "}
              <Link to={cartPath} className="text-link">
                Change guests
              </Link>
            </p>
          </div>
          <div>
            <p>
              Your spaces are held for you while you pay: the deposit is due within 3 days (at once for trips
              less than 30 days away).
            </p>
            <BookNowActions clearLabel="Empty the cart" onClear={removeAllCart} />
          </div>
        </Form>
      </div>
    </CheckoutScreen>
  );
}
