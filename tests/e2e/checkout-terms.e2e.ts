/**
 * The checkout's cancellation terms when the operator's CMS page `cancellation-terms` is missing: the
 * summary says so and asks the guest to ask, at desktop (1440 px) and phone (375 px) width, and the
 * terms come back once the page does. The page is taken away by moving it to another address through
 * the admin API, for a few seconds only, and put back whatever happens; it runs after the other
 * journeys (its own project in playwright.config.ts), since every checkout reads that page.
 */
import { addAdminSession } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expectSeededTerms, summary } from "./checkout-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { putInCart, roomiestDeparture } from "./site.ts";

const SLUG = "cancellation-terms";
const FALLBACK =
  "Our cancellation terms are not published on the site just now: please ask us for them before you pay.";

test("the checkout summary says the cancellation terms are not published when their page is missing", async ({
  page,
  browser,
}) => {
  const { trip, cabin } = await roomiestDeparture(page.request);
  await page.goto("/trip-list");
  await putInCart(page, trip.id, cabin.cabinId, 1);
  const terms = (await (await page.request.get(`/api/v1/page/${SLUG}`)).json()) as { page: { id: string } };

  const admin = await browser.newContext();
  await addAdminSession(admin);
  const move = async (slug: string) => {
    const response = await admin.request.put(`/api/v1/admin/page/${terms.page.id}`, { form: { slug } });
    expect(response.status(), await response.text()).toBe(200);
  };
  try {
    await move(`${SLUG}-away-${Date.now().toString(36)}`);
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/booking");
      const box = await summary(page, width < 600);
      await box.getByText("Cancellation terms", { exact: true }).click();
      await expect(box.getByText(FALLBACK)).toBeVisible();
      await expect(box.getByRole("link", { name: /in full/ })).toHaveCount(0);
      await expectNoAxeViolations(page, `/booking without the terms page at ${width}px`);
    }
  } finally {
    await move(SLUG);
    await admin.close();
  }
  await page.reload();
  await expectSeededTerms(await summary(page, true));
});
