/**
 * The catalogue forms' actions (boat, dive site, course, page; decision 0031). Each form posts its
 * fields as multipart form data, with the new pictures in `images` (their alt texts in `imageAlts`)
 * and lists as JSON-string fields, exactly the body the API's `POST /{R}/new` and `PUT /{R}/{id}`
 * take, and saves it through the same table of schemas and service calls (core/catalog/catalog-saves.ts).
 *
 * Intents: `save` (create, or change the item of the address), `delete` (the item) and
 * `delete-image` (one current picture, `imgId`).
 */
import type { AppLoadContext } from "react-router";
import { imageQuerySchema } from "../../core/catalog/catalog-schemas.ts";
import { saveCatalogFields } from "../../core/catalog/catalog-saves.ts";
import { MAX_IMAGE_BYTES } from "../../core/images/limits.ts";
import { fileTooLarge, notAFileField, tooManyFiles } from "../../core/images/upload-refusals.ts";
import { actionFailed, invalidForm, refused } from "./action-answers.server.ts";
import { CATALOG_KINDS, type CatalogAdminKind } from "./catalog-admin.ts";
import { editedItemId } from "./edited-item.server.ts";
import { readFormData } from "./form-data.server.ts";
import { requireAdmin } from "./guards.server.ts";

/** A form may bring up to 12 pictures at once, as on the API. */
export const CATALOG_FILES = { images: 12 } as const;

/**
 * A multipart form's text fields, and the bytes of its files: `fileFields` names the fields that take
 * pictures and how many each (each at most MAX_IMAGE_BYTES), as the API's multipart reader allows them
 * (server/uploads.ts). A file anywhere else is a 400; too many or too large a 413.
 */
export async function readUploadForm(
  request: Request,
  fileFields: Readonly<Record<string, number>>,
): Promise<{ fields: Record<string, string>; files: Record<string, Uint8Array[]> }> {
  const form = await readFormData(request);
  const fields: Record<string, string> = {};
  const files: Record<string, Uint8Array[]> = {};
  for (const [name, value] of form) {
    if (typeof value === "string") {
      fields[name] = value;
      continue;
    }
    const most = Object.hasOwn(fileFields, name) ? fileFields[name] : undefined;
    if (most === undefined) throw notAFileField(name);
    if (value.size === 0 && value.name === "") continue; // a file input left empty
    if ((files[name]?.length ?? 0) >= most) throw tooManyFiles(name, most);
    if (value.size > MAX_IMAGE_BYTES) throw fileTooLarge(name, MAX_IMAGE_BYTES);
    (files[name] ??= []).push(new Uint8Array(await value.arrayBuffer()));
  }
  return { fields, files };
}

/** What a catalogue form's action answers when it saved: the item as the route's loader gives it. */
export type CatalogSaved<Item> = { done: string; item: Item };

export async function catalogItemAction<Item>(
  kind: CatalogAdminKind,
  { context, request, params }: { context: AppLoadContext; request: Request; params: { id?: string } },
  load: (id: string) => Promise<Item>,
) {
  requireAdmin(context);
  const noun = capitalise(CATALOG_KINDS[kind].noun);
  const id = editedItemId(params, noun);
  const { services } = context;
  try {
    const { fields, files } = await readUploadForm(request, CATALOG_FILES);
    const { intent = "save", ...values } = fields;
    if (intent === "delete" && id) {
      await services.catalogAdmin.delete(kind, id);
      return { deleted: true as const, done: `${noun} deleted` };
    }
    if (intent === "delete-image" && id) {
      const query = imageQuerySchema.safeParse({ id, imgId: values.imgId });
      if (!query.success) return invalidForm(query.error);
      await services.catalogAdmin.deleteImage(kind, id, query.data.imgId);
      return { imageDeleted: query.data.imgId };
    }
    if (intent !== "save") return refused("Choose what to do: save or delete", "intent");
    const saved = await saveCatalogFields(services.catalogAdmin, kind, id, values, files.images ?? []);
    if ("invalid" in saved) return invalidForm(saved.invalid);
    const answer: CatalogSaved<Item> = {
      done: `${noun} ${id ? "saved" : "created"}`,
      item: await load(saved.id),
    };
    return answer;
  } catch (error) {
    return actionFailed(error);
  }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
