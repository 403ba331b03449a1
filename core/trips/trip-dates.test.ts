import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween, isIsoDay, staysOverlap, weekdayOf, weeklyDays } from "./trip-dates.ts";

describe("trip dates", () => {
  it("accepts real yyyy-MM-dd dates only", () => {
    expect(["2026-02-28", "2028-02-29"].every(isIsoDay)).toBe(true);
    expect(["2026-02-29", "2026-13-01", "2026-1-01", "01/02/2026", "2026-02-28x", ""].some(isIsoDay)).toBe(
      false,
    );
  });

  it("counts nights and adds days across months and years", () => {
    expect(daysBetween("2026-12-30", "2027-01-03")).toBe(4);
    expect(addDays("2027-02-26", 4)).toBe("2027-03-02");
    expect(daysBetween("2027-01-03", "2026-12-30")).toBe(-4);
  });

  it("a weekly series includes both ends when they fall on the weekday", () => {
    // 15 October 2026 is a Thursday; 13 May 2027 too.
    const days = weeklyDays("2026-10-15", "2027-05-13", 4);
    expect(days[0]).toBe("2026-10-15");
    expect(days.at(-1)).toBe("2027-05-13");
    expect(days).toHaveLength(31);
    expect(days.every((day) => weekdayOf(day) === 4)).toBe(true);
  });

  it("a series starts on the first such weekday after from, and ends on or before to", () => {
    expect(weeklyDays("2026-10-16", "2026-10-29", 4)).toEqual(["2026-10-22", "2026-10-29"]);
    expect(weeklyDays("2026-10-16", "2026-10-21", 4)).toEqual([]);
    expect(() => weeklyDays("2026-10-16", "2026-10-21", 7)).toThrow(RangeError);
  });

  it("every series day is on the weekday, 7 days apart, within the range (property)", () => {
    const day = fc
      .date({
        min: new Date("2020-01-01T00:00:00Z"),
        max: new Date("2035-12-31T00:00:00Z"),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 6 }),
        (from, span, weekday) => {
          const to = addDays(from, span);
          const days = weeklyDays(from, to, weekday);
          const expected = Array.from({ length: span + 1 }, (_, i) => addDays(from, i)).filter(
            (d) => weekdayOf(d) === weekday,
          );
          expect(days).toEqual(expected);
        },
      ),
    );
  });

  it("stays overlap when they share a night, not when one ends the day the next begins", () => {
    const a = { departure: "2026-12-03", returnDate: "2026-12-07" };
    expect(staysOverlap(a, { departure: "2026-12-06", returnDate: "2026-12-09" })).toBe(true);
    expect(staysOverlap(a, { departure: "2026-12-07", returnDate: "2026-12-10" })).toBe(false);
    expect(staysOverlap(a, { departure: "2026-11-30", returnDate: "2026-12-03" })).toBe(false);
    expect(staysOverlap(a, { departure: "2026-12-04", returnDate: "2026-12-05" })).toBe(true);
  });
});
