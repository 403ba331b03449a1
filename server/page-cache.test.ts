import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  AnswerCache,
  cacheableKind,
  cacheKey,
  chooseEncoding,
  compressedCopies,
  etagOf,
  ifNoneMatchHits,
} from "./page-cache.ts";

describe("cacheableKind", () => {
  it.each([
    [
      "page",
      "public pages (and their .data)",
      [
        "/",
        "/?utm=1",
        "/_root.data",
        "/services",
        "/services.data",
        "/course-information",
        "/boat/mv-manta",
        "/boat/mv-manta.data?_routes=routes%2Fboat",
        "/dive-site/koh-bon",
        "/course/open-water",
        "/page/privacy-policy",
        "/sitemap.xml",
        "/trip-schedules?season=2026/27",
        "/trip-list.data",
        "/trip/0f4c",
      ],
    ],
    [
      "json",
      "public catalogue calls",
      [
        "/api/v1/boats",
        "/api/v1/boat/abc",
        "/api/v1/pages?categoryId=x",
        "/api/v1/site",
        "/api/v1/trips?month=2027-01",
        "/api/v1/trip/0f4c",
        "/api/v1/rentals",
      ],
    ],
    [
      null,
      "nothing else",
      [
        "/login",
        "/password/reset/abc",
        "/information",
        "/admin/boats",
        "/admin/boat/1",
        "/booking",
        "/api/v1/admin/trips",
        "/boat/a/b",
        "/api/v1/me",
        "/api/v1/admin/boats",
        "/api/v1/admin/boat/1",
        "/api/v1/health",
        "/assets/x.js",
      ],
    ],
  ] as const)("answers %j for %s", (kind, _what, urls) => {
    for (const url of urls) expect(cacheableKind(url), url).toBe(kind);
  });
});

describe("cacheKey", () => {
  const base = {
    protocol: "https",
    host: "dive.example",
    url: "/",
    cookie: undefined,
    userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0",
  };

  it("varies a page on the consent cookie and on crawlers, never on other cookies", () => {
    const plain = cacheKey({ kind: "page", ...base });
    expect(cacheKey({ kind: "page", ...base, cookie: "theme=dark" })).toBe(plain);
    expect(cacheKey({ kind: "page", ...base, cookie: "cookie_consent=0" })).toBe(plain);
    const consent = cacheKey({ kind: "page", ...base, cookie: "a=1; cookie_consent=1" });
    expect(consent).not.toBe(plain);
    expect(cacheKey({ kind: "page", ...base, userAgent: "Googlebot/2.1" })).not.toBe(plain);
    expect(cacheKey({ kind: "page", ...base, url: "/?a=1" })).not.toBe(plain);
    expect(cacheKey({ kind: "page", ...base, host: "evil.example" })).not.toBe(plain);
  });

  it("does not split JSON by cookies or user agent", () => {
    const json = { ...base, kind: "json" as const, url: "/api/v1/boats" };
    expect(cacheKey({ ...json, cookie: "cookie_consent=1", userAgent: "Googlebot" })).toBe(cacheKey(json));
  });
});

describe("compressed copies, encodings and ETag", () => {
  it("compresses once into brotli and gzip copies that decode to the same bytes", async () => {
    const body = Buffer.from(`<p>${"héllo, diver ".repeat(5_000)}</p>`);
    const copies = await compressedCopies(body);
    expect(copies.identity.equals(body)).toBe(true);
    expect(brotliDecompressSync(copies.br).equals(body)).toBe(true);
    expect(gunzipSync(copies.gzip).equals(body)).toBe(true);
    expect(copies.br.length).toBeLessThan(body.length / 10);
    expect(copies.gzip.length).toBeLessThan(body.length / 10);
  });

  it("answers brotli to a client that takes it, else gzip, else the plain body", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("br;q=1.0, gzip;q=0.8")).toBe("br");
    expect(chooseEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("identity")).toBe("identity");
    expect(chooseEncoding("deflate")).toBe("identity");
    expect(chooseEncoding("")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
  });

  it("gives an ETag that depends on every byte of the body and on its type", () => {
    const body = Buffer.from("<script>1</script>");
    const type = "text/html";
    expect(etagOf(body, type)).toBe(etagOf(Buffer.from(body), type));
    expect(etagOf(Buffer.from("<script>2</script>"), type)).not.toBe(etagOf(body, type));
    expect(etagOf(body, "text/plain")).not.toBe(etagOf(body, type));
    expect(etagOf(body, type)).toMatch(/^W\/"[\w-]{27}"$/);
  });

  it("compares If-None-Match weakly, in lists and with *", () => {
    expect(ifNoneMatchHits('W/"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatchHits('"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatchHits('W/"b", W/"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatchHits("*", 'W/"a"')).toBe(true);
    expect(ifNoneMatchHits('W/"b"', 'W/"a"')).toBe(false);
    expect(ifNoneMatchHits(undefined, 'W/"a"')).toBe(false);
  });
});

describe("AnswerCache", () => {
  const answer = (size: number) => ({
    bodies: { identity: Buffer.alloc(size), br: Buffer.alloc(0), gzip: Buffer.alloc(0) },
    contentType: "text/html",
    policy: "script-src 'self'",
    headers: {},
    etag: 'W/"x"',
  });

  it("evicts the least recently used entry past its entry limit", () => {
    const cache = new AnswerCache({ maxEntries: 2, maxBytes: 1_000_000, ttlMs: 60_000 });
    cache.set("a", answer(10), 0);
    cache.set("b", answer(10), 0);
    expect(cache.get("a")).toBeDefined(); // a is now the most recent
    cache.set("c", answer(10), 0);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
  });

  it("keeps within its byte limit and refuses an answer bigger than a quarter of it", () => {
    const cache = new AnswerCache({ maxEntries: 100, maxBytes: 1000, ttlMs: 60_000 });
    expect(cache.set("big", answer(300), 0)).toBe(false);
    for (const key of ["a", "b", "c", "d", "e"]) cache.set(key, answer(200), 0);
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("e")).toBeDefined();
  });

  it("forgets entries past their time limit", () => {
    let now = 5_000;
    const cache = new AnswerCache({ maxEntries: 10, maxBytes: 1000, ttlMs: 100 }, () => now);
    cache.set("a", answer(1), 0);
    now = 5_100;
    expect(cache.get("a")).toBeDefined();
    now = 5_101;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("does not store what was rendered before a clear (the content changed meanwhile)", () => {
    const cache = new AnswerCache({ maxEntries: 10, maxBytes: 1000, ttlMs: 100 });
    const generation = cache.generation;
    cache.set("a", answer(1), generation);
    cache.clear();
    expect(cache.get("a")).toBeUndefined();
    expect(cache.set("b", answer(1), generation)).toBe(false);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.set("b", answer(1), cache.generation)).toBe(true);
  });
});
