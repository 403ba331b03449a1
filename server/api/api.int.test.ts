import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  makeBoat,
  makeCourse,
  makeDiveSite,
  makeCategory,
  makePage,
  makeSiteSettings,
} from "../../tests/support/factories.ts";
import { tempFolder } from "../../tests/support/temp-folder.ts";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database.ts";
import { buildServer } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createServices } from "../services.ts";

describe(`/api/v1 on ${process.env.TEST_DB}`, () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let boat: Awaited<ReturnType<typeof makeBoat>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ DATA_DIR: tempFolder("api-test-") });
    app = await buildServer({
      config,
      services: createServices(database, config),
      render: "none",
      logger: false,
    });
    boat = await makeBoat(database.db, { name: "MV Sea Mantra", slug: "mv-sea-mantra" });
    await makeDiveSite(database.db, { name: "Richelieu Rock", slug: "richelieu-rock" });
    await makeCourse(database.db, { name: "Rescue Diver", slug: "rescue-diver" });
    const footer = await makeCategory(database.db, { placement: "footer" });
    await makePage(database.db, { title: "FAQ", slug: "faq", categoryId: footer.id });
    await makeSiteSettings(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("reports health with the database status", async () => {
    const response = await app.inject("/api/v1/health");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      status: "ok",
      database: { kind: process.env.TEST_DB, up: true },
    });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("reports a database that is down with 503", async () => {
    const config = loadConfig({ DATA_DIR: tempFolder("api-test-") });
    const down = await buildServer({
      config,
      services: {
        ...createServices(database, config),
        database: {
          kind: "postgres",
          ping: async () => false,
          ready: async () => false,
          poolUse: () => ({ total: 0, idle: 0, waiting: 0 }),
        },
      },
      render: "none",
      logger: false,
    });
    const response = await down.inject("/api/v1/health");
    const readiness = await down.inject("/api/v1/ready");
    await down.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, database: { up: false } });
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toMatchObject({ success: false, status: "not ready" });
  });

  it("is ready once the database answers and every migration of this build is applied", async () => {
    const response = await app.inject("/api/v1/ready");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, status: "ready" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it.each(["/api/v1/nothing-here", "/api/v1/boat/x/y/z", "/api/elsewhere", "/api"])(
    "answers an unknown API path %s with a JSON 404, never the HTML app",
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining(url) });
    },
  );

  it("answers a known path with a wrong method as a JSON 404", async () => {
    const response = await app.inject({ method: "DELETE", url: "/api/v1/health" });
    expect(response.statusCode).toBe(404);
    expect(response.json().success).toBe(false);
  });

  it("puts security headers on every answer", async () => {
    const response = await app.inject("/api/v1/health");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' https:\/\/js\.stripe\.com/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src https://js.stripe.com https://hooks.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["strict-transport-security"]).toBeUndefined(); // development
  });

  it("uses a fresh CSP nonce for each request", async () => {
    const nonce = async () =>
      String((await app.inject("/api/v1/health")).headers["content-security-policy"]).match(
        /'nonce-([^']+)'/,
      )?.[1];
    expect(await nonce()).not.toBe(await nonce());
  });

  it("adds HSTS in production", async () => {
    const config = loadConfig({
      DATA_DIR: tempFolder("api-test-"),
      NODE_ENV: "production",
      SESSION_SECRET: "x".repeat(40),
      PUBLIC_URL: "https://dive.example",
    });
    const production = await buildServer({
      config,
      services: createServices(database, config),
      render: "none",
      logger: false,
    });
    const response = await production.inject("/api/v1/health");
    await production.close();
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(String(response.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
  });

  it("compresses large answers", async () => {
    await makeDiveSite(database.db, { summary: "Granite boulders and soft corals. ".repeat(60) });
    const response = await app.inject({ url: "/api/v1/dive-sites", headers: { "accept-encoding": "gzip" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("gzip");
  });

  it("lists and gets boats with their cabin types, by id or slug", async () => {
    const list = (await app.inject("/api/v1/boats")).json();
    expect(list.success).toBe(true);
    expect(list.boats.map((b: { slug: string }) => b.slug)).toContain("mv-sea-mantra");
    const byId = (await app.inject(`/api/v1/boat/${boat.id}`)).json();
    const bySlug = (await app.inject("/api/v1/boat/mv-sea-mantra")).json();
    expect(byId.boat.id).toBe(boat.id);
    expect(bySlug.boat.id).toBe(boat.id);
    expect(bySlug.boat.cabins.map((c: { name: string }) => c.name)).toEqual([
      "Standard twin",
      "Master suite",
    ]);
  });

  it.each([
    ["/api/v1/dive-sites", "diveSites", "/api/v1/dive-site/richelieu-rock", "diveSite", "Richelieu Rock"],
    ["/api/v1/courses", "courses", "/api/v1/course/rescue-diver", "course", "Rescue Diver"],
    ["/api/v1/pages", "pages", "/api/v1/page/faq", "page", "FAQ"],
  ])("lists %s and gets one", async (listUrl, listKey, oneUrl, oneKey, name) => {
    const list = (await app.inject(listUrl)).json();
    expect(list.success).toBe(true);
    expect(list[listKey].map((item: { name?: string; title?: string }) => item.name ?? item.title)).toContain(
      name,
    );
    const one = (await app.inject(oneUrl)).json();
    expect(one.success).toBe(true);
    expect(one[oneKey].name ?? one[oneKey].title).toBe(name);
  });

  it.each(["/api/v1/boat/nope", "/api/v1/dive-site/nope", "/api/v1/course/nope", "/api/v1/page/nope"])(
    "answers a missing %s with 404 and a message",
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: expect.stringMatching(/not found$/) });
    },
  );

  it("gives the card-payment publishable key (offline provider by default)", async () => {
    expect((await app.inject("/api/v1/stripeapi")).json()).toEqual({
      success: true,
      stripeApiKey: null,
      provider: "test",
    });
  });

  it("gives the site chrome: contact, menus and footer pages", async () => {
    const site = (await app.inject("/api/v1/site")).json();
    expect(site.contact.licence).toBe("PADI Dive Boat R-6156");
    expect(site.menu.boats.map((b: { slug: string }) => b.slug)).toContain("mv-sea-mantra");
    expect(site.footerPages.map((p: { slug: string }) => p.slug)).toEqual(["faq"]);
  });
});
