import { describe, expect, it } from "vitest";
import { dashboardPeriods } from "./dashboard-periods.ts";
import { SEASON_2026_27_MONTHS } from "../../tests/support/season.ts";

describe("dashboardPeriods", () => {
  it("counts 18:00Z on 30 November as 1 December in Bangkok", () => {
    const periods = dashboardPeriods(new Date("2026-11-30T18:00:00Z"));
    expect(periods.today).toBe("2026-12-01");
    expect(periods.day).toEqual({
      from: new Date("2026-11-30T17:00:00Z"),
      to: new Date("2026-12-01T17:00:00Z"),
    });
    expect(periods.month).toEqual({
      from: new Date("2026-11-30T17:00:00Z"),
      to: new Date("2026-12-31T17:00:00Z"),
    });
    expect(periods.season).toMatchObject({
      label: "2026/27",
      from: new Date("2026-09-30T17:00:00Z"),
      to: new Date("2027-05-31T17:00:00Z"),
    });
    expect(periods.months).toEqual([...SEASON_2026_27_MONTHS]);
    expect(periods.occupancyUntil).toBe("2027-01-26");
  });

  it("still counts 16:59Z on 30 November as November; a December month ends at the new year", () => {
    expect(dashboardPeriods(new Date("2026-11-30T16:59:59Z")).today).toBe("2026-11-30");
    expect(dashboardPeriods(new Date("2026-12-15T05:00:00Z")).month.to).toEqual(
      new Date("2026-12-31T17:00:00Z"),
    );
  });

  it("in the monsoon counts the season that opens next October", () => {
    const periods = dashboardPeriods(new Date("2027-07-10T05:00:00Z"));
    expect(periods.season.label).toBe("2027/28");
    expect(periods.months[0]).toBe("2027-10");
  });
});
