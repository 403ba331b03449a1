/**
 * Anonymous pages from a cache (docs/decisions/0010-page-cache.md).
 *
 * A GET or HEAD without a session cookie, for a public page (HTML or React Router's `.data`) or a
 * public catalogue call (JSON), is answered from an in-process LRU cache when it holds the answer; a
 * miss is rendered as usual and its 200 answer stored. A request with a session cookie (valid or not)
 * is never answered from the cache and its answer never stored (`Cache-Control: private, no-store`).
 *
 * The key is the method-independent address (protocol, host, path and query) plus what a public page's
 * render reads from the request: the cookie-consent cookie and whether the user agent is a crawler
 * (app/entry.server.tsx waits for the whole document for crawlers). The encoding is chosen per answer
 * from the entry's copies, so Accept-Encoding is not part of the key.
 *
 * Static bytes: a request the cache may store is rendered without a CSP nonce, and its answer gets a
 * policy listing the SHA-256 of each inline script of the body (server/security-headers.ts). The stored
 * body and policy are then the same for every visitor, and a proxy or CDN holding the page (the
 * `s-maxage` below) holds a policy that still fits it. Each entry is compressed once when stored,
 * brotli and gzip (in libuv's thread pool); a hit sends the copy the client prefers as it is.
 *
 * Any content change (services.contentEvents) drops everything; an answer rendered before a change
 * and finished after it is not stored (generation counter).
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import { fastifyCookie } from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import { hasCookieConsent } from "../app/lib/cookie-consent.ts";
import type { ContentEvents } from "../core/shared/content-events.ts";
import { inlineScripts, OPENER_POLICY_HEADER, type SecurityHeaders } from "./security-headers.ts";

/** What shared caches (a CDN, a proxy) may do with an anonymous public answer. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
/** Any answer to a request with a session cookie, on an address the cache would otherwise serve. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

export type CacheableKind = "page" | "json";

/** Public pages: home, services, course information, reviews and one boat, dive site, course or page (and their `.data`). */
const PAGE_PATHS = [
  /^\/$/,
  /^\/_root\.data$/,
  /^\/(?:services|course-information|reviews)(?:\.data)?$/,
  /^\/(?:boat|dive-site|course|page)\/[^/]+$/,
  // The schedule and one departure (a departure that sails leaves within the entries' time to live).
  /^\/(?:trip-schedules|trip-list)(?:\.data)?$/,
  /^\/trip\/[^/]+$/,
  /^\/(?:sitemap\.xml|robots\.txt)$/,
];
/** Public catalogue, trip and review calls (spec §7) and the site's chrome. */
const JSON_PATHS = [
  /^\/api\/v1\/(?:boats|dive-sites|courses|pages|categories|homepage|site|trips|rentals|reviews)$/,
  /^\/api\/v1\/(?:boat|dive-site|course|page|category|trip|review)\/[^/]+$/,
];

/** Whether an address (path and query) is one the cache holds, and as what. */
export function cacheableKind(url: string): CacheableKind | null {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (PAGE_PATHS.some((pattern) => pattern.test(path))) return "page";
  if (JSON_PATHS.some((pattern) => pattern.test(path))) return "json";
  return null;
}

/** The cache key: the address without the method, plus every request input a public page's render reads. */
export function cacheKey(input: {
  kind: CacheableKind;
  protocol: string;
  host: string;
  url: string;
  cookie: string | undefined;
  userAgent: string | undefined;
}): string {
  const base = `${input.kind} ${input.protocol}://${input.host}${input.url}`;
  if (input.kind === "json") return base;
  const consent = hasCookieConsent(input.cookie) ? 1 : 0;
  const bot = isbot(input.userAgent ?? "") ? 1 : 0;
  return `${base} consent=${consent} bot=${bot}`;
}

/** Content codings a stored entry has, in the order the cache prefers them. */
export const ENCODINGS = ["br", "gzip", "identity"] as const;
export type Encoding = (typeof ENCODINGS)[number];

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli quality of the stored copies. Every miss pays it before answering: on the 200 KB home page
 * quality 5 took 7 ms of CPU for 35.8 KB, quality 11 took 405 ms for 32.0 KB (gzip level 9: 5 ms, 42.7 KB).
 */
const BROTLI_QUALITY = 5;

/** The body in each coding, compressed once (in libuv's thread pool, off the event loop). */
export async function compressedCopies(body: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz, identity: body };
}

// Clients send a handful of distinct Accept-Encoding headers: each one is read once.
const encodings = new Negotiator<Encoding>({
  supportedValues: [...ENCODINGS],
  cache: new LRUCache<string, string>({ max: 100 }),
});

/** The coding to answer in, from an Accept-Encoding header (none or nothing acceptable: identity). */
export function chooseEncoding(header: string | undefined): Encoding {
  return (header && encodings.negotiate(header)) || "identity";
}

/** A weak ETag of the body (weak: the bytes on the wire differ per encoding). */
export function etagOf(body: Buffer, contentType: string): string {
  const hash = createHash("sha256").update(contentType).update("\0").update(body);
  return `W/"${hash.digest("base64url").slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 §13.1.2). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}

export type CachedAnswer = {
  /** The body in each coding ({@link compressedCopies}). */
  bodies: Record<Encoding, Buffer>;
  contentType: string;
  /** The answer's Content-Security-Policy: by hashes of the body's inline scripts, never a nonce. */
  policy: string;
  /** Headers of the render worth keeping (e.g. Link); never Set-Cookie, caching or security headers. */
  headers: Record<string, string>;
  etag: string;
};

/** A least-recently-used map bounded by entries and bytes, with a time limit per entry. */
export class AnswerCache {
  private readonly entries: LRUCache<string, CachedAnswer>;
  /** Moves on every clear: an answer rendered under an older generation is not stored. */
  generation = 0;

  constructor(
    limits: { maxEntries: number; maxBytes: number; ttlMs: number },
    now: () => number = () => performance.now(),
  ) {
    this.entries = new LRUCache<string, CachedAnswer>({
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      // An answer bigger than a quarter of the whole is not worth the room it takes from the others.
      maxEntrySize: limits.maxBytes / 4,
      sizeCalculation: (entry, key) =>
        entry.bodies.br.length + entry.bodies.gzip.length + entry.bodies.identity.length + key.length,
      ttl: limits.ttlMs,
      perf: { now },
      // The clock is read afresh on every lookup (the default keeps a reading for a millisecond).
      ttlResolution: 0,
    });
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.entries.calculatedSize;
  }

  get(key: string): CachedAnswer | undefined {
    return this.entries.get(key);
  }

  /** Stores unless the generation moved since the render began or the answer is too big to be worth it. */
  set(key: string, entry: CachedAnswer, generation: number): boolean {
    if (generation !== this.generation) return false;
    this.entries.set(key, entry);
    return this.entries.has(key);
  }

  clear(): void {
    this.entries.clear();
    this.generation += 1;
  }
}

type CacheState =
  { mode: "bypass" } | { mode: "store"; key: string; kind: CacheableKind; generation: number };

declare module "fastify" {
  interface FastifyRequest {
    /** What the page cache does with this request's answer (null: not its business). */
    pageCache: CacheState | null;
  }
}

/**
 * Whether the cache may store this request's answer. The renderer then leaves the CSP nonce out and
 * hands over the whole body at once, so the cache can hash its scripts (whatever the status: a 404
 * page needs its policy too).
 */
export function wantsWholeBody(request: FastifyRequest): boolean {
  return request.pageCache?.mode === "store";
}

/** Headers of a rendered answer the cache keeps with it. */
const KEPT_HEADERS = ["link", "content-language", "x-robots-tag"];

export type PageCacheOptions = {
  contentEvents: ContentEvents;
  sessionCookieName: string;
  /** Builds the policy of an answer by its inline scripts' hashes (server/security-headers.ts). */
  securityHeaders: SecurityHeaders;
  maxEntries?: number;
  maxBytes?: number;
  /** A limit for what no event reports (a seed run or SQL from outside the process, the footer's year). */
  ttlMs?: number;
};

/**
 * Registers the cache's hooks. Call after the security headers (its onSend keeps the policy this one
 * sets on a hit, and this onSend replaces the nonce policy on a stored answer) and before the session
 * hooks (their onSend leaves an answer alone that already has Cache-Control).
 */
export function registerPageCache(app: FastifyInstance, options: PageCacheOptions): AnswerCache {
  const cache = new AnswerCache({
    maxEntries: options.maxEntries ?? 1000,
    maxBytes: options.maxBytes ?? 64 * 1024 * 1024,
    ttlMs: options.ttlMs ?? 5 * 60 * 1000,
  });
  const unsubscribe = options.contentEvents.on(() => cache.clear());
  app.addHook("onClose", async () => {
    unsubscribe();
    cache.clear();
  });
  app.decorateRequest("pageCache", null);

  // A callback hook, not an async one: an async hook answers early by returning the reply, and awaiting
  // a reply adds stream listeners that wait for its end, a few per cent of a cache hit's time.
  app.addHook("onRequest", (request, reply, done) => {
    const hit = cachedAnswer(request, reply);
    // A hit has been sent: the request goes no further (a callback hook that answers does not call done).
    if (!hit) done();
  });

  /** Sends the stored answer and says true, or notes what to do with the answer to come and says false. */
  function cachedAnswer(request: FastifyRequest, reply: FastifyReply): boolean {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    const kind = cacheableKind(request.url);
    if (!kind) return false;
    const cookie = request.headers.cookie;
    if (cookie && fastifyCookie.parse(cookie)[options.sessionCookieName] !== undefined) {
      request.pageCache = { mode: "bypass" };
      return false;
    }
    const key = cacheKey({
      kind,
      protocol: request.protocol,
      host: request.host,
      url: request.url,
      cookie,
      userAgent: request.headers["user-agent"],
    });
    const entry = cache.get(key);
    if (!entry) {
      request.pageCache = { mode: "store", key, kind, generation: cache.generation };
      return false;
    }
    publicHeaders(reply, entry.etag).header("x-cache", "hit");
    if (ifNoneMatchHits(request.headers["if-none-match"], entry.etag)) {
      reply.code(304).send();
      return true;
    }
    reply.code(200).header("content-type", entry.contentType).header("content-security-policy", entry.policy);
    for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
    const encoding = chooseEncoding(request.headers["accept-encoding"]);
    // A coded copy is sent as it is (compression leaves an answer with a Content-Encoding alone).
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    reply.send(entry.bodies[encoding]);
    return true;
  }

  app.addHook("onSend", async (request, reply, payload) => {
    const state = request.pageCache;
    const hit = reply.getHeader("x-cache") === "hit";
    // An anonymous catalogue page holds nothing of anyone's for another site's window to reach, and the
    // opener policy costs its visitor a renderer process of its own: Chrome gives a page with one its
    // own browsing context group (on Android, site isolation for the whole site), so a visitor arriving
    // from a search result or a fresh tab waits for a new process to start. Lighthouse's mobile run
    // measured about half the blocking time on home, a course and the schedule without it
    // (docs/performance.md, "Lighthouse"). Signed-in answers, and every page the cache does not serve
    // (booking, payment, account, admin), keep it.
    if ((hit || state?.mode === "store") && String(reply.getHeader("content-type")).startsWith("text/html")) {
      reply.removeHeader(OPENER_POLICY_HEADER);
    }
    if (!state || hit) return payload;
    if (state.mode === "bypass") {
      reply.header("Cache-Control", PRIVATE_CACHE_CONTROL).header("x-cache", "bypass");
      return payload;
    }
    reply.header("x-cache", "miss");
    const body = typeof payload === "string" ? Buffer.from(payload) : payload;
    // Not a body the cache can read (a stream): the answer keeps the nonce policy it was given.
    if (!Buffer.isBuffer(body)) return payload;
    const contentType = String(reply.getHeader("content-type") ?? "application/octet-stream");
    const scripts = contentType.startsWith("text/html") ? inlineScripts(body.toString("utf8")) : [];
    const policy = options.securityHeaders.policyWithHashes(scripts);
    reply.header("content-security-policy", policy);
    if (reply.statusCode !== 200 || request.method !== "GET" || reply.hasHeader("set-cookie")) {
      return payload;
    }
    const etag = etagOf(body, contentType);
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (typeof value === "string") headers[name] = value;
    }
    const bodies = await compressedCopies(Buffer.from(body));
    cache.set(state.key, { bodies, contentType, policy, headers, etag }, state.generation);
    publicHeaders(reply, etag);
    if (ifNoneMatchHits(request.headers["if-none-match"], etag)) {
      reply.code(304);
      reply.removeHeader("content-security-policy"); // see security-headers.ts
      return null;
    }
    // The copy just made, rather than compressing the same bytes again.
    const encoding = chooseEncoding(request.headers["accept-encoding"]);
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return bodies[encoding];
  });
  return cache;
}

function publicHeaders(reply: FastifyReply, etag: string): FastifyReply {
  // Vary: Cookie, so a shared cache does not hand this to a signed-in visitor (or mix consent variants);
  // Accept-Encoding, for the coded copies.
  return reply
    .header("ETag", etag)
    .header("Cache-Control", PUBLIC_CACHE_CONTROL)
    .header("Vary", "Cookie, accept-encoding");
}
