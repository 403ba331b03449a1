/**
 * Every browser test imports `test` from here: it fails the test on any console error, uncaught page
 * error or failed same-origin request, so a broken script or CSP violation cannot pass unnoticed.
 *
 * A test that provokes an error answer on purpose (a wrong password is a 401) declares it first:
 * `expectedHttpErrors.push({ status: 401, url: /\/api\/v1\/login$/ })`. Only Chromium's
 * "Failed to load resource" line for that status and address is then let through. A test that breaks
 * the page on purpose lists the other lines it provokes in `expectedConsoleErrors`.
 */
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { moveFirst } from "../support/first-move.ts";

export { moveFirst };

/**
 * Scrolls `target` into view and waits until its box has stayed put for three animation frames. The
 * landing screens' bands are laid out only when near the screen (`content-visibility: auto` in
 * app/styles/base.css): a jump to the footer draws the bands above it at their real height in the next
 * frame, and a click sent in that frame lands where the link was (its mouseup then hits the column
 * around it and the click does nothing). Playwright checks that an element is stable before it
 * scrolls, not after; click far-down elements of a fresh page after this.
 */
export async function scrolledAndSettled(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        let last = "";
        let same = 0;
        const check = () => {
          const box = element.getBoundingClientRect();
          const now = `${box.x},${box.y},${box.width},${box.height},${window.scrollY}`;
          same = now === last ? same + 1 : 0;
          last = now;
          if (same >= 3) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
  await target.scrollIntoViewIfNeeded();
}

/**
 * `expect.poll` that looks every 50 ms. Playwright's default waits 100, 250, 500 and then 1,000 ms
 * between looks, so a condition met after 1.1 s is seen after 1.85 s: the walk through the home page's
 * slides (admin-home.e2e.ts) spent 7 of its 28 s waiting so. A look is a call into the page or a read
 * of a variable here, cheap beside that wait. The lint forbids `expect.poll` in the browser tests.
 */
export function poll<T>(actual: () => T | Promise<T>, options: { message?: string; timeout?: number } = {}) {
  // eslint-disable-next-line no-restricted-properties -- the one place that sets the intervals
  return expect.poll(actual, { intervals: [50], ...options });
}

export type ExpectedHttpError = { status: number; url: RegExp };

const FAILED_RESOURCE = "Failed to load resource: the server responded with a status of ";

/** Holds back every request of `page` whose address matches `pattern` until `release` is called. */
export async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/**
 * Until the app has hydrated (app/root.tsx marks the document), on a page that has the app's scripts:
 * after a first move where the page waits for one, as a visitor's would be.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await moveFirst(page);
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" ||
      !document.querySelector('script[type="module"]'),
    null,
    { timeout: 15_000, polling: 50 },
  );
}

/**
 * The page, with `goto` and `reload` that wait for the app to hydrate when they wait for `load` (their
 * default). The `page` fixture is already so; use it for pages a test opens in contexts of its own.
 */
export function hydratingOnNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if ((options?.waitUntil ?? "load") === "load") await untilHydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if ((options?.waitUntil ?? "load") === "load") await untilHydrated(page);
    return response;
  };
  return page;
}

export const test = base.extend<{
  waitForHydration: boolean;
  consoleErrors: string[];
  expectedHttpErrors: ExpectedHttpError[];
  expectedConsoleErrors: RegExp[];
}>({
  waitForHydration: [true, { option: true }],
  page: async ({ page, waitForHydration }, provide) => {
    await provide(waitForHydration ? hydratingOnNavigation(page) : page);
  },
  expectedHttpErrors: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the object pattern
    async ({}, use) => {
      await use([]);
    },
    { scope: "test" },
  ],
  expectedConsoleErrors: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the object pattern
    async ({}, use) => {
      await use([]);
    },
    { scope: "test" },
  ],
  consoleErrors: [
    async ({ page, expectedHttpErrors, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        const declared = expectedHttpErrors.some(
          (expected) =>
            text.startsWith(`${FAILED_RESOURCE}${expected.status} `) &&
            expected.url.test(message.location().url),
        );
        if (declared || expectedConsoleErrors.some((expected) => expected.test(text))) return;
        // Chromium logs its own line for any document answered with 404; a not-found page is meant to.
        const isDocument404 =
          message.text().startsWith("Failed to load resource: the server responded with a status of 404") &&
          message.location().url === page.url();
        if (!isDocument404) errors.push(`console: ${message.text()} (${message.location().url})`);
      });
      page.on("pageerror", (error) => {
        if (!expectedConsoleErrors.some((expected) => expected.test(error.message)))
          errors.push(`page error: ${error.message}`);
      });
      await use(errors);
      expect(errors, "the browser reported errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
