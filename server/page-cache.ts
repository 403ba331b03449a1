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
 * (app/entry.server.tsx waits for the whole document for crawlers). Compression comes after the cache
 * (@fastify/compress's hook runs per route, after these), so Accept-Encoding is not part of the key.
 *
 * Strict CSP: a stored HTML body has the nonce of the render that made it cut out; each answer gets
 * the request's own fresh nonce put back, and the security-headers hook builds the CSP header from
 * that same nonce. The ETag is a hash of the body without a nonce (weak: the bytes differ per answer
 * by their nonce and per encoding).
 *
 * Compressed answers: @fastify/compress would compress every hit afresh (a 77 KB page costs a few
 * milliseconds of brotli or gzip each time, which makes a hit slower than a render). So an entry also
 * keeps each part deflated on its own, ending on a byte boundary (sync flush); a hit for a client that
 * takes gzip is the gzip header, the parts with the nonce between them as stored deflate blocks, an
 * empty last block and the CRC-32 and length of the whole (see {@link gzipWithNonce}).
 *
 * Any content change (services.contentEvents) drops everything; an answer rendered before a change
 * and finished after it is not stored (generation counter).
 */
import { createHash } from "node:crypto";
import { constants, crc32, deflateRawSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import type { ContentEvents } from "../core/shared/content-events.ts";

/** What shared caches (a CDN, a proxy) may do with an anonymous public answer. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
/** Any answer to a request with a session cookie, on an address the cache would otherwise serve. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

const COOKIE_CONSENT_NAME = "cookie_consent";

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

/** The value of a cookie in a Cookie header, or undefined (no decoding: only presence and "1" matter here). */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(";")) {
    const at = pair.indexOf("=");
    const key = (at === -1 ? pair : pair.slice(0, at)).trim();
    if (key === name) return at === -1 ? "" : pair.slice(at + 1).trim();
  }
  return undefined;
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
  const consent = cookieValue(input.cookie, COOKIE_CONSENT_NAME) === "1" ? 1 : 0;
  const bot = isbot(input.userAgent ?? "") ? 1 : 0;
  return `${base} consent=${consent} bot=${bot}`;
}

/** The body cut at every occurrence of the nonce (none for an empty nonce). */
export function splitOnNonce(body: Buffer, nonce: string): Buffer[] {
  if (!nonce) return [body];
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  // Own copies, so a stored entry does not keep the render's whole buffer alive through a slice.
  return parts.map((part) => Buffer.from(part));
}

/** The body with a (fresh) nonce where the render's nonce was. */
export function joinWithNonce(parts: readonly Buffer[], nonce: string): Buffer {
  if (parts.length === 1) return parts[0]!;
  const needle = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(needle);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/** Each part deflated on its own (raw deflate, level 9), ending byte-aligned so parts can be joined. */
export function deflateParts(parts: readonly Buffer[]): Buffer[] {
  return parts.map((part) => deflateRawSync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }));
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty stored block with the last-block bit set: ends the deflate stream. */
const LAST_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** A stored (uncompressed) deflate block holding these bytes (at most 65535 of them). */
function storedBlock(bytes: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.writeUInt8(0, 0);
  head.writeUInt16LE(bytes.length, 1);
  head.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([head, bytes]);
}

/** The gzip file of the body with this nonce where the render's was, from the parts deflated once. */
export function gzipWithNonce(parts: readonly Buffer[], deflated: readonly Buffer[], nonce: string): Buffer {
  const needle = Buffer.from(nonce);
  const nonceBlock = storedBlock(needle);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      pieces.push(nonceBlock);
      crc = crc32(needle, crc);
      size += needle.length;
    }
    pieces.push(deflated[index]!);
    // Node 20's crc32 answers 0 for an empty buffer without backing memory (a page ending on a nonce).
    if (part.length > 0) crc = crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(LAST_BLOCK, trailer);
  return Buffer.concat(pieces);
}

/** Whether an Accept-Encoding header takes gzip (named or `*`, without q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(",").some((item) => {
    const [coding, ...params] = item.split(";").map((piece) => piece.trim().toLowerCase());
    if (coding !== "gzip" && coding !== "*") return false;
    const q = params.find((param) => param.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** A weak ETag over the body with every nonce replaced by one fixed placeholder, so it never depends on the nonce. */
export function etagOf(parts: readonly Buffer[], contentType: string): string {
  const hash = createHash("sha256").update(contentType).update("\0");
  parts.forEach((part, index) => {
    if (index > 0) hash.update("\0nonce\0");
    hash.update(part);
  });
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
  parts: Buffer[];
  /** The parts deflated one by one, for gzip answers ({@link gzipWithNonce}). */
  deflated: Buffer[];
  contentType: string;
  /** Headers of the render worth keeping (e.g. Link); never Set-Cookie, caching or security headers. */
  headers: Record<string, string>;
  etag: string;
  storedAt: number;
  bytes: number;
};

/** A least-recently-used map bounded by entries and bytes, with a time limit per entry. */
export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private totalBytes = 0;
  /** Moves on every clear: an answer rendered under an older generation is not stored. */
  generation = 0;

  constructor(
    private readonly limits: { maxEntries: number; maxBytes: number; ttlMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > this.limits.ttlMs) {
      this.remove(key, entry);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Stores unless the generation moved since the render began or the answer is too big to be worth it. */
  set(key: string, entry: Omit<CachedAnswer, "storedAt" | "bytes">, generation: number): boolean {
    if (generation !== this.generation) return false;
    const bytes =
      [...entry.parts, ...entry.deflated].reduce((sum, part) => sum + part.length, 0) + key.length;
    if (bytes > this.limits.maxBytes / 4) return false;
    const existing = this.entries.get(key);
    if (existing) this.remove(key, existing);
    this.entries.set(key, { ...entry, storedAt: this.now(), bytes });
    this.totalBytes += bytes;
    while (this.entries.size > this.limits.maxEntries || this.totalBytes > this.limits.maxBytes) {
      const oldest = this.entries.entries().next().value;
      if (!oldest) break;
      this.remove(oldest[0], oldest[1]);
    }
    return true;
  }

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
    this.generation += 1;
  }

  private remove(key: string, entry: CachedAnswer) {
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
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

/** Whether this request's answer will be stored: the renderer then hands over the whole body at once. */
export function wantsWholeBody(request: FastifyRequest): boolean {
  return request.pageCache?.mode === "store" && request.method === "GET";
}

/** Headers of a rendered answer the cache keeps with it. */
const KEPT_HEADERS = ["link", "content-language", "x-robots-tag"];

export type PageCacheOptions = {
  contentEvents: ContentEvents;
  sessionCookieName: string;
  maxEntries?: number;
  maxBytes?: number;
  /** A limit for what no event reports (a seed run or SQL from outside the process, the footer's year). */
  ttlMs?: number;
};

/**
 * Registers the cache's hooks. Call after the security headers (the nonce is made in their onRequest)
 * and before the session hooks (their onSend leaves an answer alone that already has Cache-Control).
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
    if (cookieValue(cookie, options.sessionCookieName) !== undefined) {
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
      // No Content-Security-Policy on a 304 (security-headers.ts): the kept body keeps its own nonce.
      reply.code(304).send();
      return true;
    }
    reply.code(200).header("content-type", entry.contentType);
    for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
    // A compressed answer is put together from the parts deflated once (compression skips it).
    if (acceptsGzip(request.headers["accept-encoding"])) {
      reply.header("Content-Encoding", "gzip");
      reply.send(gzipWithNonce(entry.parts, entry.deflated, request.cspNonce));
    } else {
      reply.send(joinWithNonce(entry.parts, request.cspNonce));
    }
    return true;
  }

  app.addHook("onSend", async (request, reply, payload) => {
    const state = request.pageCache;
    if (!state) return payload;
    if (reply.getHeader("x-cache") === "hit") return payload;
    if (state.mode === "bypass") {
      reply.header("Cache-Control", PRIVATE_CACHE_CONTROL).header("x-cache", "bypass");
      return payload;
    }
    reply.header("x-cache", "miss");
    const body = typeof payload === "string" ? Buffer.from(payload) : payload;
    if (
      reply.statusCode !== 200 ||
      request.method !== "GET" ||
      reply.hasHeader("set-cookie") ||
      !Buffer.isBuffer(body)
    ) {
      return payload;
    }
    const contentType = String(reply.getHeader("content-type") ?? "application/octet-stream");
    const parts = splitOnNonce(body, state.kind === "page" ? request.cspNonce : "");
    const etag = etagOf(parts, contentType);
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (typeof value === "string") headers[name] = value;
    }
    const deflated = deflateParts(parts);
    cache.set(state.key, { parts, deflated, contentType, headers, etag }, state.generation);
    publicHeaders(reply, etag);
    if (ifNoneMatchHits(request.headers["if-none-match"], etag)) {
      reply.code(304);
      reply.removeHeader("content-security-policy"); // set before this hook; see above
      return null;
    }
    return payload;
  });
  return cache;
}

function publicHeaders(reply: FastifyReply, etag: string): FastifyReply {
  // Vary: Cookie, so a shared cache does not hand this to a signed-in visitor (or mix consent variants).
  // Accept-Encoding: a hit may be gzip (compression adds it again on a miss; the header keeps one copy).
  return reply
    .header("ETag", etag)
    .header("Cache-Control", PUBLIC_CACHE_CONTROL)
    .header("Vary", "Cookie, accept-encoding");
}
