/**
 * Prints the JavaScript each main kind of page loads without interaction, per file and in total
 * (gzip KB): the home page, the schedule, the trip list, the first boat, the first course and the FAQ
 * page, with the site's own share beside the framework's chunk (the budget: the framework plus
 * SITE_JS_BUDGET_KB on every public page; tests/e2e/page-weight.e2e.ts holds the pages to it).
 *
 *   npm run build && npx tsx scripts/bundle-size.ts            # starts the built server on a fresh data folder
 *   npx tsx scripts/bundle-size.ts http://127.0.0.1:3000       # measures a server already running
 *
 * Loads the pages in Chromium (/usr/bin/chromium), so chunks that dynamic imports fetch on their own
 * after hydration are counted with the server's preloads.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { formatPageWeight, measurePageJs, SITE_JS_BUDGET_KB } from "./page-weight.ts";
import { freePort } from "../tests/support/server-process.ts";

function run(command: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, command, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** Seeds a fresh data folder (small pictures: quick) and starts the built server on it. */
async function startServer(): Promise<{ url: string; stop: () => void }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bundle-size-"));
  const port = await freePort();
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    HOST: "127.0.0.1",
    PORT: String(port),
  };
  const seed = run(["dist/db/seed-cli.js"], env);
  const code = await new Promise<number | null>((resolve) => seed.once("exit", resolve));
  if (code !== 0) throw new Error("Seeding failed: has `npm run build` run?");
  const server = run(["dist/server/main.js"], env);
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (tries > 120 || server.exitCode !== null) {
      stop();
      throw new Error("The server did not start.");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function firstSlug(url: string, list: string, key: string): Promise<string> {
  const body = (await (await fetch(`${url}/api/v1/${list}`)).json()) as Record<string, { slug: string }[]>;
  const slug = body[key]?.[0]?.slug;
  if (!slug) throw new Error(`No ${key} to measure.`);
  return slug;
}

const given = process.argv[2];
const server = given ? { url: given.replace(/\/$/, ""), stop: () => {} } : await startServer();
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const paths = [
    "/",
    "/trip-schedules",
    "/trip-list",
    `/boat/${await firstSlug(server.url, "boats", "boats")}`,
    `/course/${await firstSlug(server.url, "courses", "courses")}`,
    "/page/faq",
  ];
  for (const pagePath of paths) {
    const context = await browser.newContext({ baseURL: server.url });
    const weight = await measurePageJs(await context.newPage(), pagePath);
    await context.close();
    console.log(`${pagePath}\n${formatPageWeight(weight)}\n`);
  }
  console.log(
    `Budget for every public page: the framework plus ${SITE_JS_BUDGET_KB} KB gzip of the site's own code.`,
  );
} finally {
  await browser.close();
  server.stop();
}
