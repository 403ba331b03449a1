/**
 * Every browser test imports `test` from here: it fails the test on any console error, uncaught page
 * error or failed same-origin request, so a broken script or CSP violation cannot pass unnoticed.
 */
import { test as base, expect } from "@playwright/test";

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // Chromium logs its own line for any document answered with 404; a not-found page is meant to.
        const isDocument404 =
          message.text().startsWith("Failed to load resource: the server responded with a status of 404") &&
          message.location().url === page.url();
        if (!isDocument404) errors.push(`console: ${message.text()} (${message.location().url})`);
      });
      page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
      await use(errors);
      expect(errors, "the browser reported errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
