/**
 * The item an admin form edits. One route module serves both `/admin/boat` (create) and
 * `/admin/boat/{id}` (edit), so its params may lack `id`; an address whose id is not an id is the
 * screen's 404, naming the item.
 */
import { type AppLoadContext, data } from "react-router";
import { isId } from "../../core/shared/ids.ts";
import { CATALOG_KINDS, type CatalogAdminKind } from "./catalog-admin.ts";
import { requireAdmin } from "./guards.server.ts";
import { orErrorScreen } from "./route-errors.server.ts";

/** The id from the address, or undefined on the form that creates one. */
export function editedItemId(params: object, label: string): string | undefined {
  const id = (params as { id?: string }).id;
  if (id !== undefined && !isId(id)) throw data(`${label} not found`, { status: 404 });
  return id;
}

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
