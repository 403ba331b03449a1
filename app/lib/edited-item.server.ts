/**
 * The id of the item an admin form edits, from its address (`/admin/boat/{id}`), or undefined on the
 * form that creates one (`/admin/boat`): one route module serves both, so its params may lack `id`. An
 * address whose id is not an id is the screen's 404, naming the item.
 */
import { data } from "react-router";
import { isId } from "../../core/shared/ids.ts";

export function editedItemId(params: object, label: string): string | undefined {
  const id = (params as { id?: string }).id;
  if (id !== undefined && !isId(id)) throw data(`${label} not found`, { status: 404 });
  return id;
}
