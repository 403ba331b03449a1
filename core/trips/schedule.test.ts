import { describe, expect, it } from "vitest";
import { calendarWeeks, neighbourMonths, pickSchedulePage, scheduleSeasons, shiftMonth } from "./schedule.ts";

// Upcoming departures as the service gives them: some late in 2026/27, two in 2027/28, none in 2028/29.
const days = [
  "2027-01-20",
  "2026-12-02",
  "2026-12-09",
  "2027-11-03",
  "2027-10-06",
  "2026-12-30",
  "2027-07-01",
];

describe("the schedule's seasons and months", () => {
  const seasons = scheduleSeasons(days);

  it("lists only seasons and months that hold a departure, in date order, with their counts", () => {
    expect(seasons).toEqual([
      {
        label: "2026/27",
        departures: 4,
        months: [
          { month: "2026-12", departures: 3 },
          { month: "2027-01", departures: 1 },
        ],
      },
      {
        label: "2027/28",
        departures: 2,
        months: [
          { month: "2027-10", departures: 1 },
          { month: "2027-11", departures: 1 },
        ],
      },
    ]);
  });

  it("leaves out a departure in the closed monsoon months and offers nothing when nothing is scheduled", () => {
    expect(seasons.flatMap((s) => s.months.map((m) => m.month))).not.toContain("2027-07");
    expect(scheduleSeasons([])).toEqual([]);
    expect(pickSchedulePage([], {})).toBeUndefined();
  });

  it("opens on the first month with departures of the first season", () => {
    const page = pickSchedulePage(seasons, {});
    expect(page?.season.label).toBe("2026/27");
    expect(page?.month.month).toBe("2026-12");
  });

  it("keeps an asked season and month that hold departures", () => {
    const page = pickSchedulePage(seasons, { season: "2027/28", month: "2027-11" });
    expect([page?.season.label, page?.month.month]).toEqual(["2027/28", "2027-11"]);
  });

  it("finds the season of an asked month when no season is named", () => {
    const page = pickSchedulePage(seasons, { month: "2027-10" });
    expect([page?.season.label, page?.month.month]).toEqual(["2027/28", "2027-10"]);
  });

  it.each([
    [{ season: "2028/29" }, "2026/27", "2026-12"], // empty future season
    [{ month: "2026-11" }, "2026/27", "2026-12"], // past or empty month
    [{ season: "2027/28", month: "2026-12" }, "2027/28", "2027-10"], // a month of another season
  ])("falls back from %o to a page with departures", (wanted, season, month) => {
    const page = pickSchedulePage(seasons, wanted);
    expect([page?.season.label, page?.month.month]).toEqual([season, month]);
  });

  it("links each month to the one before and after it, across seasons", () => {
    expect(neighbourMonths(seasons, "2026-12")).toEqual({
      previous: undefined,
      next: { month: "2027-01", departures: 1, season: "2026/27" },
    });
    expect(neighbourMonths(seasons, "2027-01").next).toEqual({
      month: "2027-10",
      departures: 1,
      season: "2027/28",
    });
    expect(neighbourMonths(seasons, "2027-11").next).toBeUndefined();
    expect(neighbourMonths(seasons, "2025-01")).toEqual({});
  });
});

describe("month arithmetic and the calendar grid", () => {
  it.each([
    ["2026-12", 1, "2027-01"],
    ["2027-01", -1, "2026-12"],
    ["2026-05", 12, "2027-05"],
  ])("shifts %s by %i to %s", (month, by, expected) => {
    expect(shiftMonth(month, by)).toBe(expected);
  });

  it("lays a month out in weeks from Monday, blank outside the month", () => {
    // 1 December 2026 is a Tuesday; the 31st a Thursday.
    const weeks = calendarWeeks("2026-12");
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
    expect(weeks[4]).toEqual(["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", null, null, null]);
    // February 2027 begins on a Monday and fills four weeks exactly.
    expect(calendarWeeks("2027-02").flat().filter(Boolean)).toHaveLength(28);
    expect(calendarWeeks("2027-02")).toHaveLength(4);
  });
});
