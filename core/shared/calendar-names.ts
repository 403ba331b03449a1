/**
 * English month and weekday names, fixed here rather than taken from the machine's or the browser's
 * locale, so a page reads the same on the server and in every visitor's browser. Shared by the date
 * formatters (dates.ts), the trip screens' date ranges (app/lib/trip-format.ts) and the weekly series
 * form (app/routes/admin/trip-form.tsx).
 */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "Jan" … "Dec". */
export const SHORT_MONTH_NAMES = MONTH_NAMES.map((name) => name.slice(0, 3));

/** Sunday first, as `Date.prototype.getUTCDay` counts. */
export const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;
