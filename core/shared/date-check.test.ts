import { describe, expect, it } from "vitest";
import { dayMonthYearProblem } from "./date-check.ts";

const what = "the date of birth";

describe("dayMonthYearProblem", () => {
  it("accepts a real date, with one- or two-digit day and month", () => {
    expect(dayMonthYearProblem("02/03/1990", what)).toBeNull();
    expect(dayMonthYearProblem(" 2/3/1990 ", what)).toBeNull();
    expect(dayMonthYearProblem("29/02/2024", what)).toBeNull();
  });

  it("names a day that does not exist instead of repeating the format it was typed in", () => {
    expect(dayMonthYearProblem("31/02/1990", what)).toBe("31 February 1990 does not exist");
    expect(dayMonthYearProblem("29/02/2023", what)).toBe("29 February 2023 does not exist");
    expect(dayMonthYearProblem("31/04/2001", what)).toBe("31 April 2001 does not exist");
    expect(dayMonthYearProblem("32/01/2001", what)).toBe("32 January 2001 does not exist");
  });

  it("says which part is impossible", () => {
    expect(dayMonthYearProblem("12/13/1990", what)).toBe(
      "There is no month 13: write the date of birth as day/month/year",
    );
    expect(dayMonthYearProblem("00/03/1990", what)).toBe(
      "There is no day 0: check the day of the date of birth",
    );
    expect(dayMonthYearProblem("01/03/0000", what)).toBe(
      "There is no year 0: check the year of the date of birth",
    );
  });

  it("asks for day/month/year only when it was written another way, or not at all", () => {
    expect(dayMonthYearProblem("1990-03-02", what)).toBe(
      "Write the date of birth as day/month/year, e.g. 14/03/1990",
    );
    expect(dayMonthYearProblem("2/3/90", what)).toMatch(/^Write the date of birth as day\/month\/year/);
    expect(dayMonthYearProblem("  ", what)).toBe("Enter the date of birth, e.g. 14/03/1990");
  });
});
