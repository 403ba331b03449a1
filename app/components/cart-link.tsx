import { Link } from "react-router";
import { isAgent, type SessionUser } from "../../core/accounts/session-user.ts";
import { useCart } from "../lib/cart.ts";
import { CartIcon } from "./icons.tsx";

/** Every cart path of a user: agents have their own cart (/booking-agent), everyone else /booking. */
export const cartPathFor = (user: SessionUser | null | undefined) =>
  isAgent(user) ? "/booking-agent" : "/booking";

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
