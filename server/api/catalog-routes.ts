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
import { boatJson, courseJson } from "./catalog-json.ts";

const idParams = z.object({ id: textSchema("id").min(1, { error: "id is required" }).max(200) });

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
  api.get("/boats", async () => {
    const boats = await catalog.listBoats();
    return { success: true, boats: boats.map(boatJson), count: boats.length, resPerPage: boats.length };
  });
  api.get("/boat/:id", async (request) => ({
    success: true,
    boat: boatJson(await catalog.getBoat(idParams.parse(request.params).id)),
  }));

  api.get("/dive-sites", async () => {
    const diveSites = await catalog.listDiveSites();
    return { success: true, diveSites, count: diveSites.length, resPerPage: diveSites.length };
  });
  api.get("/dive-site/:id", async (request) => ({
    success: true,
    diveSite: await catalog.getDiveSite(idParams.parse(request.params).id),
  }));

  api.get("/courses", async () => {
    const courses = await catalog.listCourses();
    return {
      success: true,
      courses: courses.map(courseJson),
      count: courses.length,
      resPerPage: courses.length,
    };
  });
  api.get("/course/:id", async (request) => ({
    success: true,
    course: courseJson(await catalog.getCourse(idParams.parse(request.params).id)),
  }));

  api.get("/pages", async (request) => {
    const { categoryId } = pagesQuery.parse(request.query);
    const all = await catalog.listPages();
    const pages = categoryId ? all.filter((page) => page.categoryId === categoryId) : all;
    return {
      success: true,
      pages,
      count: pages.length,
      resPerPage: pages.length,
      ...(categoryId ? { data: { pages } } : {}),
    };
  });

  api.get("/homepage", async () => ({ success: true, homepage: await homepageAdmin.get() }));

  api.get("/categories", async () => {
    const categories = await catalogAdmin.listCategories();
    return { success: true, categories, count: categories.length, resPerPage: categories.length };
  });
  api.get("/page/:id", async (request) => ({
    success: true,
    page: await catalog.getPage(idParams.parse(request.params).id),
  }));
}
