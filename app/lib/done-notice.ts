/**
 * The confirmation of an admin action that ends in a redirect (a departure or a weekly series created,
 * a departure or a review deleted): the action names what it did in the address it sends the admin to
 * (`?done=series-created&count=30`), and the screen there shows it as its done line (ActionNotices).
 * Only these known keys are shown, so a crafted address cannot put words on the screen.
 *
 * A screen's fetcher form sent as a plain post, before the page's script ran, ends the same way: its
 * action answers a redirect back to the screen with one of these keys instead of its data, which the
 * browser would show as text (`isPlainFormPost`).
 */
const NOTICES = {
  "departure-created": () => "Departure created.",
  "series-created": (count: number) =>
    `Weekly series created: ${count} ${count === 1 ? "departure" : "departures"}, listed below.`,
  "departure-deleted": () => "Departure deleted.",
  "review-deleted": () => "Review deleted.",
  "cabin-picture-added": () => "Cabin picture added.",
  "cabin-picture-deleted": () => "Cabin picture deleted.",
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

/** Problems an action that redirects can name the same way (`?problem=key`), shown as an alert. */
const PROBLEMS = {
  "cabin-picture-refused":
    "The cabin picture was not saved: choose an image file of 5 MB at most and write its alt text, then try again.",
} satisfies Record<string, string>;

/** `path` with the problem `key` in its query. */
export function withProblem(path: string, key: keyof typeof PROBLEMS): string {
  const url = new URL(path, "http://x");
  url.searchParams.set("problem", key);
  return `${url.pathname}${url.search}`;
}

/** The problem an address names, or undefined. */
export function problemNotice(search: URLSearchParams): string | undefined {
  const key = search.get("problem");
  return key && Object.hasOwn(PROBLEMS, key) ? PROBLEMS[key as keyof typeof PROBLEMS] : undefined;
}

/**
 * Whether a post came from a form the browser sent itself (no script ran: a navigation), not from a
 * fetcher's request. Browsers say so in `Sec-Fetch-Mode`; an older one only by asking for HTML.
 */
export function isPlainFormPost(request: Request): boolean {
  const mode = request.headers.get("sec-fetch-mode");
  if (mode) return mode === "navigate";
  return (request.headers.get("accept") ?? "").includes("text/html");
}
