/**
 * The cart (spec §3 "Cart: cartItems, bookingInfo, courseInfo; saved in browser storage and reloaded at
 * start", §4 cart actions). A small store over localStorage (key `cart`), read by components through
 * {@link useCart} (useSyncExternalStore). The server and the first hydration render see an empty cart,
 * so the server's HTML and the browser's first render agree; the stored cart appears right after.
 *
 * What a cart item, booking info and course info hold is defined by the booking issues; here they are
 * plain JSON objects, and anything stored that is not of the right shape is dropped (a corrupt value
 * reads as an empty cart).
 */
import { useSyncExternalStore } from "react";

export const CART_STORAGE_KEY = "cart";

type Json = Record<string, unknown>;
/** One booked trip or course (shape defined by the booking issue). */
export type CartItem = Readonly<Json>;
/** The guests of a trip booking; each guest may carry a `courses` list (spec §3 Guest). */
export type BookingInfo = Readonly<Json>;
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

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Reads a stored cart; anything missing or malformed becomes its empty value. */
export function parseCart(raw: string | null): Cart {
  if (!raw) return EMPTY_CART;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_CART;
  }
  if (!isObject(value)) return EMPTY_CART;
  const items = Array.isArray(value.cartItems) ? value.cartItems.filter(isObject) : [];
  return {
    cartItems: items,
    bookingInfo: isObject(value.bookingInfo) ? value.bookingInfo : null,
    courseInfo: isObject(value.courseInfo) ? value.courseInfo : null,
  };
}

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
  const cart = parseCart(raw);
  cache = { raw, cart };
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

/** Add to cart: adds the item, replacing an item with the same `id`. */
export function addToCart(item: CartItem): void {
  update((cart) => ({
    ...cart,
    cartItems: [...cart.cartItems.filter((i) => item.id === undefined || i.id !== item.id), item],
  }));
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
    if (!cart.bookingInfo || !Array.isArray(guests)) return cart;
    return {
      ...cart,
      bookingInfo: {
        ...cart.bookingInfo,
        guestArray: guests.map((guest: unknown) => (isObject(guest) ? { ...guest, courses: [] } : guest)),
      },
    };
  });
}
