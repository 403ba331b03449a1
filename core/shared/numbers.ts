/**
 * Whole numbers as the site writes them: a comma between each group of three digits, as en-US does
 * ("12,346"), never the machine's or the browser's locale, so the server's HTML and the browser's render
 * agree and a German visitor still sees "12,346".
 *
 * Written out rather than asked of `Intl.NumberFormat` or `toLocaleString`: the first such formatter a
 * page builds loads the platform's locale data, which cost a phone's first page a main-thread task of
 * its own (about 100 ms at Lighthouse's 4× slowdown, docs/performance.md "Lighthouse") for a few commas.
 */
export function groupThousands(whole: number): string {
  if (!Number.isSafeInteger(whole)) throw new RangeError(`Not a whole number: ${whole}`);
  const digits = String(Math.abs(whole));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return whole < 0 ? `-${grouped}` : grouped;
}
