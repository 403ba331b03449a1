import { describe, expect, it } from "vitest";
import { asReference, isReferenceClash, REFERENCE_ALPHABET, referenceOf } from "./booking-reference.ts";

describe("booking references", () => {
  it("use 32 characters without 0, O, 1 or I", () => {
    expect(new Set(REFERENCE_ALPHABET).size).toBe(32);
    expect(REFERENCE_ALPHABET).not.toMatch(/[01OI]/);
  });

  it("cut the id's first 30 bits into six characters", () => {
    // 0x08421084 = 00001 00001 00001 00001 00001 00001 00: every character is the alphabet's second.
    expect(referenceOf("08421084-aaaa-4aaa-8aaa-aaaaaaaaaaaa")).toBe("AL-333333");
    expect(() => referenceOf("not-an-id")).toThrow(RangeError);
  });

  it("read a typed reference in any case and refuse other text", () => {
    expect(asReference(" al-7f3k2q ")).toBe("AL-7F3K2Q");
    expect(asReference("AL-7F3K2O")).toBeNull(); // O is not in the alphabet
    expect(asReference("Smith")).toBeNull();
  });

  it("tell a clash of references from other unique violations, through wrappers", () => {
    const clash = { code: "23505", constraint: "bookings_reference_unique" };
    expect(isReferenceClash(new Error("failed", { cause: clash }))).toBe(true);
    expect(isReferenceClash({ code: "23505", message: 'violates "course_bookings_reference_unique"' })).toBe(
      true,
    );
    expect(isReferenceClash({ code: "23505", constraint: "users_email_unique" })).toBe(false);
    expect(isReferenceClash({ code: "23514", constraint: "bookings_reference_unique" })).toBe(false);
  });
});
