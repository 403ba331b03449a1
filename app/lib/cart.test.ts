import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  addToCart,
  CART_DROPPED_MESSAGE,
  CART_STORAGE_KEY,
  clearCartItem,
  clearCourseInfo,
  EMPTY_CART,
  getCart,
  readCart,
  removeAllCart,
  removeCourses,
  saveBookingInfo,
  saveCourseInfo,
  setBookingInfo,
  setCartItem,
  setCourseInfo,
} from "./cart.ts";
import { clearAlert, getCurrentAlert } from "./alerts.tsx";

const TRIP = "0b5e1c0a-7f43-4c1e-9a55-3b5c1d7e2f10";
const CABIN = "6d1f3a2b-2c4e-4b8a-8f0e-9a7b6c5d4e3f";
const item = (spaces = 2) => ({ kind: "trip" as const, tripId: TRIP, cabinId: CABIN, spaces });

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe("reading a stored cart with the shared schema", () => {
  it("reads a valid cart", () => {
    const raw = JSON.stringify({ cartItems: [item()], bookingInfo: { guestArray: [] }, courseInfo: null });
    expect(readCart(raw)).toEqual({
      cart: { cartItems: [item()], bookingInfo: { guestArray: [] }, courseInfo: null },
      refused: false,
    });
  });

  it("an empty store is an empty cart, not a refusal", () => {
    expect(readCart(null)).toEqual({ cart: EMPTY_CART, refused: false });
  });

  it.each([
    ["not JSON", "not json"],
    ["not an object", "42"],
    [
      "an item of an older version",
      JSON.stringify({ cartItems: [{ id: "a" }], bookingInfo: null, courseInfo: null }),
    ],
    [
      "a price slipped in",
      JSON.stringify({ cartItems: [{ ...item(), price: 1 }], bookingInfo: null, courseInfo: null }),
    ],
    ["zero spaces", JSON.stringify({ cartItems: [item(0)], bookingInfo: null, courseInfo: null })],
    ["two trips", JSON.stringify({ cartItems: [item(), item()], bookingInfo: null, courseInfo: null })],
    [
      "a tampered trip id",
      JSON.stringify({ cartItems: [{ ...item(), tripId: "1 or 1=1" }], bookingInfo: null, courseInfo: null }),
    ],
    ["an unknown key", JSON.stringify({ cartItems: [], bookingInfo: null, courseInfo: null, total: 1 })],
  ])("refuses %s as a whole", (_case, raw) => {
    expect(readCart(raw)).toEqual({ cart: EMPTY_CART, refused: true });
  });
});

describe("cart actions", () => {
  let store: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    store = memoryStorage();
    vi.stubGlobal("localStorage", store);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("saves to localStorage under `cart` and reloads from it", () => {
    setCartItem(item());
    expect(JSON.parse(store.data.get(CART_STORAGE_KEY)!)).toEqual({
      cartItems: [item()],
      bookingInfo: null,
      courseInfo: null,
    });
    expect(getCart().cartItems).toEqual([item()]);
  });

  it("set cart item and add to cart keep one trip; adding forgets the old trip's guests; clear empties the items", () => {
    setCartItem(item(1));
    setBookingInfo({ guestArray: [{ name: "A", equipment: [], courses: [] }] });
    addToCart(item(3));
    expect(getCart()).toEqual({ cartItems: [item(3)], bookingInfo: null, courseInfo: null });
    setBookingInfo({ bookingId: TRIP });
    clearCartItem();
    expect(getCart()).toEqual({ cartItems: [], bookingInfo: { bookingId: TRIP }, courseInfo: null });
  });

  it("set replaces booking and course info, save merges, clear course info removes it", () => {
    setBookingInfo({ guestArray: [] });
    saveBookingInfo({ bookingId: TRIP });
    expect(getCart().bookingInfo).toEqual({ guestArray: [], bookingId: TRIP });
    setCourseInfo({ course: "x" });
    saveCourseInfo({ students: 2 });
    expect(getCart().courseInfo).toEqual({ course: "x", students: 2 });
    clearCourseInfo();
    expect(getCart().courseInfo).toBeNull();
  });

  it("remove courses empties every guest's courses", () => {
    setBookingInfo({
      guestArray: [
        { name: "A", equipment: ["bcd"], courses: [{ courseId: CABIN, crewPak: true }] },
        { name: "B", equipment: [], courses: [] },
      ],
    });
    removeCourses();
    expect(getCart().bookingInfo).toEqual({
      guestArray: [
        { name: "A", equipment: ["bcd"], courses: [] },
        { name: "B", equipment: [], courses: [] },
      ],
    });
  });

  it("remove all cart empties everything and forgets the stored value", () => {
    setCartItem(item());
    setCourseInfo({ c: 1 });
    removeAllCart();
    expect(getCart()).toEqual(EMPTY_CART);
    expect(store.data.has(CART_STORAGE_KEY)).toBe(false);
  });

  it("keeps the same snapshot object while nothing changed", () => {
    setCartItem(item());
    expect(getCart()).toBe(getCart());
  });

  it("a tampered stored cart is dropped with a notice", async () => {
    vi.stubGlobal("window", {});
    store.data.set(
      CART_STORAGE_KEY,
      JSON.stringify({ cartItems: [{ ...item(), price: 1 }], bookingInfo: null, courseInfo: null }),
    );
    expect(getCart()).toEqual(EMPTY_CART);
    await Promise.resolve();
    expect(store.data.has(CART_STORAGE_KEY)).toBe(false);
    expect(getCurrentAlert()).toMatchObject({ message: CART_DROPPED_MESSAGE, type: "warning" });
    clearAlert();
  });
});
