import { Link } from "react-router";
import { EmptyState } from "../components/empty-state.tsx";
import { CartIcon } from "../components/icons.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { removeAllCart, useCart } from "../lib/cart.ts";
import { seoMeta } from "../lib/meta.ts";
import type { Route } from "./+types/booking";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Your booking",
    description: "The trips in your booking, before you pay.",
    noindex: true,
  });

export default function BookingScreen() {
  const { cartItems } = useCart();
  return (
    <>
      <PageHero eyebrow="Booking" title="Your booking" size="compact" />
      <div className="container screen-body">
        {cartItems.length === 0 ? (
          <EmptyState title="Your cart is empty" icon={<CartIcon size={26} />}>
            <p>Choose a liveaboard trip and your cabin first; it will wait for you here.</p>
            <Link to="/trip-schedules" className="button button-primary">
              See liveaboard trips
            </Link>
          </EmptyState>
        ) : (
          <EmptyState title="A trip is in your cart" icon={<CartIcon size={26} />}>
            <p>Your cart holds one trip, kept in this browser.</p>
            <div className="button-row">
              <Link to="/trip-schedules" className="button button-primary">
                Liveaboard trips
              </Link>
              <button type="button" className="button button-outline" onClick={removeAllCart}>
                Empty the cart
              </button>
            </div>
          </EmptyState>
        )}
      </div>
    </>
  );
}
