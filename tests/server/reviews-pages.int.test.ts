/**
 * What visitors see of reviews through the whole server (production build) on each database: the
 * cached `/reviews`, boat and home pages change when a review is approved, edited or removed; pending
 * and rejected reviews never appear; a review's HTML is shown as text. The reviews are the demo
 * seed's (db/seed/demo-reviews.ts) on the demo boats' slugs.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatIsoDay } from "../../core/shared/dates.ts";
import { reviews } from "../../db/schema.ts";
import { demoReviews, insertDemoReviews } from "../../db/seed/demo-reviews.ts";
import { type ApiHarness, createApiHarness } from "../support/api-harness.ts";
import { makeBoat } from "../support/factories.ts";
import { buildPageServer } from "../support/page-server.ts";

describe(`review pages and the page cache on ${process.env.TEST_DB}`, () => {
  let h: ApiHarness;
  let server: FastifyInstance;
  const pending = demoReviews.filter((review) => review.status === "pending");
  const idOf = async (title: string) =>
    (await h.database.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.title, title)))[0]!.id;

  beforeAll(async () => {
    h = await createApiHarness();
    server = await buildPageServer(h);
    const cabins = [{ name: "Twin", spaces: 2, cabinCount: 4, price: 2_500_000 }];
    for (const slug of ["mv-sea-mantra", "mv-blue-similan", "mv-coral-voyager"]) {
      await makeBoat(h.database.db, { name: slug.replaceAll("-", " "), slug }, cabins);
    }
    await insertDemoReviews(h.database.db, formatIsoDay(h.clock.now));
  });

  afterAll(async () => {
    await server?.close();
    await h?.close();
  });

  const get = (url: string) => server.inject({ method: "GET", url });

  it("shows approved reviews only, and a new approval replaces the cached pages", async () => {
    const [waiting] = pending;
    const addresses = ["/reviews", `/boat/${waiting!.boatSlug}`, "/"];
    for (const url of addresses) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.body, url).not.toContain(waiting!.title);
      expect((await get(url)).headers["x-cache"], url).toBe("hit");
    }
    const approvedCount = demoReviews.length - pending.length;
    expect((await get("/reviews")).body).toContain(`${approvedCount} reviews`);

    await h.services.reviews.update(await idOf(waiting!.title), { status: "approved" });

    const reviewsPage = await get("/reviews");
    expect(reviewsPage.headers["x-cache"]).toBe("miss");
    expect(reviewsPage.body).toContain(waiting!.title);
    expect(reviewsPage.body).toContain(`${approvedCount + 1} reviews`);
    const boatPage = await get(`/boat/${waiting!.boatSlug}`);
    expect(boatPage.headers["x-cache"]).toBe("miss");
    expect(boatPage.body).toContain(waiting!.title);
    expect((await get("/")).headers["x-cache"]).toBe("miss");
  });

  it("leaves the cached pages alone when a review no visitor sees is rejected", async () => {
    await get("/reviews");
    expect((await get("/reviews")).headers["x-cache"]).toBe("hit");
    await h.services.reviews.update(await idOf(pending[1]!.title), { status: "rejected" });
    const again = await get("/reviews");
    expect(again.headers["x-cache"]).toBe("hit");
    expect(again.body).not.toContain(pending[1]!.title);
  });

  it("shows a review's HTML as text, with its line breaks", async () => {
    const id = await idOf(pending[0]!.title);
    await h.services.reviews.update(id, {
      title: "<b>Bold</b> & <script>alert(1)</script>",
      text: "First line\n<img src=x onerror=alert(1)>",
    });
    const page = await get("/reviews");
    expect(page.headers["x-cache"]).toBe("miss");
    expect(page.body).toContain("&lt;b&gt;Bold&lt;/b&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page.body).toContain("First line\n&lt;img src=x onerror=alert(1)&gt;");
    expect(page.body).not.toContain("<b>Bold</b>");
    expect(page.body).not.toContain("<img src=x");

    await h.services.reviews.delete(id);
    const after = await get("/reviews");
    expect(after.headers["x-cache"]).toBe("miss");
    expect(after.body).not.toContain("&lt;b&gt;Bold");
  });
});
