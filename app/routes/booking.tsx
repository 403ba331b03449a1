/**
 * /booking: the cart (spec §2, §3 Cart). Per guest: a name, rental equipment and courses on board with
 * the crew pak; live totals from the shared money module (core/bookings/booking-money.ts) with the
 * departure's current prices. What is shown here is a preview: the server prices the booking again from
 * its own rows when it is made on the next screen.
 */
import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { CREW_PAK_PRICE } from "../../core/bookings/booking-money.ts";
import { bahtToSatang, formatTHB } from "../../core/shared/money.ts";
import type { CartGuest } from "../../core/trips/cart-schema.ts";
import { CartAdditionNotice } from "../components/cart-addition.tsx";
import { CheckoutScreen } from "../components/checkout-steps.tsx";
import { AGENT_NET_RATE_NOTE, CheckoutSummary } from "../components/checkout-summary.tsx";
import { EmptyState } from "../components/empty-state.tsx";
import { CartIcon } from "../components/icons.tsx";
import { useCartOffer, useCartSummary } from "../lib/cart-pricing.ts";
import { removeAllCart, saveBookingInfo, useCart } from "../lib/cart.ts";
import { checkCartAddition } from "../lib/cart-add.server.ts";
import { checkoutContext } from "../lib/checkout.server.ts";
import { seoMeta } from "../lib/meta.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/booking";
import { effectiveAgentDiscount } from "../../core/accounts/agent-discount.ts";
import { CartActions } from "../components/cart-actions.tsx";

/**
 * The clock's instant, the deposit percent and the cancellation terms for the summary, and a
 * departure's "Add to cart" sent as an address (app/lib/cart-add.ts), checked here.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [checkout, addition] = await Promise.all([
    checkoutContext(context),
    checkCartAddition(context, request),
  ]);
  return { ...checkout, addition };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Your booking",
    description: "The trip in your booking, its guests, rental equipment and courses, before you pay.",
    noindex: true,
  });

export default function BookingScreen({ loaderData }: Route.ComponentProps) {
  const { cartItems, bookingInfo } = useCart();
  const item = cartItems[0];
  const root = useRootData();
  const navigate = useNavigate();
  const loaded = useCartOffer(item);
  const location = useLocation();
  const agent = root?.user?.role === "agent";
  // An agent's cart is /booking-agent, whichever link brought them here.
  useEffect(() => {
    if (agent && location.pathname === "/booking") void navigate("/booking-agent", { replace: true });
  }, [agent, location.pathname, navigate]);

  // The guests' choices live in the cart itself (spec §4 "save booking info"), so they survive a reload.
  const saved = bookingInfo?.guestArray ?? [];
  const guests: CartGuest[] = Array.from(
    { length: item?.spaces ?? 0 },
    (_, index) => saved[index] ?? { name: "", equipment: [], courses: [] },
  );

  const data = loaded && "trip" in loaded ? loaded : null;
  const cabin = data?.trip.cabins.find((c) => c.cabinId === item?.cabinId);
  const agentDiscount = effectiveAgentDiscount(root?.user);
  const summary = useCartSummary(data, item, guests, agentDiscount, loaderData, loaderData.terms);
  const charged = (price: number) =>
    agentDiscount > 0 ? `${formatTHB(price)}, not charged: collected by you` : formatTHB(price);

  const change = (index: number, next: Partial<CartGuest>) =>
    saveBookingInfo({ guestArray: guests.map((guest, i) => (i === index ? { ...guest, ...next } : guest)) });

  let body;
  if (loaderData.addition) {
    body = <CartAdditionNotice addition={loaderData.addition} />;
  } else if (!item) {
    body = (
      <EmptyState title="Your cart is empty" icon={<CartIcon size={26} />}>
        <p>Choose a liveaboard trip and your cabin first; it will wait for you here.</p>
        <Link to="/trip-schedules" className="button button-primary">
          See liveaboard trips
        </Link>
      </EmptyState>
    );
  } else if (loaded && "problem" in loaded) {
    body = (
      <EmptyState title="This trip cannot be booked" icon={<CartIcon size={26} />}>
        <p>{loaded.problem}</p>
        <button type="button" className="button button-outline" onClick={removeAllCart}>
          Empty the cart
        </button>
      </EmptyState>
    );
  } else if (!data) {
    body = <p aria-live="polite">Loading your trip…</p>;
  } else if (!cabin || (!item.offerId && cabin.spacesLeft < item.spaces)) {
    // Spaces a waitlist offer holds for this guest count as taken in the public figure; the server
    // checks the offer itself when the booking is made.
    body = (
      <EmptyState title="Not enough free spaces" icon={<CartIcon size={26} />}>
        <p>
          {cabin
            ? `Only ${cabin.spacesLeft} spaces are free in ${cabin.name} now.`
            : "This cabin type is no longer offered."}{" "}
          Please choose again.
        </p>
        <Link to={`/trip/${item.tripId}`} className="button button-primary">
          Back to the trip
        </Link>
      </EmptyState>
    );
  } else {
    body = (
      <div className="checkout-layout">
        {summary ? <CheckoutSummary {...summary} /> : null}
        <form
          className="checkout-main"
          onSubmit={(event) => {
            event.preventDefault();
            saveBookingInfo({ guestArray: guests });
            void navigate(root?.user ? "/information" : "/login?redirect=%2Finformation");
          }}
        >
          <p>
            {item.spaces} × {cabin.name}
            {data.trip.discount > 0 ? ` · ${data.trip.discount}% off the cabin price` : ""}
            {agentDiscount > 0 ? ` · agent rate ${agentDiscount}% off` : ""}
          </p>
          {agentDiscount > 0 ? <p className="checkout-agent-note">{AGENT_NET_RATE_NOTE}.</p> : null}
          {guests.map((guest, index) => (
            <fieldset key={index} className="booking-guest">
              <legend>Guest {index + 1}</legend>
              <label className="field">
                <span className="field-label">Name (optional)</span>
                <input
                  className="field-input"
                  name={`guest-${index}-name`}
                  value={guest.name}
                  maxLength={100}
                  onChange={(event) => change(index, { name: event.target.value })}
                />
              </label>
              <p className="field-label">Rental equipment (per trip)</p>
              <div className="booking-options">
                {data.rentals.map((rental) => (
                  <label key={rental.id} className="check-field">
                    <input
                      type="checkbox"
                      checked={guest.equipment.includes(rental.id)}
                      onChange={(event) =>
                        change(index, {
                          equipment: event.target.checked
                            ? [...guest.equipment, rental.id]
                            : guest.equipment.filter((id) => id !== rental.id),
                        })
                      }
                    />{" "}
                    {rental.name} · {charged(bahtToSatang(rental.price))}
                  </label>
                ))}
              </div>
              <label className="field">
                <span className="field-label">PADI course on board</span>
                <select
                  className="field-input field-select"
                  value={guest.courses[0]?.courseId ?? ""}
                  onChange={(event) =>
                    change(index, {
                      courses: event.target.value
                        ? [{ courseId: event.target.value, crewPak: guest.courses[0]?.crewPak ?? false }]
                        : [],
                    })
                  }
                >
                  <option value="">No course</option>
                  {data.courses.map((course) => (
                    <option key={course.id} value={course.id}>
                      {course.name} · {charged(bahtToSatang(course.price))}
                    </option>
                  ))}
                </select>
              </label>
              {guest.courses[0] ? (
                <label className="check-field">
                  <input
                    type="checkbox"
                    checked={guest.courses[0].crewPak}
                    onChange={(event) =>
                      change(index, {
                        courses: [{ courseId: guest.courses[0]!.courseId, crewPak: event.target.checked }],
                      })
                    }
                  />{" "}
                  PADI crew pak (course materials) · {charged(CREW_PAK_PRICE)}
                </label>
              ) : null}
            </fieldset>
          ))}
          <CartActions next="guest information" clearLabel="Empty the cart" onClear={removeAllCart} />
        </form>
      </div>
    );
  }

  return (
    <CheckoutScreen eyebrow="Booking" title="Your booking" step={item ? "Cart" : undefined}>
      {body}
    </CheckoutScreen>
  );
}
