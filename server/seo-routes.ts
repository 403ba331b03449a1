/**
 * GET /sitemap.xml and GET /robots.txt, built per request from the catalog through
 * core services and PUBLIC_URL. A shared cache may keep them for five minutes (`s-maxage`); browsers
 * ask again each time. The anonymous page cache may hold them later.
 */
import type { FastifyInstance } from "fastify";
import { robotsTxt, sitemapEntries, sitemapXml } from "../core/site/seo.ts";
import type { AppServices } from "./services.ts";

const CACHE_CONTROL = "public, max-age=0, s-maxage=300";

export function registerSeoRoutes(
  app: FastifyInstance,
  options: { services: AppServices; publicUrl: string },
) {
  const { services, publicUrl } = options;

  app.get("/sitemap.xml", async (_request, reply) => {
    const content = await services.sitemapContent();
    return reply
      .header("Cache-Control", CACHE_CONTROL)
      .type("application/xml; charset=utf-8")
      .send(sitemapXml(publicUrl, sitemapEntries(content)));
  });

  app.get("/robots.txt", async (_request, reply) =>
    reply.header("Cache-Control", CACHE_CONTROL).type("text/plain; charset=utf-8").send(robotsTxt(publicUrl)),
  );
}
