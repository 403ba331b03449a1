/**
 * The dashboard's periods in Bangkok calendar terms, from the injected clock's instant: today, this
 * month, this season (core/trips/seasons.ts: the season being sold, 1 October to 31 May), the season's
 * months (`yyyy-MM`) and the next weeks. Each period is a half-open range of instants [from, to), so a
 * payment at 2026-11-30T18:00Z (01:00 on 1 December in Bangkok) counts in December.
 */
import { departureInstant } from "../bookings/booking-money.ts";
import { bangkokToday, currentSeason } from "../trips/seasons.ts";
import { addDays } from "../trips/trip-dates.ts";

export type Period = { from: Date; to: Date };

export type DashboardPeriods = {
  /** Today's Bangkok date, yyyy-MM-dd. */
  today: string;
  day: Period;
  month: Period;
  season: Period & { label: string; opens: string; closes: string };
  /** The season's months, yyyy-MM, first to last. */
  months: string[];
  /** The last day (exclusive) of the occupancy chart's window, yyyy-MM-dd. */
  occupancyUntil: string;
};

/** Weeks ahead the occupancy chart covers. */
export const OCCUPANCY_WEEKS = 8;

/** The first day of the month after `yyyy-MM`. */
function nextMonth(month: string): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
}

export function dashboardPeriods(now: Date): DashboardPeriods {
  const today = bangkokToday(now);
  const thisMonth = today.slice(0, 7);
  const season = currentSeason(today);
  const months: string[] = [];
  for (let month = season.opens.slice(0, 7); month <= season.closes.slice(0, 7); month = nextMonth(month)) {
    months.push(month);
  }
  return {
    today,
    day: { from: departureInstant(today), to: departureInstant(addDays(today, 1)) },
    month: { from: departureInstant(`${thisMonth}-01`), to: departureInstant(`${nextMonth(thisMonth)}-01`) },
    season: {
      label: season.label,
      opens: season.opens,
      closes: season.closes,
      from: departureInstant(season.opens),
      to: departureInstant(addDays(season.closes, 1)),
    },
    months,
    occupancyUntil: addDays(today, OCCUPANCY_WEEKS * 7),
  };
}
