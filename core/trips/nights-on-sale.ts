/**
 * How the site names the length of the trips it sells, from the departures actually on sale: "4-night
 * trips", "3- and 5-night trips", "3- to 5-night trips". The home page says this instead of a fixed
 * length, so the text stays true as departures of other lengths are added or sell out.
 */

/** The phrase for these lengths (nights, in any order, repeats allowed); null when none is on sale. */
export function nightsOnSaleText(nights: readonly number[]): string | null {
  const lengths = [...new Set(nights)].filter((n) => Number.isInteger(n) && n > 0).sort((a, b) => a - b);
  if (lengths.length === 0) return null;
  const shortest = lengths[0]!;
  const longest = lengths.at(-1)!;
  if (lengths.length === 1) return `${shortest}-night trips`;
  if (lengths.length === 2) return `${shortest}- and ${longest}-night trips`;
  return `${shortest}- to ${longest}-night trips`;
}
