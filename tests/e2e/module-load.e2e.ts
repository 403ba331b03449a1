/**
 * Spec §8: "Lazy screen load failure: page reloads once (session flag); second failure is raised.
 * Script load timeout 120 s." Each test makes one of the site's own scripts fail to arrive, the way a
 * deploy or a dropped connection does, and counts the page loads that follow.
 */
import type { Locator, Page } from "@playwright/test";
import { type ExpectedHttpError, expect, moveFirst, poll, scrolledAndSettled, test } from "./fixtures.ts";

// These tests break the page's scripts on purpose: they wait for hydration themselves.
test.use({ waitForHydration: false });

const FLAG = "lazy-reload-attempted";
const flag = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), FLAG);
const bootNotice = (page: Page) =>
  page.getByRole("alert").filter({ hasText: "This page could not finish loading" });
const errorScreen = (page: Page) => page.getByRole("heading", { level: 1, name: "Something went wrong" });

/** Counts the documents the tab loads from now on (first load, reloads, full navigations). */
function countLoads(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on("domcontentloaded", () => {
    counter.count += 1;
  });
  return counter;
}

/** The hashed address of a route's module, read from the manifest React Router puts in the page. */
async function routeModule(page: Page, routeId: string): Promise<string> {
  // The manifest is set when the page's scripts start, on the visitor's first move on the catalogue's
  // pages (app/lib/boot-on-intent.ts).
  await moveFirst(page);
  const handle = await page.waitForFunction(
    (id) =>
      (window as unknown as { __reactRouterManifest?: { routes: Record<string, { module: string }> } })
        .__reactRouterManifest?.routes[id]?.module,
    routeId,
  );
  return (await handle.jsonValue()) as string;
}

/**
 * Opens the privacy page and, from then on, answers 404 for its route module, as after a deploy that
 * removed it. Answers the module's route pattern, to unroute once it should be back.
 */
async function privacyPageModuleGone(page: Page, expectedHttpErrors: ExpectedHttpError[]): Promise<string> {
  // React Router's manifest names a route's module once the route was visited (lazy route discovery).
  await page.goto("/page/privacy-policy");
  const module = await routeModule(page, "routes/page");
  expectedHttpErrors.push({ status: 404, url: new RegExp(`${module}$`) });
  const moduleRoute = `**${module}`;
  await page.route(moduleRoute, (route) => route.fulfill({ status: 404, body: "gone" }));
  return moduleRoute;
}

/**
 * The app has hydrated (app/root.tsx marks the document) after the visitor's first move: links now
 * navigate inside it. Up to 15 s: a CI run on a busy machine took longer than the default 5 s to
 * hydrate the home page.
 */
async function hydrated(page: Page) {
  await moveFirst(page);
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 15_000 });
}

/** The page answers as hydrated only when its scripts ran: the menu button opens the side modal. */
async function expectInteractive(page: Page) {
  await hydrated(page);
  await page.getByRole("button", { name: /menu/i }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
}

/** What a header-button test has in hand once the first failure has reloaded the page. */
type ChunkGone = { button: Locator; loads: { readonly count: number }; chunkRoute: string };

/**
 * Declares a test on the home page with the site's chunk `chunk` (/assets/{chunk}-{hash}.js) answering
 * 404: the header's button `name`, clicked once hydrated, reloads the page once and sets the session
 * flag, and the page hydrates again; clicked again, it meets the failure a second time. `then` goes on
 * from there with the button, the page-load counter and the chunk's route pattern: what the second
 * failure shows, and the way back once the chunk is served.
 */
function testHeaderButtonWithChunkGone(
  title: string,
  chunk: string,
  name: string,
  then: (page: Page, gone: ChunkGone) => Promise<void>,
) {
  test(title, async ({ page, expectedHttpErrors, expectedConsoleErrors }) => {
    const chunkRoute = `**/assets/${chunk}-*.js`;
    await page.goto("/");
    expectedHttpErrors.push({ status: 404, url: new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`) });
    expectedConsoleErrors.push(/Failed to fetch dynamically imported module/);
    await page.route(chunkRoute, (route) => route.fulfill({ status: 404, body: "gone" }));
    const loads = countLoads(page);
    const button = page.locator("header[data-sticky]").getByRole("button", { name });
    await hydrated(page);

    await button.click();
    await poll(() => loads.count).toBe(1);
    expect(await flag(page)).toBe("1");
    await hydrated(page);
    await button.click();
    await then(page, { button, loads, chunkRoute });
  });
}

test("a screen's module that fails on navigation reloads the page once, then the error is shown", async ({
  page,
  expectedHttpErrors,
  expectedConsoleErrors,
}) => {
  const moduleRoute = await privacyPageModuleGone(page, expectedHttpErrors);
  await page.goto("/");
  expectedConsoleErrors.push(/^Error loading route module/, /Failed to fetch dynamically imported module/);
  const loads = countLoads(page);
  const footerLink = page.locator("footer").getByRole("link", { name: "Privacy Policy" });
  await hydrated(page);

  await scrolledAndSettled(footerLink);
  await footerLink.click();
  await poll(() => loads.count).toBe(1); // React Router reloaded the page it was on
  await expect(page).toHaveURL("/");
  expect(await flag(page)).toBe("1");
  // Clicked before hydration, the link would load the next page from the server instead of the module.
  await hydrated(page);

  await scrolledAndSettled(footerLink);
  await footerLink.click();
  await expect(errorScreen(page)).toBeVisible();
  expect(loads.count).toBe(1); // no second reload
  expect(await flag(page)).toBe("1");

  // Once the module is back, a navigation that arrives clears the flag for the next failure.
  await page.unroute(moduleRoute);
  await page.goto("/");
  await hydrated(page);
  await scrolledAndSettled(footerLink);
  await footerLink.click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await poll(() => flag(page)).toBeNull();
});

test("the page's own scripts failing reload once, then a notice offers a reload", async ({
  page,
  expectedHttpErrors,
  expectedConsoleErrors,
}) => {
  const moduleRoute = await privacyPageModuleGone(page, expectedHttpErrors);
  expectedConsoleErrors.push(/Failed to fetch dynamically imported module/);
  const loads = countLoads(page);

  await page.reload();
  await moveFirst(page); // the page's scripts start on the visitor's first move
  await poll(() => loads.count).toBe(2); // the reload asked for, and the guard's one reload
  await moveFirst(page);
  await expect(bootNotice(page)).toBeVisible();
  expect(loads.count).toBe(2);
  expect(await flag(page)).toBe("1");
  // The server's HTML is still there to read.
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();

  await page.unroute(moduleRoute);
  await bootNotice(page).getByRole("button", { name: "Reload the page" }).click();
  await expect(bootNotice(page)).toHaveCount(0);
  await expectInteractive(page);
  expect(loads.count).toBe(3);
});

test("scripts still loading after 120 s count as failed: one reload, then the notice", async ({ page }) => {
  await page.goto("/page/privacy-policy");
  const module = await routeModule(page, "routes/page");
  // The module never answers; the page's clock is Playwright's, so 120 s pass at once.
  await page.route(`**${module}`, () => {});
  await page.clock.install();
  const loads = countLoads(page);

  await page.reload({ waitUntil: "commit" });
  await poll(() => loads.count).toBe(1);
  // A visitor reading the page: its scripts are not asked for yet, so no clock runs.
  await page.clock.runFor(200_000);
  expect(loads.count).toBe(1);
  await moveFirst(page);
  await page.clock.runFor(119_000);
  expect(loads.count).toBe(1);
  await page.clock.runFor(1_000);
  await poll(() => loads.count).toBe(2);
  await moveFirst(page);
  await page.clock.runFor(120_000);
  await expect(bootNotice(page)).toBeVisible();
  expect(loads.count).toBe(2);
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

testHeaderButtonWithChunkGone(
  "a form's code that fails to load reloads the page once, then the panel says so",
  "login-panel",
  "Log in",
  async (page, { button: loginButton, loads, chunkRoute }) => {
    const failure = page.getByRole("dialog").getByRole("alert");
    await expect(failure).toHaveText(/This form could not be loaded\./);
    expect(loads.count).toBe(1);
    await expect(page.locator("header[data-sticky]")).toBeVisible(); // the page around it still works

    await page.unroute(chunkRoute);
    await failure.getByRole("button", { name: "Reload the page" }).click();
    await poll(() => loads.count).toBe(2);
    await hydrated(page);
    await loginButton.click();
    await expect(page.getByRole("dialog").getByRole("button", { name: "Login" })).toBeVisible();
    await poll(() => flag(page)).toBeNull(); // the form's code arrived: the next failure may reload again
  },
);

testHeaderButtonWithChunkGone(
  "a side modal's own code that fails to load reloads the page once, then the alert says so",
  "side-modal-dialog",
  "Menu",
  async (page, { button: menuButton, loads, chunkRoute }) => {
    await expect(page.getByRole("alert").filter({ hasText: "This panel could not be loaded" })).toBeVisible();
    expect(loads.count).toBe(1);

    await page.unroute(chunkRoute);
    await page.reload();
    await hydrated(page);
    await menuButton.click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  },
);
