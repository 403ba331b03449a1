import { describe, expect, it } from "vitest";
import { dateRange, monthLabel, priceLabel, seasonMonths, spacesText } from "./trip-format.ts";
import { SEASON_2026_27_MONTHS } from "../../tests/support/season.ts";

describe("trip formatting", () => {
  it("writes date ranges compactly", () => {
    expect(dateRange("2026-12-03", "2026-12-07")).toBe("3 – 7 Dec 2026");
    expect(dateRange("2027-01-28", "2027-02-01")).toBe("28 Jan – 1 Feb 2027");
    expect(dateRange("2026-12-30", "2027-01-03")).toBe("30 Dec 2026 – 3 Jan 2027");
  });

  it("names months and lists a season's months", () => {
    expect(monthLabel("2027-01")).toBe("January 2027");
    expect(seasonMonths(2026)).toEqual([...SEASON_2026_27_MONTHS]);
  });

  it("shows the discounted price with the price before", () => {
    expect(priceLabel(3_290_000, 10)).toEqual({ now: "THB 29,610", before: "THB 32,900" });
    expect(priceLabel(3_290_000, 0)).toEqual({ now: "THB 32,900", before: null });
  });

  it("says sold out and counts spaces", () => {
    expect([0, 1, 5].map(spacesText)).toEqual(["Sold out", "1 space left", "5 spaces left"]);
  });
});
