/**
 * Writes the demo content (boats, dive sites, courses and their dates, pages, homepage, contact details,
 * departures and guests' reviews of past ones) into an empty database, with the pictures of
 * `db/seed/pictures/` stored through the ImageStore as they are (demo-pictures.ts).
 *
 * - One transaction: all of it or none of it. If anything fails, the image files already saved are
 *   deleted again, so nothing is left half-written on disk either.
 * - Safe to run again, and from two processes at once: inside the transaction it takes an advisory
 *   lock, then seeds only when none of the content tables holds a row yet.
 */
import { sql } from "drizzle-orm";
import type { ImageStore } from "../../core/images/image-store.ts";
import type { Database } from "../client.ts";
import { boats, categories, courses, diveSites, homepage, pages, siteSettings } from "../schema.ts";
import type { StoredImage } from "../../core/images/stored-image.ts";
import { loadDemoPicture } from "./demo-pictures.ts";
import { bangkokToday } from "../../core/trips/seasons.ts";
import { insertDemoTrips } from "./demo-trips.ts";
import { insertDemoReviews } from "./demo-reviews.ts";
import { insertDemoCourseDates } from "./demo-course-dates.ts";
import { insertBoat, insertCourse, insertDiveSite, insertPage, insertSiteSettings } from "./builders.ts";
import {
  type DemoImage,
  demoBoats,
  demoCategories,
  demoContact,
  demoCourses,
  demoDiveSites,
  demoHomepage,
  demoPages,
} from "./demo-content.ts";

export type SeedOptions = {
  log?: (message: string) => void;
  /** How many pictures are read and stored at once. Default 4. */
  concurrency?: number;
  /** The Bangkok date the demo schedule starts after (yyyy-MM-dd); default: today by the system clock. */
  today?: string;
};

export type SeedCounts = {
  boats: number;
  cabinTypes: number;
  diveSites: number;
  courses: number;
  pages: number;
  trips: number;
  /** Past departures with a guest's review each (db/seed/demo-reviews.ts). */
  reviews: number;
  courseDates: number;
  images: number;
};

export type SeedResult = {
  seeded: boolean;
  /** What was written; null when nothing was. */
  counts: SeedCounts | null;
  /** The pictures saved through the image store. */
  images: StoredImage[];
};

/** Any number, the same in every process: serialises concurrent seeders (pg_advisory_xact_lock). */
const SEED_LOCK_KEY = 61_560_001;

type Executor = Pick<Database, "select">;

/** True when the database holds no demo-able content yet (no boats, dive sites, courses, pages, homepage or settings). */
export async function seedIsNeeded(db: Executor): Promise<boolean> {
  const tables = [boats, diveSites, courses, pages, homepage, siteSettings] as const;
  for (const table of tables) {
    const rows = await db
      .select({ one: sql<number>`1` })
      .from(table)
      .limit(1);
    if (rows.length > 0) return false;
  }
  return true;
}

export async function seedDemo(
  db: Database,
  images: ImageStore,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const saved: StoredImage[] = [];
  const started = performance.now();
  try {
    const counts = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      if (!(await seedIsNeeded(tx))) return null;

      const specs = collectImages();
      log(`demo seed: storing ${specs.length} pictures`);
      const stored = new Map<DemoImage, StoredImage>();
      await mapLimited(specs, options.concurrency ?? 4, async (spec) => {
        const image = await images.saveEncoded(await loadDemoPicture(spec.picture, spec.alt));
        saved.push(image);
        stored.set(spec, image);
      });
      const picture = (spec: DemoImage): StoredImage => {
        const image = stored.get(spec);
        if (!image) throw new Error(`demo seed: picture "${spec.alt}" was not saved`);
        return image;
      };

      let cabinCount = 0;
      for (const [position, boat] of demoBoats.entries()) {
        const { cabins, ...fields } = boat;
        await insertBoat(
          tx,
          { ...fields, images: boat.images.map(picture), position },
          cabins.map((cabin) => ({ ...cabin, images: (cabin.images ?? []).map(picture) })),
        );
        cabinCount += boat.cabins.length;
      }

      for (const [position, site] of demoDiveSites.entries()) {
        await insertDiveSite(tx, { ...site, images: site.images.map(picture), position });
      }

      for (const [position, course] of demoCourses.entries()) {
        await insertCourse(tx, { ...course, images: course.images.map(picture), position });
      }

      const categoryIds = new Map<string, string>();
      for (const [position, category] of demoCategories.entries()) {
        const [row] = await tx
          .insert(categories)
          .values({ name: category.name, slug: category.slug, placement: category.placement, position })
          .returning({ id: categories.id });
        categoryIds.set(category.key, row!.id);
      }
      for (const [position, page] of demoPages.entries()) {
        await insertPage(tx, {
          title: page.title,
          slug: page.slug,
          summary: page.summary,
          body: page.body,
          listItems: page.listItems,
          categoryId: page.category ? categoryIds.get(page.category) : null,
          images: page.images.map(picture),
          position,
        });
      }

      const home = demoHomepage;
      await tx.insert(homepage).values({
        hero: { title: home.hero.title, subtitle: home.hero.subtitle, image: picture(home.hero.image) },
        intro: home.intro,
        images: home.images.map(picture),
        parallax: home.parallax.map((item) => ({
          title: item.title,
          text: item.text,
          image: picture(item.image),
        })),
        callToAction: home.callToAction.map((item) => ({
          title: item.title,
          text: item.text,
          linkLabel: item.linkLabel,
          href: item.href,
          image: picture(item.image),
        })),
      });

      await insertSiteSettings(tx, demoContact);
      const today = options.today ?? bangkokToday(new Date());
      const tripCount = await insertDemoTrips(tx, today);
      const reviewCount = await insertDemoReviews(tx, today);
      const courseDateCount = await insertDemoCourseDates(tx, today);

      return {
        boats: demoBoats.length,
        cabinTypes: cabinCount,
        diveSites: demoDiveSites.length,
        courses: demoCourses.length,
        pages: demoPages.length,
        trips: tripCount,
        reviews: reviewCount,
        courseDates: courseDateCount,
        images: saved.length,
      } satisfies SeedCounts;
    });

    if (!counts) {
      log("demo seed: the database already holds content; nothing seeded");
      return { seeded: false, counts: null, images: [] };
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(
      `demo seed: ${counts.boats} boats (${counts.cabinTypes} cabin types), ${counts.diveSites} dive sites, ` +
        `${counts.courses} courses, ${counts.pages} pages, ${counts.trips} departures, ${counts.reviews} reviews of past ones, ` +
        `${counts.courseDates} course dates, the homepage and contact details, ` +
        `${counts.images} pictures, in ${seconds} s`,
    );
    return { seeded: true, counts, images: saved };
  } catch (error) {
    // The transaction is rolled back; take the pictures back too.
    const removals = await Promise.allSettled(saved.map((image) => images.remove(image.id)));
    const failed = removals.filter((result) => result.status === "rejected").length;
    if (failed > 0) log(`demo seed: ${failed} of ${saved.length} saved pictures could not be removed`);
    throw error;
  }
}

/** Every picture the content asks for, in a fixed order. */
function collectImages(): DemoImage[] {
  const home = demoHomepage;
  return [
    home.hero.image,
    ...home.images,
    ...home.parallax.map((item) => item.image),
    ...home.callToAction.map((item) => item.image),
    ...demoBoats.flatMap((boat) => boat.images),
    ...demoBoats.flatMap((boat) => boat.cabins.flatMap((cabin) => cabin.images ?? [])),
    ...demoDiveSites.flatMap((site) => site.images),
    ...demoCourses.flatMap((course) => course.images),
    ...demoPages.flatMap((page) => page.images),
  ];
}

/**
 * Runs `task` over the items, at most `limit` at a time, in order. On a failure no new task starts, the
 * tasks already running are waited for (so nothing finishes after this returns), then the first error is
 * thrown.
 */
async function mapLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (failure === null && next < items.length) {
      const item = items[next++] as T;
      try {
        await task(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (failure !== null) throw (failure as { error: unknown }).error;
}
