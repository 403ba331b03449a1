/**
 * Runs before the browser tests (the "setup" project): the administrator signs in through the Login
 * panel, enrolling in the second factor as on a new site, and the session is saved for the tests.
 */
import { adminSignsInThroughPanel, adminStateFile } from "./admin-session.ts";
import { test } from "./fixtures.ts";

test("the administrator enrols in the second factor and signs in", async ({ page }) => {
  await adminSignsInThroughPanel(page, { enrol: true });
  await page.context().storageState({ path: adminStateFile });
});
