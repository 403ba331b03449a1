/**
 * The cart page's side of "add to cart" as an address (app/lib/cart-add.ts). The server's HTML names
 * the choice (so a visitor without script sees what was chosen, and is told that booking needs
 * script); once the page's script runs the choice goes into the stored cart, the same as the button
 * does, and the address loses its query so a reload does not add it again.
 */
import { useEffect, useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { CartAddition } from "../lib/cart-add.ts";
import { addToCart } from "../lib/cart.ts";

export function CartAdditionNotice({ addition }: { addition: CartAddition }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const merged = useRef(false);

  useEffect(() => {
    if (!addition.ok || merged.current) return;
    merged.current = true;
    addToCart({ kind: "trip", tripId: addition.tripId, cabinId: addition.cabinId, spaces: addition.spaces });
    void navigate(pathname, { replace: true, preventScrollReset: true });
  }, [addition, navigate, pathname]);

  if (!addition.ok) {
    return (
      <div className="cart-addition" role="alert">
        <p>Your choice could not be added to the cart: {addition.problem}</p>
        <Link
          to={addition.tripId ? `/trip/${addition.tripId}` : "/trip-schedules"}
          className="button button-primary"
        >
          {addition.tripId ? "Back to the trip" : "See liveaboard trips"}
        </Link>
      </div>
    );
  }
  return (
    <section className="cart-addition" aria-label="Your choice">
      <h2 className="block-title">{addition.tripTitle}</h2>
      <p>
        {addition.dates} · {addition.cabinName} · {addition.spaces}{" "}
        {addition.spaces === 1 ? "space" : "spaces"}
      </p>
      <p className="noscript-notice">
        Booking needs JavaScript, which is off in this browser: please turn it on and reload this page to name
        your guests and pay, or contact us by phone, WhatsApp or e-mail and we will book it for you.
      </p>
    </section>
  );
}
