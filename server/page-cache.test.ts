import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  acceptsGzip,
  AnswerCache,
  cacheableKind,
  cacheKey,
  cookieValue,
  deflateParts,
  etagOf,
  gzipWithNonce,
  ifNoneMatchHits,
  joinWithNonce,
  splitOnNonce,
} from "./page-cache.ts";

describe("cacheableKind", () => {
  it("holds public pages (and their .data) and public catalogue calls only", () => {
    for (const url of [
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
    ]) {
      expect(cacheableKind(url), url).toBe("page");
    }
    for (const url of ["/trip-schedules?season=2026/27", "/trip-list.data", "/trip/0f4c"]) {
      expect(cacheableKind(url), url).toBe("page");
    }
    for (const url of [
      "/api/v1/boats",
      "/api/v1/boat/abc",
      "/api/v1/pages?categoryId=x",
      "/api/v1/site",
      "/api/v1/trips?month=2027-01",
      "/api/v1/trip/0f4c",
      "/api/v1/rentals",
    ]) {
      expect(cacheableKind(url), url).toBe("json");
    }
    for (const url of [
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
    ]) {
      expect(cacheableKind(url), url).toBeNull();
    }
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

describe("cookieValue", () => {
  it("finds a cookie by its exact name", () => {
    expect(cookieValue("a=1; sid=xyz; b=2", "sid")).toBe("xyz");
    expect(cookieValue("sid=", "sid")).toBe("");
    expect(cookieValue("xsid=1; sidx=2", "sid")).toBeUndefined();
    expect(cookieValue(undefined, "sid")).toBeUndefined();
  });
});

describe("nonce substitution and ETag", () => {
  const nonce = "abc+/==";
  const body = Buffer.from(`<script nonce="${nonce}">1</script><script nonce="${nonce}">2</script>`);

  it("puts a fresh nonce wherever the render's was", () => {
    const parts = splitOnNonce(body, nonce);
    expect(parts).toHaveLength(3);
    expect(joinWithNonce(parts, "fresh").toString()).toBe(
      '<script nonce="fresh">1</script><script nonce="fresh">2</script>',
    );
    expect(joinWithNonce(parts, nonce).equals(body)).toBe(true);
    expect(splitOnNonce(body, "")).toEqual([body]);
  });

  it("makes a valid gzip file with the fresh nonce from parts deflated once", () => {
    const parts = splitOnNonce(body, nonce);
    const deflated = deflateParts(parts);
    expect(gunzipSync(gzipWithNonce(parts, deflated, "fresh")).toString()).toBe(
      '<script nonce="fresh">1</script><script nonce="fresh">2</script>',
    );
    const big = Buffer.from(`${"a".repeat(70_000)}${nonce}${"héllo ".repeat(20_000)}${nonce}`);
    const bigParts = splitOnNonce(big, nonce);
    const zipped = gzipWithNonce(bigParts, deflateParts(bigParts), nonce);
    expect(gunzipSync(zipped).equals(big)).toBe(true);
    expect(zipped.length).toBeLessThan(big.length / 10);
    const endsOnNonce = splitOnNonce(Buffer.from(`a${nonce}`), nonce);
    expect(gunzipSync(gzipWithNonce(endsOnNonce, deflateParts(endsOnNonce), "n")).toString()).toBe("an");
    const one = [Buffer.from('{"success":true}')];
    expect(gunzipSync(gzipWithNonce(one, deflateParts(one), "")).toString()).toBe('{"success":true}');
  });

  it("reads Accept-Encoding for gzip", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("br, gzip;q=0")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("x-gzip-like")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it("gives an ETag that does not depend on the nonce but on every other byte", () => {
    const other = Buffer.from(body.toString().replaceAll(nonce, "zzzzzz"));
    const type = "text/html";
    expect(etagOf(splitOnNonce(other, "zzzzzz"), type)).toBe(etagOf(splitOnNonce(body, nonce), type));
    const changed = Buffer.from(body.toString().replace("1", "3"));
    expect(etagOf(splitOnNonce(changed, nonce), type)).not.toBe(etagOf(splitOnNonce(body, nonce), type));
    expect(etagOf([body], type)).toMatch(/^W\/"[\w-]{27}"$/);
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
    parts: [Buffer.alloc(size)],
    deflated: [],
    contentType: "text/html",
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
    let now = 0;
    const cache = new AnswerCache({ maxEntries: 10, maxBytes: 1000, ttlMs: 100 }, () => now);
    cache.set("a", answer(1), 0);
    now = 100;
    expect(cache.get("a")).toBeDefined();
    now = 101;
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
