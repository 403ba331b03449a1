/**
 * The loader half every catalogue item form shares (boat, dive site, course, page): one route module
 * serves both `/admin/{kind}` (create) and `/admin/{kind}/{id}` (edit), so it loads the edited item
 * only when the address names one.
 */
import type { AppLoadContext } from "react-router";
import { CATALOG_KINDS, type CatalogAdminKind } from "../../lib/catalog-admin.ts";
import { editedItemId } from "../../lib/edited-item.server.ts";
import { requireAdmin } from "../../lib/guards.server.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";

/**
 * For an admin only: the item of the address as `load` gives it, or null on the create screen. An id
 * that is not an id is the screen's 404 ("Dive site not found"); a service's error its error screen.
 */
export async function editedCatalogItem<Item>(
  { context, params }: { context: AppLoadContext; params: object },
  kind: CatalogAdminKind,
  load: (id: string) => Promise<Item>,
): Promise<Item | null> {
  requireAdmin(context);
  const noun = CATALOG_KINDS[kind].noun;
  const id = editedItemId(params, noun.charAt(0).toUpperCase() + noun.slice(1));
  return id === undefined ? null : orErrorScreen(load(id));
}
