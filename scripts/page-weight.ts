/**
 * Light pages (docs/performance.md): the JavaScript a page makes the browser fetch with no interaction,
 * gzip-compressed as a visitor's browser receives it. Counts every script of the site's own
 * `/assets/` that the page loads: the server's module preloads and scripts, and any chunk a dynamic
 * import fetches on its own after hydration (waited for until the network is idle). Shared by
 * `scripts/bundle-size.ts` (the report) and tests/e2e/page-weight.e2e.ts (the budget).
 */
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { moveFirst } from "../tests/support/first-move.ts";

/**
 * The budget of every public page: the framework (React, React DOM, React Router) plus at most this
 * much of the site's own JavaScript, gzip.
 */
export const SITE_JS_BUDGET_KB = 30;

/** The framework's chunk, split off under this name by vite.config.ts. */
export const isFrameworkChunk = (file: string) => /^framework-[\w-]+\.js$/.test(file);

export type ScriptWeight = { file: string; bytes: number; gzipBytes: number };
export type PageWeight = {
  path: string;
  scripts: ScriptWeight[];
  gzipBytes: number;
  /** The framework's chunk (gzip). */
  frameworkGzipBytes: number;
  /** Everything else: the site's own code and the libraries it chose (gzip). */
  siteGzipBytes: number;
};

export const kilobytes = (bytes: number) => bytes / 1024;

/**
 * Opens `path` in `page` (a fresh page: nothing cached), waits until it has hydrated and the network
 * has been idle, and weighs every same-origin `/assets/*.js` it loaded. No click or scroll; on a page
 * whose app waits for the visitor's first move, that move (a Shift key press), after which the page
 * fetches nothing it had not fetched: the same files, from its cache.
 */
export async function measurePageJs(page: Page, path: string): Promise<PageWeight> {
  const pending: Promise<ScriptWeight | null>[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith("/assets/") || !url.pathname.endsWith(".js")) return;
    pending.push(
      response
        .body()
        .then((body) => ({
          file: url.pathname.slice("/assets/".length),
          bytes: body.length,
          gzipBytes: gzipSync(body).length,
        }))
        .catch(() => null),
    );
  });
  await page.goto(path, { waitUntil: "networkidle" });
  await moveFirst(page);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // A chunk imported right after hydration (an effect, an idle callback) still counts.
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  const scripts = (await Promise.all(pending))
    .filter((s): s is ScriptWeight => s !== null)
    .filter((s, i, all) => all.findIndex((o) => o.file === s.file) === i)
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (list: ScriptWeight[]) => list.reduce((total, s) => total + s.gzipBytes, 0);
  const framework = sum(scripts.filter((s) => isFrameworkChunk(s.file)));
  const gzipBytes = sum(scripts);
  return { path, scripts, gzipBytes, frameworkGzipBytes: framework, siteGzipBytes: gzipBytes - framework };
}

/** The report's lines for one page: each script, largest first, then the total. */
export function formatPageWeight(weight: PageWeight): string {
  const lines = weight.scripts.map(
    (s) =>
      `  ${kilobytes(s.gzipBytes).toFixed(1).padStart(6)} KB gzip ${kilobytes(s.bytes).toFixed(1).padStart(7)} KB  ${s.file}`,
  );
  lines.push(
    `  ${kilobytes(weight.gzipBytes).toFixed(1).padStart(6)} KB gzip in ${weight.scripts.length} files: ${weight.path}`,
    `  ${kilobytes(weight.siteGzipBytes).toFixed(1).padStart(6)} KB gzip of the site's own code beside the framework's ${kilobytes(weight.frameworkGzipBytes).toFixed(1)} KB`,
  );
  return lines.join("\n");
}
