/**
 * Hosts the React Router framework-mode app inside Fastify.
 *
 * Production: the client build is served by @fastify/static (hashed files under /assets cached
 * for a year) and pages are rendered by the server build. Development: Vite runs in middleware mode
 * (hot reload) and the server build is loaded through it on every request.
 *
 * React Router actions need the raw request body, so its catch-all route lives in its own scope
 * with Fastify's body parsers replaced by a pass-through.
 */
import { Readable, Transform } from "node:stream";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { SessionUser } from "../core/accounts/session-user.ts";
import { AppError } from "../core/shared/errors.ts";
import { projectPath } from "../core/shared/project-path.ts";
import { wantsWholeBody } from "./page-cache.ts";
import { type BrowserSession, browserSession } from "./browser-session.ts";
import type { AppServices } from "./services.ts";
import { BODY_LIMIT_BYTES, limitedPageActions, perClient, registerRateLimits } from "./request-limits.ts";
import { stylesheetReader } from "./stylesheets.ts";

export type RenderMode = "production" | "development";

/** What every loader and action receives as `context`. */
export type AppLoadContext = {
  services: AppServices;
  /**
   * The CSP nonce for this response's inline and module scripts; undefined for a page the page cache
   * may store, whose policy lists its inline scripts' hashes instead (server/page-cache.ts).
   */
  nonce: string | undefined;
  /** The signed-in user, or null for a visitor. */
  user: SessionUser | null;
  /**
   * This browser's session: who asks, and signing in, up and out with the same cookie the JSON API
   * sets (the account actions call it as the API's account calls do).
   */
  session: BrowserSession;
  /**
   * Reads a built stylesheet's text for the page to carry it inline (app/lib/site-stylesheet.tsx): set
   * for a visitor in production, null for a signed-in user and in development (the page links it).
   */
  inlineStylesheet: ((href: string) => string | null) | null;
  /**
   * Set when this post is over its address's allowance (server/request-limits.ts): the sentence to
   * refuse it with. The limited actions answer it as their refusal (app/lib/action-answers.server.ts,
   * `overLimit`) before they read the form, so a fetcher shows it in its alert and a form without
   * script on its page, where a bare JSON 429 would be an error screen.
   */
  overLimit: string | null;
};

/**
 * Pages are read (GET, HEAD) and forms are posted (POST). Any other method is answered here, before
 * React Router (which cannot even build a request for TRACE or CONNECT): OPTIONS with the list, the
 * rest with 405.
 */
const PAGE_METHODS = ["GET", "HEAD", "POST", "OPTIONS"];
const ALLOW = PAGE_METHODS.join(", ");

export const isPageMethod = (method: string) => PAGE_METHODS.includes(method);

export function answerMethodNotAllowed(reply: FastifyReply) {
  return reply
    .status(405)
    .header("Allow", ALLOW)
    .type("text/plain; charset=utf-8")
    .send("Method not allowed");
}

const TOO_LARGE = `The form is too large: send at most ${BODY_LIMIT_BYTES / 1024 / 1024} MB`;

/**
 * A page's body, cut off past the body limit: the page scope's parser leaves the body unread (the
 * action reads it as a web Request), so Fastify's `bodyLimit` never sees it. A body declared larger is
 * refused before it is read (413); one that grows past the limit as it streams (chunked) fails the
 * action's form read (`readFormData`: 400), so no form fills the memory.
 */
function limitedBody(request: FastifyRequest): ReadableStream {
  const declared = Number(request.headers["content-length"] ?? 0);
  if (declared > BODY_LIMIT_BYTES) throw new AppError("too_large", TOO_LARGE);
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      seen += chunk.length;
      next(seen > BODY_LIMIT_BYTES ? new AppError("too_large", TOO_LARGE) : null, chunk);
    },
  });
  request.raw.on("error", (error) => counter.destroy(error));
  return Readable.toWeb(request.raw.pipe(counter)) as ReadableStream;
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  if (!URL.canParse(request.url, origin))
    throw AppError.badRequest("The Host header is not a valid host name");
  const url = new URL(request.url, origin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: limitedBody(request), duplex: "half" } : {}),
  } as RequestInit);
}

export async function registerReactRouter(
  app: FastifyInstance,
  options: { mode: RenderMode; services: AppServices; isProduction: boolean; rateLimits: boolean },
): Promise<{ close: () => Promise<void> }> {
  let build: ServerBuild | (() => Promise<ServerBuild>);
  let close = async () => {};
  let readStylesheet: AppLoadContext["inlineStylesheet"] = null;

  if (options.mode === "development") {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    const middie = await import("@fastify/middie");
    await app.register(middie.default);
    app.use(devServer.middlewares);
    build = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    close = () => devServer.close();
  } else {
    build = (await import(pathToFileURL(projectPath("build", "server", "index.js")).href)) as ServerBuild;
    readStylesheet = stylesheetReader(projectPath("build", "client"));
    await app.register(fastifyStatic, {
      root: projectPath("build", "client"),
      prefix: "/",
      wildcard: false,
      index: false,
      // The build stores Brotli and gzip copies of the text assets (scripts/precompress-plugin.ts):
      // they are sent as they are, so compression (server/app.ts) leaves them alone, and the copies
      // themselves are not addresses of their own.
      preCompressed: true,
      globIgnore: ["**/*.br", "**/*.gz"],
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes("/assets/");
        res.header(
          "Cache-Control",
          immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        );
      },
    });
    // A hashed asset that is not there is a plain 404, not a rendered page.
    app.get("/assets/*", (_request, reply) => reply.status(404).type("text/plain").send("Not found"));
  }

  const handle = createRequestHandler(build, options.mode);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    if (options.rateLimits) await registerRateLimits(scope, options.services);
    const page = async (request: FastifyRequest, reply: FastifyReply, overLimit: string | null = null) => {
      if (request.method === "OPTIONS") return reply.status(204).header("Allow", ALLOW).send();
      if (!isPageMethod(request.method)) return answerMethodNotAllowed(reply);
      const whole = wantsWholeBody(request);
      const context: AppLoadContext = {
        services: options.services,
        nonce: whole ? undefined : request.cspNonce,
        user: request.user,
        session: browserSession(request, reply, options.services, options.isProduction),
        inlineStylesheet: request.user ? null : readStylesheet,
        overLimit,
      };
      const response = await handle(toFetchRequest(request, reply), context);
      if (!whole) return reply.send(response);
      // An answer the page cache may store: the whole body at once (it hashes the inline scripts).
      const body = Buffer.from(await response.arrayBuffer());
      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name !== "set-cookie") reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return reply.send(body);
    };
    scope.all("/*", page);
    // The panels' actions that do what a limited API call does get its allowance per address too; a
    // fetcher posts to the route's `.data` address, a form without script to the route itself.
    const limitedUrls = new Set<string>();
    for (const [path, limit] of Object.entries(limitedPageActions(options.services.settings))) {
      for (const url of [path, `${path}.data`]) {
        limitedUrls.add(url);
        scope.post(url, perClient(limit), (request, reply) => page(request, reply));
      }
    }
    // A limited action over its allowance still goes to React Router, told so, and answers the refusal
    // in the page's own shape; anything else goes on to the application's error handler.
    scope.setErrorHandler(async (error: { statusCode?: number; message: string }, request, reply) => {
      if (error.statusCode === 429 && limitedUrls.has(request.routeOptions.url ?? "")) {
        return page(request, reply, error.message);
      }
      throw error;
    });
  });
  return { close };
}
