/**
 * How the public schedule pages its departures: by season, then by month, so a phone gets one month of
 * departures at once rather than a whole season. Only what a guest can still book is counted: a season
 * or month without a departure after today is never offered (no "0 departures" season, no past month).
 *
 * Pure: days are Bangkok calendar dates written yyyy-MM-dd (comparing them as text orders them) and the
 * departure days come from core/trips/trip-service.ts, already limited to scheduled departures after
 * today by the injected clock.
 */
import { seasonOf } from "./seasons.ts";

/** A month of a season with its number of upcoming departures (at least one). */
export type ScheduleMonth = { month: string; departures: number };

/** A season with upcoming departures, and its months that have any, in order. */
export type ScheduleSeason = { label: string; departures: number; months: ScheduleMonth[] };

/** The schedule's page: one month of one season. */
export type SchedulePage = { season: ScheduleSeason; month: ScheduleMonth };

/**
 * The seasons and months that hold upcoming departures, each in date order. `departures` are the days
 * of departures a guest may be offered (any order); days in the closed monsoon months belong to no
 * season and are left out, as the season tabs have nowhere to put them.
 */
export function scheduleSeasons(departures: readonly string[]): ScheduleSeason[] {
  const seasons = new Map<string, Map<string, number>>();
  for (const day of [...departures].sort()) {
    const season = seasonOf(day);
    if (!season) continue;
    const months = seasons.get(season.label) ?? new Map<string, number>();
    const month = day.slice(0, 7);
    months.set(month, (months.get(month) ?? 0) + 1);
    seasons.set(season.label, months);
  }
  return [...seasons].map(([label, months]) => {
    const list = [...months].map(([month, count]) => ({ month, departures: count }));
    return { label, departures: list.reduce((sum, m) => sum + m.departures, 0), months: list };
  });
}

/**
 * The page an address asks for: the season it names if that season has departures, else the first;
 * the month it names if that month of the season has departures, else the season's first. Undefined
 * when nothing is scheduled at all.
 */
export function pickSchedulePage(
  seasons: readonly ScheduleSeason[],
  wanted: { season?: string | undefined; month?: string | undefined },
): SchedulePage | undefined {
  const byMonth = wanted.month
    ? seasons.find((s) => s.months.some((m) => m.month === wanted.month))
    : undefined;
  const season = seasons.find((s) => s.label === wanted.season) ?? byMonth ?? seasons[0];
  if (!season) return undefined;
  const month = season.months.find((m) => m.month === wanted.month) ?? season.months[0]!;
  return { season, month };
}

/** The months before and after `month` in the schedule's order (across seasons), if any. */
export function neighbourMonths(
  seasons: readonly ScheduleSeason[],
  month: string,
): { previous?: ScheduleMonth & { season: string }; next?: ScheduleMonth & { season: string } } {
  const all = seasons.flatMap((s) => s.months.map((m) => ({ ...m, season: s.label })));
  const index = all.findIndex((m) => m.month === month);
  if (index < 0) return {};
  return { previous: all[index - 1], next: all[index + 1] };
}

/** `month` (yyyy-MM) moved by `by` months. */
export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + number - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The weeks of a month (yyyy-MM) as rows of 7 days, Monday first; days outside the month are null. */
export function calendarWeeks(month: string): (string | null)[][] {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(year, number - 1, 1));
  const days = new Date(Date.UTC(year, number, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
