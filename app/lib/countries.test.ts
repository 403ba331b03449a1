import { describe, expect, it } from "vitest";
import { COUNTRIES, countryByCode, foldText, searchCountries } from "./countries.ts";

describe("countries", () => {
  it("lists every country once by English name, sorted, with lowercase codes", () => {
    expect(COUNTRIES.length).toBeGreaterThan(240);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(COUNTRIES.every((c) => /^[a-z]{2}$/.test(c.code))).toBe(true);
    expect(countryByCode("TH")?.name).toBe("Thailand");
    expect(countryByCode("de")?.name).toBe("Germany");
    expect(countryByCode("zz")).toBeUndefined();
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("searches names and aliases, best matches first, ignoring case and accents", () => {
    expect(searchCountries("thai")[0]?.code).toBe("th");
    expect(searchCountries("UK").map((c) => c.code)).toContain("gb");
    expect(searchCountries("usa")[0]?.code).toBe("us");
    expect(searchCountries("cote")[0]?.code).toBe("ci");
    expect(searchCountries("zealand")[0]?.code).toBe("nz");
    expect(searchCountries("qqqq")).toEqual([]);
    expect(searchCountries("  ")).toEqual(COUNTRIES);
  });

  it("folds text for comparison", () => {
    expect(foldText("  Åland ")).toBe("aland");
  });
});
