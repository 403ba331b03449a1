/**
 * The cart (spec §3 "Cart: cartItems, bookingInfo, courseInfo; saved in browser storage and reloaded at
 * start", §4 cart actions). A small store over localStorage (key `cart`), read by components through
 * {@link useCart} (useSyncExternalStore). The server and the first hydration render see an empty cart,
 * so the server's HTML and the browser's first render agree; the stored cart appears right after.
 *
 * What it may hold is the shared schema of core/trips/cart-schema.ts (choices only, never prices); a
 * stored value that does not pass is dropped with a notice, never trusted.
 */
import { useSyncExternalStore } from "react";
import { type CartBookingInfo, checkCart, type TripCartItem } from "../../core/trips/cart-schema.ts";
import { showAlert } from "./alerts.tsx";

export const CART_STORAGE_KEY = "cart";

type Json = Record<string, unknown>;
/** One booked trip: departure, cabin type and spaces (core/trips/cart-schema.ts). */
export type CartItem = Readonly<TripCartItem>;
/** The guests of a trip booking (names, rental, courses) and, once made, the booking's id. */
export type BookingInfo = Readonly<CartBookingInfo>;
/** A course-student booking (spec §3 Course-student booking). */
export type CourseInfo = Readonly<Json>;

export type Cart = {
  readonly cartItems: readonly CartItem[];
  readonly bookingInfo: BookingInfo | null;
  readonly courseInfo: CourseInfo | null;
};

export const EMPTY_CART: Cart = Object.freeze({
  cartItems: Object.freeze([]),
  bookingInfo: null,
  courseInfo: null,
});

/** What was read back: the cart, and whether a stored value was refused (tampered or outdated). */
export type ParsedCart = { cart: Cart; refused: boolean };

/**
 * Reads a stored cart with the shared schema. Anything that does not pass — a changed shape, an item
 * of an older version, a hand-edited value — is refused as a whole: the cart reads empty and the
 * caller tells the visitor (a half-trusted cart could book the wrong thing).
 */
export function readCart(raw: string | null): ParsedCart {
  if (!raw) return { cart: EMPTY_CART, refused: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { cart: EMPTY_CART, refused: true };
  }
  const cart = checkCart(value);
  if (!cart) return { cart: EMPTY_CART, refused: true };
  return { cart, refused: false };
}

/** The cart of a stored value (empty when refused). */
export function parseCart(raw: string | null): Cart {
  return readCart(raw).cart;
}

/** The notice shown when a stored cart is refused. */
export const CART_DROPPED_MESSAGE =
  "Your cart was out of date and has been emptied. Please choose your trip again.";

function storage(): Storage | null {
  try {
    return typeof globalThis.localStorage === "undefined" ? null : globalThis.localStorage;
  } catch {
    return null; // access refused (privacy settings)
  }
}

const listeners = new Set<() => void>();
let cache: { raw: string | null; cart: Cart } | null = null;

function readRaw(): string | null {
  try {
    return storage()?.getItem(CART_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The current cart (the same object while the stored value is unchanged, as useSyncExternalStore needs). */
export function getCart(): Cart {
  const raw = readRaw();
  if (cache && cache.raw === raw) return cache.cart;
  const { cart, refused } = readCart(raw);
  cache = { raw, cart };
  if (refused) {
    // Forget the refused value and say so, after this render.
    queueMicrotask(() => {
      try {
        if (storage()?.getItem(CART_STORAGE_KEY) === raw) storage()?.removeItem(CART_STORAGE_KEY);
      } catch {
        // storage refused: the value stays refused on every read
      }
      showAlert({ message: CART_DROPPED_MESSAGE, type: "warning" });
    });
  }
  return cart;
}

function emit() {
  for (const listener of listeners) listener();
}

function writeCart(cart: Cart): void {
  try {
    const store = storage();
    if (!store) return;
    if (cart.cartItems.length === 0 && !cart.bookingInfo && !cart.courseInfo)
      store.removeItem(CART_STORAGE_KEY);
    else store.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch {
    // storage full or refused: the cart stays as it was
  }
  emit();
}

function update(change: (cart: Cart) => Cart): void {
  writeCart(change(getCart()));
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === CART_STORAGE_KEY) emit(); // another tab changed the cart
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== "undefined") window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== "undefined")
      window.removeEventListener("storage", onStorage);
  };
}

const serverSnapshot = () => EMPTY_CART;

/** The cart, re-rendering when it changes (also from another tab). Empty on the server. */
export function useCart(): Cart {
  return useSyncExternalStore(subscribe, getCart, serverSnapshot);
}

// --- Actions (spec §4) ---

/** Set cart item: the cart holds this one item (a booking is for one trip or course at a time). */
export function setCartItem(item: CartItem): void {
  update((cart) => ({ ...cart, cartItems: [item] }));
}

/**
 * Add to cart: the cart holds one trip (spec: the badge always shows 1), so adding a trip replaces
 * the one there and forgets the choices made for it (guests, a booking already made).
 */
export function addToCart(item: CartItem): void {
  update((cart) => ({ ...cart, cartItems: [item], bookingInfo: null }));
}

/** Clear cart item: empties the items, keeping booking and course info. */
export function clearCartItem(): void {
  update((cart) => ({ ...cart, cartItems: [] }));
}

/** Remove all cart: items, booking info and course info. */
export function removeAllCart(): void {
  writeCart(EMPTY_CART);
}

/** Set booking info: replaces it. */
export function setBookingInfo(info: BookingInfo): void {
  update((cart) => ({ ...cart, bookingInfo: info }));
}

/** Save booking info: merges these fields into the stored booking info. */
export function saveBookingInfo(info: BookingInfo): void {
  update((cart) => ({ ...cart, bookingInfo: { ...cart.bookingInfo, ...info } }));
}

/** Set course info: replaces it. */
export function setCourseInfo(info: CourseInfo): void {
  update((cart) => ({ ...cart, courseInfo: info }));
}

/** Save course info: merges these fields into the stored course info. */
export function saveCourseInfo(info: CourseInfo): void {
  update((cart) => ({ ...cart, courseInfo: { ...cart.courseInfo, ...info } }));
}

/** Clear course info. */
export function clearCourseInfo(): void {
  update((cart) => ({ ...cart, courseInfo: null }));
}

/** Remove courses: empties every guest's `courses` list in the booking info's `guestArray`. */
export function removeCourses(): void {
  update((cart) => {
    const guests = cart.bookingInfo?.guestArray;
    if (!cart.bookingInfo || !guests) return cart;
    return {
      ...cart,
      bookingInfo: { ...cart.bookingInfo, guestArray: guests.map((guest) => ({ ...guest, courses: [] })) },
    };
  });
}
