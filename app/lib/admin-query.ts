/**
 * Links of the admin lists: query strings that keep a list's filters. Reading a list's query is
 * core/shared/list-query.ts's job (`readListQuery`); an id in an address is checked by `isId`
 * (core/shared/ids.ts).
 */
import { plural } from "./catalog-format.ts";

/** The query string of `params` with `changes` applied (empty values removed; page 1 left out). */
export function queryWith(
  params: URLSearchParams | Record<string, string | undefined>,
  changes: Record<string, string | number | undefined>,
): string {
  const next = new URLSearchParams();
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params);
  for (const [name, value] of entries) if (value) next.set(name, value);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === "" || (name === "page" && Number(value) === 1)) next.delete(name);
    else next.set(name, String(value));
  }
  const text = next.toString();
  return text ? `?${text}` : "";
}

/**
 * An admin list's count for its page head: "3 bookings", or "3 bookings match" while a filter or
 * search narrows the list.
 */
export function matchCount(count: number, one: string, many: string, filtered: boolean): string {
  return `${plural(count, one, many)}${filtered ? " match" : ""}`;
}
