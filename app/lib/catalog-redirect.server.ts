/**
 * A catalogue page's item read by the slug in its address, following renames: when the slug is not (or
 * no longer) an item's, an item once known by it answers 301 to its current address (renaming keeps the
 * old address working); otherwise the error screen as `orErrorScreen` gives it.
 */
import { type AppLoadContext, redirect } from "react-router";
import type { CatalogKind } from "../../core/catalog/catalog-types.ts";
import { isAppError } from "../../core/shared/errors.ts";
import { orErrorScreen } from "./route-errors.server.ts";

type Catalog = AppLoadContext["services"]["catalog"];
type PageKind = Exclude<CatalogKind, "category">;

/** How each catalogue page reads its item by the slug in its address. */
const FIND = {
  boat: (catalog: Catalog, slug: string) => catalog.getBoat(slug),
  "dive-site": (catalog: Catalog, slug: string) => catalog.getDiveSite(slug),
  course: (catalog: Catalog, slug: string) => catalog.getCourse(slug),
  page: (catalog: Catalog, slug: string) => catalog.getPage(slug),
};
type Items = { [K in PageKind]: Awaited<ReturnType<(typeof FIND)[K]>> };
/** The same table, typed so that `find[kind]` answers that kind's own item. */
const find: { [K in PageKind]: (catalog: Catalog, slug: string) => Promise<Items[K]> } = FIND;

export async function findOrRedirect<K extends PageKind>(
  context: AppLoadContext,
  kind: K,
  slug: string,
): Promise<Items[K]> {
  try {
    return await find[kind](context.services.catalog, slug);
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") {
      const current = await context.services.catalogAdmin.redirectFor(kind, slug);
      if (current && current !== slug) throw redirect(`/${kind}/${encodeURIComponent(current)}`, 301);
    }
    return orErrorScreen<Items[K]>(Promise.reject(error));
  }
}
