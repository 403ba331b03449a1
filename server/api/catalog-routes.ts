/**
 * Public read calls of the catalogue (spec §7 "Resource calls"): list and get for dive sites,
 * courses, boats and pages, and the categories with their pages. `{id}` accepts the id or the slug.
 * Lists carry `count` and `resPerPage` (all items on one page); prices are THB.
 * `GET /pages?categoryId=` also answers `data.pages`, the category's pages in order (spec §7 Other:
 * the admin form's page-number options).
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { textSchema } from "../../core/shared/validation.ts";
import type { AppServices } from "../services.ts";
import { boatJson, courseJson, wholeListJson } from "./catalog-json.ts";

/** A public item's `:id`: its id or its slug (server/api/params.ts reads ids alone). */
const idOrSlugParams = z.object({ id: textSchema("id").min(1, { error: "id is required" }).max(200) });

const pagesQuery = z.object({
  categoryId: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.uuid({ error: "categoryId must be a category's id" }).optional(),
  ),
});

export function registerCatalogRoutes(
  api: FastifyInstance,
  { catalog, catalogAdmin, homepageAdmin }: AppServices,
) {
  api.get("/boats", async () => wholeListJson("boats", (await catalog.listBoats()).map(boatJson)));
  api.get("/boat/:id", async (request) => ({
    success: true,
    boat: boatJson(await catalog.getBoat(idOrSlugParams.parse(request.params).id)),
  }));

  api.get("/dive-sites", async () => wholeListJson("diveSites", await catalog.listDiveSites()));
  api.get("/dive-site/:id", async (request) => ({
    success: true,
    diveSite: await catalog.getDiveSite(idOrSlugParams.parse(request.params).id),
  }));

  api.get("/courses", async () => wholeListJson("courses", (await catalog.listCourses()).map(courseJson)));
  api.get("/course/:id", async (request) => ({
    success: true,
    course: courseJson(await catalog.getCourse(idOrSlugParams.parse(request.params).id)),
  }));

  api.get("/pages", async (request) => {
    const { categoryId } = pagesQuery.parse(request.query);
    const all = await catalog.listPages();
    const pages = categoryId ? all.filter((page) => page.categoryId === categoryId) : all;
    return { ...wholeListJson("pages", pages), ...(categoryId ? { data: { pages } } : {}) };
  });

  api.get("/homepage", async () => ({ success: true, homepage: await homepageAdmin.get() }));

  api.get("/categories", async () => wholeListJson("categories", await catalogAdmin.listCategories()));
  api.get("/page/:id", async (request) => ({
    success: true,
    page: await catalog.getPage(idOrSlugParams.parse(request.params).id),
  }));
}
