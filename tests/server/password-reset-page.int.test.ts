/**
 * The password-reset page in Chromium, on a server whose clock the test moves (the browser suite's
 * server runs on the real clock, so it cannot show an expired link): a malformed, a used and an
 * expired link each say so as the page opens, in the guest's words, with a button that opens the
 * Forgot password panel; a working link shows the form, and mismatched passwords say so. (Using a
 * link, and the used link afterwards, is the browser suite's journey in tests/e2e/accounts.e2e.ts.)
 *
 * The page and its loader are the same on both databases (the link checks themselves are tested on
 * both in server/api/accounts.int.test.ts), so the browser runs once, on PGlite.
 */
import { createHash, randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { type Browser, chromium, expect as pwExpect, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESET_LINK_MESSAGES, RESET_TOKEN_PATTERN } from "../../core/accounts/reset-link.ts";
import { passwordResetTokens } from "../../db/schema.ts";
import { insertUser } from "../support/api-harness.ts";
import { pageServerForFile } from "../support/page-server.ts";
import { TEST_CHROMIUM } from "../support/chromium.ts";

describe.runIf(process.env.TEST_DB === "pglite")("the password-reset page in a browser", () => {
  const site = pageServerForFile();
  let browser: Browser;
  let baseUrl: string;
  let userId: string;

  beforeAll(async () => {
    await site.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(site.app.server.address() as AddressInfo).port}`;
    userId = (await insertUser(site.h)).id;
    browser = await chromium.launch({ executablePath: TEST_CHROMIUM, args: ["--no-sandbox"] });
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** A link as the forgot-password call makes one, stored with the given state. */
  async function link(state: { usedAt?: Date; expiresInMs?: number } = {}) {
    const token = randomBytes(32).toString("base64url");
    await site.h.database.db.insert(passwordResetTokens).values({
      tokenHash: createHash("sha256").update(token).digest("hex"),
      userId,
      createdAt: site.h.clock.now,
      expiresAt: new Date(site.h.clock.now.getTime() + (state.expiresInMs ?? 30 * 60_000)),
      usedAt: state.usedAt ?? null,
    });
    return `/password/reset/${token}`;
  }

  async function open(path: string): Promise<Page> {
    const page = await browser.newPage();
    const response = await page.goto(`${baseUrl}${path}`);
    pwExpect(response?.status()).toBe(200);
    await page.waitForSelector("html[data-hydrated]");
    return page;
  }

  async function expectNotice(page: Page, heading: string, message: string) {
    await pwExpect(page.getByRole("heading", { name: heading })).toBeVisible();
    await pwExpect(page.getByText(message)).toBeVisible();
    // No form that could only fail.
    await pwExpect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Send me a new link" }).click();
    await pwExpect(page.getByRole("dialog", { name: "Forgot password" })).toBeVisible();
    await page.close();
  }

  it("says at once that a malformed link is incomplete", async () => {
    const cut = (await link()).slice(0, -5); // the end lost when the address was copied
    expect(cut.split("/").at(-1)).not.toMatch(RESET_TOKEN_PATTERN);
    await expectNotice(await open(cut), "This link does not work", RESET_LINK_MESSAGES.malformed);
  });

  it("says at once that a used link has been used", async () => {
    const used = await link({ usedAt: site.h.clock.now });
    await expectNotice(await open(used), "This link has been used", RESET_LINK_MESSAGES.used);
  });

  it("says at once that an expired link has expired", async () => {
    const path = await link();
    site.h.clock.advance(31 * 60_000);
    await expectNotice(await open(path), "This link has expired", RESET_LINK_MESSAGES.expired);
  });

  it("shows the form for a working link, and says when the two passwords differ", async () => {
    const page = await open(await link());
    await page.getByLabel("New password", { exact: true }).fill("a long new passphrase");
    await page.getByLabel("Repeat the new password").fill("a long new passphrasE");
    await page.getByLabel("Repeat the new password").blur();
    await pwExpect(page.getByText("The two passwords do not match")).toBeVisible();
    const submit = page.getByRole("button", { name: "Set new password" });
    await pwExpect(submit).toBeDisabled();
    await page.getByLabel("Repeat the new password").fill("a long new passphrase");
    await pwExpect(page.getByText("The two passwords do not match")).toHaveCount(0);
    await pwExpect(submit).toBeEnabled();
    // Setting the password is the browser suite's journey (accounts.e2e.ts): this server's PUBLIC_URL
    // is not the browser's origin, so it refuses writes from the page.
    await page.close();
  });
});
