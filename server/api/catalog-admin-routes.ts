/**
 * Admin calls of the catalogue (spec §7 Resource calls), under /api/v1/admin (admin-routes.ts guards
 * them): for R in boat, dive-site, course, page — list (plural), get, `POST /{R}/new`, `PUT /{R}/{id}`,
 * `DELETE /{R}/{id}`, `DELETE /{R}/image?id=&imgId=` and the sub-item deletes; categories in the same
 * style; the homepage (`/home/new`, `/home/{id}`, parallax and call-to-action deletes). Bodies are
 * form-urlencoded, or multipart with the pictures in `images` (their alt texts in
 * `imageAlts`, a JSON list in the same order). Lists inside a body are JSON-string fields. A create
 * answers 201 with the item; prices are THB.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  categoryChangeSchema,
  categoryInputSchema,
  imageQuerySchema,
  subItemQuerySchema,
} from "../../core/catalog/catalog-schemas.ts";
import {
  homeImageQuerySchema,
  homepageChangeSchema,
  homepageInputSchema,
} from "../../core/site/homepage-schemas.ts";
import { SUB_ITEM_LISTS, type SubItemPath } from "../../core/catalog/catalog-admin-service.ts";
import { type PicturedCatalogKind, saveCatalogFields } from "../../core/catalog/catalog-saves.ts";
import { AppError } from "../../core/shared/errors.ts";
import { listQuerySchema, sortFilter } from "../../core/shared/list-query.ts";
import { catalogSortKeys } from "../../core/catalog/catalog-types.ts";
import type { AppServices } from "../services.ts";
import { acceptsFiles, imageField } from "../uploads.ts";
import {
  cabinImageQuerySchema,
  cabinPicturesBodySchema,
  cabinPicturesQuerySchema,
} from "../../core/catalog/cabin-picture-schemas.ts";
import { boatJson, courseJson, wholeListJson } from "./catalog-json.ts";

/** A form may bring up to 12 pictures at once. */
const IMAGES = { images: imageField(12) };
const idParams = z.object({ id: z.uuid({ error: "id must be an item's id" }) });
const adminListQuery = listQuerySchema({ sort: sortFilter(catalogSortKeys) });

type Body = Record<string, unknown>;
const bodyOf = (request: FastifyRequest): Body =>
  request.body && typeof request.body === "object" ? (request.body as Body) : {};

/** The pictures of a multipart body (one file or several), without the `images` field itself. */
function split(request: FastifyRequest): { fields: Body; uploads: Uint8Array[] } {
  const { images, ...fields } = bodyOf(request);
  const files = images === undefined ? [] : Array.isArray(images) ? images : [images];
  return { fields, uploads: files.filter((file): file is Buffer => Buffer.isBuffer(file)) };
}

export function registerCatalogAdminRoutes(admin: FastifyInstance, services: AppServices) {
  const { catalog, catalogAdmin, homepageAdmin } = services;

  /**
   * `POST /{R}/new` (201) and `PUT /{R}/{id}` of a pictured kind, saved through the table the admin
   * forms use too (core/catalog/catalog-saves.ts); both answer the item as `answer` reads it.
   */
  function savingRoutes(kind: PicturedCatalogKind, answer: (id: string) => Promise<object>) {
    const saveFrom = async (request: FastifyRequest, id: string | undefined) => {
      const { fields, uploads } = split(request);
      const saved = await saveCatalogFields(catalogAdmin, kind, id, fields, uploads);
      if ("invalid" in saved) throw saved.invalid;
      return { success: true, ...(await answer(saved.id)) };
    };
    admin.post(`/${kind}/new`, acceptsFiles(IMAGES), async (request, reply) => {
      const answered = await saveFrom(request, undefined);
      reply.status(201);
      return answered;
    });
    admin.put(`/${kind}/:id`, acceptsFiles(IMAGES), async (request) =>
      saveFrom(request, idParams.parse(request.params).id),
    );
  }

  // ---- Boats ----
  admin.get("/boats", async (request) => {
    const { rows, ...paging } = await catalogAdmin.list("boat", adminListQuery.parse(request.query));
    const boats = await Promise.all(rows.map((row) => catalog.getBoat(row.id)));
    return { success: true, boats: boats.map(boatJson), ...paging };
  });
  admin.get("/boat/:id", async (request) => ({
    success: true,
    boat: boatJson(await catalog.getBoat(idParams.parse(request.params).id)),
  }));
  savingRoutes("boat", async (id) => ({ boat: boatJson(await catalog.getBoat(id)) }));
  admin.delete("/boat/cabin", async (request) => {
    const query = subItemQuerySchema("cabinIndex").parse(request.query) as { id: string; cabinIndex: number };
    await catalogAdmin.deleteCabin(query.id, query.cabinIndex);
    return { success: true, boat: boatJson(await catalog.getBoat(query.id)) };
  });
  // A cabin type's photographs: added in a batch (multipart, alt texts in imageAlts), deleted one by one.
  admin.post("/boat/cabin/images", acceptsFiles(IMAGES), async (request) => {
    const { id, cabinId } = cabinPicturesQuerySchema.parse(request.query);
    const { fields, uploads } = split(request);
    const { imageAlts } = cabinPicturesBodySchema.parse(fields);
    await catalogAdmin.addCabinPictures(id, cabinId, uploads, imageAlts);
    return { success: true, boat: boatJson(await catalog.getBoat(id)) };
  });
  admin.delete("/boat/cabin/image", async (request) => {
    const { id, cabinId, imgId } = cabinImageQuerySchema.parse(request.query);
    await catalogAdmin.deleteCabinPicture(id, cabinId, imgId);
    return { success: true, boat: boatJson(await catalog.getBoat(id)) };
  });

  /**
   * The list (`/{R}s`, paged), get and saving calls of a kind answered as its service reads it, with no
   * price to turn into THB: the list under `keys.list`, one item under `keys.one`.
   */
  function plainItemRoutes(
    kind: "dive-site" | "page",
    keys: { list: string; one: string },
    read: (id: string) => Promise<object>,
  ) {
    admin.get(`/${kind}s`, async (request) => {
      const { rows, ...paging } = await catalogAdmin.list(kind, adminListQuery.parse(request.query));
      return { success: true, [keys.list]: rows, ...paging };
    });
    admin.get(`/${kind}/:id`, async (request) => ({
      success: true,
      [keys.one]: await read(idParams.parse(request.params).id),
    }));
    savingRoutes(kind, async (id) => ({ [keys.one]: await read(id) }));
  }

  // ---- Dive sites ----
  plainItemRoutes("dive-site", { list: "diveSites", one: "diveSite" }, (id) => catalog.getDiveSite(id));

  // ---- Courses ----
  admin.get("/courses", async (request) => {
    const { rows, ...paging } = await catalogAdmin.list("course", adminListQuery.parse(request.query));
    return { success: true, courses: rows.map((row) => courseJson(row as never)), ...paging };
  });
  admin.get("/course/:id", async (request) => ({
    success: true,
    course: courseJson(await catalog.getCourse(idParams.parse(request.params).id)),
  }));
  savingRoutes("course", async (id) => ({ course: courseJson(await catalog.getCourse(id)) }));

  // ---- Pages ----
  plainItemRoutes("page", { list: "pages", one: "page" }, (id) => catalog.getPage(id));

  // ---- Categories ----
  admin.get("/categories", async () => wholeListJson("categories", await catalogAdmin.listCategories()));
  admin.get("/category/:id", async (request) => ({
    success: true,
    category: await catalogAdmin.getCategory(idParams.parse(request.params).id),
  }));
  admin.post("/category/new", async (request, reply) => {
    const id = await catalogAdmin.createCategory(categoryInputSchema.parse(bodyOf(request)));
    reply.status(201);
    return { success: true, category: await catalogAdmin.getCategory(id) };
  });
  admin.put("/category/:id", async (request) => {
    const { id } = idParams.parse(request.params);
    await catalogAdmin.updateCategory(id, categoryChangeSchema.parse(bodyOf(request)));
    return { success: true, category: await catalogAdmin.getCategory(id) };
  });
  admin.delete("/category/:id", async (request) => {
    await catalogAdmin.delete("category", idParams.parse(request.params).id);
    return { success: true };
  });

  // ---- The homepage (one, id 1) ----
  const HOME_FILES = { heroImage: imageField(1), ...IMAGES };
  const homeId = z.object({
    id: z.coerce
      .number({ error: "id must be the homepage's id" })
      .int({ error: "id must be the homepage's id" }),
  });
  const homeFiles = (request: FastifyRequest) => {
    const { fields: all, uploads } = split(request);
    const { heroImage, ...fields } = all;
    return {
      fields,
      files: { heroImage: Buffer.isBuffer(heroImage) ? heroImage : undefined, images: uploads },
    };
  };
  admin.post("/home/new", acceptsFiles(HOME_FILES), async (request, reply) => {
    const { fields, files } = homeFiles(request);
    await homepageAdmin.create(homepageInputSchema.parse(fields), files);
    reply.status(201);
    return { success: true, homepage: await homepageAdmin.get() };
  });
  admin.put("/home/:id", acceptsFiles(HOME_FILES), async (request) => {
    const { id } = homeId.parse(request.params);
    const { fields, files } = homeFiles(request);
    await homepageAdmin.update(id, homepageChangeSchema.parse(fields), files);
    return { success: true, homepage: await homepageAdmin.get() };
  });
  admin.delete("/home/image", async (request) => {
    const query = homeImageQuerySchema.parse(request.query);
    await homepageAdmin.deleteImage(query.id, query.imgId);
    return { success: true, homepage: await homepageAdmin.get() };
  });
  for (const list of ["parallax", "callToAction"] as const) {
    admin.delete(`/home/${list}`, async (request) => {
      const query = homeId.extend({ index: z.coerce.number().int().min(0).max(99) }).safeParse(request.query);
      if (!query.success) {
        throw AppError.badRequest("id and index must be whole numbers (index from 0)", "index");
      }
      await homepageAdmin.deleteItem(list, query.data.id, query.data.index);
      return { success: true, homepage: await homepageAdmin.get() };
    });
  }

  // ---- Image, sub-item and item deletes, the same for each resource ----
  for (const kind of ["boat", "dive-site", "course", "page"] as const) {
    admin.delete(`/${kind}/image`, async (request) => {
      const { id, imgId } = imageQuerySchema.parse(request.query);
      await catalogAdmin.deleteImage(kind, id, imgId);
      return { success: true };
    });
    admin.delete(`/${kind}/:id`, async (request) => {
      await catalogAdmin.delete(kind, idParams.parse(request.params).id);
      return { success: true };
    });
  }
  for (const path of Object.keys(SUB_ITEM_LISTS) as SubItemPath[]) {
    const { index } = SUB_ITEM_LISTS[path];
    admin.delete(`/${path}`, async (request) => {
      const query = subItemQuerySchema(index).parse(request.query) as Record<string, unknown>;
      await catalogAdmin.deleteSubItem(path, query.id as string, query[index] as number);
      return { success: true };
    });
  }
}
