/**
 * The gallery's lightbox on a seeded boat page, and a boat page's
 * cabin types with their layout drawing and price per guest.
 */
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

test("a gallery picture opens the lightbox: previous and next by button and arrow key, Escape returns the focus", async ({
  page,
}) => {
  // A boat page: the hero's picture and the gallery's; the lightbox pages through both.
  await page.goto("/boat/mv-sea-mantra");
  const picture = page.locator(".gallery-open").first();
  await picture.click();
  const box = page.getByRole("dialog");
  await expect(box).toBeVisible();
  await expect(box.locator(".lightbox-count")).toHaveText("2 / 2");
  await expect(box.locator("figcaption")).toContainText("MV Sea Mantra");
  expect(await axeViolations(page, ".lightbox")).toEqual([]);
  await box.getByRole("button", { name: "Next picture" }).click();
  await expect(box.locator(".lightbox-count")).toHaveText("1 / 2");
  await box.getByRole("button", { name: "Previous picture" }).click();
  await expect(box.locator(".lightbox-count")).toHaveText("2 / 2");
  await page.keyboard.press("ArrowRight");
  await expect(box.locator(".lightbox-count")).toHaveText("1 / 2");
  await page.keyboard.press("ArrowLeft");
  await expect(box.locator(".lightbox-count")).toHaveText("2 / 2");
  await page.keyboard.press("Escape");
  await expect(box).toHaveCount(0);
  await expect(picture).toBeFocused();
});

test("a boat page draws each cabin type's berths and gives its price per guest", async ({ page }) => {
  await page.goto("/boat/mv-sea-mantra");
  const cabins = page.locator(".cabin-card");
  await expect(cabins.first().getByRole("img", { name: "Two berths side by side" })).toBeVisible();
  await expect(cabins.first()).toContainText(/from THB [\d,]+ per guest/);
});
