/**
 * Every admin screen of the route table (app/routes.ts), with real ids where a screen reads one, for
 * the browser walks that check each screen (admin-console.e2e.ts, phone-layout.e2e.ts).
 */
import type { APIRequestContext } from "@playwright/test";
import routes from "../../app/routes.ts";
import { makeBooking } from "./site.ts";

type RouteEntry = { id?: string; path?: string; file: string; children?: RouteEntry[] };

function routePaths(entries: RouteEntry[], prefix = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const full = entry.path ? `${prefix}/${entry.path}` : prefix;
    return [{ path: full, file: entry.file }, ...routePaths(entry.children ?? [], full)];
  });
}

export type AdminScreen = { path: string; file: string };

/** Every admin route of app/routes.ts, once each, with its module. */
export const ADMIN_ROUTES: AdminScreen[] = [
  ...new Map(
    routePaths(routes as RouteEntry[])
      // A resource route (a `.ts` module: an action and no screen) is not a screen to walk.
      .filter((route) => route.path.startsWith("/admin/") && route.file.endsWith(".tsx"))
      .map((route) => [route.path, route] as const),
  ).values(),
];

/** A category to open (the demo content has none): the first, or one made for the walk. */
async function someCategory(api: APIRequestContext): Promise<string> {
  const list = async () =>
    ((await (await api.get("/api/v1/admin/categories")).json()).categories as { id: string }[])[0]?.id;
  const existing = await list();
  if (existing) return existing;
  const created = await api.post("/api/v1/admin/category/new", { data: { name: "Diving guides" } });
  return created.ok() ? (await created.json()).category.id : (await list())!;
}

/** The seeded catalogue's first item of each kind, by the admin path that edits it. */
let catalogIdsOnce: Promise<Record<string, string>> | undefined;
/** The ids of one item of each kind, found (and a booking made) once per worker. */
export function catalogIds(api: APIRequestContext): Promise<Record<string, string>> {
  catalogIdsOnce ??= findCatalogIds(api);
  return catalogIdsOnce;
}

async function findCatalogIds(api: APIRequestContext): Promise<Record<string, string>> {
  const first = async (path: string, key: string) =>
    ((await (await api.get(path)).json())[key] as { id: string }[])[0]!.id;
  const [boat, diveSite, course, page, category, booking, review] = await Promise.all([
    first("/api/v1/admin/boats", "boats"),
    first("/api/v1/admin/dive-sites", "diveSites"),
    first("/api/v1/admin/courses", "courses"),
    first("/api/v1/admin/pages", "pages"),
    someCategory(api),
    makeBooking(api),
    // The demo seed's reviews (two of them pending).
    first("/api/v1/admin/reviews", "reviews"),
  ]);
  return {
    "/admin/boat/:id": boat,
    "/admin/dive-site/:id": diveSite,
    "/admin/course/:id": course,
    "/admin/page/:id": page,
    "/admin/category/:id": category,
    "/admin/trip/:id": booking.tripId,
    "/admin/booking/:id": booking.bookingId,
    "/admin/review/:id": review,
  };
}

/** Admin screens (a path with real ids where it reads one, and its module). */
export function adminScreens(
  group: readonly AdminScreen[],
  ids: { user: string; mail: string; catalog: Record<string, string> },
): AdminScreen[] {
  return group.map((route) => {
    const catalogId = ids.catalog[route.path];
    const path = route.path
      .replace("/admin/user/:id", `/admin/user/${ids.user}`)
      .replace("/admin/mail/:id", `/admin/mail/${ids.mail}`)
      .replace(":id", catalogId ?? "3f1c2a4e-0000-4000-8000-000000000001");
    return { path, file: route.file };
  });
}
