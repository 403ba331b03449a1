/**
 * Date rules shared by the browser and the server.
 *
 * - Spec: "Dates entered as dd/MM/yyyy and must parse to a real date" ({@link parseDayMonthYear}).
 * - Every instant shown on the site (trip departures, booking times) is shown in the operator's time zone,
 *   Asia/Bangkok (UTC+7, no daylight saving), whatever the zone of the server or of the visitor's browser
 *   (the `format*` functions).
 *
 * Month and day names come from date-fns's built-in English locale, not from the machine's locale.
 */
import { type TZDate, tz } from "@date-fns/tz";
import { format, isValid, parse } from "date-fns";

/** The operator's time zone (Phuket). All dates and times are shown in it. */
export const BANGKOK_TIME_ZONE = "Asia/Bangkok";

/** The pattern dates are typed in, in date-fns notation. */
export const DAY_MONTH_YEAR_PATTERN = "dd/MM/yyyy";

/** An instant as the formatters accept it: a Date, an ISO 8601 string, or milliseconds since the epoch. */
export type DateInput = Date | string | number;

/**
 * Shape check made before date-fns parses: one- or two-digit day and month, a four-digit year, separated by
 * slashes, nothing else. date-fns alone would accept "01/02/26" as the year 26 AD.
 */
const DAY_MONTH_YEAR_SHAPE = /^\d{1,2}\/\d{1,2}\/\d{4}$/;

const inUtc = tz("UTC");
const inBangkok = tz(BANGKOK_TIME_ZONE);

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
 * - anything else is rejected: impossible days ("31/02/2026", "29/02/2027", "00/01/2026"), month 13,
 *   other orders or separators ("2026-01-01", "01-02-2026"), trailing or leading characters ("01/02/2026x").
 */
export function parseDayMonthYear(input: string): Date | null {
  const text = input.trim();
  if (!DAY_MONTH_YEAR_SHAPE.test(text)) return null;
  const parsed = parse(text, DAY_MONTH_YEAR_PATTERN, new Date(0), { in: inUtc });
  return isValid(parsed) ? new Date(parsed.getTime()) : null;
}

/**
 * {@link parseDayMonthYear}, giving the day as an ISO 8601 calendar date ("yyyy-MM-dd", as stored in the
 * database), or `null` when the input is not a real dd/MM/yyyy date.
 */
export function parseDayMonthYearToIso(input: string): string | null {
  const day = parseDayMonthYear(input);
  return day === null ? null : format(day, "yyyy-MM-dd", { in: inUtc });
}

/** The instant in the Bangkok zone; throws a RangeError naming the value when it is not a valid instant. */
function inBangkokZone(value: DateInput): TZDate {
  const zoned = inBangkok(value);
  if (!isValid(zoned)) throw new RangeError(`Not a valid date: ${String(value)}`);
  return zoned;
}

function formatInBangkok(value: DateInput, pattern: string): string {
  return format(inBangkokZone(value), pattern);
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
  return formatInBangkok(value, "dd/MM/yyyy");
}

/** The day in Bangkok, short and unambiguous: "21 Nov 2026", "1 Nov 2026" (day without a leading zero). */
export function formatShort(value: DateInput): string {
  return formatInBangkok(value, "d MMM yyyy");
}

/** Day and 24-hour time in Bangkok: "21/11/2026 14:05". */
export function formatDateTime(value: DateInput): string {
  return formatInBangkok(value, "dd/MM/yyyy HH:mm");
}

/** The weekday in Bangkok, in full: "Saturday". */
export function formatDay(value: DateInput): string {
  return formatInBangkok(value, "EEEE");
}

/** The month in Bangkok, in full: "November". */
export function formatMonth(value: DateInput): string {
  return formatInBangkok(value, "MMMM");
}

/** The year in Bangkok, four digits: "2026". */
export function formatYear(value: DateInput): string {
  return formatInBangkok(value, "yyyy");
}

/**
 * The day of the month with its English ordinal suffix, then the month, in Bangkok: "1st November",
 * "2nd November", "3rd November", "4th November", "11th November", "12th November", "13th November",
 * "21st November", "22nd November", "23rd November", "31st October".
 */
export function formatDayMonth(value: DateInput): string {
  return formatInBangkok(value, "do MMMM");
}
