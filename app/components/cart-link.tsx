import { Link } from "react-router";
import type { SessionUser } from "../../core/accounts/session-user.ts";
import { cartPathFor } from "../lib/cart-add.ts";
import { useCart } from "../lib/cart.ts";
import { CartIcon } from "./icons.tsx";

/**
 * Spec §2 Header: the cart icon, shown only while the cart holds an item; its badge always shows 1.
 * Agents go to their own cart (/booking-agent), everyone else to /booking.
 */
export function CartLink({ user }: { user: SessionUser | null }) {
  const { cartItems } = useCart();
  if (cartItems.length === 0) return null;
  return (
    <Link to={cartPathFor(user)} className="icon-button cart-link" aria-label="Cart, 1 item">
      <CartIcon size={22} />
      <span className="cart-badge" aria-hidden="true">
        1
      </span>
    </Link>
  );
}
