/**
 * A catalogue page's loader call that follows renames: when the slug is not (or no longer) an item's,
 * an item once known by it answers 301 to its current address (renaming keeps the old
 * address working); otherwise the error screen as `orErrorScreen` gives it.
 */
import { type AppLoadContext, redirect } from "react-router";
import type { CatalogKind } from "../../core/catalog/catalog-types.ts";
import { isAppError } from "../../core/shared/errors.ts";
import { orErrorScreen } from "./route-errors.server.ts";

export async function findOrRedirect<T>(
  context: AppLoadContext,
  kind: Exclude<CatalogKind, "category">,
  slug: string,
  find: Promise<T>,
): Promise<T> {
  try {
    return await find;
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") {
      const current = await context.services.catalogAdmin.redirectFor(kind, slug);
      if (current && current !== slug) throw redirect(`/${kind}/${encodeURIComponent(current)}`, 301);
    }
    return orErrorScreen(Promise.reject(error));
  }
}
