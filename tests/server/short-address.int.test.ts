/**
 * The short address `/{word}` (spec §2) on the built site: 301 to the page, boat, dive site or course
 * with that slug, pages first, then boats, dive sites, courses; the site's own routes always win; an
 * unknown word is the not-found screen with 404.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiHarness, createApiHarness } from "../support/api-harness.ts";
import { makeBoat, makeCourse, makeDiveSite, makePage } from "../support/factories.ts";
import { buildPageServer } from "../support/page-server.ts";

describe(`short addresses on ${process.env.TEST_DB}`, () => {
  let h: ApiHarness;
  let app: FastifyInstance;

  beforeAll(async () => {
    h = await createApiHarness();
    app = await buildPageServer(h);
    const db = h.database.db;
    await makePage(db, { title: "Galapagos", slug: "galapagos" });
    await makeBoat(db, { name: "Galapagos", slug: "galapagos-boat" });
    await makeBoat(db, { name: "Manta Queen", slug: "manta-queen" });
    await makeDiveSite(db, { name: "Manta Queen rock", slug: "richelieu" });
    await makeDiveSite(db, { name: "Koh Bon", slug: "koh-bon" });
    await makeCourse(db, { name: "Koh Bon course", slug: "nitrox" });
    await makeCourse(db, { name: "Nitrox", slug: "open-water" });
    // The same slug on each kind: the order of precedence decides.
    await makePage(db, { title: "Shared page", slug: "shared" });
    await makeBoat(db, { name: "Shared boat", slug: "shared" });
    await makeDiveSite(db, { name: "Shared site", slug: "shared" });
    await makeCourse(db, { name: "Shared course", slug: "shared" });
    await makeBoat(db, { name: "Boat first", slug: "boat-first" });
    await makeDiveSite(db, { name: "Boat first site", slug: "boat-first" });
    await makeDiveSite(db, { name: "Site only", slug: "site-first" });
    await makeCourse(db, { name: "Course too", slug: "site-first" });
    // A catalogue item named like a site route never takes that route.
    await makePage(db, { title: "Services", slug: "services" });
  });

  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  it.each([
    ["/galapagos", "/page/galapagos"],
    ["/manta-queen", "/boat/manta-queen"],
    ["/richelieu", "/dive-site/richelieu"],
    ["/open-water", "/course/open-water"],
    ["/shared", "/page/shared"],
    ["/boat-first", "/boat/boat-first"],
    ["/site-first", "/dive-site/site-first"],
    ["/Manta-Queen", "/boat/manta-queen"],
  ])("%s answers 301 to %s", async (url, location) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it("lets the site's own routes win", async () => {
    const response = await app.inject({ url: "/services" });
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
  });

  it("answers an unknown word with the not-found screen and 404", async () => {
    for (const url of ["/no-such-word", "/%E0%B8%AA"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"]).toMatch(/text\/html/);
      expect(response.body).toContain('class="site-footer"');
    }
  });
});
