/**
 * The administrator of the browser tests: signed in once per run by the "setup" project
 * (admin.setup.ts, through the Login panel with the second-factor enrolment), whose session is saved
 * to a file that the tests reuse, so only one test waits for the sign-in screens.
 *
 * The server refuses a second-factor time step twice, and accepts one step either side of its clock.
 * The set-up keeps the step it used next to the session; a test that needs a session of its own (one
 * that logs out, which ends that session on the server) signs in with the next step. Up to one such
 * sign-in per 30 s never waits; more wait for the clock.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { TOTP } from "otpauth";
import { projectPath } from "../../core/shared/project-path.ts";
import { e2eAdmin } from "../../playwright.config.ts";
import { expect, poll } from "./fixtures.ts";

/** The administrator the server creates at its first start (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const ADMIN = e2eAdmin;

const folder = projectPath(".tmp", "e2e-auth");
/** Playwright's storage state (cookies) of the set-up's admin session. */
export const adminStateFile = path.join(folder, "admin.json");
const totpFile = path.join(folder, "admin-totp.json");

type TotpState = { secret: string; lastStep: number };

export function saveAdminTotp(state: TotpState) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(totpFile, JSON.stringify(state));
}

function loadAdminTotp(): TotpState {
  return JSON.parse(readFileSync(totpFile, "utf8")) as TotpState;
}

const currentStep = () => Math.floor(Date.now() / 30_000);

/** A code for the administrator that no sign-in of this run has used yet. */
export async function nextAdminCode(): Promise<string> {
  const state = loadAdminTotp();
  const step = Math.max(currentStep(), state.lastStep + 1);
  // The server takes a code at most one step ahead of its clock: wait for the clock if need be.
  await poll(() => currentStep() + 1, { timeout: 35_000 }).toBeGreaterThanOrEqual(step);
  saveAdminTotp({ ...state, lastStep: step });
  return new TOTP({ secret: state.secret }).generate({ timestamp: step * 30_000 });
}

/** Gives the browser context the set-up's admin session (for tests that do not log out). */
export async function addAdminSession(context: BrowserContext) {
  const state = JSON.parse(readFileSync(adminStateFile, "utf8")) as {
    cookies: Parameters<BrowserContext["addCookies"]>[0];
  };
  await context.addCookies(state.cookies);
}

/**
 * How an admin screen's test begins: the set-up's admin session in the page's browser context, and
 * the page at `viewport` before it loads anything.
 */
export async function adminAt(page: Page, viewport: { width: number; height: number }) {
  await addAdminSession(page.context());
  await page.setViewportSize(viewport);
}

/**
 * Signs the administrator in through the Login panel: the password, then the second factor. The first
 * time (the set-up) the panel offers the enrolment; its key is read from the screen and answered.
 */
export async function adminSignsInThroughPanel(page: Page, { enrol }: { enrol: boolean }) {
  await page.goto("/");
  await page.locator("header[data-sticky]").getByRole("button", { name: "Log in" }).click();
  const login = page.getByRole("dialog", { name: "Login" });
  await login.getByLabel("E-mail").fill(ADMIN.email);
  await login.getByLabel("Password").fill(ADMIN.password);
  await login.getByRole("button", { name: "Login" }).click();
  const codeField = login.getByLabel("6-digit code");
  await expect(codeField).toBeVisible();
  const enrolment = login.getByRole("heading", { name: "Set up two-step sign-in" });
  let code: string;
  if (enrol) {
    await expect(enrolment).toBeVisible();
    await expect(login).toContainText("add this key to your authenticator app", { ignoreCase: true });
    await expect(enrolment).toBeInViewport({ ratio: 1 });
    await expect(login.getByRole("img", { name: "QR code of the new key" })).toBeInViewport({ ratio: 1 });
    await expect(login.getByRole("link", { name: /Open in authenticator app/ })).toHaveAttribute(
      "href",
      /^otpauth:\/\/totp\//,
    );
    await expect(login).not.toContainText("otpauth://"); // the address is a link, never shown
    await login.getByText("Can’t scan? Enter this key").click();
    const grouped = (await login.getByLabel("Key", { exact: true }).textContent())?.trim() ?? "";
    expect(grouped, "the key in groups of four").toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    const secret = grouped.replaceAll(" ", "");
    saveAdminTotp({ secret, lastStep: currentStep() });
    code = new TOTP({ secret }).generate({ timestamp: currentStep() * 30_000 });
  } else {
    await expect(enrolment).toBeHidden();
    code = await nextAdminCode();
  }
  await codeField.fill(code);
  await login.getByRole("button", { name: "Verify and log in" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Logged in" })).toBeVisible();
  await expect(login).toBeHidden();
}
