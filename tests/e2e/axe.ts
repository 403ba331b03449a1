/**
 * axe-core over the whole page (or a part of it) as the browser journeys check it: each violation as
 * "rule-id: its elements", so a failure says what to fix.
 *
 * axe runs in the page itself (what @axe-core/playwright calls legacy mode; its default mode opens a
 * second, blank page for each check to merge the results of cross-origin frames, which the site has
 * none of, at about a second per check here). axe is loaded once per document and frame: a check after
 * a panel opens, at another width or after a client-side navigation finds it there, and `axe.run`
 * reads the page afresh each time. Loading it is most of a check's cost (the minified build compiles
 * and sets itself up in 0.3 s of CPU on the test machine), and @axe-core/playwright loaded the full
 * 1.5 MB build twice per check (docs/performance.md, "Test suite"). Only violations are collected.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Frame, Page } from "@playwright/test";
import type axeCore from "axe-core";
import type { AxeResults, RunOptions } from "axe-core";
import { expect } from "./fixtures.ts";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const OPTIONS: RunOptions = { resultTypes: ["violations"] };

declare global {
  interface Window {
    axe?: typeof axeCore;
  }
}

/** Loads axe into a frame unless its document has it already; a frame that goes away meanwhile is skipped. */
async function loadAxe(frame: Frame): Promise<void> {
  try {
    if (await frame.evaluate(() => window.axe !== undefined)) return;
    await frame.evaluate(AXE_SOURCE);
  } catch (error) {
    if (!frame.isDetached()) throw error;
  }
}

export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Every frame gets axe, so the check in the top document can reach into them (axe's frame messages).
  for (const frame of page.frames()) await loadAxe(frame);
  // Two frames for what a scroll or focus just set off (the header turning sticky on its scroll
  // handler): checked before it, the header still sat off-screen and axe read the page under its text.
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  const results = await page.evaluate(
    ({ include, options }) =>
      window.axe!.run(include ? { include: [include] } : document, options) as Promise<AxeResults>,
    { include, options: OPTIONS },
  );
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** No axe violations on the page as it is now; `where` names the screen in a failure. */
export async function expectNoAxeViolations(page: Page, where?: string) {
  expect(await axeViolations(page), where).toEqual([]);
}
