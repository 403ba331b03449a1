/**
 * Light pages (docs/performance.md, "Page weight"): every public page loads the framework's chunk
 * (React, React DOM and React Router, split off by vite.config.ts) and at most SITE_JS_BUDGET_KB of the
 * site's own JavaScript (gzip) without any interaction, counting chunks that dynamic imports fetch on
 * their own after hydration (scripts/page-weight.ts; `npx tsx scripts/bundle-size.ts` prints the same
 * figures per file). Pages of one route load the same modules, so one page of each public route is
 * weighed.
 */
import type { Browser } from "@playwright/test";
import {
  formatPageWeight,
  kilobytes,
  measurePageJs,
  type PageWeight,
  SITE_JS_BUDGET_KB,
} from "../../scripts/page-weight.ts";
import { expect, test } from "./fixtures.ts";
import { demoSite, pagePath } from "./site.ts";

/** One address of each public route of spec §2 (the trip page's is read from the API). */
const PUBLIC_PAGES: string[][] = [
  ["/", "/trip-schedules", "/trip-list", "TRIP"],
  ["/booking", "/services", "/reviews", "/login", "/password/reset/some-token"],
  ["/course-booking", "/course-information", "/course-success"],
  [
    `/boat/${demoSite.boats[0]!.slug}`,
    `/dive-site/${demoSite.diveSites[0]!.slug}`,
    `/course/${demoSite.courses[0]!.slug}`,
    `/page/${demoSite.pages[0]!.slug}`,
  ],
];

/**
 * Pages over the budget, each held to its measured figure (KB gzip of the site's own code) so it cannot
 * grow; docs/performance.md ("Page weight") says why each is over. An entry is a debt to name here,
 * lowered or removed whenever its page gets lighter.
 */
const OVER_BUDGET: Record<string, { limitKb: number; why: string }> = {};

/** Weighs `path` in a context of its own, so nothing comes from the browser's cache. */
async function weigh(browser: Browser, baseURL: string, path: string): Promise<PageWeight> {
  const context = await browser.newContext({ baseURL });
  try {
    return await measurePageJs(await context.newPage(), path);
  } finally {
    await context.close();
  }
}

for (const [index, paths] of PUBLIC_PAGES.entries()) {
  test(`public pages ${index + 1}: the framework plus at most ${SITE_JS_BUDGET_KB} KB of the site's JavaScript (gzip)`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    for (const wanted of paths) {
      const path = await pagePath(request, wanted);
      await test.step(path, async () => {
        const weight = await weigh(browser, baseURL!, path);
        const over = OVER_BUDGET[path];
        const limit = over?.limitKb ?? SITE_JS_BUDGET_KB;
        const report = `${formatPageWeight(weight)}\n(budget: the framework plus ${SITE_JS_BUDGET_KB} KB${over ? `; held to ${limit} KB: ${over.why}` : ""})`;
        // The framework came as its own chunk: otherwise its bytes would count as the site's.
        expect(weight.frameworkGzipBytes, report).toBeGreaterThan(90 * 1024);
        // Soft: every page of the group is weighed and reported, not only the first over the budget.
        expect.soft(kilobytes(weight.siteGzipBytes), report).toBeLessThanOrEqual(limit);
        // No Radix, account forms, human check, country list or admin code before a click.
        const files = weight.scripts.map((s) => s.file).join(" ");
        const lazyChunks = ["side-modal-dialog", "account-menu", "login-panel", "altcha", "country-picker"];
        // /login draws the Login panel's form in the page: its chunk is the page's own there.
        for (const lazy of lazyChunks.filter((chunk) => path !== "/login" || chunk !== "login-panel"))
          expect.soft(files, report).not.toContain(lazy);
      });
    }
  });
}
