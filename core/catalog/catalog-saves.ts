/**
 * How each pictured kind of the catalogue is saved from a form's fields: a new item's fields must pass
 * the kind's input schema, a change's its change schema (every field optional, so a field not sent
 * stays as it was), then the admin service creates or updates it. The API's `POST /{R}/new` and
 * `PUT /{R}/{id}` (server/api/catalog-admin-routes.ts) and the admin forms' actions
 * (app/lib/catalog-actions.server.ts) both save through this one table, so the two cannot pair a kind
 * with different rules.
 */
import type { ZodError, ZodType } from "zod";
import type { CatalogAdminService } from "./catalog-admin-service.ts";
import {
  boatChangeSchema,
  boatInputSchema,
  courseChangeSchema,
  courseInputSchema,
  diveSiteChangeSchema,
  diveSiteInputSchema,
  pageChangeSchema,
  pageInputSchema,
} from "./catalog-schemas.ts";
import type { CatalogKind } from "./catalog-types.ts";

export type PicturedCatalogKind = Exclude<CatalogKind, "category">;

/** The saved item's id, or why its fields were refused. */
export type CatalogSaved = { id: string } | { invalid: ZodError };

/** Creates (no `id`) or changes (`id`) an item from its form fields and uploaded pictures. */
type CatalogSave = (
  admin: CatalogAdminService,
  id: string | undefined,
  fields: unknown,
  uploads: Uint8Array[],
) => Promise<CatalogSaved>;

function save<Input, Change>(
  input: ZodType<Input>,
  change: ZodType<Change>,
  create: (admin: CatalogAdminService, input: Input, uploads: Uint8Array[]) => Promise<string>,
  update: (admin: CatalogAdminService, id: string, change: Change, uploads: Uint8Array[]) => Promise<unknown>,
): CatalogSave {
  return async (admin, id, fields, uploads) => {
    if (id) {
      const parsed = change.safeParse(fields);
      if (!parsed.success) return { invalid: parsed.error };
      await update(admin, id, parsed.data, uploads);
      return { id };
    }
    const parsed = input.safeParse(fields);
    if (!parsed.success) return { invalid: parsed.error };
    return { id: await create(admin, parsed.data, uploads) };
  };
}

const SAVES: Record<PicturedCatalogKind, CatalogSave> = {
  boat: save(
    boatInputSchema,
    boatChangeSchema,
    (admin, input, uploads) => admin.createBoat(input, uploads),
    (admin, id, change, uploads) => admin.updateBoat(id, change, uploads),
  ),
  "dive-site": save(
    diveSiteInputSchema,
    diveSiteChangeSchema,
    (admin, input, uploads) => admin.createDiveSite(input, uploads),
    (admin, id, change, uploads) => admin.updateDiveSite(id, change, uploads),
  ),
  course: save(
    courseInputSchema,
    courseChangeSchema,
    (admin, input, uploads) => admin.createCourse(input, uploads),
    (admin, id, change, uploads) => admin.updateCourse(id, change, uploads),
  ),
  page: save(
    pageInputSchema,
    pageChangeSchema,
    (admin, input, uploads) => admin.createPage(input, uploads),
    (admin, id, change, uploads) => admin.updatePage(id, change, uploads),
  ),
};

/** Saves an item of `kind` from its form fields: created when `id` is missing, changed otherwise. */
export function saveCatalogFields(
  admin: CatalogAdminService,
  kind: PicturedCatalogKind,
  id: string | undefined,
  fields: unknown,
  uploads: Uint8Array[],
): Promise<CatalogSaved> {
  return SAVES[kind](admin, id, fields, uploads);
}
