import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CatalogService } from "../catalog/catalog-service.ts";
import { pages } from "../../db/schema.ts";
import { makeCategory, makePage, makeSiteSettings } from "../../tests/support/factories.ts";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database.ts";
import { SiteChrome } from "./site-chrome.ts";
import { SiteService } from "./site-service.ts";

describe(`site chrome on ${process.env.TEST_DB}`, () => {
  let database: TestDatabase;
  let clock = new Date("2031-01-01T00:00:00.000Z");
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  let chrome: SiteChrome;
  beforeAll(async () => {
    database = await createTestDatabase();
    await makeSiteSettings(database.db);
    const footer = await makeCategory(database.db, { placement: "footer" });
    await makePage(database.db, { title: "FAQ", slug: "faq", categoryId: footer.id });
    chrome = new SiteChrome(
      new SiteService(database.db),
      new CatalogService(database.db),
      () => clock,
      10_000,
    );
  });
  afterAll(() => database.close());

  it("serves the same data for the time it is kept, then reads again; invalidate reads at once", async () => {
    expect((await chrome.get()).footerPages.map((p) => p.title)).toEqual(["FAQ"]);
    await database.db.update(pages).set({ title: "Questions" }).where(eq(pages.slug, "faq"));
    advance(5_000);
    expect((await chrome.get()).footerPages.map((p) => p.title)).toEqual(["FAQ"]);
    advance(5_001);
    expect((await chrome.get()).footerPages.map((p) => p.title)).toEqual(["Questions"]);
    await database.db.update(pages).set({ title: "FAQ" }).where(eq(pages.slug, "faq"));
    chrome.invalidate();
    expect((await chrome.get()).footerPages.map((p) => p.title)).toEqual(["FAQ"]);
    expect((await chrome.get()).contact.licence).toBe("PADI Dive Boat R-6156");
  });
});
