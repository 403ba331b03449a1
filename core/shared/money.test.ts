import { afterEach, describe, expect, it, vi } from "vitest";
import { bahtToSatang, CURRENCY, formatAmount, formatTHB, SATANG_PER_BAHT, satangToBaht } from "./money.ts";

describe("constants", () => {
  it("charges in Thai baht, 100 satang to the baht", () => {
    expect(CURRENCY).toBe("THB");
    expect(SATANG_PER_BAHT).toBe(100);
  });
});

/** Satang and the text formatTHB shows for them; formatAmount shows the same without the label. */
const THB_TEXTS: [number, string][] = [
  [1234567, "THB 12,346"],
  [0, "THB 0"],
  [1, "THB 0"],
  [49, "THB 0"],
  [50, "THB 1"],
  [100, "THB 1"],
  [99_900, "THB 999"],
  [100_000, "THB 1,000"],
  [99_999_950, "THB 1,000,000"],
  [1_234_500, "THB 12,345"],
  [1_234_549, "THB 12,345"],
  [1_234_550, "THB 12,346"],
  [4_500_000, "THB 45,000"],
  [123_456_789_00, "THB 123,456,789"],
  [Number.MAX_SAFE_INTEGER, "THB 90,071,992,547,410"],
];

/** As THB_TEXTS, for refunds and corrections: the minus goes before the label. */
const NEGATIVE_THB_TEXTS: [number, string][] = [
  [-1234567, "-THB 12,346"],
  [-150, "-THB 2"],
  [-149, "-THB 1"],
  [-100_000, "-THB 1,000"],
  [-49, "THB 0"],
];

describe("formatTHB (whole baht, thousands separators, currency label)", () => {
  it.each(THB_TEXTS)("%i satang -> %j", (satang, text) => {
    expect(formatTHB(satang)).toBe(text);
  });

  it.each(NEGATIVE_THB_TEXTS)("negative: %i satang -> %j", (satang, text) => {
    expect(formatTHB(satang)).toBe(text);
  });

  it("never shows a negative zero", () => {
    expect(formatTHB(-1)).toBe("THB 0");
    expect(formatTHB(-49)).toBe("THB 0");
    expect(formatTHB(-0)).toBe("THB 0");
  });

  it("uses an ordinary space after the label", () => {
    expect(formatTHB(100)).toBe(`${CURRENCY}\u0020${1}`);
  });

  it.each([[0.5], [12.34], [Number.NaN], [Number.POSITIVE_INFINITY], [Number.MAX_SAFE_INTEGER + 1]])(
    "throws a RangeError for %j, which is not whole satang",
    (satang) => {
      expect(() => formatTHB(satang)).toThrow(RangeError);
    },
  );
});

describe("formatAmount (as formatTHB, without the label)", () => {
  it.each([...THB_TEXTS, ...NEGATIVE_THB_TEXTS])("%i satang -> %j without the label", (satang, text) => {
    expect(formatAmount(satang)).toBe(text.replace(`${CURRENCY} `, ""));
  });

  it("rounds halves away from zero, both ways", () => {
    expect(formatAmount(250)).toBe("3");
    expect(formatAmount(-250)).toBe("-3");
    expect(formatAmount(350)).toBe("4");
    expect(formatAmount(-350)).toBe("-4");
  });

  it("agrees with formatTHB", () => {
    for (const satang of [0, 7, 1234567, 98_765_432_10, -1234567]) {
      expect(formatTHB(satang).replace(`${CURRENCY} `, "")).toBe(formatAmount(satang));
    }
  });

  it("throws a RangeError for fractional satang", () => {
    expect(() => formatAmount(1.5)).toThrow(RangeError);
  });
});

describe("formatting does not depend on the machine's locale", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it("still gives en-US separators when the default locale is German", async () => {
    const OriginalNumberFormat = Intl.NumberFormat;
    const originalToLocaleString = Number.prototype.toLocaleString;
    const orGerman = (locales: Intl.LocalesArgument) =>
      locales === undefined || (Array.isArray(locales) && locales.length === 0) ? "de-DE" : locales;
    /** Intl.NumberFormat as on a German machine: no locale asked for means "de-DE". */
    class GermanByDefault extends OriginalNumberFormat {
      constructor(locales?: Intl.LocalesArgument, options?: Intl.NumberFormatOptions) {
        super(orGerman(locales), options);
      }
    }
    vi.spyOn(Number.prototype, "toLocaleString").mockImplementation(function (
      this: number,
      locales?: Intl.LocalesArgument,
      options?: Intl.NumberFormatOptions,
    ) {
      return originalToLocaleString.call(this, orGerman(locales), options);
    });
    Intl.NumberFormat = GermanByDefault as typeof Intl.NumberFormat;
    try {
      // The stand-in machine locale is in force: default formatting now uses "." for thousands.
      expect(new Intl.NumberFormat().format(12346)).toBe("12.346");
      expect((12346).toLocaleString()).toBe("12.346");

      // A fresh copy of the module, built under the German default.
      vi.resetModules();
      const fresh = await import("./money.ts");
      expect(fresh.formatTHB(1234567)).toBe("THB 12,346");
      expect(fresh.formatAmount(-123456789)).toBe("-1,234,568");
    } finally {
      Intl.NumberFormat = OriginalNumberFormat;
    }
  });
});

describe("bahtToSatang", () => {
  it.each([
    [0, 0],
    [1, 100],
    [12345.67, 1234567],
    [0.01, 1],
    [0.1, 10],
    [0.29, 29],
    [1.1, 110],
    [4.35, 435],
    [1.15, 115],
    [12345, 1234500],
    [-12345.67, -1234567],
  ])("%d baht -> %i satang", (baht, satang) => {
    expect(bahtToSatang(baht)).toBe(satang);
  });

  it("rounds to the nearest satang, halves away from zero, free of binary error", () => {
    // 1.005 is stored as 1.00499999…; 1.005 * 100 would round down to 100.
    expect(bahtToSatang(1.005)).toBe(101);
    expect(bahtToSatang(-1.005)).toBe(-101);
    expect(bahtToSatang(2.675)).toBe(268);
    expect(bahtToSatang(0.004)).toBe(0);
    expect(bahtToSatang(0.005)).toBe(1);
    expect(bahtToSatang(-0.005)).toBe(-1);
    expect(bahtToSatang(12.3449)).toBe(1234);
  });

  it("handles numbers written in exponent form", () => {
    expect(bahtToSatang(1e-7)).toBe(0);
    expect(bahtToSatang(5e-3)).toBe(1);
    expect(bahtToSatang(1e10)).toBe(1e12);
  });

  it("never returns a negative zero", () => {
    expect(Object.is(bahtToSatang(-0.001), 0)).toBe(true);
    expect(Object.is(bahtToSatang(-0), 0)).toBe(true);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [Number.NEGATIVE_INFINITY], [1e20]])(
    "throws a RangeError for %d",
    (baht) => {
      expect(() => bahtToSatang(baht)).toThrow(RangeError);
    },
  );
});

describe("satangToBaht", () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [1234567, 12345.67],
    [-1234567, -12345.67],
    [100, 1],
  ])("%i satang -> %d baht", (satang, baht) => {
    expect(satangToBaht(satang)).toBe(baht);
  });

  it("round-trips with bahtToSatang", () => {
    for (const satang of [0, 1, 29, 435, 1234567, -99, 98_765_432_10]) {
      expect(bahtToSatang(satangToBaht(satang))).toBe(satang);
    }
  });

  it("throws a RangeError for fractional satang", () => {
    expect(() => satangToBaht(0.5)).toThrow(RangeError);
  });
});
