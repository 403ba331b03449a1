import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeBoat, makeCourse, makeDiveSite, makePage } from "../../tests/support/factories.ts";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database.ts";
import { CatalogService } from "./catalog-service.ts";

/** Stored as if written before the sanitiser, or by hand: every read must clean it on the way out. */
const UNSAFE =
  '<p onclick="alert(1)">Reef<script>alert(1)</script> <a href="javascript:alert(1)">x</a>' +
  '<img src=x onerror=alert(1)></p><iframe src="https://evil.example"></iframe><svg onload="alert(1)"></svg>';
const CLEAN = "<p>Reef <a>x</a></p>";

describe(`catalogue reads pass rich text through the sanitiser on ${process.env.TEST_DB}`, () => {
  let database: TestDatabase;
  let catalog: CatalogService;
  const [boatSlug, siteSlug, courseSlug, pageSlug] = ["rich-boat", "rich-site", "rich-course", "rich-page"];

  beforeAll(async () => {
    database = await createTestDatabase();
    catalog = new CatalogService(database.db);
    await makeBoat(database.db, { slug: boatSlug, description: UNSAFE });
    await makeDiveSite(database.db, { slug: siteSlug, description: UNSAFE });
    await makeCourse(database.db, { slug: courseSlug, description: UNSAFE });
    await makePage(database.db, { slug: pageSlug, body: UNSAFE });
  });
  afterAll(() => database.close());

  it("cleans descriptions and page bodies in gets and lists", async () => {
    expect((await catalog.getBoat(boatSlug)).description).toBe(CLEAN);
    expect((await catalog.getDiveSite(siteSlug)).description).toBe(CLEAN);
    expect((await catalog.getCourse(courseSlug)).description).toBe(CLEAN);
    expect((await catalog.getPage(pageSlug)).body).toBe(CLEAN);

    expect((await catalog.listBoats()).find((b) => b.slug === boatSlug)?.description).toBe(CLEAN);
    expect((await catalog.listDiveSites()).find((s) => s.slug === siteSlug)?.description).toBe(CLEAN);
    expect((await catalog.listCourses()).find((c) => c.slug === courseSlug)?.description).toBe(CLEAN);
    expect((await catalog.listPages()).find((p) => p.slug === pageSlug)?.body).toBe(CLEAN);
  });

  it("keeps the rest of each row as stored", async () => {
    const boat = await catalog.getBoat(boatSlug);
    expect(boat.cabins.map((c) => c.name)).toEqual(["Standard twin", "Master suite"]);
    expect(boat.summary).toBe("A test boat");
  });
});
