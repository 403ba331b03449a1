/**
 * What is wrong with a date typed dd/MM/yyyy, in words a guest understands (spec: "Dates entered as
 * dd/MM/yyyy and must parse to a real date"). The shape is {@link parseDayMonthYear}'s; this says which
 * part fails, so "31/02/1990" reads "31 February 1990 does not exist" rather than a reminder of the
 * format it was typed in.
 */
import { MONTH_NAMES } from "./calendar-names.ts";
import { parseDayMonthYear } from "./dates.ts";

const SHAPE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * `null` for a real date; otherwise the message. `what` names the date in the sentence ("the date of
 * birth"), `example` is a date written the right way.
 */
export function dayMonthYearProblem(value: string, what: string, example = "14/03/1990"): string | null {
  const text = value.trim();
  if (text === "") return `Enter ${what}, e.g. ${example}`;
  const match = SHAPE.exec(text);
  if (!match) return `Write ${what} as day/month/year, e.g. ${example}`;
  if (parseDayMonthYear(text) !== null) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12) return `There is no month ${month}: write ${what} as day/month/year`;
  if (year < 1) return `There is no year 0: check the year of ${what}`;
  if (day < 1) return `There is no day 0: check the day of ${what}`;
  return `${day} ${MONTH_NAMES[month - 1]} ${year} does not exist`;
}
