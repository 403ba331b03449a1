/** The admin catalogue lists: search by name or slug, sort, and pages of `ADMIN_PAGE_SIZE`. */
import { type AnyColumn, asc, count, desc, ilike, or } from "drizzle-orm";
import { pages } from "../../../db/schema.ts";
import { searchPattern, sortParts } from "../../shared/list-query.ts";
import type { CatalogKind, CatalogSort } from "../catalog-types.ts";
import { type ImageOwnerTable, TABLES } from "./catalog-slugs.ts";
import type { CatalogAdminDeps } from "./catalog-write.ts";

/** Admin lists: `resPerPage` items a page (spec §3: lists carry `count` and `resPerPage`). */
export const ADMIN_PAGE_SIZE = 20;

export async function listItems(
  deps: Pick<CatalogAdminDeps, "db">,
  kind: Exclude<CatalogKind, "category">,
  query: { page: number; search?: string; sort?: CatalogSort },
) {
  const table = TABLES[kind] as ImageOwnerTable;
  const nameColumn = kind === "page" ? pages.title : (table as Exclude<ImageOwnerTable, typeof pages>).name;
  const pattern = searchPattern(query.search);
  const where = pattern ? or(ilike(nameColumn, pattern), ilike(table.slug, pattern)) : undefined;
  const [{ total }] = (await deps.db.select({ total: count() }).from(table).where(where)) as [
    { total: number },
  ];
  const rows = await deps.db
    .select()
    .from(table)
    .where(where)
    .orderBy(...listOrder(query.sort ?? "position", table, nameColumn))
    .limit(ADMIN_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_PAGE_SIZE);
  return { rows, count: Number(total), resPerPage: ADMIN_PAGE_SIZE };
}

/**
 * The ORDER BY of an admin list's sort. Ties fall back to the name, then the id, so that an item never
 * shows on two pages of the same sort.
 */
function listOrder(sort: CatalogSort, table: ImageOwnerTable, name: AnyColumn) {
  const { key, descending } = sortParts(sort);
  const by = descending ? desc : asc;
  const column = key === "name" ? name : key === "updated" ? table.updatedAt : table.position;
  return [by(column), ...(key === "name" ? [] : [asc(name)]), asc(table.id)];
}
