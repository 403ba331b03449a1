/**
 * A site started on an empty database without the demo content (SEED_DEMO=false): every page of the
 * route table renders (its empty state, a not-found screen for unknown slugs, or the guard's redirect),
 * and none answers 5xx. Runs against PGlite and a PostgreSQL server.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillPattern, pageRoutes } from "../support/page-routes.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";
import { createTestDatabase } from "../support/test-database.ts";

describe(`an empty site on ${process.env.TEST_DB}`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "empty-site-"));
  let server: ServerProcess;

  beforeAll(async () => {
    const env: Record<string, string> = { DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "warn" };
    if (process.env.TEST_DB === "postgres") {
      const database = await createTestDatabase();
      await database.close();
      env.DATABASE_URL = database.url!;
    }
    server = await startServerProcess(env);
  });

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("renders every page of the route table without a 5xx", async () => {
    const answers: string[] = [];
    for (const { pattern, access } of pageRoutes()) {
      const url = fillPattern(pattern, "no-such-thing");
      const response = await fetch(`${server.url}${url}`, { redirect: "manual" });
      const body = await response.text();
      answers.push(`${url} ${response.status}`);
      expect(response.status, `${url} answered ${response.status}`).toBeLessThan(500);
      if (access === "public" && response.status === 200) {
        // A rendered screen with the site's chrome, not an error page.
        expect(body, url).toContain('class="site-footer"');
        expect(body, url).not.toMatch(/Something went wrong|Application Error/i);
      }
      if (access !== "public") expect(response.status, url).toBe(302);
    }
    // The home page and the catalogue lists are real screens on an empty site.
    expect(answers).toContain("/ 200");
    expect(answers).toContain("/services 200");
    expect(answers).toContain("/boat/no-such-thing 404");
  });

  it("answers the header and footer data with the contact details left empty", async () => {
    const response = await fetch(`${server.url}/api/v1/site`);
    expect(response.status).toBe(200);
    const site = (await response.json()) as { contact: { emails: string[] }; menu: { boats: unknown[] } };
    expect(site.contact.emails).toEqual([]);
    expect(site.menu.boats).toEqual([]);
  });
});
