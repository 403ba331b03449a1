import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkCart, MAX_CART_SPACES } from "./cart-schema.ts";
import { MAX_GUESTS } from "../bookings/booking-schemas.ts";

const guest = fc.record({
  name: fc.string({ maxLength: 100 }),
  equipment: fc.array(fc.constantFrom("bcd", "torch", "nitrox"), { maxLength: 3 }),
  courses: fc.array(fc.record({ courseId: fc.uuid(), crewPak: fc.boolean() }), { maxLength: 2 }),
});
const cart = fc.record({
  cartItems: fc.array(
    fc.record({
      kind: fc.constant("trip" as const),
      tripId: fc.uuid(),
      cabinId: fc.uuid(),
      spaces: fc.integer({ min: 1, max: MAX_CART_SPACES }),
    }),
    { maxLength: 1 },
  ),
  bookingInfo: fc.option(fc.record({ guestArray: fc.array(guest, { maxLength: 4 }) }), { nil: null }),
  courseInfo: fc.constant(null),
});

/** One cabin's two spaces on a departure, as the cart stores it. */
const tripItem = {
  kind: "trip",
  tripId: "0b5e1c0a-7f43-4c1e-9a55-3b5c1d7e2f10",
  cabinId: "6d1f3a2b-2c4e-4b8a-8f0e-9a7b6c5d4e3f",
  spaces: 2,
};
/** A cart holding just `item`, with no guests' or courses' details yet. */
const cartOf = <T>(item: T) => ({ cartItems: [item], bookingInfo: null, courseInfo: null });

describe("the cart check", () => {
  it("accepts every well-formed cart (property)", () => {
    fc.assert(
      fc.property(cart, (value) => {
        expect(checkCart(JSON.parse(JSON.stringify(value)))).toBeDefined();
      }),
    );
  });

  it("refuses a cart with any key added, at any level (property)", () => {
    fc.assert(
      fc.property(cart, fc.constantFrom("price", "total", "discount"), (value, key) => {
        fc.pre(value.cartItems.length === 1);
        const tampered = JSON.parse(JSON.stringify(value));
        tampered.cartItems[0][key] = 1;
        expect(checkCart(tampered)).toBeUndefined();
        expect(checkCart({ ...value, [key]: 1 })).toBeUndefined();
      }),
    );
  });

  it("refuses wrong values", () => {
    const base = cartOf(tripItem);
    expect(checkCart(base)).toEqual(base);
    for (const bad of [
      { ...base, cartItems: [{ ...tripItem, spaces: 0 }] },
      { ...base, cartItems: [{ ...tripItem, spaces: 2.5 }] },
      { ...base, cartItems: [{ ...tripItem, spaces: MAX_CART_SPACES + 1 }] },
      { ...base, cartItems: [{ ...tripItem, tripId: "1 or 1=1" }] },
      { ...base, cartItems: [{ ...tripItem, kind: "course" }] },
      { ...base, bookingInfo: { guestArray: [{ name: "A", equipment: [], courses: [], cabinPrice: 1 }] } },
      { ...base, courseInfo: [] },
      { cartItems: [tripItem], bookingInfo: null },
    ]) {
      expect(checkCart(bad)).toBeUndefined();
    }
  });

  it("carries a waitlist offer's id, and nothing else in its place", () => {
    const item = { ...tripItem, offerId: "2a4c6e8f-1b3d-4f5a-8c7e-9d0b1a2c3e4f" };
    const base = cartOf(item);
    expect(checkCart(base)).toEqual(base);
    expect(checkCart({ ...base, cartItems: [{ ...item, offerId: "not an id" }] })).toBeUndefined();
    expect(checkCart({ ...base, cartItems: [{ ...item, offerId: 7 }] })).toBeUndefined();
  });

  it("allows as many spaces as a booking allows guests", () => {
    expect(MAX_CART_SPACES).toBe(MAX_GUESTS);
  });
});
