/**
 * Calendar arithmetic on Bangkok dates (yyyy-MM-dd) for departures: nights between two days, a day
 * plus some days, and the days of a weekly series. Done on UTC midnights, so no time zone or daylight
 * saving can move a day (Bangkok has none, but the server's machine might).
 */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Whether the text is a real calendar date written yyyy-MM-dd ("2026-02-30" is not). */
export function isIsoDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

function toUtc(day: string): number {
  if (!isIsoDay(day)) throw new RangeError(`Not a yyyy-MM-dd date: ${day}`);
  return Date.parse(`${day}T00:00:00Z`);
}

const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  return new Date(toUtc(day)).getUTCDay();
}

/** Every day on `weekday` from `from` to `to`, both ends included, in order. */
export function weeklyDays(from: string, to: string, weekday: number): string[] {
  if (!Number.isInteger(weekday) || weekday < 0 || weekday > 6) {
    throw new RangeError(`Weekday must be 0 (Sunday) to 6 (Saturday), got ${weekday}`);
  }
  const start = toUtc(from);
  const end = toUtc(to);
  const days: string[] = [];
  const firstOffset = (weekday - new Date(start).getUTCDay() + 7) % 7;
  for (let at = start + firstOffset * DAY_MS; at <= end; at += 7 * DAY_MS) days.push(fromUtc(at));
  return days;
}

/**
 * Whether two stays of one boat overlap: they share a night. A boat back in the morning may sail
 * again that evening, so one stay ending on the day the next begins is no overlap.
 */
export function staysOverlap(
  a: { departure: string; returnDate: string },
  b: { departure: string; returnDate: string },
): boolean {
  return a.departure < b.returnDate && b.departure < a.returnDate;
}
