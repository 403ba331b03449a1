/**
 * Date rules shared by the browser and the server.
 *
 * - Spec: "Dates entered as dd/MM/yyyy and must parse to a real date" ({@link parseDayMonthYear}).
 * - Every instant shown on the site (trip departures, booking times) is shown in the operator's time zone,
 *   Asia/Bangkok (UTC+7, no daylight saving), whatever the zone of the server or of the visitor's browser
 *   (the `format*` functions).
 *
 * Month and day names are English and fixed here, not taken from the machine's locale. The Bangkok
 * fields of an instant are its UTC fields seven hours on ({@link inBangkok}): a booking's e-mail formats
 * three dates, a page of trip cards dozens, and date-fns with its time-zone dates had cost 43–54 µs a
 * date (docs/performance.md, "Dates without date-fns").
 */
import { MONTH_NAMES, SHORT_MONTH_NAMES, WEEKDAY_NAMES } from "./calendar-names.ts";

/** The operator's time zone (Phuket). All dates and times are shown in it. */
export const BANGKOK_TIME_ZONE = "Asia/Bangkok";

/** An instant as the formatters accept it: a Date, an ISO 8601 string, or milliseconds since the epoch. */
export type DateInput = Date | string | number;

/**
 * The typed form: one- or two-digit day and month, a four-digit year, separated by slashes, nothing
 * else ("01/02/26" is not the year 26 AD).
 */
const DAY_MONTH_YEAR_SHAPE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * Spec: "Dates entered as dd/MM/yyyy and must parse to a real date".
 *
 * Returns the calendar day as a Date at **UTC midnight** of that day (so `toISOString().slice(0, 10)` gives
 * the day back, whatever the machine's time zone), or `null` when the input is not a real date in that form.
 *
 * Decisions where the rule is open:
 * - white space around the value is ignored (" 01/02/2026 " is accepted);
 * - a one-digit day or month is accepted ("1/2/2026" is 1 February 2026), because it is unambiguous and
 *   people type it; the year must have exactly four digits ("01/02/26" is rejected);
 * - anything else is rejected: impossible days ("31/02/2026", "29/02/2027", "00/01/2026"), month 13, year 0000,
 *   other orders or separators ("2026-01-01", "01-02-2026"), trailing or leading characters ("01/02/2026x").
 */
export function parseDayMonthYear(input: string): Date | null {
  const match = DAY_MONTH_YEAR_SHAPE.exec(input.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1) return null; // there is no year 0 (1 BC is followed by 1 AD)
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : null;
}

/**
 * {@link parseDayMonthYear}, giving the day as an ISO 8601 calendar date ("yyyy-MM-dd", as stored in the
 * database), or `null` when the input is not a real dd/MM/yyyy date.
 */
export function parseDayMonthYearToIso(input: string): string | null {
  const day = parseDayMonthYear(input);
  return day === null ? null : isoDay(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate());
}

const two = (n: number) => String(n).padStart(2, "0");
const four = (n: number) => String(n).padStart(4, "0");
const isoDay = (year: number, month: number, day: number) => `${four(year)}-${two(month)}-${two(day)}`;

/** The calendar fields of an instant in Bangkok. */
type BangkokFields = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
};

/**
 * Bangkok has kept UTC+7 without daylight saving since 1 April 1920 (the time-zone database's
 * Asia/Bangkok), so the fields of any later instant are the UTC fields seven hours on: plain arithmetic,
 * which a browser does without loading time-zone data (building an `Intl.DateTimeFormat` with a time
 * zone cost a phone's first page a main-thread task of its own, docs/performance.md "Lighthouse").
 */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
/** Midnight of 1 April 1920 in Bangkok Mean Time (UTC+6:42:04), when the clocks moved on to UTC+7. */
const BANGKOK_SINCE = Date.UTC(1920, 2, 31, 17, 17, 56);

/** Earlier instants (a mistyped year, say) ask the platform's time-zone data, built on first use. */
let olderInstantsFormat: Intl.DateTimeFormat | undefined;

function inBangkokBefore1920(instant: number): Omit<BangkokFields, "weekday"> {
  olderInstantsFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: BANGKOK_TIME_ZONE,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    hourCycle: "h23",
  });
  const fields = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const part of olderInstantsFormat.formatToParts(instant)) {
    if (part.type in fields) fields[part.type as keyof typeof fields] = Number(part.value);
  }
  return fields;
}

/** The instant's fields in Bangkok; throws a RangeError naming the value when it is not a valid instant. */
function inBangkok(value: DateInput): BangkokFields {
  const instant = value instanceof Date ? value.getTime() : new Date(value).getTime();
  if (Number.isNaN(instant)) throw new RangeError(`Not a valid date: ${String(value)}`);
  if (instant < BANGKOK_SINCE) {
    const fields = inBangkokBefore1920(instant);
    // The weekday of the Bangkok calendar day, from the day alone (no names from the platform).
    const calendarDay = new Date(0);
    calendarDay.setUTCFullYear(fields.year, fields.month - 1, fields.day);
    return { ...fields, weekday: calendarDay.getUTCDay() };
  }
  const local = new Date(instant + BANGKOK_OFFSET_MS);
  if (Number.isNaN(local.getTime())) throw new RangeError(`Not a valid date: ${String(value)}`);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    weekday: local.getUTCDay(),
  };
}

/** English ordinal suffix of a day of the month: 1st, 2nd, 3rd, 4th, 11th–13th, 21st, 22nd, 23rd, 31st. */
function ordinal(day: number): string {
  if (day >= 11 && day <= 13) return `${day}th`;
  const suffix = { 1: "st", 2: "nd", 3: "rd" }[day % 10] ?? "th";
  return `${day}${suffix}`;
}

/**
 * The day in Bangkok as dd/MM/yyyy, e.g. "21/11/2026" (the same form dates are typed in).
 *
 * Like every formatter here it takes a Date, an ISO 8601 string or epoch milliseconds, and throws a
 * RangeError for a value that is not a valid instant (a bug upstream, not something to show).
 * A string without an offset is read as JavaScript reads it: a date-only string ("2026-11-21") as UTC
 * midnight, a date-time without offset as machine-local time; so pass full ISO strings with "Z" or an offset.
 */
export function formatDate(value: DateInput): string {
  const { year, month, day } = inBangkok(value);
  return `${two(day)}/${two(month)}/${four(year)}`;
}

/** The day in Bangkok, short and unambiguous: "21 Nov 2026", "1 Nov 2026" (day without a leading zero). */
export function formatShort(value: DateInput): string {
  const { year, month, day } = inBangkok(value);
  return `${day} ${SHORT_MONTH_NAMES[month - 1]} ${four(year)}`;
}

/** Day and 24-hour time in Bangkok: "21/11/2026 14:05". */
export function formatDateTime(value: DateInput): string {
  const { year, month, day, hour, minute } = inBangkok(value);
  return `${two(day)}/${two(month)}/${four(year)} ${two(hour)}:${two(minute)}`;
}

/** The weekday in Bangkok, in full: "Saturday". */
export function formatDay(value: DateInput): string {
  return WEEKDAY_NAMES[inBangkok(value).weekday]!;
}

/** The month in Bangkok, in full: "November". */
export function formatMonth(value: DateInput): string {
  return MONTH_NAMES[inBangkok(value).month - 1]!;
}

/** The year in Bangkok, four digits: "2026". */
export function formatYear(value: DateInput): string {
  return four(inBangkok(value).year);
}

/**
 * The day of the month with its English ordinal suffix, then the month, in Bangkok: "1st November",
 * "2nd November", "3rd November", "4th November", "11th November", "12th November", "13th November",
 * "21st November", "22nd November", "23rd November", "31st October".
 */
export function formatDayMonth(value: DateInput): string {
  const { month, day } = inBangkok(value);
  return `${ordinal(day)} ${MONTH_NAMES[month - 1]}`;
}

/** The Bangkok calendar day of an instant as yyyy-MM-dd, the form days are stored and compared in. */
export function formatIsoDay(value: DateInput): string {
  const { year, month, day } = inBangkok(value);
  return isoDay(year, month, day);
}
