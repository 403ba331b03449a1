/**
 * The page routes of the React Router app, read from app/routes.ts itself, so a test that walks them
 * covers a route a later change adds on its first day.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes.ts";

export type PageRoute = {
  /** The route's pattern, e.g. "/boat/:slug" ("/*" for the not-found catch-all). */
  pattern: string;
  /** Who may see it, from the layout it sits in. */
  access: "public" | "signed-in" | "admin";
};

function join(parent: string, path: string | undefined): string {
  if (!path) return parent || "/";
  return `${parent.replace(/\/$/, "")}/${path}`.replace(/\/{2,}/g, "/");
}

function walk(entries: RouteConfigEntry[], parent: string, access: PageRoute["access"], out: PageRoute[]) {
  for (const entry of entries) {
    const pattern = join(parent, entry.path);
    const inner: PageRoute["access"] = entry.file.startsWith("routes/admin/")
      ? "admin"
      : entry.file.startsWith("routes/account/")
        ? "signed-in"
        : access;
    if (entry.children?.length) walk(entry.children, pattern, inner, out);
    else out.push({ pattern: pattern.startsWith("/") ? pattern : `/${pattern}`, access: inner });
  }
}

/** Every leaf route of the app, in the order app/routes.ts lists them. */
export function pageRoutes(): PageRoute[] {
  const out: PageRoute[] = [];
  walk(routes, "", "public", out);
  return out;
}

/** A concrete path for a pattern: each `:param` and `*` replaced by `value` (URL-encoded). */
export function fillPattern(pattern: string, value: string): string {
  const encoded = encodeURIComponent(value);
  return pattern.replace(/:[A-Za-z]+\??/g, encoded).replace(/\*$/, encoded);
}
