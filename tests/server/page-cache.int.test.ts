/**
 * Anonymous pages from a cache (server/page-cache.ts, decision 0010): the whole server with the
 * production build, over a harness database. Each test uses its own addresses (query strings are keys
 * of their own), so the order of tests does not matter. Runs against PGlite and a PostgreSQL server.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectPath } from "../../core/shared/project-path.ts";
import { boats } from "../../db/schema.ts";
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "../../server/page-cache.ts";
import { type ApiHarness, createApiHarness } from "../support/api-harness.ts";
import { makeBoat, makeUser } from "../support/factories.ts";
import { buildPageServer, sessionCookieFor } from "../support/page-server.ts";

/** The nonce of an answer's CSP header. */
function cspNonce(response: LightMyRequestResponse): string {
  const match = /'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"]));
  if (!match) throw new Error(`no nonce in ${response.headers["content-security-policy"]}`);
  return match[1]!;
}

/** The nonces on the page's script tags. */
function bodyNonces(body: string): Set<string> {
  return new Set([...body.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]!));
}

/** The SHA-256 of every inline script of a page, as a browser computes them for its CSP, sorted. */
function scriptHashes(body: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, text] of body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (attributes!.includes(" src=")) continue;
    hashes.push(createHash("sha256").update(Buffer.from(text!, "utf8")).digest("base64"));
  }
  return [...new Set(hashes)].sort();
}

/** The hashes the script-src of an answer's CSP allows, sorted. */
function policyHashes(response: LightMyRequestResponse): string[] {
  const policy = String(response.headers["content-security-policy"]);
  const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1] ?? "";
  return [...scriptSrc.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]!).sort();
}

describe(`the anonymous page cache on ${process.env.TEST_DB}`, () => {
  let h: ApiHarness;
  let server: FastifyInstance;
  let boat: { id: string; slug: string; name: string };

  beforeAll(async () => {
    h = await createApiHarness();
    server = await buildPageServer(h);
    boat = await makeBoat(h.database.db, { name: "MV Cache Tester", slug: "mv-cache-tester" });
  });

  afterAll(async () => {
    await server?.close();
    await h?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.inject({ method: "GET", url, headers });

  it("answers the second anonymous GET from the cache: the same bytes and policy for every visitor", async () => {
    const first = await get("/?t=hit");
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-cache"]).toBe("miss");
    expect(first.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
    const second = await get("/?t=hit");
    const third = await get("/?t=hit", { cookie: "theme=dark" });
    for (const answer of [second, third]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["x-cache"]).toBe("hit");
      expect(answer.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(answer.headers.etag).toBe(first.headers.etag);
      // Byte for byte the page and the policy of the answer that stored it.
      expect(answer.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(answer.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    }
    expect(bodyNonces(first.body).size).toBe(0);
    expect(String(first.headers["content-security-policy"])).not.toContain("nonce");
  });

  it("lists the hash of every inline script of a cached page in its policy, and nothing else", async () => {
    for (const url of ["/?t=hashes", `/boat/${boat.slug}?t=hashes`, "/trip-schedules?t=hashes"]) {
      const miss = await get(url);
      const hit = await get(url);
      expect(hit.headers["x-cache"]).toBe("hit");
      const inPage = scriptHashes(hit.body);
      // The page has inline scripts (the boot guard, React Router's context and route modules).
      expect(inPage.length).toBeGreaterThanOrEqual(2);
      expect(policyHashes(hit)).toEqual(inPage);
      expect(policyHashes(miss)).toEqual(scriptHashes(miss.body));
    }
    // A page the cache may store but does not (not found) is rendered the same way: hashes, no nonce.
    const missing = await get("/boat/no-such-boat?t=hashes");
    expect(missing.statusCode).toBe(404);
    expect(policyHashes(missing)).toEqual(scriptHashes(missing.body));
    expect(bodyNonces(missing.body).size).toBe(0);
  });

  it("sends brotli to a client that takes it and gzip to one that takes only gzip, both the same page", async () => {
    const plain = await get("/?t=coding");
    const br = await get("/?t=coding", { "accept-encoding": "gzip, deflate, br, zstd" });
    const gzip = await get("/?t=coding", { "accept-encoding": "gzip" });
    expect(br.headers["x-cache"]).toBe("hit");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["x-cache"]).toBe("hit");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(gzip.rawPayload.length);
    for (const answer of [br, gzip]) {
      expect(answer.headers.vary).toBe("Cookie, accept-encoding");
      expect(answer.headers.etag).toBe(plain.headers.etag);
      expect(answer.headers["content-security-policy"]).toBe(plain.headers["content-security-policy"]);
    }
    // The storing miss answers from the copy it made too.
    const miss = await get("/?t=coding-miss", { "accept-encoding": "br" });
    expect(miss.headers["x-cache"]).toBe("miss");
    expect(miss.headers["content-encoding"]).toBe("br");
    const missPlain = await get("/?t=coding-miss");
    expect(brotliDecompressSync(miss.rawPayload).equals(missPlain.rawPayload)).toBe(true);
  });

  it("answers If-None-Match with 304 and no body, from the cache and on the storing miss", async () => {
    const first = await get("/?t=etag");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await get("/?t=etag", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    // The browser keeps the body and the policy it has.
    expect(again.headers["content-security-policy"]).toBeUndefined();
    const other = await get("/?t=etag", { "if-none-match": 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.body.length).toBeGreaterThan(1000);
    // An ETag a CDN kept answers 304 even when this process renders afresh (after a restart or a drop):
    // a content event drops the entry, and the same address renders the same bytes again.
    h.services.contentEvents.emit({ kind: "boat", id: boat.id });
    const miss = await get("/?t=etag", { "if-none-match": etag });
    expect(miss.headers["x-cache"]).toBe("miss");
    expect(miss.statusCode).toBe(304);
    expect(miss.body).toBe("");
    expect(miss.headers["content-security-policy"]).toBeUndefined();
  });

  it("never answers a signed-in request from the cache and never stores its answer", async () => {
    const user = await makeUser(h.database.db, { firstName: "Quillon", lastName: "Signedinsky" });
    const cookie = await sessionCookieFor(h, user.id);
    // Stored by a visitor first: the signed-in request must still get its own page.
    await get("/?t=signed-1");
    for (const url of ["/?t=signed-1", "/?t=signed-2", `/boat/${boat.slug}?t=signed`]) {
      const signedIn = await get(url, { cookie: `cookie_consent=1; ${cookie}` });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers["x-cache"]).toBe("bypass");
      expect(signedIn.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
      expect(signedIn.headers.etag).toBeUndefined();
      expect(signedIn.body).toContain("Quillon");
      // A signed-in page keeps its own nonce on every script, the one of its policy.
      expect([...bodyNonces(signedIn.body)]).toEqual([cspNonce(signedIn)]);
      expect(policyHashes(signedIn)).toEqual([]);
      // Later visitors (with and without the consent cookie) never see it.
      for (const consent of [{}, { cookie: "cookie_consent=1" }] as Record<string, string>[]) {
        const anonymous = await get(url, consent);
        expect(anonymous.statusCode).toBe(200);
        expect(anonymous.body).not.toContain("Quillon");
        expect(anonymous.body).not.toContain("Signedinsky");
      }
    }
    // A session cookie that is not (or no longer) valid is a bypass too, and is not stored.
    const stale = await get("/?t=signed-3", { cookie: "sid=not-a-session" });
    expect(stale.headers["x-cache"]).toBe("bypass");
    expect(stale.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
    expect((await get("/?t=signed-3")).headers["x-cache"]).toBe("miss");
    // The JSON calls too.
    const json = await get("/api/v1/boats?t=signed", { cookie });
    expect(json.headers["x-cache"]).toBe("bypass");
    expect(json.headers["cache-control"]).toBe(PRIVATE_CACHE_CONTROL);
    expect((await get("/api/v1/boats?t=signed")).headers["x-cache"]).toBe("miss");
  });

  it("leaves the opener policy off a visitor's catalogue page only, and keeps it on every other answer", async () => {
    const opener = (answer: LightMyRequestResponse) => answer.headers["cross-origin-opener-policy"];
    for (const url of ["/?t=opener", `/boat/${boat.slug}?t=opener`]) {
      const miss = await get(url);
      const hit = await get(url);
      expect([miss.headers["x-cache"], hit.headers["x-cache"]]).toEqual(["miss", "hit"]);
      expect(opener(miss)).toBeUndefined();
      expect(opener(hit)).toBeUndefined();
    }
    const user = await makeUser(h.database.db, { firstName: "Opal", lastName: "Openerton" });
    const signedIn = await get("/?t=opener", { cookie: await sessionCookieFor(h, user.id) });
    expect(signedIn.headers["x-cache"]).toBe("bypass");
    expect(opener(signedIn)).toBe("same-origin");
    // Pages the cache never serves, and the catalogue's JSON, keep it.
    for (const url of ["/login", "/booking", "/api/v1/boats?t=opener"]) {
      expect(opener(await get(url)), url).toBe("same-origin");
    }
  });

  it("writes the stylesheet into a visitor's page, also from the cache, and links it from a signed-in one", async () => {
    const inline =
      /<style data-precedence="default" data-href="(\/assets\/app-[\w-]+\.css)">([\s\S]*?)<\/style>/;
    for (const answer of [await get("/?t=styles"), await get("/?t=styles")]) {
      const head = answer.body.slice(0, answer.body.indexOf("</head>"));
      const [, href, text] = inline.exec(head) ?? [];
      expect(href, "a <style> with the stylesheet's address in the head").toBeDefined();
      expect(text).toBe(readFileSync(projectPath("build", "client", href!), "utf8"));
      expect(head).not.toMatch(/<link[^>]*rel="stylesheet"/);
    }
    const user = await makeUser(h.database.db, { firstName: "Stylia" });
    const signedIn = await get("/?t=styles", { cookie: await sessionCookieFor(h, user.id) });
    expect(signedIn.body).toContain("Stylia");
    expect(signedIn.body).toMatch(
      /<link rel="stylesheet" href="\/assets\/app-[\w-]+\.css" data-precedence="default"\/>/,
    );
    expect(signedIn.body).not.toMatch(/<style[^>]*data-href=/);
  });

  it("shows a changed boat at once after a content change (a miss)", async () => {
    const url = `/boat/${boat.slug}`;
    await get(url);
    const cached = await get(url);
    expect(cached.headers["x-cache"]).toBe("hit");
    expect(cached.body).toContain("MV Cache Tester");
    const jsonUrl = `/api/v1/boat/${boat.id}`;
    await get(jsonUrl);
    expect((await get(jsonUrl)).headers["x-cache"]).toBe("hit");

    await h.database.db.update(boats).set({ name: "MV Renamed Ray" }).where(eq(boats.id, boat.id));
    // Without the event the cache still holds the old page: the test below proves the event drops it.
    expect((await get(url)).body).toContain("MV Cache Tester");
    h.services.contentEvents.emit({ kind: "boat", id: boat.id });

    const fresh = await get(url);
    expect(fresh.headers["x-cache"]).toBe("miss");
    expect(fresh.body).toContain("MV Renamed Ray");
    expect(fresh.body).not.toContain("MV Cache Tester");
    const json = await get(jsonUrl);
    expect(json.headers["x-cache"]).toBe("miss");
    expect(json.json().boat.name).toBe("MV Renamed Ray");
    await h.database.db.update(boats).set({ name: boat.name }).where(eq(boats.id, boat.id));
    h.services.contentEvents.emit({ kind: "boat", id: boat.id });
  });

  it("answers HEAD from the cache with the headers and no body", async () => {
    const page = await get("/?t=head");
    const head = await server.inject({ method: "HEAD", url: "/?t=head" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["x-cache"]).toBe("hit");
    expect(head.headers.etag).toBe(page.headers.etag);
    expect(head.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(head.body).toBe("");
    // A HEAD that misses is answered as usual and stores nothing (it has no body to store).
    const headMiss = await server.inject({ method: "HEAD", url: "/?t=head-miss" });
    expect(headMiss.statusCode).toBe(200);
    expect(headMiss.headers["x-cache"]).toBe("miss");
    expect((await get("/?t=head-miss")).headers["x-cache"]).toBe("miss");
  });

  it("does not store answers other than 200", async () => {
    for (const url of ["/boat/no-such-boat", "/api/v1/boat/no-such-boat"]) {
      const first = await get(url);
      const second = await get(url);
      expect(first.statusCode).toBe(404);
      expect(second.statusCode).toBe(404);
      expect(second.headers["x-cache"]).toBe("miss");
      expect(second.headers["cache-control"]).not.toBe(PUBLIC_CACHE_CONTROL);
      expect(second.headers.etag).toBeUndefined();
    }
  });

  it("keeps query strings and the cookie-consent variant as keys of their own", async () => {
    expect((await get("/?t=query-a")).headers["x-cache"]).toBe("miss");
    expect((await get("/?t=query-b")).headers["x-cache"]).toBe("miss");
    expect((await get("/?t=query-a")).headers["x-cache"]).toBe("hit");

    const banner = "This site uses cookies";
    const without = await get("/?t=consent");
    expect(without.body).toContain(banner);
    const consented = await get("/?t=consent", { cookie: "cookie_consent=1" });
    expect(consented.headers["x-cache"]).toBe("miss");
    expect(consented.body).not.toContain(banner);
    const consentedAgain = await get("/?t=consent", { cookie: "theme=dark; cookie_consent=1" });
    expect(consentedAgain.headers["x-cache"]).toBe("hit");
    expect(consentedAgain.body).not.toContain(banner);
    expect((await get("/?t=consent")).body).toContain(banner);
    expect(consented.headers.vary).toMatch(/cookie/i);
  });

  it("serves the public catalogue JSON from the cache, compressed once", async () => {
    const first = await get("/api/v1/boats?t=json");
    expect(first.headers["x-cache"]).toBe("miss");
    const second = await get("/api/v1/boats?t=json");
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.headers["content-type"]).toMatch(/^application\/json/);
    expect(second.body).toBe(first.body);
    expect(second.json().boats.some((b: { slug: string }) => b.slug === boat.slug)).toBe(true);
    const gzipped = await get("/api/v1/boats?t=json", { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(first.body);
    expect(String(second.headers["content-security-policy"])).not.toContain("nonce");
    // Admin calls and account pages are never the cache's business.
    expect((await get("/api/v1/me")).headers["x-cache"]).toBeUndefined();
    const login = await get("/login");
    expect(login.headers["x-cache"]).toBeUndefined();
    // A page the cache never holds keeps a nonce of its own.
    expect([...bodyNonces(login.body)]).toEqual([cspNonce(login)]);
  });
});
