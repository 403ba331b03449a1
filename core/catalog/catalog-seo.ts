/**
 * Read side for sitemap.xml: every boat, dive site, course and information page by slug, with when it
 * last changed. Kept apart from catalog-service.ts (admin writes grow there) and light: no texts or
 * pictures are read.
 */
import { asc } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { boats, courses, diveSites, homepage, pages } from "../../db/schema.ts";

export type SlugStamp = { slug: string; updatedAt: Date };

export type SitemapContent = {
  boats: SlugStamp[];
  diveSites: SlugStamp[];
  courses: SlugStamp[];
  pages: SlugStamp[];
  /** When the homepage was last edited; null before it has been set up. */
  homepageUpdatedAt: Date | null;
};

export async function listSitemapContent(db: Database): Promise<SitemapContent> {
  const stamps = (table: typeof boats | typeof diveSites | typeof courses | typeof pages) =>
    db
      .select({ slug: table.slug, updatedAt: table.updatedAt })
      .from(table)
      .orderBy(asc(table.position), asc(table.slug));
  const [boatRows, siteRows, courseRows, pageRows, [home]] = await Promise.all([
    stamps(boats),
    stamps(diveSites),
    stamps(courses),
    stamps(pages),
    db.select({ updatedAt: homepage.updatedAt }).from(homepage).limit(1),
  ]);
  return {
    boats: boatRows,
    diveSites: siteRows,
    courses: courseRows,
    pages: pageRows,
    homepageUpdatedAt: home?.updatedAt ?? null,
  };
}
