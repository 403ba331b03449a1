/**
 * One way to ask for a page of a list, for every list the site has (admin users and mails today, the
 * catalog lists later): the query (`page`, `search`, and each list's own filters) as one zod schema that
 * the API and the page loaders share, the page's window (limit and offset) and the answer's paging fields
 * (spec §3: lists carry `count` and `resPerPage`).
 *
 * No ORM here: the browser's bundle imports this. Services turn `searchPattern` into their own ILIKE.
 */
import { z } from "zod";

/** A search text longer than this is refused (API) or ignored (page address). */
export const MAX_SEARCH_LENGTH = 100;
/** Beyond this a page number is nonsense, and its offset would overflow the database's integer. */
export const MAX_PAGE = 1_000_000;

const PAGE_MESSAGE = `Page must be a whole number from 1 to ${MAX_PAGE}`;

/** A query-string value left empty (`?role=`) means "not given". */
const emptyIsMissing = (value: unknown) => (value === "" ? undefined : value);

/** `page`: 1-based, from a query string's text; 1 when not given. */
export const pageSchema = z.preprocess(
  emptyIsMissing,
  z.coerce
    .number({ error: PAGE_MESSAGE })
    .int({ error: PAGE_MESSAGE })
    .min(1, { error: PAGE_MESSAGE })
    .max(MAX_PAGE, { error: PAGE_MESSAGE })
    .default(1),
);

/** `search`: trimmed, at most {@link MAX_SEARCH_LENGTH} characters; empty is no search. */
export const searchSchema = z
  .string({ error: "Search must be text" })
  .trim()
  .max(MAX_SEARCH_LENGTH, { error: `Search must be at most ${MAX_SEARCH_LENGTH} characters` })
  .optional()
  .transform((value) => value || undefined);

/** A filter that takes one of `values` (`label` names it in the message); empty or missing is no filter. */
export function choiceFilter<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.preprocess(
    emptyIsMissing,
    z.enum(values, { error: `${label} must be one of: ${values.join(", ")}` }).optional(),
  );
}

/** A sort value: a column's key for ascending, the key with a leading `-` for descending. */
export type SortValue<K extends string> = K | `-${K}`;

/** Every sort value of `keys`, ascending then descending: `["name", "-name", ...]`. */
export function sortValues<const K extends readonly [string, ...string[]]>(keys: K) {
  return keys.flatMap((key) => [key, `-${key}`]) as unknown as [
    SortValue<K[number]>,
    ...SortValue<K[number]>[],
  ];
}

/** `sort`: one of `keys` or `-key` (descending); empty or missing is the list's default order. */
export function sortFilter<const K extends readonly [string, ...string[]]>(keys: K) {
  return choiceFilter(sortValues(keys), "Sort");
}

/** A sort value taken apart: its column and its direction. */
export function sortParts<K extends string>(sort: SortValue<K>): { key: K; descending: boolean } {
  return sort.startsWith("-")
    ? { key: sort.slice(1) as K, descending: true }
    : { key: sort as K, descending: false };
}

/** The sort a column's head asks for: the column ascending, or descending when it is already ascending. */
export function toggledSort<K extends string>(current: SortValue<K>, key: K): SortValue<K> {
  return current === key ? `-${key}` : key;
}

/** The schema of one list's query: `page`, `search` and the list's own `filters`. */
export function listQuerySchema<F extends z.ZodRawShape>(filters: F) {
  return z.object({ page: pageSchema, search: searchSchema, ...filters });
}

/**
 * A page address's query read for a loader. A value that does not pass is dropped, as if it were not
 * there (a hand-edited `?page=x` shows page 1, not an error page); the API instead answers 400 with
 * `schema.parse`.
 */
export function readListQuery<S extends z.ZodObject>(schema: S, params: URLSearchParams): z.output<S> {
  const input: Record<string, string> = Object.fromEntries(params);
  const first = schema.safeParse(input);
  if (first.success) return first.data;
  for (const issue of first.error.issues) delete input[String(issue.path[0])];
  return schema.parse(input);
}

export type PageRequest = {
  /** 1-based; missing or out of range is brought into range. */
  page?: number;
  /** Rows a page; the list's own default when missing. */
  perPage?: number;
};

/** One page of a list: which page, its size, and the rows it covers as LIMIT and OFFSET. */
export type PageWindow = { page: number; resPerPage: number; limit: number; offset: number };

/** What every list answer carries about paging. */
export type ListPaging = { count: number; resPerPage: number; page: number };

function wholeNumberIn(value: number | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.floor(value)));
}

/**
 * The window of `request.page` at the list's page size: `perPage` (default `size.perPage`, at most
 * `size.max`, at least 1) and a page from 1 to {@link MAX_PAGE}.
 */
export function pageWindow(request: PageRequest, size: { perPage: number; max?: number }): PageWindow {
  const resPerPage = wholeNumberIn(request.perPage, size.perPage, 1, size.max ?? size.perPage);
  const page = wholeNumberIn(request.page, 1, 1, MAX_PAGE);
  return { page, resPerPage, limit: resPerPage, offset: (page - 1) * resPerPage };
}

/** The paging fields of a list answer: the total `count` of matches, the page size and the page. */
export function listPaging(paging: PageWindow, count: number): ListPaging {
  return { count, resPerPage: paging.resPerPage, page: paging.page };
}

export { pageCount } from "./page-count.ts";

/**
 * A LIKE/ILIKE pattern matching `search` anywhere, with `%`, `_` and `\` taken literally; undefined
 * when the trimmed search is empty. (PostgreSQL's default escape character is `\`.)
 */
export function searchPattern(search: string | undefined): string | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
