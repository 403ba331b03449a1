/**
 * The confirmation of an admin action that ends in a redirect (a departure or a weekly series created,
 * a departure or a review deleted): the action names what it did in the address it sends the admin to
 * (`?done=series-created&count=30`), and the screen there shows it as its done line (ActionNotices).
 * Only these known keys are shown, so a crafted address cannot put words on the screen.
 */
const NOTICES = {
  "departure-created": () => "Departure created.",
  "series-created": (count: number) =>
    `Weekly series created: ${count} ${count === 1 ? "departure" : "departures"}, listed below.`,
  "departure-deleted": () => "Departure deleted.",
  "review-deleted": () => "Review deleted.",
} satisfies Record<string, (count: number) => string>;

export type DoneKey = keyof typeof NOTICES;

/** `path` with the confirmation `key` (and a count, where the message names one) in its query. */
export function withDone(path: string, key: DoneKey, count?: number): string {
  const url = new URL(path, "http://x");
  url.searchParams.set("done", key);
  if (count !== undefined) url.searchParams.set("count", String(count));
  return `${url.pathname}${url.search}`;
}

/** The confirmation an address carries, or undefined. */
export function doneNotice(search: URLSearchParams): string | undefined {
  const key = search.get("done");
  if (!key || !Object.hasOwn(NOTICES, key)) return undefined;
  const count = Number(search.get("count") ?? "0");
  return NOTICES[key as DoneKey](Number.isSafeInteger(count) && count >= 0 ? count : 0);
}
