import { tz } from "@date-fns/tz";
import { format as dfFormat, isValid, parse as dfParse } from "date-fns";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import {
  BANGKOK_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatDay,
  formatDayMonth,
  formatIsoDay,
  formatMonth,
  formatShort,
  formatYear,
  parseDayMonthYear,
  parseDayMonthYearToIso,
} from "./dates.ts";

/** Runs `fn` with the process in another time zone (Node applies a change of process.env.TZ at once). */
function inProcessTimeZone<T>(timeZone: string, fn: () => T): T {
  const saved = process.env.TZ;
  process.env.TZ = timeZone;
  try {
    return fn();
  } finally {
    process.env.TZ = saved;
  }
}

afterEach(() => {
  expect(process.env.TZ).toBe("UTC");
});

describe("BANGKOK_TIME_ZONE", () => {
  it("is the IANA name of the operator's zone", () => {
    expect(BANGKOK_TIME_ZONE).toBe("Asia/Bangkok");
  });
});

describe("parseDayMonthYear (spec: dates entered as dd/MM/yyyy must parse to a real date)", () => {
  it("the tests run with the process in UTC, and the zone switch used below takes effect", () => {
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(0);
    expect(inProcessTimeZone("America/Los_Angeles", () => new Date(2026, 0, 1).getTimezoneOffset())).toBe(
      480,
    );
    expect(inProcessTimeZone("Asia/Bangkok", () => new Date(2026, 0, 1).getTimezoneOffset())).toBe(-420);
  });

  it.each([
    ["21/11/2026", "2026-11-21"],
    ["01/01/2026", "2026-01-01"],
    ["31/12/2026", "2026-12-31"],
    ["29/02/2028", "2028-02-29"],
    ["29/02/2000", "2000-02-29"],
    ["31/01/2026", "2026-01-31"],
    ["30/04/2026", "2026-04-30"],
  ])("reads %j as %s at UTC midnight", (input, day) => {
    const date = parseDayMonthYear(input);
    expect(date).toBeInstanceOf(Date);
    expect(date?.toISOString()).toBe(`${day}T00:00:00.000Z`);
  });

  it("returns a plain Date, not a time-zoned subclass", () => {
    expect(parseDayMonthYear("21/11/2026")?.constructor).toBe(Date);
  });

  it("accepts a one-digit day or month", () => {
    expect(parseDayMonthYear("1/2/2026")?.toISOString()).toBe("2026-02-01T00:00:00.000Z");
    expect(parseDayMonthYear("01/2/2026")?.toISOString()).toBe("2026-02-01T00:00:00.000Z");
    expect(parseDayMonthYear("1/02/2026")?.toISOString()).toBe("2026-02-01T00:00:00.000Z");
  });

  it("ignores white space around the value", () => {
    expect(parseDayMonthYear("  21/11/2026\n")?.toISOString()).toBe("2026-11-21T00:00:00.000Z");
  });

  it.each([
    ["31/02/2026", "no 31 February"],
    ["30/02/2028", "no 30 February, even in a leap year"],
    ["29/02/2026", "2026 is not a leap year"],
    ["29/02/1900", "1900 is not a leap year"],
    ["31/04/2026", "April has 30 days"],
    ["00/01/2026", "day zero"],
    ["01/00/2026", "month zero"],
    ["32/01/2026", "day 32"],
    ["01/13/2026", "month 13"],
    ["12/31/2026", "month/day order"],
    ["2026-01-01", "ISO order"],
    ["2026/01/01", "year first"],
    ["01-02-2026", "hyphens"],
    ["01.02.2026", "dots"],
    ["01 02 2026", "spaces"],
    ["01/02/26", "two-digit year"],
    ["01/02/202", "three-digit year"],
    ["01/02/20261", "five-digit year"],
    ["001/02/2026", "three-digit day"],
    ["01/02/2026x", "trailing junk"],
    ["01/02/2026 10:00", "a time after the date"],
    ["x01/02/2026", "leading junk"],
    ["01//02/2026", "double separator"],
    ["+1/02/2026", "sign"],
    ["١/٢/٢٠٢٦", "non-ASCII digits"],
    ["Nov 21 2026", "words"],
    ["", "empty"],
    ["   ", "blank"],
  ])("rejects %j (%s)", (input) => {
    expect(parseDayMonthYear(input)).toBeNull();
  });

  it("gives the same day whatever the process time zone", () => {
    for (const zone of ["Asia/Bangkok", "America/Los_Angeles", "Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
      const date = inProcessTimeZone(zone, () => parseDayMonthYear("21/11/2026"));
      expect(date?.toISOString()).toBe("2026-11-21T00:00:00.000Z");
    }
  });
});

describe("parseDayMonthYearToIso", () => {
  it.each([
    ["21/11/2026", "2026-11-21"],
    ["1/2/2026", "2026-02-01"],
    ["29/02/2028", "2028-02-29"],
    [" 05/06/2027 ", "2027-06-05"],
  ])("%j -> %j", (input, iso) => {
    expect(parseDayMonthYearToIso(input)).toBe(iso);
  });

  it.each(["31/02/2026", "2026-01-01", "01/02/2026x", ""])("gives null for %j", (input) => {
    expect(parseDayMonthYearToIso(input)).toBeNull();
  });

  it("does not depend on the process time zone", () => {
    expect(inProcessTimeZone("America/Los_Angeles", () => parseDayMonthYearToIso("01/01/2026"))).toBe(
      "2026-01-01",
    );
    expect(inProcessTimeZone("Pacific/Kiritimati", () => parseDayMonthYearToIso("31/12/2026"))).toBe(
      "2026-12-31",
    );
  });
});

describe("formatters show the instant in Bangkok (UTC+7)", () => {
  // 18:30 UTC on Saturday 21 November 2026 is 01:30 on Sunday 22 November in Bangkok.
  const lateEveningUtc = "2026-11-21T18:30:00Z";
  // 07:05 UTC is 14:05 the same day in Bangkok.
  const afternoon = "2026-11-21T07:05:00Z";

  // Each formatter, with the Bangkok reading it must give for a few instants.
  const formatterReadings: {
    rule: string;
    format: (instant: string) => string;
    readings: [string, string][];
  }[] = [
    {
      rule: "formatDate: dd/MM/yyyy of the Bangkok day",
      format: formatDate,
      readings: [
        [afternoon, "21/11/2026"],
        [lateEveningUtc, "22/11/2026"],
        ["2026-02-01T05:00:00Z", "01/02/2026"],
      ],
    },
    {
      rule: "formatShort: day without leading zero, short month, year",
      format: formatShort,
      readings: [
        [afternoon, "21 Nov 2026"],
        [lateEveningUtc, "22 Nov 2026"],
        ["2026-11-01T05:00:00Z", "1 Nov 2026"],
      ],
    },
    {
      rule: "formatDateTime: dd/MM/yyyy HH:mm, 24-hour",
      format: formatDateTime,
      readings: [
        [afternoon, "21/11/2026 14:05"],
        [lateEveningUtc, "22/11/2026 01:30"],
        ["2026-11-21T17:00:00Z", "22/11/2026 00:00"],
        ["2026-11-21T16:59:00Z", "21/11/2026 23:59"],
      ],
    },
    {
      rule: "formatDay: the full weekday",
      format: formatDay,
      readings: [
        [afternoon, "Saturday"],
        [lateEveningUtc, "Sunday"],
      ],
    },
    {
      rule: "formatMonth: the full month",
      format: formatMonth,
      readings: [
        [afternoon, "November"],
        ["2026-11-30T17:00:00Z", "December"],
      ],
    },
    {
      rule: "formatYear: four digits",
      format: formatYear,
      readings: [
        [afternoon, "2026"],
        ["2026-12-31T17:00:00Z", "2027"],
        ["2026-12-31T16:59:59Z", "2026"],
      ],
    },
    {
      rule: "formatDayMonth: ordinal day and full month",
      format: formatDayMonth,
      readings: [
        [afternoon, "21st November"],
        [lateEveningUtc, "22nd November"],
      ],
    },
  ];
  for (const { rule, format, readings } of formatterReadings) {
    it(rule, () => {
      for (const [instant, text] of readings) expect(format(instant), instant).toBe(text);
    });
  }

  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [9, "9th"],
    [10, "10th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [14, "14th"],
    [20, "20th"],
    [21, "21st"],
    [22, "22nd"],
    [23, "23rd"],
    [24, "24th"],
    [30, "30th"],
    [31, "31st"],
  ])("formatDayMonth: day %i of October is %s", (day, ordinal) => {
    // Noon in Bangkok on that day.
    const instant = `2026-10-${String(day).padStart(2, "0")}T05:00:00Z`;
    expect(formatDayMonth(instant)).toBe(`${ordinal} October`);
  });

  it("accepts a Date, an ISO string and epoch milliseconds alike", () => {
    const date = new Date(lateEveningUtc);
    for (const value of [date, lateEveningUtc, date.getTime(), "2026-11-22T01:30:00+07:00"]) {
      expect(formatDateTime(value)).toBe("22/11/2026 01:30");
    }
  });

  it("reads a date-only ISO string as UTC midnight, which is 07:00 the same day in Bangkok", () => {
    expect(formatDateTime("2026-11-21")).toBe("21/11/2026 07:00");
  });

  it("does not change the Date it is given", () => {
    const date = new Date(lateEveningUtc);
    formatDate(date);
    formatDayMonth(date);
    expect(date.toISOString()).toBe("2026-11-21T18:30:00.000Z");
  });

  it("gives the same text whatever the process time zone", () => {
    for (const zone of ["America/Los_Angeles", "Europe/London", "Pacific/Kiritimati", "Asia/Bangkok"]) {
      inProcessTimeZone(zone, () => {
        expect(formatDateTime(lateEveningUtc)).toBe("22/11/2026 01:30");
        expect(formatDay(lateEveningUtc)).toBe("Sunday");
        expect(formatDayMonth(lateEveningUtc)).toBe("22nd November");
      });
    }
  });

  it("Bangkok has no daylight saving: the offset is +7 in January and in July", () => {
    expect(formatDateTime("2026-01-15T00:00:00Z")).toBe("15/01/2026 07:00");
    expect(formatDateTime("2026-07-15T00:00:00Z")).toBe("15/07/2026 07:00");
  });

  it.each([["not a date"], [""], [Number.NaN], [new Date(Number.NaN)]])(
    "throws a RangeError for an invalid instant (%j)",
    (value) => {
      for (const format of [
        formatDate,
        formatShort,
        formatDateTime,
        formatDay,
        formatMonth,
        formatYear,
        formatDayMonth,
      ]) {
        expect(() => format(value)).toThrow(RangeError);
      }
    },
  );

  it("round-trips with parseDayMonthYear for days typed in", () => {
    const day = parseDayMonthYear("21/11/2026");
    expect(day).not.toBeNull();
    // UTC midnight is 07:00 in Bangkok, still the same calendar day.
    expect(formatDate(day!)).toBe("21/11/2026");
  });
});

/**
 * The formatters and the parser were written on date-fns (with @date-fns/tz) until they became a
 * hot path (a booking's e-mail, every trip card); date-fns is kept as the oracle they must agree with.
 */
describe("agreement with date-fns, the former implementation", () => {
  const zoned = tz(BANGKOK_TIME_ZONE);
  const instants = fc.date({
    min: new Date("1921-01-01T00:00:00Z"),
    max: new Date("2200-12-31T23:59:59Z"),
    noInvalidDate: true,
  });
  const patterns: [string, (value: Date) => string][] = [
    ["dd/MM/yyyy", formatDate],
    ["d MMM yyyy", formatShort],
    ["dd/MM/yyyy HH:mm", formatDateTime],
    ["EEEE", formatDay],
    ["MMMM", formatMonth],
    ["yyyy", formatYear],
    ["do MMMM", formatDayMonth],
    ["yyyy-MM-dd", formatIsoDay],
  ];

  it.each(patterns)(
    "formats %s as date-fns does in Bangkok, for any instant from 1921 to 2200",
    (pattern, ours) => {
      fc.assert(
        fc.property(instants, (instant) => {
          expect(ours(instant)).toBe(dfFormat(zoned(instant), pattern));
        }),
        { numRuns: 2000 },
      );
    },
  );

  it("formats instants before and around Bangkok's move to UTC+7 in 1920 as the time-zone data has them", () => {
    const switchOver = Date.UTC(1920, 2, 31, 17, 17, 56);
    const around = [-60_000, -1, 0, 1, 60_000, 7 * 3_600_000].map((offset) => switchOver + offset);
    const older = fc.sample(
      fc.date({
        min: new Date("1800-01-01T00:00:00Z"),
        max: new Date("1921-01-01T00:00:00Z"),
        noInvalidDate: true,
      }),
      500,
    );
    for (const instant of [...around.map((ms) => new Date(ms)), ...older]) {
      for (const [pattern, ours] of patterns) {
        expect(ours(instant)).toBe(dfFormat(zoned(instant), pattern));
      }
    }
  });

  it("formats the instants either side of every Bangkok midnight of 2026 as date-fns does", () => {
    for (let day = 0; day < 365; day++) {
      const midnight = Date.UTC(2026, 0, 1) - 7 * 3_600_000 + day * 86_400_000;
      for (const instant of [midnight - 1, midnight, midnight + 1]) {
        for (const [pattern, ours] of patterns) {
          expect(ours(new Date(instant))).toBe(dfFormat(zoned(instant), pattern));
        }
      }
    }
  });

  it("parses any d/M/yyyy-shaped text as date-fns does (a real day or null)", () => {
    const utc = tz("UTC");
    const typed = fc
      .tuple(
        fc.integer({ min: 0, max: 39 }),
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 0, max: 9999 }),
      )
      .chain(([day, month, year]) =>
        fc.tuple(fc.boolean(), fc.boolean()).map(([padDay, padMonth]) => {
          const d = padDay ? String(day).padStart(2, "0") : String(day);
          const m = padMonth ? String(month).padStart(2, "0") : String(month);
          return `${d}/${m}/${String(year).padStart(4, "0")}`;
        }),
      );
    fc.assert(
      fc.property(typed, (text) => {
        const parsed = dfParse(text, "dd/MM/yyyy", new Date(0), { in: utc });
        const expected = isValid(parsed) ? new Date(parsed.getTime()).toISOString() : null;
        expect(parseDayMonthYear(text)?.toISOString() ?? null).toBe(expected);
      }),
      { numRuns: 5000 },
    );
  });
});
