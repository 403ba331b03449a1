/**
 * Builds the one Fastify server: security headers, compression, the /api/v1 JSON API, uploaded
 * images and the server-rendered React Router app. Start-up and shutdown live in main.ts; tests
 * build this with their own database and call `inject` or `listen`.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyFormbody from "@fastify/formbody";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { S3ImageStore } from "../core/images/s3-image-store.ts";
import { apiPlugin } from "./api/index.ts";
import { apiNotFound, isApiUrl, registerApiNotFound } from "./api/not-found.ts";
import type { Config } from "./config.ts";
import { errorHandler, refuseNulInUrl } from "./http-errors.ts";
import { registerOriginCheck } from "./origin-check.ts";
import { createMetrics, registerMetrics, requestId, type SiteMetrics } from "./metrics.ts";
import { registerPageCache } from "./page-cache.ts";
import { purgeExpiredRateLimits } from "./rate-limit-store.ts";
import { registerRateLimits } from "./request-limits.ts";
import { registerSessions, sessionCookieName } from "./session.ts";
import {
  answerMethodNotAllowed,
  isPageMethod,
  type RenderMode,
  registerReactRouter,
} from "./react-router.ts";
import { registerSecurityHeaders } from "./security-headers.ts";
import { registerSeoRoutes } from "./seo-routes.ts";
import type { AppServices } from "./services.ts";
import { registerMultipart } from "./uploads.ts";
import { BODY_LIMIT_BYTES } from "./request-limits.ts";

const UPLOADS_CACHE_CONTROL = "public, max-age=31536000, immutable";

export type BuildServerOptions = {
  config: Config;
  services: AppServices;
  /** How pages are rendered; "none" serves the API only (API tests). */
  render: RenderMode | "none";
  logger?: boolean;
  /** Per-client request limits (on unless a test turns them off to make many calls from one address). */
  rateLimits?: boolean;
  /**
   * Show unexpected errors' messages in answers: only under `npm run dev` (main.ts sets it from the
   * render mode). Never for `npm start`, whatever NODE_ENV says.
   */
  exposeInternals?: boolean;
  /** The Prometheus registry and counters (server/metrics.ts); a fresh one unless given. */
  metrics?: SiteMetrics;
  /** Told of every route as it is added (the fuzz test walks them all, so a new route is covered at once). */
  onRoute?: (route: RouteOptions) => void;
};

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { config, services } = options;
  const handleError = errorHandler({ exposeInternals: options.exposeInternals ?? false });
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
          },
    trustProxy: config.trustProxy,
    // Every log line of a request carries its id (reqId), and every answer (X-Request-Id, server/metrics.ts).
    genReqId: requestId,
    bodyLimit: BODY_LIMIT_BYTES,
    // Let in-flight requests finish on close, but stop keeping idle connections open.
    forceCloseConnections: "idle",
    return503OnClosing: true,
    // A malformed address (bad percent-encoding) gets the same JSON answer as every other error.
    frameworkErrors: (error, request, reply) => handleError(error, request, reply),
  });

  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  const securityHeaders = registerSecurityHeaders(app, {
    isProduction: config.isProduction,
    viteDev: options.render === "development",
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  app.setErrorHandler(handleError);
  // After the error handler: a route takes the handler set when it is added.
  registerMetrics(app, {
    metrics:
      options.metrics ??
      createMetrics({ outboxCounts: services.outbox.counts, poolUse: services.database.poolUse }),
    token: config.metricsToken,
  });
  app.addHook("onRequest", refuseNulInUrl);
  registerPageCache(app, {
    contentEvents: services.contentEvents,
    securityHeaders,
    sessionCookieName: sessionCookieName(config.isProduction),
  });
  await registerSessions(app, { services, isProduction: config.isProduction });
  registerOriginCheck(app, { publicUrl: config.publicUrl, exempt: ["/api/v1/webhooks/"] });

  await app.register(
    async (api) => {
      await api.register(fastifyFormbody);
      // Multipart fields land on request.body like JSON ones; files (declared per route) as Buffers.
      await registerMultipart(api);
      if (options.rateLimits !== false) await registerRateLimits(api, services);
      await api.register(apiPlugin, { services, isProduction: config.isProduction });
    },
    { prefix: "/api/v1" },
  );
  await registerApiNotFound(app);
  // What no route takes: a JSON 404 under /api; a method pages do not take (PROPFIND…) 405; else 404.
  app.setNotFoundHandler((request, reply) => {
    if (isApiUrl(request.url)) return apiNotFound(request, reply);
    if (!isPageMethod(request.method)) return answerMethodNotAllowed(reply);
    return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
  });

  registerSeoRoutes(app, { services, publicUrl: config.publicUrl });

  // Uploaded images: random names, re-encoded on upload (AVIF and WebP copies), never changed afterwards,
  // so cached for a year. Types by extension: image/avif, image/webp (tests/server/uploads-serving.int.test.ts).
  const images = services.images;
  if (images instanceof S3ImageStore) {
    // In a bucket: passed on from it, at the same addresses and with the same caching (decision 0018).
    app.get<{ Params: { name: string } }>("/uploads/:name", async (request, reply) => {
      const file = await images.read(request.params.name);
      if (!file) return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
      reply.header("Cache-Control", UPLOADS_CACHE_CONTROL).type(file.contentType);
      if (file.contentLength !== undefined) reply.header("Content-Length", file.contentLength);
      if (file.etag) reply.header("ETag", file.etag);
      return reply.send(file.body);
    });
  } else {
    const uploads = path.join(config.dataDir, "uploads");
    mkdirSync(uploads, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploads,
      prefix: "/uploads/",
      decorateReply: false,
      index: false,
      setHeaders: (res) => {
        res.header("Cache-Control", UPLOADS_CACHE_CONTROL);
      },
    });
  }

  if (options.rateLimits !== false) {
    const purge = setInterval(
      () => void purgeExpiredRateLimits(services.rateLimitDb, new Date()).catch(() => {}),
      10 * 60 * 1000,
    );
    purge.unref();
    app.addHook("onClose", async () => clearInterval(purge));
  }

  let closeRenderer = async () => {};
  if (options.render !== "none") {
    const renderer = await registerReactRouter(app, {
      mode: options.render,
      services,
      isProduction: config.isProduction,
      rateLimits: options.rateLimits !== false,
    });
    closeRenderer = renderer.close;
  }
  app.addHook("onClose", async () => closeRenderer());
  return app;
}
