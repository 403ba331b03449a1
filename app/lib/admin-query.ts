/** Reading and writing the admin lists' query strings (?search=&role=&status=&page=). */

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The 1-based page number; anything else (missing, 0, "x", 2.5) is page 1. */
export function pageParam(params: URLSearchParams): number {
  const value = Number(params.get("page"));
  return Number.isInteger(value) && value >= 1 && value <= 1_000_000 ? value : 1;
}

/** A trimmed search text of at most `max` characters, or undefined when empty. */
export function textParam(params: URLSearchParams, name: string, max = 100): string | undefined {
  const value = params.get(name)?.trim().slice(0, max);
  return value ? value : undefined;
}

/** The value when it is one of `allowed`, else undefined. */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** How many pages `count` items make at `perPage` a page (at least 1). */
export function pageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, perPage)));
}

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
