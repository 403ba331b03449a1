/**
 * Builds the one Fastify server: security headers, compression, the /api/v1 JSON API, uploaded
 * images and the server-rendered React Router app. Start-up and shutdown live in main.ts; tests
 * build this with their own database and call `inject` or `listen`.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyFormbody from "@fastify/formbody";
import fastifyMultipart from "@fastify/multipart";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import { apiNotFound, apiPlugin } from "./api/index.ts";
import type { Config } from "./config.ts";
import { errorHandler } from "./http-errors.ts";
import { registerOriginCheck } from "./origin-check.ts";
import { registerSessions } from "./session.ts";
import { type RenderMode, registerReactRouter } from "./react-router.ts";
import { registerSecurityHeaders } from "./security-headers.ts";
import type { AppServices } from "./services.ts";

/** The largest file a form may upload (an avatar or a content image). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export type BuildServerOptions = {
  config: Config;
  services: AppServices;
  /** How pages are rendered; "none" serves the API only (API tests). */
  render: RenderMode | "none";
  logger?: boolean;
  /** Per-client request limits (on unless a test turns them off to make many calls from one address). */
  rateLimits?: boolean;
};

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { config, services } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
          },
    trustProxy: config.trustProxy,
    bodyLimit: 12 * 1024 * 1024,
    // Let in-flight requests finish on close, but stop keeping idle connections open.
    forceCloseConnections: "idle",
    return503OnClosing: true,
  });

  registerSecurityHeaders(app, {
    isProduction: config.isProduction,
    viteDev: options.render === "development",
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  app.setErrorHandler(errorHandler(config.isProduction));
  await registerSessions(app, { services, isProduction: config.isProduction });
  registerOriginCheck(app, { publicUrl: config.publicUrl, exempt: ["/api/v1/webhooks/"] });

  await app.register(
    async (api) => {
      await api.register(fastifyFormbody);
      // Multipart fields land on request.body like JSON ones; the one file (an avatar) as a Buffer.
      await api.register(fastifyMultipart, {
        attachFieldsToBody: "keyValues",
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 100_000 },
      });
      if (options.rateLimits !== false) {
        await api.register(fastifyRateLimit, {
          global: false,
          errorResponseBuilder: (_request, context) =>
            Object.assign(new Error(`Too many requests. Please wait ${context.after} and try again.`), {
              statusCode: 429,
            }),
        });
      }
      await api.register(apiPlugin, { services, isProduction: config.isProduction });
    },
    { prefix: "/api/v1" },
  );
  app.all("/api/*", apiNotFound);
  app.all("/api", apiNotFound);

  const uploads = path.join(config.dataDir, "uploads");
  mkdirSync(uploads, { recursive: true });
  // Uploaded images: random names, re-encoded on upload, never changed afterwards.
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    setHeaders: (res) => {
      res.header("Cache-Control", "public, max-age=31536000, immutable");
    },
  });

  let closeRenderer = async () => {};
  if (options.render !== "none") {
    const renderer = await registerReactRouter(app, { mode: options.render, services });
    closeRenderer = renderer.close;
  }
  app.addHook("onClose", async () => closeRenderer());
  return app;
}
