/**
 * The one answer to an unknown /api call: a JSON 404, never the HTML app. Under /api/v1/admin the
 * admin guard answers first (401/403), so the admin surface cannot be probed for the calls it has.
 *
 * React Router's catch-all `/*` also matches /api/…, so Fastify's not-found handler never sees those
 * URLs: `registerApiNotFound` claims every /api address the API has no route for. Its scope reads any
 * body whole and ignores it, so an unknown call is refused whatever it sends, once the request is
 * complete (and a shutdown waits for a request still arriving, as for any other call).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { requireAdmin } from "./guards.ts";

const ADMIN_PREFIX = "/api/v1/admin";

export function isApiUrl(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split("?")[0]!;
  if (path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`)) requireAdmin(request);
  return reply.status(404).send({ success: false, message: `No such API call: ${request.method} ${path}` });
}

export async function registerApiNotFound(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, _body, done) => done(null));
    scope.all("/api", apiNotFound);
    scope.all("/api/*", apiNotFound);
  });
}
