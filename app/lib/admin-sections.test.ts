import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import {
  ACCOUNT_HEADINGS,
  ADMIN_CHROME_HANDLE,
  ADMIN_HEADINGS,
  ADMIN_NAV,
  adminNavItemFor,
  usesAdminChrome,
} from "./admin-sections.ts";

type RouteEntry = { id?: string; path?: string; children?: RouteEntry[] };

function flatten(entries: RouteEntry[], prefix = ""): { id?: string; path: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${prefix}/${entry.path}` : prefix;
    return [{ id: entry.id, path }, ...flatten(entry.children ?? [], path)];
  });
}

const all = flatten(routes as RouteEntry[]);

describe("admin and account screens", () => {
  it("give every admin section route a heading", () => {
    const ids = all.map((r) => r.id).filter((id): id is string => Boolean(id?.startsWith("admin-")));
    expect([...ids].sort()).toEqual(Object.keys(ADMIN_HEADINGS).sort());
  });

  it("give every account section route a heading", () => {
    const ids = all.map((r) => r.id).filter((id): id is string => Boolean(id?.startsWith("account-")));
    expect([...ids].sort()).toEqual(Object.keys(ACCOUNT_HEADINGS).sort());
  });

  it("link the navigation to admin routes that exist", () => {
    const paths = new Set(all.map((r) => r.path));
    expect(ADMIN_NAV.filter((item) => !paths.has(item.to)).map((item) => item.to)).toEqual([]);
  });

  it("place every admin screen under its list's navigation item", () => {
    const admin = all.filter((r) => r.id?.startsWith("admin-")).map((r) => r.path);
    const placed = Object.fromEntries(
      admin.map((path) => [path, adminNavItemFor(path.replace(":id", "0b7a"))?.label]),
    );
    expect(placed).toMatchObject({
      "/admin/users": "Users",
      "/admin/user/:id": "Users",
      "/admin/mail/:id": "Mails",
      "/admin/trip": "Trips",
      "/admin/dive-site/:id": "Dive sites",
      "/admin/review/:id": "Reviews",
      "/admin/home/new": "Homepage",
      "/admin/category/new": "Categories",
      "/admin/category/:id": "Categories",
    });
    expect(admin.filter((path) => !placed[path])).toEqual([]);
    expect(adminNavItemFor("/admin/dashboard")?.label).toBe("Dashboard");
    expect(adminNavItemFor("/bookings/me")).toBeUndefined();
  });

  it("know the admin console's chrome from a matched route's handle", () => {
    expect(usesAdminChrome([{ handle: undefined }, { handle: ADMIN_CHROME_HANDLE }])).toBe(true);
    expect(usesAdminChrome([{ handle: undefined }, { handle: { chrome: "site" } }, {}])).toBe(false);
  });
});
