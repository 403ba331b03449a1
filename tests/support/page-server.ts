/**
 * The whole server (JSON API and pages rendered by the production build) over an API harness's
 * database and services, for tests that need pages as well as calls. Needs `npm run build` first.
 */
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { projectPath } from "../../core/shared/project-path.ts";
import { type BuildServerOptions, buildServer } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { type ApiHarness, createApiHarness, PUBLIC_URL } from "./api-harness.ts";

export async function buildPageServer(
  harness: ApiHarness,
  options: Partial<Omit<BuildServerOptions, "config" | "services">> = {},
): Promise<FastifyInstance> {
  if (!existsSync(projectPath("build", "server", "index.js"))) {
    throw new Error("The production build is missing: run `npm run build` first (npm test does).");
  }
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "page-server-")),
    PUBLIC_URL,
    LOG_LEVEL: "silent",
  });
  return buildServer({
    config,
    services: harness.services,
    render: "production",
    logger: false,
    rateLimits: false,
    ...options,
  });
}

/** A fresh API harness and the whole server over it. */
export type PageSite = { h: ApiHarness; app: FastifyInstance };

/**
 * The one page server of a whole test file (or `describe`): made before its tests and closed after
 * them. It is answered at once, so the file can name it at its top, but its members are set in
 * `beforeAll`: read them in tests and hooks only.
 */
export function pageServerForFile(): PageSite {
  const site = {} as PageSite;
  beforeAll(async () => {
    site.h = await createApiHarness();
    site.app = await buildPageServer(site.h);
  });
  afterAll(async () => {
    await site.app?.close();
    await site.h?.close();
  });
  return site;
}

/**
 * A signed-in session made by the session service itself, as after a full sign-in (password and, for
 * an admin, the second factor), as the Cookie header value. Cheap enough for a fresh session per request.
 */
export async function sessionCookieFor(harness: ApiHarness, userId: string): Promise<string> {
  const { token } = await harness.services.sessions.create(
    harness.database.db,
    userId,
    { ip: "127.0.0.1", userAgent: "test" },
    { secondFactor: true },
  );
  return `sid=${token}`;
}
