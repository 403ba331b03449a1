import { describe, expect, it } from "vitest";
import { checkOwnActiveBooking, holdAt, siteLink } from "./booking-holds.ts";

const at = new Date("2026-11-23T05:00:00Z");
const later = new Date("2026-11-23T05:20:00Z");

describe("a stored booking as a reader sees it", () => {
  it("keeps a hold that has not run out, with its expiry", () => {
    expect(holdAt({ state: "held", holdExpiresAt: later }, at)).toEqual({
      state: "held",
      holdExpiresAt: later,
    });
  });

  it("reads a hold that ran out as expired, with no expiry, whatever the column says", () => {
    expect(holdAt({ state: "held", holdExpiresAt: at }, later)).toEqual({
      state: "expired",
      holdExpiresAt: null,
    });
  });

  it("leaves a confirmed or cancelled booking as it is", () => {
    expect(holdAt({ state: "confirmed", holdExpiresAt: null }, at).state).toBe("confirmed");
    expect(holdAt({ state: "cancelled", holdExpiresAt: null }, at).state).toBe("cancelled");
  });
});

describe("the owner's active-booking check", () => {
  it("answers 404 to anyone but the owner, naming the kind", () => {
    expect(() => checkOwnActiveBooking({ userId: "a", state: "held" }, "b", "Course booking")).toThrow(
      "Course booking not found",
    );
  });

  it("refuses a change to a cancelled or expired booking", () => {
    for (const state of ["cancelled", "expired"] as const) {
      expect(() => checkOwnActiveBooking({ userId: "a", state }, "a", "Booking")).toThrow(
        "This booking is no longer active",
      );
    }
    expect(() => checkOwnActiveBooking({ userId: "a", state: "confirmed" }, "a", "Booking")).not.toThrow();
  });
});

describe("a link in an e-mail", () => {
  it("is an absolute address of the site", () => {
    expect(siteLink("https://example.test", "/booking/1")).toBe("https://example.test/booking/1");
    expect(siteLink(undefined, "/booking/1")).toBe("http://localhost/booking/1");
  });
});
