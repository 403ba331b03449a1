/**
 * How many pages a list makes. Apart from list-query.ts, whose zod schemas are built when the module
 * loads: the public pages' pagination needs this one line, not zod in the browser.
 */

/** How many pages `count` items make at `perPage` a page (at least 1, so an empty list has page 1). */
export function pageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, perPage)));
}
