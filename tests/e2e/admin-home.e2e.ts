/**
 * The homepage (an admin edits the homepage hero and a call-to-action → a visitor sees it at
 * once; spec §4: "Slides change on a swipe or scroll of 50 px"). A visitor's copy of / is in the page
 * cache before the edit, so seeing the change proves the cache is dropped at once. The hero's slides
 * move by the Previous/Next buttons, the arrow keys, a 50 px swipe (49 px is not enough) and 50 px of
 * sideways scrolling. axe finds nothing on /admin/home; /admin/home/new sends an admin there while the
 * homepage exists.
 */
import type { Browser, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { adminAt } from "./admin-session.ts";
import { axeViolations } from "./axe.ts";
import { expect, hydratingOnNavigation, poll, test } from "./fixtures.ts";

const DESKTOP = { width: 1280, height: 900 };

// The slides as most visitors see them: moving (the other browser tests ask for reduced motion).
test.use({ reducedMotion: "no-preference" });

/** The home page as a visitor without a session gets it (from the page cache when it holds one). */
async function visitorHome(browser: Browser) {
  const context = await browser.newContext();
  const page = hydratingOnNavigation(await context.newPage());
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return { page, close: () => context.close() };
}

/** The slide in view: the dot marked current, and the slide the visitor can see. */
async function currentSlide(page: Page): Promise<number> {
  const dots = page.getByRole("button", { name: /^Picture \d+ of \d+/ });
  const current = await dots.evaluateAll((buttons) =>
    buttons.findIndex((button) => button.getAttribute("aria-current") === "true"),
  );
  return current + 1;
}

/** Waits until slide `n` is current and has slid fully into view. */
async function expectSlide(page: Page, n: number) {
  await poll(() => currentSlide(page), {}).toBe(n);
  const slide = page.locator(`.hero-slide[data-slide="${n - 1}"]`);
  await expect(slide).not.toHaveAttribute("aria-hidden", "true");
  await poll(async () => Math.round((await slide.boundingBox())?.x ?? -1)).toBe(0);
}

/** A horizontal mouse drag of `dx` px over the hero's empty part. */
async function swipe(page: Page, hero: Locator, dx: number) {
  const box = (await hero.boundingBox())!;
  const x = box.x + box.width * 0.75;
  const y = box.y + box.height * 0.3;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 3 });
  await page.mouse.move(x + dx, y, { steps: 3 });
  await page.mouse.up();
}

test("an admin edits the hero and a call-to-action; a visitor sees both at once and changes slides", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const id = Date.now().toString(36);
  const title = `Manta season ${id}`;
  const ctaTitle = `Book the Similans ${id}`;

  // A visitor's copy of the home page is cached before the edit.
  const before = await visitorHome(browser);
  await expect(before.page.getByRole("heading", { level: 1 })).not.toHaveText(title);
  await before.close();

  await adminAt(page, DESKTOP);
  await page.goto("/admin/home/new");
  await expect(page, "there is one homepage: /admin/home/new goes to it").toHaveURL(/\/admin\/home$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Homepage");
  expect(await axeViolations(page), "/admin/home").toEqual([]);

  const hero = page.getByRole("region", { name: "Hero" });
  await hero.getByLabel("Hero title").fill("");
  await hero.getByLabel("Hero title").blur();
  await expect(hero.getByText("Hero title is required")).toBeVisible();
  await hero.getByLabel("Hero title").fill(title);

  const ctas = page.getByRole("region", { name: "Call-to-action items" });
  await ctas.getByLabel("Title of call-to-action item 1").fill(ctaTitle);
  // A link that is neither a site path nor https is refused before it is sent.
  const link = ctas.getByLabel("Link of call-to-action item 1");
  const href = await link.inputValue();
  await link.fill("javascript:alert(1)");
  await link.blur();
  await expect(
    ctas.getByText("Call-to-action link must be a path on this site (/…) or an https:// address"),
  ).toBeVisible();
  await link.fill(href);

  // A new slide with its alt text, chosen like a gallery picture.
  const slideAlt = `Whale shark ${id}`;
  const jpeg = await sharp({
    create: { width: 800, height: 450, channels: 3, background: { r: 20, g: 90, b: 140 } },
  })
    .jpeg()
    .toBuffer();
  const slides = page.getByRole("region", { name: "More hero slides" });
  await slides
    .getByLabel("Add pictures")
    .setInputFiles({ name: "shark.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await slides.getByLabel("Alt text of shark.jpg").fill(slideAlt);

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Homepage saved")).toBeVisible();
  await expect(slides.getByLabel(/Alt text of picture \d+/).last()).toHaveValue(slideAlt);

  // The visitor sees the new hero, the new call-to-action and the new slide at once.
  const after = await visitorHome(browser);
  const visitor = after.page;
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(visitor.getByRole("heading", { level: 3, name: ctaTitle })).toBeVisible();
  const dots = visitor.getByRole("button", { name: /^Picture \d+ of \d+/ });
  await expect(dots.last()).toHaveAccessibleName(new RegExp(`: ${slideAlt}$`));
  const count = await dots.count();
  expect(count).toBeGreaterThan(2);

  // Buttons and keys.
  await expectSlide(visitor, 1);
  await visitor.getByRole("button", { name: "Next picture" }).click();
  await expectSlide(visitor, 2);
  await visitor.keyboard.press("ArrowRight");
  await expectSlide(visitor, 3);
  await visitor.keyboard.press("ArrowLeft");
  await expectSlide(visitor, 2);
  await visitor.getByRole("button", { name: "Previous picture" }).click();
  await expectSlide(visitor, 1);
  await visitor.getByRole("button", { name: "Previous picture" }).click();
  await expectSlide(visitor, count); // round from the first to the last
  await dots.first().click();
  await expectSlide(visitor, 1);

  // A swipe of 49 px is not enough; 60 px to the left shows the next slide, to the right the one before.
  const heroSection = visitor.locator(".home-hero");
  await swipe(visitor, heroSection, -49);
  await expectSlide(visitor, 1);
  await swipe(visitor, heroSection, -60);
  await expectSlide(visitor, 2);
  await swipe(visitor, heroSection, 60);
  await expectSlide(visitor, 1);
  // 50 px of sideways scrolling, in small steps.
  const box = (await heroSection.boundingBox())!;
  await visitor.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await visitor.mouse.wheel(30, 0);
  await visitor.mouse.wheel(30, 0);
  await expectSlide(visitor, 2);
  await after.close();
});
