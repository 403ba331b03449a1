import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  addToCart,
  CART_STORAGE_KEY,
  clearCartItem,
  clearCourseInfo,
  EMPTY_CART,
  getCart,
  parseCart,
  removeAllCart,
  removeCourses,
  saveBookingInfo,
  saveCourseInfo,
  setBookingInfo,
  setCartItem,
  setCourseInfo,
} from "./cart.ts";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe("parseCart", () => {
  it("reads a stored cart", () => {
    const raw = JSON.stringify({ cartItems: [{ id: "a" }], bookingInfo: { guests: 2 }, courseInfo: null });
    expect(parseCart(raw)).toEqual({
      cartItems: [{ id: "a" }],
      bookingInfo: { guests: 2 },
      courseInfo: null,
    });
  });

  it.each([null, "", "not json", "42", "[]", '{"cartItems":"x"}', "null"])(
    "reads %j as an empty cart",
    (raw) => {
      expect(parseCart(raw)).toEqual(EMPTY_CART);
    },
  );

  it("drops malformed parts and keeps the rest", () => {
    const raw = JSON.stringify({
      cartItems: [{ id: "a" }, 3, null, "x"],
      bookingInfo: [1],
      courseInfo: { s: 1 },
    });
    expect(parseCart(raw)).toEqual({ cartItems: [{ id: "a" }], bookingInfo: null, courseInfo: { s: 1 } });
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
    setCartItem({ id: "trip-1" });
    expect(JSON.parse(store.data.get(CART_STORAGE_KEY)!)).toEqual({
      cartItems: [{ id: "trip-1" }],
      bookingInfo: null,
      courseInfo: null,
    });
    expect(getCart().cartItems).toEqual([{ id: "trip-1" }]);
  });

  it("set cart item replaces, add to cart appends or replaces by id, clear empties the items", () => {
    setCartItem({ id: "a" });
    setCartItem({ id: "b" });
    expect(getCart().cartItems).toEqual([{ id: "b" }]);
    addToCart({ id: "c" });
    addToCart({ id: "b", spaces: 2 });
    expect(getCart().cartItems).toEqual([{ id: "c" }, { id: "b", spaces: 2 }]);
    setBookingInfo({ guests: 1 });
    clearCartItem();
    expect(getCart()).toEqual({ cartItems: [], bookingInfo: { guests: 1 }, courseInfo: null });
  });

  it("set replaces booking and course info, save merges, clear course info removes it", () => {
    setBookingInfo({ a: 1, b: 2 });
    saveBookingInfo({ b: 3 });
    expect(getCart().bookingInfo).toEqual({ a: 1, b: 3 });
    setCourseInfo({ course: "x" });
    saveCourseInfo({ students: 2 });
    expect(getCart().courseInfo).toEqual({ course: "x", students: 2 });
    clearCourseInfo();
    expect(getCart().courseInfo).toBeNull();
  });

  it("remove courses empties every guest's courses", () => {
    setBookingInfo({ guestArray: [{ name: "A", courses: [{ coursePrice: 1 }] }, { name: "B" }] });
    removeCourses();
    expect(getCart().bookingInfo).toEqual({
      guestArray: [
        { name: "A", courses: [] },
        { name: "B", courses: [] },
      ],
    });
  });

  it("remove all cart empties everything and forgets the stored value", () => {
    setCartItem({ id: "a" });
    setCourseInfo({ c: 1 });
    removeAllCart();
    expect(getCart()).toEqual(EMPTY_CART);
    expect(store.data.has(CART_STORAGE_KEY)).toBe(false);
  });

  it("keeps the same snapshot object while nothing changed", () => {
    setCartItem({ id: "a" });
    expect(getCart()).toBe(getCart());
  });
});
