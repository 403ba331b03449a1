/**
 * Diving seasons (domain guide): the Similan and Surin national parks are open from
 * October to May and closed in the monsoon (June to September). A season is named by its two years:
 * "2026/27" runs from 1 October 2026 to 31 May 2027.
 *
 * All days here are Bangkok calendar dates written yyyy-MM-dd; comparing them as text orders them.
 * "Today" comes from the injected clock through {@link bangkokToday}.
 */
import { formatIsoDay } from "../shared/dates.ts";

/** The first and last month (1–12) of a season; the months between them in the next year belong to it too. */
export const SEASON_FIRST_MONTH = 10;
export const SEASON_LAST_MONTH = 5;

export type Season = {
  /** The year the season starts in (October). */
  startYear: number;
  /** "2026/27". */
  label: string;
  /** 1 October of startYear. */
  opens: string;
  /** 31 May of the next year. */
  closes: string;
};

/** The Bangkok calendar date of an instant, yyyy-MM-dd. */
export function bangkokToday(now: Date): string {
  return formatIsoDay(now);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function yearAndMonth(day: string): { year: number; month: number } {
  const match = ISO_DAY.exec(day);
  if (!match) throw new RangeError(`Not a yyyy-MM-dd date: ${day}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

export function seasonStartingIn(startYear: number): Season {
  const next = String((startYear + 1) % 100).padStart(2, "0");
  return {
    startYear,
    label: `${startYear}/${next}`,
    opens: `${startYear}-10-01`,
    closes: `${startYear + 1}-05-31`,
  };
}

/** Whether the parks are closed on that day (June to September). */
export function isClosedSeason(day: string): boolean {
  const { month } = yearAndMonth(day);
  return month > SEASON_LAST_MONTH && month < SEASON_FIRST_MONTH;
}

/** The season a day falls in, or undefined in the monsoon. */
export function seasonOf(day: string): Season | undefined {
  const { year, month } = yearAndMonth(day);
  if (month >= SEASON_FIRST_MONTH) return seasonStartingIn(year);
  if (month <= SEASON_LAST_MONTH) return seasonStartingIn(year - 1);
  return undefined;
}

/**
 * The season a guest is shopping for on that day: the one running, or in the monsoon the one that
 * opens next October.
 */
export function currentSeason(today: string): Season {
  return seasonOf(today) ?? seasonStartingIn(yearAndMonth(today).year);
}

/** The current season and the `count − 1` after it (the schedule shows three). */
export function upcomingSeasons(today: string, count = 3): Season[] {
  const first = currentSeason(today).startYear;
  return Array.from({ length: count }, (_, index) => seasonStartingIn(first + index));
}

/** Reads a season label ("2026/27") back to its season, or undefined when it is not one. */
export function parseSeasonLabel(label: string): Season | undefined {
  const match = /^(\d{4})\/(\d{2})$/.exec(label);
  if (!match) return undefined;
  const season = seasonStartingIn(Number(match[1]));
  return season.label === label ? season : undefined;
}

/** A season as the trip list describes it (spec §3: seasonOne, seasonTwo, seasonThree). */
export type SeasonSummary = {
  label: string;
  opens: string;
  closes: string;
  /** The first and last scheduled departure in the season, or null when it has none. */
  firstDeparture: string | null;
  lastDeparture: string | null;
  departures: number;
};

/** Summaries of `seasons` from the departure days of scheduled trips (any order). */
export function summariseSeasons(seasons: Season[], departures: readonly string[]): SeasonSummary[] {
  return seasons.map((season) => {
    const inSeason = departures.filter((day) => day >= season.opens && day <= season.closes).sort();
    return {
      label: season.label,
      opens: season.opens,
      closes: season.closes,
      firstDeparture: inSeason[0] ?? null,
      lastDeparture: inSeason.at(-1) ?? null,
      departures: inSeason.length,
    };
  });
}
