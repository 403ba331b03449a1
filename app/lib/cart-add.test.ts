import { describe, expect, it } from "vitest";
import { SPACE_COUNT_MESSAGE } from "../../core/shared/validation.ts";
import type { SessionUser } from "../../core/accounts/session-user.ts";
import { cartPathFor, requestedAddition, spacesProblem } from "./cart-add.ts";

describe("spacesProblem (the button's rule, also the cart page's)", () => {
  const cabin = { name: "Deluxe double", spacesLeft: 3 };

  it("takes a whole number from 1 to the free spaces", () => {
    expect(spacesProblem("1", cabin)).toBeUndefined();
    expect(spacesProblem("3", cabin)).toBeUndefined();
  });

  it.each(["", " ", "0", "-1", "1.5", "two", "1e400"])("refuses %j", (value) => {
    expect(spacesProblem(value, cabin)).toBe(SPACE_COUNT_MESSAGE);
  });

  it("refuses more than are free, naming the cabin type", () => {
    expect(spacesProblem("4", cabin)).toBe("Only 3 spaces free in Deluxe double");
    expect(spacesProblem("2", { name: "Single", spacesLeft: 1 })).toBe("Only 1 space free in Single");
  });
});

describe("requestedAddition", () => {
  it("is null for a cart page without a departure in its address", () => {
    expect(requestedAddition(new URLSearchParams(""))).toBeNull();
    expect(requestedAddition(new URLSearchParams("cabin=a&spaces=1"))).toBeNull();
  });

  it("reads the departure, cabin type and spaces as sent (checked later)", () => {
    expect(requestedAddition(new URLSearchParams("trip=t1&cabin=c1&spaces=2"))).toEqual({
      tripId: "t1",
      cabinId: "c1",
      spaces: "2",
    });
    expect(requestedAddition(new URLSearchParams("trip=t1"))).toEqual({
      tripId: "t1",
      cabinId: "",
      spaces: "",
    });
  });
});

describe("cartPathFor", () => {
  it("sends agents to their own cart", () => {
    const user = (role: SessionUser["role"]) => ({ role }) as SessionUser;
    expect(cartPathFor(user("agent"))).toBe("/booking-agent");
    expect(cartPathFor(user("customer"))).toBe("/booking");
    expect(cartPathFor(null)).toBe("/booking");
  });
});
