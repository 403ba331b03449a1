/**
 * Runs before the browser tests (the "setup" project): the administrator signs in through the Login
 * panel, enrolling in the second factor as on a new site, and the session is saved for the tests.
 */
import { adminSignsInThroughPanel, adminStateFile } from "./admin-session.ts";
import { test } from "./fixtures.ts";

test("the administrator enrols in the second factor on a phone and signs in", async ({ page }) => {
  // A phone, where the set-up's heading and QR code must both be in view.
  await page.setViewportSize({ width: 375, height: 667 });
  await adminSignsInThroughPanel(page, { enrol: true });
  await page.context().storageState({ path: adminStateFile });
});
