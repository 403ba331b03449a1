/**
 * "Add to cart" as an address: the departure's form is a plain GET form to the cart page
 * (`/booking?trip=…&cabin=…&spaces=N`, `/booking-agent` for an agent), so a click before the page's
 * script runs, or without script at all, still reaches the cart with the choice. The cart page checks
 * the choice on the server with the same rule as the button (a cabin type with free spaces, a whole
 * number of spaces within them), shows it, and its script merges it into the stored cart once.
 */
import { isAgent, type SessionUser } from "../../core/accounts/session-user.ts";
import { SPACE_COUNT_MESSAGE } from "../../core/shared/validation-messages.ts";
import { spacesText } from "./trip-format.ts";

/** The query fields of an addition. */
export const CART_ADD_FIELDS = { trip: "trip", cabin: "cabin", spaces: "spaces" } as const;

type CabinChoice = { name: string; spacesLeft: number };

/** What is wrong with a number of spaces typed for a cabin type, or undefined when it can be added. */
export function spacesProblem(value: string, cabin: CabinChoice | undefined): string | undefined {
  const count = Number(value);
  if (value.trim() === "" || !Number.isInteger(count) || count < 1) return SPACE_COUNT_MESSAGE;
  const max = cabin?.spacesLeft ?? 1;
  if (count > max)
    return `Only ${spacesText(max).replace(" left", "")} free in ${cabin?.name ?? "this cabin type"}`;
  return undefined;
}

/** Every cart path of a visitor: agents have their own cart (priced at their net rate), others /booking. */
export function cartPathFor(user: SessionUser | null | undefined): string {
  return isAgent(user) ? "/booking-agent" : "/booking";
}

/** An addition asked for in a cart page's address, unchecked; null when the address asks none. */
export function requestedAddition(
  search: URLSearchParams,
): { tripId: string; cabinId: string; spaces: string } | null {
  const tripId = search.get(CART_ADD_FIELDS.trip);
  if (tripId === null) return null;
  return {
    tripId,
    cabinId: search.get(CART_ADD_FIELDS.cabin) ?? "",
    spaces: search.get(CART_ADD_FIELDS.spaces) ?? "",
  };
}

/** The addition as the cart page's loader checked it. */
export type CartAddition =
  | {
      ok: true;
      tripId: string;
      cabinId: string;
      spaces: number;
      tripTitle: string;
      dates: string;
      cabinName: string;
    }
  | { ok: false; tripId: string | null; problem: string };
