/** sitemap.xml and robots.txt: pure builders, like seo.ts, which re-exports them. */
import { canonicalUrl } from "./seo.ts";

/** Escapes text for XML character data and attribute values. */
export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export type SitemapEntry = { path: string; lastmod?: Date | null };

/** sitemap.xml (sitemaps.org 0.9): one <url> per entry, absolute, with the day it last changed. */
export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const loc = `<loc>${xmlEscape(canonicalUrl(publicUrl, entry.path))}</loc>`;
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : "";
    return `  <url>${loc}${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Paths search engines are asked to leave alone: the admin console, the guest's own screens, the API. */
export const PRIVATE_PATHS = [
  "/admin",
  "/api/",
  "/information",
  "/deferred-payment/",
  "/final-details/",
  "/payment",
  "/success/",
  "/bookings/",
  "/booking/",
  "/password/reset/",
] as const;

/** robots.txt: everything public allowed, the private paths disallowed, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${canonicalUrl(publicUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

/** The public screens with a fixed address, as the sitemap lists them (the catalog's come from the database). */
export const PUBLIC_STATIC_PATHS = [
  "/",
  "/services",
  "/trip-schedules",
  "/trip-list",
  "/course-booking",
  "/course-information",
  "/reviews",
  "/login",
] as const;

/** Every public page: the fixed screens, then each boat, dive site, course and information page. */
export function sitemapEntries(content: {
  boats: { slug: string; updatedAt: Date }[];
  diveSites: { slug: string; updatedAt: Date }[];
  courses: { slug: string; updatedAt: Date }[];
  pages: { slug: string; updatedAt: Date }[];
  homepageUpdatedAt: Date | null;
}): SitemapEntry[] {
  const under = (prefix: string, rows: { slug: string; updatedAt: Date }[]) =>
    rows.map((row) => ({ path: `${prefix}/${encodeURIComponent(row.slug)}`, lastmod: row.updatedAt }));
  return [
    ...PUBLIC_STATIC_PATHS.map((path) => ({
      path,
      lastmod: path === "/" ? content.homepageUpdatedAt : null,
    })),
    ...under("/boat", content.boats),
    ...under("/dive-site", content.diveSites),
    ...under("/course", content.courses),
    ...under("/page", content.pages),
  ];
}
