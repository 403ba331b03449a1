import { defineConfig, devices } from "@playwright/test";
import { TEST_CHROMIUM } from "./tests/support/chromium.ts";

/**
 * Browser journeys against the production build, in Debian's Chromium headless shell (browser
 * downloads do not work on these machines; tests/support/chromium.ts). The server starts on a fresh data folder, so it migrates and seeds like a
 * first start on a new machine.
 *
 * The "setup" project signs the administrator in once (tests/e2e/admin.setup.ts); the tests reuse
 * that session. Tests are independent of each other (each makes its own users), so they run on two
 * workers against the one server, in any order.
 */
const port = Number(process.env.E2E_PORT ?? 3917);
export const e2eAdmin = { email: "admin@e2e.test", password: "e2e-admin-password-123" };

export default defineConfig({
  testDir: "tests/e2e",
  projects: [
    { name: "setup", testMatch: "admin.setup.ts" },
    {
      name: "chromium",
      testMatch: "**/*.e2e.ts",
      testIgnore: "checkout-terms.e2e.ts",
      dependencies: ["setup"],
    },
    // Takes the operator's cancellation-terms page away for a moment, which every checkout reads: it
    // runs once the other journeys are done.
    { name: "alone", testMatch: "checkout-terms.e2e.ts", dependencies: ["chromium"] },
  ],
  fullyParallel: true,
  workers: 2,
  // The journeys share one server and database across both workers, so a picture or user another test
  // deletes can vanish under a page being walked (an image's 404 fails the console check). On CI a
  // failed test runs once more; the report names it as flaky, so the race stays visible.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace (every action and its source line, the network, the console, the
    // errors; `npx playwright show-trace`) and a screenshot of the page as the test failed. Not the DOM
    // snapshots before and after each action, nor the screencast: Playwright records a test's trace
    // while it runs, failed or not, and the snapshots alone were a fifth of the browser tests' machine
    // time (539 -> 433 CPU-s; the screencast had cost as much again; docs/performance.md, "Test suite").
    // To watch a failure step by step, run it again with `npx playwright test --trace on FILE`.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    screenshot: "only-on-failure",
    ...devices["Desktop Chrome"],
    // The visitor asks for reduced motion, which the site honours (no slow zoom of the home hero, no
    // sliding, no fixed parallax): the hero's 18-second zoom alone kept Chromium's software compositor
    // at 60 % of a core while a test sat on the home page, and the whole run used 9 % less CPU without
    // it (docs/performance.md, "Test suite"). The motion itself is tested where it matters:
    // admin-home.e2e.ts (the slides) and images.e2e.ts (the zoom, and its absence here) opt back in.
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: TEST_CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: "rm -rf .tmp/e2e-data && node dist/server/main.js",
    url: `http://127.0.0.1:${port}/api/v1/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: ".tmp/e2e-data",
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      LOG_LEVEL: "warn",
      // The browser tests solve a dozen human checks on a busy machine; the widget and the check are the
      // same, with a hundredth of the work (core/human-check/human-check.ts, LOW_HUMAN_CHECK_COST).
      HUMAN_CHECK_COST: "low",
      // The journeys sign up more customers in an hour, from one address, than a site allows a visitor.
      SIGNUPS_PER_HOUR: "500",
    },
  },
});
