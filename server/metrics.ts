/**
 * Prometheus metrics (prom-client) at GET /metrics, and the request id every answer and log line carries.
 *
 * What is measured, and where the figure comes from:
 * - `http_request_duration_seconds{method,route,status}`: every answer, by Fastify's route template
 *   (`/api/v1/trip/:id`), never the raw address, so the label set stays small; pages (React Router's
 *   catch-all) are one route, `(page)`, and answers no route took `(none)`.
 * - `page_cache_requests_total{result}`: the anonymous page cache's verdict (hit, miss, bypass), read
 *   from the `x-cache` header it sets (server/page-cache.ts), so the cache itself knows nothing of this.
 * - `booking_commits_total` and `booking_conflicts_total`: answers to POST /api/v1/booking/new, 2xx
 *   and 409 (spaces taken, prices changed, too many buyers at once).
 * - `mail_outbox_mails{status}` and `mail_outbox_retrying`: read from the outbox when scraped, so every
 *   process reports the same, whole-site figures (pending + sending is the queue depth; failed mails
 *   gave up, retrying ones failed at least once and wait for their next try).
 * - `db_pool_connections{state}`: this process's PostgreSQL pool (total, idle, waiting requests).
 * - the process's own (heap, event loop lag, CPU) when the server turns them on (server/serve.ts).
 *
 * Who may read them: the machine itself (a loopback address, with no proxy's forwarding header, so
 * a request relayed by a local proxy is not taken for a local one), or a caller with the bearer token
 * METRICS_TOKEN. Everyone else gets 404, as if there were nothing there.
 */
import { randomUUID, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import { mailStatuses } from "../core/mail/mail-status.ts";
import type { OutboxCounts } from "../core/mail/outbox-reader.ts";

/** An incoming X-Request-Id is kept only when it looks like an id: short, and no spaces or control characters. */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's genReqId: the caller's (a proxy's) X-Request-Id when well-formed, else a new UUID. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && WELL_FORMED_REQUEST_ID.test(given) ? given : randomUUID();
}

export type MetricsSources = {
  /** The outbox's figures (whole site: every process reads the same table). */
  outboxCounts: () => Promise<OutboxCounts>;
  /** Connections of this process's pool. */
  poolUse: () => { total: number; idle: number; waiting: number };
};

export type SiteMetrics = {
  registry: Registry;
  requestDuration: Histogram<"method" | "route" | "status">;
  pageCache: Counter<"result">;
  bookingCommits: Counter;
  bookingConflicts: Counter;
};

export function createMetrics(sources: MetricsSources): SiteMetrics {
  const registry = new Registry();
  const requestDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by route template, method and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: "page_cache_requests_total",
    help: "Anonymous page requests by the page cache's verdict (hit, miss, bypass)",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const bookingCommits = new Counter({
    name: "booking_commits_total",
    help: "Bookings committed (POST /api/v1/booking/new answered 2xx)",
    registers: [registry],
  });
  const bookingConflicts = new Counter({
    name: "booking_conflicts_total",
    help: "Bookings refused with 409 (spaces just taken, prices changed, too many buyers at once)",
    registers: [registry],
  });
  new Gauge({
    name: "db_pool_connections",
    help: "This process's database connections: total open, idle, and requests waiting for one",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const use = sources.poolUse();
      this.set({ state: "total" }, use.total);
      this.set({ state: "idle" }, use.idle);
      this.set({ state: "waiting" }, use.waiting);
    },
  });
  new Gauge({
    name: "mail_outbox_mails",
    help: "Mails in the outbox by status (pending + sending is the queue depth; failed gave up)",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      // Unreachable database: the scrape still answers, with the figures of the last one.
      const counts = await sources.outboxCounts().catch(() => undefined);
      if (!counts) return;
      for (const status of mailStatuses) this.set({ status }, counts.byStatus[status] ?? 0);
    },
  });
  new Gauge({
    name: "mail_outbox_retrying",
    help: "Mails not yet sent whose delivery failed at least once (waiting for their next try)",
    registers: [registry],
    async collect() {
      const counts = await sources.outboxCounts().catch(() => undefined);
      if (counts) this.set(counts.retrying);
    },
  });
  return { registry, requestDuration, pageCache, bookingCommits, bookingConflicts };
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;
const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"];

/** Whether this caller may read the metrics: see the file's comment. */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const authorization = request.headers.authorization;
  if (token && typeof authorization === "string") {
    const given = Buffer.from(authorization.replace(/^Bearer\s+/i, ""));
    const wanted = Buffer.from(token);
    if (given.length === wanted.length && timingSafeEqual(given, wanted)) return true;
  }
  const address = request.raw.socket.remoteAddress ?? "";
  return LOOPBACK.test(address) && !FORWARDING_HEADERS.some((name) => name in request.headers);
}

/** The route label of an answer: the route's template, `(page)` for the pages' catch-all. */
function routeLabel(request: FastifyRequest): string {
  const url = request.routeOptions.url;
  if (url === undefined) return "(none)";
  if (url === "*" || url === "/*") return "(page)";
  return url;
}

export function registerMetrics(
  app: FastifyInstance,
  options: { metrics: SiteMetrics; token: string | undefined },
): void {
  const { metrics } = options;
  app.addHook("onSend", async (request, reply) => {
    reply.header("X-Request-Id", request.id);
  });
  app.addHook("onResponse", async (request, reply) => {
    const route = routeLabel(request);
    const status = reply.statusCode;
    metrics.requestDuration.observe(
      { method: request.method, route, status: String(status) },
      reply.elapsedTime / 1000,
    );
    const cache = reply.getHeader("x-cache");
    if (typeof cache === "string") metrics.pageCache.inc({ result: cache });
    if (request.method === "POST" && route === "/api/v1/booking/new") {
      if (status >= 200 && status < 300) metrics.bookingCommits.inc();
      else if (status === 409) metrics.bookingConflicts.inc();
    }
  });
  app.get("/metrics", async (request, reply) => {
    if (!mayReadMetrics(request, options.token)) {
      return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    }
    const body = await metrics.registry.metrics();
    return reply.header("Cache-Control", "no-store").type(metrics.registry.contentType).send(body);
  });
}
