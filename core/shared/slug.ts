/**
 * Spec: "Slug from a name: remove characters other than word characters, ampersand, space and hyphen;
 * replace spaces with hyphens; lower-case."
 */

/**
 * Turns a name into the slug used in page addresses (e.g. `/dive-site/richelieu-rock`), applying the spec's
 * three steps in order and nothing more:
 *
 * 1. remove every character other than a word character (`A-Z a-z 0-9 _`, as JavaScript's `\w`),
 *    an ampersand, a space (U+0020) or a hyphen;
 * 2. replace each space with a hyphen (so two spaces give two hyphens, and a leading or trailing space
 *    gives a leading or trailing hyphen; callers should trim the name, as the form schemas do);
 * 3. lower-case.
 *
 * Consequences of following the rule literally: accented and other non-ASCII letters are removed
 * ("Café" becomes "caf"), tabs and line breaks are removed rather than turned into hyphens, and "&" is kept
 * ("Koh Bon & Koh Tachai" becomes "koh-bon-&-koh-tachai").
 */
export function slugify(name: string): string {
  return name
    .replace(/[^\w& -]/g, "")
    .replace(/ /g, "-")
    .toLowerCase();
}
