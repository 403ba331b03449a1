/**
 * axe-core over the whole page (or a part of it) as the browser journeys check it: each violation as
 * "rule-id: its elements", so a failure says what to fix.
 *
 * Legacy mode runs axe in the page itself. The default mode opens a second, blank page for each check
 * to merge the results of cross-origin frames; the site has none, and that page cost about a second per
 * check on the 2-core test machine (a boat page: 1.7 s against 0.6 s; docs/performance.md, "Test
 * suite"). Only violations are collected: the passes are never read.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** No axe violations on the page as it is now; `where` names the screen in a failure. */
export async function expectNoAxeViolations(page: Page, where?: string) {
  expect(await axeViolations(page), where).toEqual([]);
}
