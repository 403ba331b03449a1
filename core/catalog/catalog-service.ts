/**
 * Read side of the catalogue: boats (with their cabin types), dive sites, courses and information
 * pages. Public pages, the menu and the API all read through here.
 */
import { isId } from "../shared/ids.ts";
import { asc, eq, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { boats, cabinTypes, categories, courses, diveSites, pages } from "../../db/schema.ts";
import type { StoredImage } from "../images/stored-image.ts";
import { AppError } from "../shared/errors.ts";
import { sanitizeRichText } from "../shared/rich-text.ts";

export type Boat = typeof boats.$inferSelect;
export type CabinType = typeof cabinTypes.$inferSelect;
export type BoatWithCabins = Boat & { cabins: CabinType[] };
export type DiveSite = typeof diveSites.$inferSelect;
export type Course = typeof courses.$inferSelect;
export type Page = typeof pages.$inferSelect;

/** What a card shows: no long texts, one picture. Lists on pages use these to keep the HTML small. */
export type BoatTeaser = Omit<BoatWithCabins, "description" | "details">;
export type DiveSiteTeaser = Omit<DiveSite, "description" | "features">;
export type CourseTeaser = Omit<Course, "description" | "features" | "prerequisites">;
export type PageTeaser = Pick<Page, "id" | "title" | "slug" | "summary" | "images">;

/** Rich text leaves here through the one sanitiser policy (core/shared/rich-text.ts), whatever is stored. */
const cleanDescription = <T extends { description: string }>(row: T): T => ({
  ...row,
  description: sanitizeRichText(row.description),
});

const firstImage = <T extends { images: StoredImage[] }>(row: T): T => ({
  ...row,
  images: row.images.slice(0, 1),
});

/** A name and slug, enough for menus and links. */
export type CatalogLink = { id: string; name: string; slug: string };

/** Matches a row by id (a UUID) or by slug, so `/api/v1/boat/{id}` and `/boat/{slug}` share one lookup. */
function byIdOrSlug(
  table: typeof boats | typeof diveSites | typeof courses | typeof pages,
  idOrSlug: string,
) {
  return isId(idOrSlug) ? or(eq(table.id, idOrSlug), eq(table.slug, idOrSlug)) : eq(table.slug, idOrSlug);
}

export class CatalogService {
  constructor(private readonly db: Database) {}

  async listBoats(): Promise<BoatWithCabins[]> {
    const rows = await this.db.select().from(boats).orderBy(asc(boats.position), asc(boats.name));
    const cabins = await this.db.select().from(cabinTypes).orderBy(asc(cabinTypes.position));
    return rows.map((boat) => ({
      ...cleanDescription(boat),
      cabins: cabins.filter((c) => c.boatId === boat.id),
    }));
  }

  async listBoatTeasers(): Promise<BoatTeaser[]> {
    return (await this.listBoats()).map(({ description: _d, details: _x, ...teaser }) => firstImage(teaser));
  }

  async listDiveSiteTeasers(): Promise<DiveSiteTeaser[]> {
    return (await this.listDiveSites()).map(({ description: _d, features: _f, ...teaser }) =>
      firstImage(teaser),
    );
  }

  async listCourseTeasers(): Promise<CourseTeaser[]> {
    return (await this.listCourses()).map(({ description: _d, features: _f, prerequisites: _p, ...teaser }) =>
      firstImage(teaser),
    );
  }

  async listPageTeasers(): Promise<PageTeaser[]> {
    return (await this.listPages()).map(({ id, title, slug, summary, images }) =>
      firstImage({ id, title, slug, summary, images }),
    );
  }

  async getBoat(idOrSlug: string): Promise<BoatWithCabins> {
    const [boat] = await this.db.select().from(boats).where(byIdOrSlug(boats, idOrSlug));
    if (!boat) throw AppError.notFound("Boat");
    const cabins = await this.db
      .select()
      .from(cabinTypes)
      .where(eq(cabinTypes.boatId, boat.id))
      .orderBy(asc(cabinTypes.position));
    return { ...cleanDescription(boat), cabins };
  }

  listDiveSites(): Promise<DiveSite[]> {
    return this.db
      .select()
      .from(diveSites)
      .orderBy(asc(diveSites.position), asc(diveSites.name))
      .then((rows) => rows.map(cleanDescription));
  }

  async getDiveSite(idOrSlug: string): Promise<DiveSite> {
    const [site] = await this.db.select().from(diveSites).where(byIdOrSlug(diveSites, idOrSlug));
    if (!site) throw AppError.notFound("Dive site");
    return cleanDescription(site);
  }

  listCourses(): Promise<Course[]> {
    return this.db
      .select()
      .from(courses)
      .orderBy(asc(courses.position), asc(courses.name))
      .then((rows) => rows.map(cleanDescription));
  }

  async getCourse(idOrSlug: string): Promise<Course> {
    const [course] = await this.db.select().from(courses).where(byIdOrSlug(courses, idOrSlug));
    if (!course) throw AppError.notFound("Course");
    return cleanDescription(course);
  }

  listPages(): Promise<Page[]> {
    return this.db
      .select()
      .from(pages)
      .orderBy(asc(pages.position), asc(pages.title))
      .then((rows) => rows.map((page) => ({ ...page, body: sanitizeRichText(page.body) })));
  }

  async getPage(idOrSlug: string): Promise<Page> {
    const [page] = await this.db.select().from(pages).where(byIdOrSlug(pages, idOrSlug));
    if (!page) throw AppError.notFound("Page");
    return { ...page, body: sanitizeRichText(page.body) };
  }

  /**
   * The short address `/{word}` (spec §2): the page it stands for when a CMS page, boat, dive site or
   * course has that slug, in that order of precedence (a page named like a boat wins), or null. The
   * site's own routes never reach this: the router matches them first.
   */
  async shortAddress(word: string): Promise<string | null> {
    const slug = word.toLowerCase();
    if (slug.length === 0 || slug.length > 200) return null;
    const candidates = [
      { prefix: "page", table: pages },
      { prefix: "boat", table: boats },
      { prefix: "dive-site", table: diveSites },
      { prefix: "course", table: courses },
    ] as const;
    const found = await Promise.all(
      candidates.map(({ table }) =>
        this.db.select({ slug: table.slug }).from(table).where(eq(table.slug, slug)).limit(1),
      ),
    );
    const index = found.findIndex((rows) => rows.length > 0);
    return index === -1 ? null : `/${candidates[index]!.prefix}/${encodeURIComponent(slug)}`;
  }

  /** The menu's submenus: boats, dive sites and courses, by name and slug. */
  async menuLinks(): Promise<{ boats: CatalogLink[]; diveSites: CatalogLink[]; courses: CatalogLink[] }> {
    const link = { id: boats.id, name: boats.name, slug: boats.slug };
    const [boatLinks, siteLinks, courseLinks] = await Promise.all([
      this.db.select(link).from(boats).orderBy(asc(boats.position), asc(boats.name)),
      this.db
        .select({ id: diveSites.id, name: diveSites.name, slug: diveSites.slug })
        .from(diveSites)
        .orderBy(asc(diveSites.position), asc(diveSites.name)),
      this.db
        .select({ id: courses.id, name: courses.name, slug: courses.slug })
        .from(courses)
        .orderBy(asc(courses.position), asc(courses.name)),
    ]);
    return { boats: boatLinks, diveSites: siteLinks, courses: courseLinks };
  }

  /** Pages listed under the footer's "Useful links": those of the categories placed in the footer, in order. */
  footerPages(): Promise<{ id: string; title: string; slug: string }[]> {
    return this.db
      .select({ id: pages.id, title: pages.title, slug: pages.slug })
      .from(pages)
      .innerJoin(categories, eq(categories.id, pages.categoryId))
      .where(eq(categories.placement, "footer"))
      .orderBy(asc(categories.position), asc(categories.name), asc(pages.position), asc(pages.title));
  }

  /** The categories placed on the Services screen, each with its pages' teasers in order. */
  async serviceSections(): Promise<{ id: string; name: string; pages: PageTeaser[] }[]> {
    const [sections, rows] = await Promise.all([
      this.db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(eq(categories.placement, "services"))
        .orderBy(asc(categories.position), asc(categories.name)),
      this.db
        .select({
          id: pages.id,
          title: pages.title,
          slug: pages.slug,
          summary: pages.summary,
          images: pages.images,
          categoryId: pages.categoryId,
        })
        .from(pages)
        .innerJoin(categories, eq(categories.id, pages.categoryId))
        .where(eq(categories.placement, "services"))
        .orderBy(asc(pages.position), asc(pages.title)),
    ]);
    return sections.map((section) => ({
      ...section,
      pages: rows
        .filter((row) => row.categoryId === section.id)
        .map(({ categoryId: _c, ...page }) => firstImage(page)),
    }));
  }
}
