/**
 * The catalogue's pages start their app on the visitor's first move (app/lib/boot-on-intent.ts), at a
 * phone's and a desktop's width: once loaded, the page has neither fetched nor run any of its app's
 * files; a press of a button that needs the app, made before it is ready, shows it is waiting and is
 * made again once the app has hydrated; the login form's field, focused by the browser as the page loads,
 * is no move; a page that needs its app to show itself (the cart) starts it once loaded, with no move.
 */
import type { Page } from "@playwright/test";
import { expect, holdBack, test } from "./fixtures.ts";

// These tests are about what happens before the first move: they make it themselves.
test.use({ waitForHydration: false });

/** Whether any of the app's modules has run: React Router's manifest is set by the first of them. */
const appRan = (page: Page) => page.evaluate(() => "__reactRouterManifest" in window);

/** The addresses of the app's script files the page has fetched so far. */
const fetchedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith("/assets/") && path.endsWith(".js")),
  );

/** The client entry module: held back, the app cannot hydrate. */
const ENTRY = /\/assets\/entry\.client-[\w-]+\.js$/;

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("a catalogue page fetches and runs its app only on the first move", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator('script[data-boot="intent"]')).toHaveCount(1);
      await page.waitForTimeout(1_000); // a visitor reading the first screen
      expect(await fetchedScripts(page)).toEqual([]);
      expect(await appRan(page)).toBe(false);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

      await page.mouse.wheel(0, 200);
      await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 15_000 });
      expect(await appRan(page)).toBe(true);
      expect(await fetchedScripts(page)).toContainEqual(expect.stringMatching(/entry\.client/));
    });

    test("the login form's field, focused as the page loads, starts nothing; typing in it starts the app", async ({
      page,
    }) => {
      await page.goto("/login");
      await expect(page.locator('script[data-boot="intent"]')).toHaveCount(1);
      await expect(page.getByLabel("E-mail")).toBeFocused();
      await page.waitForTimeout(1_000);
      expect(await fetchedScripts(page)).toEqual([]);
      expect(await appRan(page)).toBe(false);

      await page.keyboard.type("guest@example.com");
      await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 15_000 });
      await expect(page.getByLabel("E-mail"), "nothing typed is lost").toHaveValue("guest@example.com");
    });

    test("a press made before the app is ready waits visibly and is made again once it is", async ({
      page,
    }) => {
      const release = await holdBack(page, ENTRY);
      await page.goto("/trip-list");
      const menu = page.locator("header[data-sticky]").getByRole("button", { name: "Menu" });
      await menu.click();
      await expect(menu).toHaveAttribute("aria-busy", "true");
      await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);

      release();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible({ timeout: 15_000 });
      await expect(page.locator("[aria-busy]"), "no longer waiting").toHaveCount(0);
    });
  });
}

test("a page that needs its app to show itself starts it once loaded, with no move", async ({ page }) => {
  // The cart is kept in the browser (app/lib/cart.ts): only the app can show it.
  await page.goto("/booking");
  await expect(page.locator('script[data-boot="load"]')).toHaveCount(1);
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 15_000 });
});
