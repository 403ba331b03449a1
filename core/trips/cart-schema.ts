/**
 * What the browser's cart may hold (spec §3 Cart), checked when the cart is read back
 * from storage: a tampered or outdated cart is dropped, never trusted. The cart holds choices (which
 * departure, which cabin type, how many spaces; the guests' names, rental items and courses), never
 * prices: the server computes every amount from its own rows and checks the choices again with the
 * booking call's zod schema (core/bookings/booking-schemas.ts).
 *
 * Written as plain checks rather than a zod schema on purpose: the header reads the cart on every page,
 * and zod (even its "mini" build, 15 KB gzip) would push every page past its JavaScript budget
 * (tests/e2e/page-weight.e2e.ts). The checks are strict: an unknown key anywhere refuses the cart.
 */

/** At most this many spaces in one booking (the largest boat sleeps 20). */
export const MAX_CART_SPACES = 20;

/** One trip in the cart: a departure, a cabin type on it and a number of spaces. */
export type TripCartItem = {
  kind: "trip";
  tripId: string;
  cabinId: string;
  spaces: number;
  /** A waitlist offer the booking takes its spaces from (the offer's e-mail link puts it here). */
  offerId?: string;
};
/** A guest's choices on the booking screen. */
export type CartGuest = {
  name: string;
  equipment: string[];
  courses: { courseId: string; crewPak: boolean }[];
};
export type CartBookingInfo = { guestArray?: CartGuest[]; bookingId?: string };
export type StoredCart = {
  cartItems: TripCartItem[];
  bookingInfo: CartBookingInfo | null;
  courseInfo: Record<string, unknown> | null;
};

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj =>
  typeof value === "object" && value !== null && !Array.isArray(value);
/** Only these keys, and each required one present. */
const hasKeys = (value: Obj, required: string[], optional: string[] = []) =>
  required.every((key) => key in value) &&
  Object.keys(value).every((key) => required.includes(key) || optional.includes(key));
const isShortText = (value: unknown, max: number) => typeof value === "string" && value.length <= max;
const isListOf = (value: unknown, max: number, item: (entry: unknown) => boolean) =>
  Array.isArray(value) && value.length <= max && value.every(item);

export function isTripCartItem(value: unknown): value is TripCartItem {
  return (
    isObject(value) &&
    hasKeys(value, ["kind", "tripId", "cabinId", "spaces"], ["offerId"]) &&
    value.kind === "trip" &&
    (value.offerId === undefined || isId(value.offerId)) &&
    isId(value.tripId) &&
    isId(value.cabinId) &&
    Number.isInteger(value.spaces) &&
    (value.spaces as number) >= 1 &&
    (value.spaces as number) <= MAX_CART_SPACES
  );
}

export function isCartGuest(value: unknown): value is CartGuest {
  return (
    isObject(value) &&
    hasKeys(value, ["name", "equipment", "courses"]) &&
    isShortText(value.name, 100) &&
    isListOf(value.equipment, 10, (entry) => isShortText(entry, 40)) &&
    isListOf(
      value.courses,
      5,
      (entry) =>
        isObject(entry) &&
        hasKeys(entry, ["courseId", "crewPak"]) &&
        isId(entry.courseId) &&
        typeof entry.crewPak === "boolean",
    )
  );
}

export function isCartBookingInfo(value: unknown): value is CartBookingInfo {
  return (
    isObject(value) &&
    hasKeys(value, [], ["guestArray", "bookingId"]) &&
    (value.guestArray === undefined || isListOf(value.guestArray, MAX_CART_SPACES, isCartGuest)) &&
    (value.bookingId === undefined || isId(value.bookingId))
  );
}

/** The stored cart when every part passes, or undefined. */
export function checkCart(value: unknown): StoredCart | undefined {
  if (!isObject(value) || !hasKeys(value, ["cartItems", "bookingInfo", "courseInfo"])) return undefined;
  if (!isListOf(value.cartItems, 1, isTripCartItem)) return undefined;
  if (value.bookingInfo !== null && !isCartBookingInfo(value.bookingInfo)) return undefined;
  if (value.courseInfo !== null && !isObject(value.courseInfo)) return undefined;
  return value as StoredCart;
}
import { isId } from "../shared/ids.ts";
