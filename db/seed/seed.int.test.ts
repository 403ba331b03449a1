import { bookings, courseDates, reviews, tripCabins, trips } from "../schema.ts";
import { demoReviews } from "./demo-reviews.ts";
import { daysBetween } from "../../core/trips/trip-dates.ts";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EncodedPicture, ImageStore } from "../../core/images/image-store.ts";
import { LocalDiskImageStore } from "../../core/images/local-disk-image-store.ts";
import { tempFolder } from "../../tests/support/temp-folder.ts";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database.ts";
import type { Database } from "../client.ts";
import {
  boats,
  cabinTypes,
  categories,
  courses,
  diveSites,
  homepage,
  pages,
  siteSettings,
} from "../schema.ts";
import type { StoredImage } from "../../core/images/stored-image.ts";
// The demo content the seed writes, to compare with what it wrote.
import * as content from "./demo-content.ts";
import { seedDemo, seedIsNeeded } from "./seed.ts";

const menuPages = [
  "trip-itinerary",
  "trip-pickups",
  "equipment-rental",
  "onboard-dining",
  "faq",
  "privacy-policy",
];

/** The names of every file of these images, sorted. */
const filesOfAll = (images: StoredImage[]): string[] =>
  images.flatMap((image) => (image.variants ?? []).map((v) => path.basename(v.url))).sort();

const newFolder = () => tempFolder("seed-images-");
/** Every row of every table the seed writes, in a stable order. */
async function snapshot(db: Database) {
  return {
    boats: await db.select().from(boats).orderBy(asc(boats.slug)),
    cabinTypes: await db.select().from(cabinTypes).orderBy(asc(cabinTypes.id)),
    diveSites: await db.select().from(diveSites).orderBy(asc(diveSites.slug)),
    courses: await db.select().from(courses).orderBy(asc(courses.slug)),
    pages: await db.select().from(pages).orderBy(asc(pages.slug)),
    categories: await db.select().from(categories).orderBy(asc(categories.position)),
    homepage: await db.select().from(homepage),
    siteSettings: await db.select().from(siteSettings),
  };
}

function imagesOf(rows: Awaited<ReturnType<typeof snapshot>>): StoredImage[] {
  const home = rows.homepage.flatMap((row) => [
    ...(row.hero.image ? [row.hero.image] : []),
    ...row.images,
    ...row.parallax.flatMap((item) => (item.image ? [item.image] : [])),
    ...row.callToAction.flatMap((item) => (item.image ? [item.image] : [])),
  ]);
  return [
    ...rows.boats.flatMap((row) => row.images),
    ...rows.cabinTypes.flatMap((row) => row.images),
    ...rows.diveSites.flatMap((row) => row.images),
    ...rows.courses.flatMap((row) => row.images),
    ...rows.pages.flatMap((row) => row.images),
    ...home,
  ];
}

function expectEmpty(rows: Awaited<ReturnType<typeof snapshot>>) {
  for (const [table, list] of Object.entries(rows)) {
    expect(list, table).toEqual([]);
  }
}

/** Passes calls through to a real store, but fails the n-th save. */
class FailingImageStore implements ImageStore {
  saves = 0;
  constructor(
    private readonly inner: ImageStore,
    private readonly failOnSave: number,
  ) {}

  save(): Promise<StoredImage> {
    return Promise.reject(new Error("the demo seed stores its pictures as they are"));
  }

  saveEncoded(picture: EncodedPicture): Promise<StoredImage> {
    this.saves += 1;
    if (this.saves === this.failOnSave) return Promise.reject(new Error("disk full"));
    return this.inner.saveEncoded(picture);
  }

  remove(imageId: string): Promise<void> {
    return this.inner.remove(imageId);
  }
}

describe(`demo seed (${process.env.TEST_DB})`, () => {
  let database: TestDatabase;
  let folder: string;
  let store: LocalDiskImageStore;
  beforeAll(async () => {
    database = await createTestDatabase();
    folder = newFolder();
    store = new LocalDiskImageStore({ directory: folder });
  });
  afterAll(() => database.close());

  it("fills an empty database with boats, dive sites, courses, pages, the homepage and the contact details", async () => {
    const { db } = database;
    expect(await seedIsNeeded(db)).toBe(true);
    const messages: string[] = [];

    const result = await seedDemo(db, store, {
      today: "2026-11-23",
      log: (message) => messages.push(message),
    });

    expect(result.seeded).toBe(true);
    expect(messages.at(-1)).toMatch(/\d+ boats .*\d+ dive sites, \d+ courses/);
    const rows = await snapshot(db);
    const slugs = (list: { slug: string }[]) => list.map((row) => row.slug).sort();
    expect(slugs(rows.boats)).toEqual(slugs(content.demoBoats));
    for (const boat of rows.boats) {
      const cabins = rows.cabinTypes
        .filter((cabin) => cabin.boatId === boat.id)
        .sort((a, b) => a.position - b.position);
      const demo = content.demoBoats.find((candidate) => candidate.slug === boat.slug)!;
      expect(cabins.map((cabin) => cabin.name)).toEqual(demo.cabins.map((cabin) => cabin.name));
      expect(boat.details, boat.name).toEqual(demo.details);
      expect(boat.images.map((image) => image.alt)).toEqual(demo.images.map((image) => image.alt));
    }
    expect(slugs(rows.diveSites)).toEqual(slugs(content.demoDiveSites));
    expect(rows.diveSites.map((site) => site.slug)).toContain("richelieu-rock");
    for (const site of rows.diveSites) {
      expect(site.minDepthM, site.name).toBeLessThan(site.maxDepthM!);
      expect(site.features.length, site.name).toBeGreaterThan(0);
    }
    expect(slugs(rows.courses)).toEqual(slugs(content.demoCourses));
    const advanced = rows.courses.find((course) => course.slug === "advanced-open-water-diver");
    expect(advanced?.price).toBe(1_500_000); // 15,000 THB in satang
    expect(slugs(rows.pages)).toEqual(slugs(content.demoPages));
    expect(rows.pages.map((page) => page.slug)).toEqual(expect.arrayContaining(menuPages));
    const placed = (placement: string) => {
      const ids = new Set(rows.categories.filter((c) => c.placement === placement).map((c) => c.id));
      return rows.pages
        .filter((page) => page.categoryId && ids.has(page.categoryId))
        .sort((a, b) => a.position - b.position)
        .map((page) => page.slug);
    };
    expect(placed("services")).toEqual(["trip-pickups", "equipment-rental", "onboard-dining"]);
    expect(placed("footer")).toEqual(["faq", "privacy-policy", "about-us", "terms-and-conditions"]);
    expect(rows.homepage.map((row) => row.hero.title)).toEqual([content.demoHomepage.hero.title]);
    expect(rows.homepage[0]!.hero.image).not.toBeNull();
    expect(rows.homepage[0]!.callToAction.map((item) => item.href)).toEqual(
      content.demoHomepage.callToAction.map((item) => item.href),
    );
    expect(rows.siteSettings.map((row) => row.contact)).toEqual([content.demoContact]);
    expect(rows.siteSettings[0]!.contact.licence).toBe("PADI Dive Boat R-6156");
    expect(await seedIsNeeded(db)).toBe(false);
  });

  it("fills the schedule: weekly departures of every boat after today, this season and the next, none overlapping", async () => {
    const { db } = database;
    const list = await db
      .select({
        boatId: trips.boatId,
        departure: trips.departure,
        returnDate: trips.returnDate,
        discount: trips.discount,
      })
      .from(trips)
      .orderBy(trips.departure);
    expect(new Set(list.map((trip) => trip.boatId)).size).toBe(content.demoBoats.length);
    // The past departures are the reviewed ones (the next test); the schedule is the rest.
    const past = list.filter((trip) => trip.departure <= "2026-11-23");
    expect(past).toHaveLength(demoReviews.length);
    expect(past.every((trip) => trip.returnDate < "2026-11-23")).toBe(true);
    const upcoming = list.filter((trip) => trip.departure > "2026-11-23");
    expect(upcoming.every((trip) => trip.returnDate <= "2028-05-31")).toBe(true);
    expect(list.some((trip) => trip.departure >= "2027-10-01")).toBe(true);
    expect(list.some((trip) => trip.departure.slice(5, 7) === "07")).toBe(false); // none in the monsoon
    expect(
      upcoming.some((trip) => trip.discount === 15) && upcoming.some((trip) => trip.discount === 10),
    ).toBe(true);
    for (const boatId of new Set(list.map((trip) => trip.boatId))) {
      const own = list.filter((trip) => trip.boatId === boatId);
      for (const [index, trip] of own.slice(1).entries()) {
        expect(
          trip.departure >= own[index]!.returnDate,
          `${trip.departure} after ${own[index]!.returnDate}`,
        ).toBe(true);
      }
    }
    const offered = await db.select({ spaces: tripCabins.spaces, price: tripCabins.price }).from(tripCabins);
    expect(offered.length).toBeGreaterThan(list.length);
    expect(offered.every((cabin) => cabin.spaces > 0 && cabin.price > 0)).toBe(true);
  });

  it("writes guests' reviews of past, paid departures of every boat: varied, some answered, two pending", async () => {
    const rows = await database.db
      .select({
        rating: reviews.rating,
        status: reviews.status,
        reply: reviews.reply,
        returnDate: trips.returnDate,
        boatId: trips.boatId,
        state: bookings.state,
        paid: sql<number>`(select coalesce(sum(amount), 0) from payments p where p.booking_id = ${bookings.id} and p.state = 'succeeded')`,
        total: bookings.total,
      })
      .from(reviews)
      .innerJoin(bookings, sql`${bookings.id} = ${reviews.bookingId}`)
      .innerJoin(trips, sql`${trips.id} = ${bookings.tripId}`);
    expect(rows).toHaveLength(demoReviews.length);
    expect(rows.filter((row) => row.status === "pending")).toHaveLength(2);
    const approved = rows.filter((row) => row.status === "approved");
    expect(new Set(approved.map((row) => row.rating)).size).toBeGreaterThanOrEqual(4);
    expect(approved.filter((row) => row.reply !== null).length).toBeGreaterThanOrEqual(3);
    expect(new Set(approved.map((row) => row.boatId)).size).toBe(content.demoBoats.length);
    for (const row of rows) {
      expect(row.returnDate < "2026-11-23").toBe(true);
      expect(row.state).toBe("confirmed");
      expect(Number(row.paid)).toBe(row.total);
    }
  });

  it("gives every course upcoming dates over the coming months, some nearly full", async () => {
    const { db } = database;
    const dates = await db.select().from(courseDates).orderBy(courseDates.startDate);
    const list = await db
      .select({ id: courses.id, durationDays: courses.durationDays, price: courses.price })
      .from(courses);
    for (const course of list) {
      const own = dates.filter((date) => date.courseId === course.id);
      expect(own.length).toBeGreaterThanOrEqual(6);
      for (const date of own) {
        expect(date.startDate > "2026-11-23").toBe(true);
        expect(date.price).toBe(course.price);
        expect(daysBetween(date.startDate, date.endDate)).toBe(course.durationDays - 1);
        expect(date.status).toBe("scheduled");
      }
      expect(own[0]!.startDate <= "2026-12-07").toBe(true);
    }
    expect(dates.some((date) => date.seats <= 2)).toBe(true);
    expect(dates.some((date) => date.seats >= 6)).toBe(true);
    expect(dates.at(-1)!.startDate > "2027-03-01").toBe(true);
  });

  it("points every image at AVIF and WebP files the store wrote, with the stated sizes", async () => {
    const images = imagesOf(await snapshot(database.db));
    expect(images.length).toBeGreaterThan(10);
    const files = readdirSync(folder).sort();
    // Each image has its own files, and no file is left without a row that uses it.
    expect(filesOfAll(images)).toEqual(files);
    for (const image of images) {
      expect(image.url).toBe(`/uploads/${image.id}.webp`);
      expect(image.alt.length).toBeGreaterThan(0);
      expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
      const variants = image.variants ?? [];
      const widths = [...new Set(variants.map((v) => v.width))];
      expect(widths.length).toBeGreaterThan(0);
      // Every width in both formats.
      expect(variants.map((v) => `${v.format} ${v.width}`).sort()).toEqual(
        widths.flatMap((w) => [`avif ${w}`, `webp ${w}`]).sort(),
      );
      expect(Math.max(...variants.map((v) => v.width))).toBe(image.width);
      const largest = await sharp(readFileSync(path.join(folder, `${image.id}.webp`))).metadata();
      expect(largest.format).toBe("webp");
      expect({ width: largest.width, height: largest.height }).toEqual({
        width: image.width,
        height: image.height,
      });
      for (const variant of variants) {
        const file = path.join(folder, path.basename(variant.url));
        expect(existsSync(file)).toBe(true);
        expect((await sharp(readFileSync(file)).metadata()).width).toBe(variant.width);
      }
    }
  });

  it("seeds nothing, and changes nothing, when run again", async () => {
    const before = await snapshot(database.db);
    const filesBefore = readdirSync(folder).sort();
    let saves = 0;
    const counting: ImageStore = {
      save: (bytes, options) => {
        saves += 1;
        return store.save(bytes, options);
      },
      saveEncoded: (picture) => {
        saves += 1;
        return store.saveEncoded(picture);
      },
      remove: (id) => store.remove(id),
    };

    const result = await seedDemo(database.db, counting);

    expect(result).toEqual({ seeded: false, counts: null, images: [] });
    expect(saves).toBe(0);
    expect(await snapshot(database.db)).toEqual(before);
    expect(readdirSync(folder).sort()).toEqual(filesBefore);
  });
});

describe(`demo seed failures (${process.env.TEST_DB})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("leaves no rows and no files when the image store fails part-way", async () => {
    const folder = newFolder();
    const failing = new FailingImageStore(new LocalDiskImageStore({ directory: folder }), 5);

    await expect(seedDemo(database.db, failing)).rejects.toThrow("disk full");

    expect(failing.saves).toBeGreaterThanOrEqual(5);
    expectEmpty(await snapshot(database.db));
    expect(readdirSync(folder)).toEqual([]);
    expect(await seedIsNeeded(database.db)).toBe(true);
  });

  it("leaves no rows and no files when the database fails after the pictures were saved", async () => {
    const folder = newFolder();
    // The last insert of the seed (the contact details) is refused.
    await database.db.execute(sql`alter table site_settings add constraint seed_test_refuse check (id < 0)`);
    try {
      await expect(
        seedDemo(database.db, new LocalDiskImageStore({ directory: folder })),
      ).rejects.toMatchObject({ cause: { code: "23514", constraint: "seed_test_refuse" } }); // check_violation
    } finally {
      await database.db.execute(sql`alter table site_settings drop constraint seed_test_refuse`);
    }
    expectEmpty(await snapshot(database.db));
    expect(readdirSync(folder)).toEqual([]);
  });

  it("seeds once when two seeders start together", async () => {
    const folder = newFolder();
    const images = new LocalDiskImageStore({ directory: folder });

    const results = await Promise.all([seedDemo(database.db, images), seedDemo(database.db, images)]);

    expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
    const rows = await snapshot(database.db);
    expect(rows.boats.map((boat) => boat.slug).sort()).toEqual(
      content.demoBoats.map((boat) => boat.slug).sort(),
    );
    expect(rows.homepage.map((row) => row.hero.title)).toEqual([content.demoHomepage.hero.title]);
    expect(readdirSync(folder).sort()).toEqual(filesOfAll(imagesOf(rows)));
  });
});
