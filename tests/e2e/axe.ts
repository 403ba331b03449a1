/**
 * axe-core over the whole page as the browser journeys check it: each violation as
 * "rule-id: its elements", so a failure says what to fix.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** No axe violations on the page as it is now; `where` names the screen in a failure. */
export async function expectNoAxeViolations(page: Page, where?: string) {
  expect(await axeViolations(page), where).toEqual([]);
}
