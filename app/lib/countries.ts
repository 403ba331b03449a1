/**
 * The countries of the country picker (spec §3 Country: name, two-letter code): every ISO 3166-1
 * country by its English name, from `i18n-iso-countries` with only its English locale registered.
 * Codes are lowercase (spec §3 User: countryCode).
 */
import * as isoCountries from "i18n-iso-countries";
import english from "i18n-iso-countries/langs/en.json";

type IsoCountries = typeof isoCountries;
// A CommonJS package: under Node's ESM loader (the server render) its functions sit on `default`.
const library: IsoCountries = (isoCountries as unknown as { default?: IsoCountries }).default ?? isoCountries;
library.registerLocale(english);

export type Country = {
  /** Lowercase ISO 3166-1 alpha-2, e.g. "th". */
  code: string;
  /** The English name, e.g. "Thailand". */
  name: string;
  /** Other English names it is known by ("UK", "USA", "Russia"), matched by the search too. */
  aliases: readonly string[];
};

function byName(a: Country, b: Country): number {
  return a.name.localeCompare(b.name, "en");
}

export const COUNTRIES: readonly Country[] = Object.entries(library.getNames("en", { select: "all" }))
  .map(([code, names]) => ({ code: code.toLowerCase(), name: names[0] ?? code, aliases: names.slice(1) }))
  .sort(byName);

const byCode = new Map(COUNTRIES.map((country) => [country.code, country]));

/** The country with this code (either case), if it is one. */
export function countryByCode(code: string | null | undefined): Country | undefined {
  return code ? byCode.get(code.toLowerCase()) : undefined;
}

/** Lower case without accents, so "cote" finds "Côte d'Ivoire". */
export function foldText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();
}

/**
 * The countries matching a search, best first: names starting with it, then names with a word
 * starting with it, then names containing it (aliases count as names). An empty search lists all.
 */
export function searchCountries(query: string, countries: readonly Country[] = COUNTRIES): Country[] {
  const q = foldText(query);
  if (!q) return [...countries];
  const rank = (country: Country): number => {
    let best = 3;
    for (const name of [country.name, ...country.aliases]) {
      const folded = foldText(name);
      if (folded.startsWith(q)) return 0;
      if (folded.split(/[\s,().'-]+/).some((word) => word.startsWith(q))) best = Math.min(best, 1);
      else if (folded.includes(q)) best = Math.min(best, 2);
    }
    return best;
  };
  return countries
    .map((country) => ({ country, rank: rank(country) }))
    .filter((entry) => entry.rank < 3)
    .sort((a, b) => a.rank - b.rank || byName(a.country, b.country))
    .map((entry) => entry.country);
}
