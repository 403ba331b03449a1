/** What the browser tests need to know of the seeded site, read from its own API. */
import type { APIRequestContext } from "@playwright/test";

export type SeededSite = {
  boats: { slug: string; name: string }[];
  diveSites: { slug: string; name: string }[];
  courses: { slug: string; name: string }[];
  pages: { slug: string; title: string; inFooter: boolean }[];
};

export async function seededSite(request: APIRequestContext): Promise<SeededSite> {
  const get = async (path: string) => (await request.get(path)).json();
  const [boats, diveSites, courses, pages] = await Promise.all([
    get("/api/v1/boats"),
    get("/api/v1/dive-sites"),
    get("/api/v1/courses"),
    get("/api/v1/pages"),
  ]);
  return { boats: boats.boats, diveSites: diveSites.diveSites, courses: courses.courses, pages: pages.pages };
}

/** Every public path of the spec's route table that shows a screen without further input. */
export function publicPaths(site: SeededSite): string[] {
  return [
    "/",
    "/trip-schedules",
    "/trip-list",
    "/booking",
    "/services",
    "/course-booking",
    "/course-information",
    "/course-success",
    "/reviews",
    "/login",
    "/password/reset/some-token",
    ...site.boats.map((b) => `/boat/${b.slug}`),
    ...site.diveSites.map((d) => `/dive-site/${d.slug}`),
    ...site.courses.map((c) => `/course/${c.slug}`),
    ...site.pages.map((p) => `/page/${p.slug}`),
  ];
}
