/**
 * Cross-site form posts are refused (ASVS 3.5): besides SameSite cookies, every state-changing request
 * must come from the site's own origin. A browser always sends Origin (or Sec-Fetch-Site) on such
 * requests; a request with neither comes from a non-browser client, which cookies do not ride along with.
 * The payment provider's webhook is exempt: it is authenticated by its signature.
 */
import type { FastifyInstance } from "fastify";
import { AppError } from "../core/shared/errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function registerOriginCheck(app: FastifyInstance, options: { publicUrl: string; exempt: string[] }) {
  const publicOrigin = new URL(options.publicUrl).origin;
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (options.exempt.some((prefix) => request.url.startsWith(prefix))) return;
    const origin = request.headers.origin;
    if (origin) {
      const own = `${request.protocol}://${request.host}`;
      if (origin === publicOrigin || origin === own) return;
      throw new AppError("forbidden", "Cross-site request refused");
    }
    if (request.headers["sec-fetch-site"] === "cross-site") {
      throw new AppError("forbidden", "Cross-site request refused");
    }
  });
}
