/**
 * What a visitor's first move does on a page whose app waits for one (app/lib/boot-on-intent.ts): a
 * press of Shift, which changes nothing else on the page. Nothing on other pages, or once the app runs.
 */
import type { Page } from "playwright-core";

export async function moveFirst(page: Page): Promise<void> {
  await page.waitForLoadState("domcontentloaded");
  const waiting = await page.evaluate(
    () =>
      document.documentElement.dataset.hydrated !== "true" &&
      !!document.querySelector('script[data-boot="intent"]'),
  );
  if (waiting) await page.keyboard.press("Shift");
}
