/**
 * The catalogue forms' actions (boat, dive site, course, page; decision 0031). Each form posts its
 * fields as multipart form data, with the new pictures in `images` (their alt texts in `imageAlts`)
 * and lists as JSON-string fields, exactly the body the API's `POST /{R}/new` and `PUT /{R}/{id}`
 * take; the action parses it with the same schemas and calls the same catalogue admin service.
 *
 * Intents: `save` (create, or change the item of the address), `delete` (the item) and
 * `delete-image` (one current picture, `imgId`).
 */
import type { AppLoadContext } from "react-router";
import type { ZodError, ZodType } from "zod";
import {
  boatChangeSchema,
  boatInputSchema,
  courseChangeSchema,
  courseInputSchema,
  diveSiteChangeSchema,
  diveSiteInputSchema,
  imageQuerySchema,
  pageChangeSchema,
  pageInputSchema,
} from "../../core/catalog/catalog-schemas.ts";
import { MAX_IMAGE_BYTES } from "../../core/images/limits.ts";
import { fileTooLarge, notAFileField, tooManyFiles } from "../../core/images/upload-refusals.ts";
import { actionFailed, invalidForm, refused } from "./action-answers.server.ts";
import { CATALOG_KINDS, type CatalogAdminKind } from "./catalog-admin.ts";
import { editedItemId } from "./edited-item.server.ts";
import { readFormData } from "./form-data.server.ts";
import { requireAdmin } from "./guards.server.ts";

/** A form may bring up to 12 pictures at once, as on the API. */
export const CATALOG_FILES = { images: 12 } as const;

type Services = AppLoadContext["services"];
type Saved = { id: string } | { invalid: ZodError };
type Saver = (
  services: Services,
  id: string | undefined,
  values: unknown,
  uploads: Uint8Array[],
) => Promise<Saved>;

/** A kind's save: the API's create or change schema, then the service's create or update. */
function saver<Input, Change>(
  input: ZodType<Input>,
  change: ZodType<Change>,
  create: (services: Services, input: Input, uploads: Uint8Array[]) => Promise<string>,
  update: (services: Services, id: string, change: Change, uploads: Uint8Array[]) => Promise<unknown>,
): Saver {
  return async (services, id, values, uploads) => {
    if (id) {
      const parsed = change.safeParse(values);
      if (!parsed.success) return { invalid: parsed.error };
      await update(services, id, parsed.data, uploads);
      return { id };
    }
    const parsed = input.safeParse(values);
    if (!parsed.success) return { invalid: parsed.error };
    return { id: await create(services, parsed.data, uploads) };
  };
}

const SAVERS: Record<CatalogAdminKind, Saver> = {
  boat: saver(
    boatInputSchema,
    boatChangeSchema,
    (s, input, uploads) => s.catalogAdmin.createBoat(input, uploads),
    (s, id, change, uploads) => s.catalogAdmin.updateBoat(id, change, uploads),
  ),
  "dive-site": saver(
    diveSiteInputSchema,
    diveSiteChangeSchema,
    (s, input, uploads) => s.catalogAdmin.createDiveSite(input, uploads),
    (s, id, change, uploads) => s.catalogAdmin.updateDiveSite(id, change, uploads),
  ),
  course: saver(
    courseInputSchema,
    courseChangeSchema,
    (s, input, uploads) => s.catalogAdmin.createCourse(input, uploads),
    (s, id, change, uploads) => s.catalogAdmin.updateCourse(id, change, uploads),
  ),
  page: saver(
    pageInputSchema,
    pageChangeSchema,
    (s, input, uploads) => s.catalogAdmin.createPage(input, uploads),
    (s, id, change, uploads) => s.catalogAdmin.updatePage(id, change, uploads),
  ),
};

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
    const saved = await SAVERS[kind](services, id, values, files.images ?? []);
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
