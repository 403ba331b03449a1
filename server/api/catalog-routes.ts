/**
 * Public read calls of the catalogue (spec §7 "Resource calls"): list and get for dive sites,
 * courses, boats and pages. `{id}` accepts the id or the slug.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { textSchema } from "../../core/shared/validation.ts";
import type { AppServices } from "../services.ts";

const idParams = z.object({ id: textSchema("id").min(1, { error: "id is required" }).max(200) });

export function registerCatalogRoutes(api: FastifyInstance, { catalog }: AppServices) {
  api.get("/boats", async () => {
    const boats = await catalog.listBoats();
    return { success: true, boats, count: boats.length };
  });
  api.get("/boat/:id", async (request) => ({
    success: true,
    boat: await catalog.getBoat(idParams.parse(request.params).id),
  }));

  api.get("/dive-sites", async () => {
    const diveSites = await catalog.listDiveSites();
    return { success: true, diveSites, count: diveSites.length };
  });
  api.get("/dive-site/:id", async (request) => ({
    success: true,
    diveSite: await catalog.getDiveSite(idParams.parse(request.params).id),
  }));

  api.get("/courses", async () => {
    const courses = await catalog.listCourses();
    return { success: true, courses, count: courses.length };
  });
  api.get("/course/:id", async (request) => ({
    success: true,
    course: await catalog.getCourse(idParams.parse(request.params).id),
  }));

  api.get("/pages", async () => {
    const pages = await catalog.listPages();
    return { success: true, pages, count: pages.length, resPerPage: pages.length };
  });
  api.get("/page/:id", async (request) => ({
    success: true,
    page: await catalog.getPage(idParams.parse(request.params).id),
  }));
}
