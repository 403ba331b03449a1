import { describe, expect, it } from "vitest";
import {
  bangkokToday,
  currentSeason,
  isClosedSeason,
  parseSeasonLabel,
  seasonOf,
  summariseSeasons,
  upcomingSeasons,
} from "./seasons.ts";

describe("seasons (October to May; the parks close June to September)", () => {
  it.each([
    ["2026-10-01", "2026/27"],
    ["2026-11-23", "2026/27"],
    ["2026-12-31", "2026/27"],
    ["2027-01-01", "2026/27"],
    ["2027-05-31", "2026/27"],
    ["2026-09-30", undefined],
    ["2027-06-01", undefined],
    ["2027-08-15", undefined],
    ["2099-10-01", "2099/00"],
  ])("%s is in season %s", (day, label) => {
    expect(seasonOf(day)?.label).toBe(label);
  });

  it("gives a season's first and last day", () => {
    expect(seasonOf("2027-03-10")).toEqual({
      startYear: 2026,
      label: "2026/27",
      opens: "2026-10-01",
      closes: "2027-05-31",
    });
  });

  it("knows the closed season, boundaries included", () => {
    expect(["2027-05-31", "2027-06-01", "2027-09-30", "2027-10-01"].map(isClosedSeason)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it("in the monsoon, the current season is the one that opens next October", () => {
    expect(currentSeason("2027-07-04").label).toBe("2027/28");
    expect(currentSeason("2027-05-31").label).toBe("2026/27");
    expect(upcomingSeasons("2027-07-04").map((s) => s.label)).toEqual(["2027/28", "2028/29", "2029/30"]);
    expect(upcomingSeasons("2026-11-23").map((s) => s.label)).toEqual(["2026/27", "2027/28", "2028/29"]);
  });

  it("reads a season label back, and refuses what is not one", () => {
    expect(parseSeasonLabel("2026/27")?.opens).toBe("2026-10-01");
    expect(parseSeasonLabel("2026/28")).toBeUndefined();
    expect(parseSeasonLabel("26/27")).toBeUndefined();
  });

  it("takes today in Bangkok, not UTC", () => {
    // 18:30 UTC on 30 September is 01:30 on 1 October in Bangkok (UTC+7).
    expect(bangkokToday(new Date("2026-09-30T18:30:00Z"))).toBe("2026-10-01");
    expect(bangkokToday(new Date("2026-09-30T16:59:59Z"))).toBe("2026-09-30");
  });

  it("summarises each season's departures: first, last and how many", () => {
    const [one, two, three] = summariseSeasons(upcomingSeasons("2026-11-23"), [
      "2027-05-20",
      "2026-10-15",
      "2027-08-01", // monsoon: in no season
      "2027-10-07",
      "2026-12-03",
    ]);
    expect(one).toMatchObject({
      label: "2026/27",
      firstDeparture: "2026-10-15",
      lastDeparture: "2027-05-20",
      departures: 3,
    });
    expect(two).toMatchObject({
      label: "2027/28",
      firstDeparture: "2027-10-07",
      lastDeparture: "2027-10-07",
      departures: 1,
    });
    expect(three).toMatchObject({
      label: "2028/29",
      firstDeparture: null,
      lastDeparture: null,
      departures: 0,
    });
  });
});
