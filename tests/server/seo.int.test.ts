/**
 * Findability on the built site: every public page has one canonical link equal to
 * PUBLIC_URL + its path, a description, Open Graph tags with an absolute image and, where it describes
 * the operator, a boat, a dive site or a course, JSON-LD of the right schema.org type in a script the
 * response's CSP allows (by its nonce, or by its hash on a page the page cache may hold); private and missing pages say noindex; sitemap.xml lists every
 * catalog item and nothing private, and parses as XML; robots.txt keeps crawlers out of private paths.
 */
import { createHash } from "node:crypto";
import { type Browser, chromium } from "@playwright/test";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredImage } from "../../core/images/stored-image.ts";
import { type ApiHarness, createApiHarness, insertUser, PUBLIC_URL } from "../support/api-harness.ts";
import { makeBoat, makeCategory, makeCourse, makeDiveSite, makePage } from "../support/factories.ts";
import { buildPageServer, sessionCookieFor } from "../support/page-server.ts";
import { TEST_CHROMIUM } from "../support/chromium.ts";

type Tag = Record<string, string>;

function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The attributes of every `<name …>` tag in the document's head. */
function tags(html: string, name: "meta" | "link" | "script"): Tag[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "g"))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? "").matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((a) => [a[1]!, decode(a[2] ?? "")]),
    ),
  );
}

const metaContent = (html: string, key: string) =>
  tags(html, "meta")
    .filter((t) => t.property === key || t.name === key)
    .map((t) => t.content);

const canonicals = (html: string) => tags(html, "link").filter((t) => t.rel === "canonical");

/** The JSON-LD scripts' parsed contents, their nonces and the CSP source of their text's hash. */
function jsonLd(html: string): { data: unknown; nonce: string | undefined; hash: string }[] {
  return [...html.matchAll(/<script([^>]*type="application\/ld\+json"[^>]*)>([\s\S]*?)<\/script>/g)].map(
    (m) => ({
      data: JSON.parse(m[2]!),
      nonce: /nonce="([^"]*)"/.exec(m[1]!)?.[1],
      hash: `'sha256-${createHash("sha256").update(m[2]!, "utf8").digest("base64")}'`,
    }),
  );
}

const cspNonce = (header: unknown) => /'nonce-([^']+)'/.exec(String(header))?.[1];
const scriptSrc = (header: unknown) => /(?:^|; )script-src ([^;]*)/.exec(String(header))?.[1] ?? "";

describe("findability: meta tags, JSON-LD, sitemap.xml and robots.txt", () => {
  let h: ApiHarness;
  let app: FastifyInstance;
  let browser: Browser | undefined;
  const picture: StoredImage = {
    id: "boat-1",
    url: "/uploads/boat-1-1600.webp",
    alt: "The boat at anchor",
    width: 1600,
    height: 900,
  };
  let slugs: { boats: string[]; diveSites: string[]; courses: string[]; pages: string[] };

  beforeAll(async () => {
    h = await createApiHarness();
    app = await buildPageServer(h);
    const db = h.database.db;
    const boats = [
      // A summary that tries to close the JSON-LD script: it must stay data.
      await makeBoat(db, {
        summary: "Steel yacht </script><script>alert(1)</script> & more",
        images: [picture],
      }),
      await makeBoat(db),
    ];
    const diveSites = [
      await makeDiveSite(db, { summary: "Granite boulders and manta rays." }),
      await makeDiveSite(db),
    ];
    const courses = [await makeCourse(db, { summary: "Learn to dive on board." })];
    const footer = await makeCategory(db, { placement: "footer" });
    const pages = [await makePage(db, { summary: "" }), await makePage(db, { categoryId: footer.id })];
    slugs = {
      boats: boats.map((b) => b.slug),
      diveSites: diveSites.map((s) => s.slug),
      courses: courses.map((c) => c.slug),
      pages: pages.map((p) => p.slug),
    };
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await h?.close();
  });

  async function page(url: string, cookie?: string) {
    const response = await app.inject({ url, headers: cookie ? { cookie } : {} });
    return {
      status: response.statusCode,
      html: response.body,
      nonce: cspNonce(response.headers["content-security-policy"]),
      scriptSources: scriptSrc(response.headers["content-security-policy"]).split(" "),
    };
  }

  const publicPages = () => [
    { path: "/", type: "TravelAgency" },
    { path: "/services" },
    { path: "/trip-schedules" },
    { path: "/trip-list" },
    { path: "/course-booking" },
    { path: "/course-information" },
    { path: "/reviews", type: "TravelAgency" },
    { path: "/login" },
    { path: `/boat/${slugs.boats[0]}`, type: "Vehicle" },
    { path: `/boat/${slugs.boats[1]}`, type: "Vehicle" },
    { path: `/dive-site/${slugs.diveSites[0]}`, type: "TouristAttraction" },
    { path: `/course/${slugs.courses[0]}`, type: "Course" },
    { path: `/page/${slugs.pages[0]}` },
    { path: `/page/${slugs.pages[1]}` },
  ];

  it("every public page has one canonical link, a description, Open Graph tags with an absolute image and the right JSON-LD", async () => {
    for (const { path, type } of publicPages()) {
      const { status, html, nonce, scriptSources } = await page(path);
      expect(status, path).toBe(200);
      expect(canonicals(html), path).toEqual([
        { rel: "canonical", href: `${PUBLIC_URL}${path === "/" ? "/" : path}` },
      ]);
      expect(metaContent(html, "og:url"), path).toEqual([`${PUBLIC_URL}${path}`]);
      const [description] = metaContent(html, "description");
      expect(description?.trim().length, path).toBeGreaterThan(0);
      expect(description!.length, path).toBeLessThanOrEqual(160);
      expect(metaContent(html, "og:title")[0], path).toMatch(/\S/);
      expect(metaContent(html, "og:site_name"), path).toEqual(["Andaman Liveaboards"]);
      const [image] = metaContent(html, "og:image");
      expect(image, path).toMatch(new RegExp(`^${PUBLIC_URL}/`));
      expect(Number(metaContent(html, "og:image:width")[0]), path).toBeGreaterThan(0);
      expect(Number(metaContent(html, "og:image:height")[0]), path).toBeGreaterThan(0);
      expect(metaContent(html, "og:image:alt")[0], path).toMatch(/\S/);
      expect(metaContent(html, "twitter:card"), path).toEqual(["summary_large_image"]);
      expect(metaContent(html, "robots"), path).toEqual([]);
      expect(
        tags(html, "title" as "meta").length + (html.match(/<title>/g)?.length ?? 0),
        path,
      ).toBeGreaterThan(0);

      const scripts = jsonLd(html);
      if (type) {
        expect(scripts, path).toHaveLength(1);
        expect((scripts[0]!.data as { "@type": string })["@type"], path).toBe(type);
        const script = scripts[0]!;
        if (nonce) expect(script.nonce, path).toBe(nonce);
        else expect(scriptSources, path).toContain(script.hash);
      } else {
        expect(scripts, path).toEqual([]);
      }
    }
  });

  it("a boat's own picture is shared; a page without one shares the default picture", async () => {
    const boat = await page(`/boat/${slugs.boats[0]}`);
    expect(metaContent(boat.html, "og:image")).toEqual([`${PUBLIC_URL}${picture.url}`]);
    expect(metaContent(boat.html, "og:image:width")).toEqual(["1600"]);
    expect(metaContent(boat.html, "og:image:alt")).toEqual([picture.alt]);
    const reviews = await page("/reviews");
    expect(metaContent(reviews.html, "og:image")).toEqual([`${PUBLIC_URL}/og-image.jpg`]);
    // The default picture and the logo are served.
    for (const url of ["/og-image.jpg", "/logo.png"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toMatch(/^image\//);
    }
  });

  it("JSON-LD carries text that looks like markup as data, never as a closing script tag", async () => {
    const { html } = await page(`/boat/${slugs.boats[0]}`);
    expect(html).not.toContain("<script>alert(1)</script>");
    const [script] = jsonLd(html);
    expect(script!.data).toMatchObject({
      "@type": "Vehicle",
      url: `${PUBLIC_URL}/boat/${slugs.boats[0]}`,
      description: "Steel yacht </script><script>alert(1)</script> & more",
      image: [`${PUBLIC_URL}${picture.url}`],
      brand: { name: "Test Liveaboards" },
    });
    const home = jsonLd((await page("/")).html)[0]!.data;
    expect(home).toMatchObject({
      "@type": "TravelAgency",
      name: "Test Liveaboards",
      url: `${PUBLIC_URL}/`,
      logo: `${PUBLIC_URL}/logo.png`,
      telephone: "+66 76 123 456",
      email: "info@example.test",
    });
    const course = jsonLd((await page(`/course/${slugs.courses[0]}`)).html)[0]!.data;
    expect(course).toMatchObject({
      provider: { name: "Test Liveaboards" },
      offers: { priceCurrency: "THB" },
    });
  });

  it("the canonical link drops the query and a trailing slash", async () => {
    const { html } = await page("/trip-list?utm_source=mail&page=2");
    expect(canonicals(html)).toEqual([{ rel: "canonical", href: `${PUBLIC_URL}/trip-list` }]);
  });

  it("missing pages, the password-reset page and signed-in screens say noindex and have no canonical link", async () => {
    const customer = await insertUser(h);
    const admin = await insertUser(h, { role: "admin" });
    const cases: [string, string | undefined, number][] = [
      ["/no-such-page", undefined, 404],
      ["/boat/no-such-boat", undefined, 404],
      ["/password/reset/not-a-token", undefined, 200],
      ["/booking", undefined, 200],
      ["/information", await sessionCookieFor(h, customer.id), 200],
      ["/bookings/me", await sessionCookieFor(h, customer.id), 200],
      ["/admin/dashboard", await sessionCookieFor(h, admin.id), 200],
      ["/admin/users", await sessionCookieFor(h, admin.id), 200],
      ["/admin/boats", await sessionCookieFor(h, admin.id), 200],
    ];
    for (const [path, cookie, expected] of cases) {
      const { status, html } = await page(path, cookie);
      expect(status, path).toBe(expected);
      expect(metaContent(html, "robots")[0], path).toMatch(/^noindex/);
      expect(canonicals(html), path).toEqual([]);
      expect(jsonLd(html), path).toEqual([]);
    }
  });

  it("sitemap.xml lists every public page and catalog item with absolute addresses, nothing private, and parses as XML", async () => {
    const response = await app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    // Shared caches may keep it a while (the page cache's policy, server/page-cache.ts).
    expect(response.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+/);
    const xml = response.body;
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    const expected = [
      ...publicPages().map((p) => `${PUBLIC_URL}${p.path}`),
      `${PUBLIC_URL}/dive-site/${slugs.diveSites[1]}`,
    ];
    expect(new Set(locs)).toEqual(new Set(expected));
    expect(locs).toHaveLength(expected.length);
    for (const loc of locs) {
      expect(loc).not.toMatch(/\/(admin|api|information|bookings?|payment|account)\b/);
    }
    expect(xml).toMatch(
      new RegExp(`<loc>${PUBLIC_URL}/boat/${slugs.boats[0]}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`),
    );

    // A real XML parser (the browser's) reads it without error, in the sitemap namespace.
    browser = await chromium.launch({ executablePath: TEST_CHROMIUM, args: ["--no-sandbox"] });
    const tab = await browser.newPage();
    const parsed = await tab.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.getElementsByTagName("parsererror").length > 0,
        root: doc.documentElement.namespaceURI + " " + doc.documentElement.localName,
        urls: doc.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "url").length,
      };
    }, xml);
    expect(parsed).toEqual({
      error: false,
      root: "http://www.sitemaps.org/schemas/sitemap/0.9 urlset",
      urls: expected.length,
    });
  });

  it("sitemap.xml follows the catalog at once: a new page is listed on the next request", async () => {
    await app.inject({ url: "/sitemap.xml" }); // now held by the page cache
    const added = await makePage(h.database.db);
    // As an admin's write does after it commits (core/catalog/catalog-admin-service.ts).
    h.services.contentEvents.emit({ kind: "page", id: added.id });
    const { body } = await app.inject({ url: "/sitemap.xml" });
    expect(body).toContain(`<loc>${PUBLIC_URL}/page/${added.slug}</loc>`);
  });

  it("robots.txt allows public pages, disallows the admin, account and API paths and names the sitemap", async () => {
    const response = await app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    // Shared caches may keep it a while (the page cache's policy, server/page-cache.ts).
    expect(response.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+/);
    const lines = response.body.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of [
      "/admin",
      "/api/",
      "/information",
      "/bookings/",
      "/booking/",
      "/payment",
      "/success/",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    // No rule keeps crawlers off a public page.
    const disallowed = lines
      .filter((l) => l.startsWith("Disallow: "))
      .map((l) => l.slice("Disallow: ".length));
    for (const { path } of publicPages()) {
      expect(
        disallowed.some((rule) => path.startsWith(rule)),
        path,
      ).toBe(false);
    }
  });
});
