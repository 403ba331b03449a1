import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { demoSite, namedPages, publicPaths, seededSite } from "./site.ts";

test("the home page is rendered on the server with seeded content", async ({ page, request }) => {
  const site = await seededSite(request);
  const html = await (await request.get("/")).text();
  // View-source shows the content, not an empty shell.
  expect(html).toContain("<h1");
  expect(html).toContain(site.boats[0]!.name);
  expect(html).toContain("PADI Dive Boat R-6156");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("PADI Dive Boat R-6156");
});

// The admin journeys (admin-catalog.e2e.ts) add and remove items on the same server meanwhile, so the
// lists must hold every seeded item rather than exactly them.
test("the server lists every item of the demo content it seeded", async ({ request }) => {
  expect(namedPages(await seededSite(request))).toEqual(expect.arrayContaining(namedPages(demoSite)));
});

/** Narrows the loaded page to a 320 px phone (it reflows, no reload) and measures the document's width. */
async function expectNoSidewaysScrollAt320(page: Page, path: string) {
  await page.setViewportSize({ width: 320, height: 640 });
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.client, path).toBe(320);
  expect(widths.scroll, `${path} scrolls sideways at 320 px`).toBeLessThanOrEqual(widths.client);
}

/** The desktop size the pages are first loaded at (Playwright's "Desktop Chrome"). */
const DESKTOP = { width: 1280, height: 720 };

/**
 * The paths in `count` runs of about the same length. A run is one test that opens the pages one after
 * another in the same tab: a fresh browser context per page cost a third more of the machine's time
 * (a new renderer process, a cold cache and the scripts compiled again; docs/performance.md, "Test
 * suite"), while a run a worker's share keeps the two workers busy to the end. Each page is a step,
 * so a failure names its path.
 */
function runsOf<T>(items: T[], count: number): T[][] {
  return Array.from({ length: count }, (_, run) => items.filter((_, index) => index % count === run));
}

test.describe("every seeded page answers 200 with its content in the HTML, no browser errors, no axe violations and no sideways scrolling at 320 px", () => {
  const runs = runsOf(namedPages(demoSite), 5);
  for (const [index, run] of runs.entries()) {
    test(`pages ${index + 1}/${runs.length}: ${run.map(([path]) => path).join(" ")}`, async ({ page }) => {
      for (const [path, name] of run) {
        await test.step(path, async () => {
          await page.setViewportSize(DESKTOP);
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(200);
          expect(await response!.text(), path).toContain(name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
          await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(name);
          await expectNoAxeViolations(page, path);
          await expectNoSidewaysScrollAt320(page, path);
        });
      }
    });
  }
});

test("an unknown path shows the not-found screen with status 404", async ({ page }) => {
  const response = await page.goto("/no/such/place");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  expect((await page.request.get("/boat/no-such-boat")).status()).toBe(404);
});

test("protected screens redirect a visitor to the home page", async ({ page }) => {
  for (const path of ["/bookings/me", "/information", "/booking/123", "/admin/dashboard", "/admin/users"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/);
  }
});

test.describe("every other public page has zero accessibility violations (axe) and fits 320 px", () => {
  const seededPaths = new Set(namedPages(demoSite).map(([path]) => path));
  const paths = [...publicPaths(demoSite).filter((p) => !seededPaths.has(p)), "/no-such-page"];
  const runs = runsOf(paths, 2);
  for (const [index, run] of runs.entries()) {
    test(`pages ${index + 1}/${runs.length}: ${run.join(" ")}`, async ({ page }) => {
      for (const path of run) {
        await test.step(path, async () => {
          await page.setViewportSize(DESKTOP);
          await page.goto(path);
          await expectNoAxeViolations(page, path);
          await expectNoSidewaysScrollAt320(page, path);
        });
      }
    });
  }
});

test("a phone (375 px) shows the site without sideways scrolling and hides the brand text", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const site = await seededSite(request);
  for (const path of [
    "/",
    `/boat/${site.boats[0]!.slug}`,
    `/page/${site.pages[0]!.slug}`,
    "/trip-schedules",
  ]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await expect(page.locator("header .brand-text")).toBeHidden();
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.locator("header .brand-text")).toBeVisible();
});
