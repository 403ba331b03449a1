import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupThousands } from "./numbers.ts";

describe("groupThousands", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [1000, "1,000"],
    [12_345, "12,345"],
    [100_000, "100,000"],
    [-1_234_567, "-1,234,567"],
    [Number.MAX_SAFE_INTEGER, "9,007,199,254,740,991"],
  ])("%i -> %j", (whole, text) => {
    expect(groupThousands(whole)).toBe(text);
  });

  it("groups as en-US does, for any safe whole number", () => {
    // The platform's own en-US grouping is the outside fact the written-out one must match.
    const enUs = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (whole) => {
        expect(groupThousands(whole)).toBe(enUs.format(whole === 0 ? 0 : whole));
      }),
      { numRuns: 3000 },
    );
  });

  it("refuses what is not a whole number, naming it", () => {
    expect(() => groupThousands(1.5)).toThrow("Not a whole number: 1.5");
    expect(() => groupThousands(Number.NaN)).toThrow(RangeError);
  });
});
