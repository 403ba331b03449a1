import type { Page } from "@playwright/test";
import { expect, poll, test } from "./fixtures.ts";
import { seededSite } from "./site.ts";

/** What the browser made of a picture: the copy it chose and whether it is drawn (runs in the page). */
function loaded(img: HTMLImageElement) {
  return {
    currentSrc: img.currentSrc,
    complete: img.complete,
    naturalWidth: img.naturalWidth,
    loading: img.getAttribute("loading"),
    fetchPriority: img.getAttribute("fetchpriority"),
    width: img.getAttribute("width"),
    height: img.getAttribute("height"),
  };
}

test("the home hero loads at once as AVIF with high priority; pictures below are lazy and sized", async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 700 });
  await page.goto("/");
  const hero = page.locator("picture > img.home-hero-image").first();
  await expect(hero).toBeVisible();
  await poll(async () => (await hero.evaluate(loaded)).naturalWidth).toBeGreaterThan(0);
  const state = await hero.evaluate(loaded);
  expect(state).toMatchObject({ loading: "eager", fetchPriority: "high", complete: true });
  expect(state.currentSrc).toMatch(/\/uploads\/[0-9a-f-]{36}(-\d+w)?\.avif$/);
  // The tiny placeholder is the img's background, allowed by the Content-Security-Policy (a refused
  // inline style would be reported as a browser error, which fails the test).
  expect(await hero.evaluate((img) => getComputedStyle(img).backgroundImage)).toMatch(
    /^url\("data:image\/webp;base64,/,
  );

  const pictures = page.locator("picture > img");
  expect(await pictures.count()).toBeGreaterThan(3);
  for (const img of await pictures.all()) {
    const { width, height, loading } = await img.evaluate(loaded);
    expect(Number(width)).toBeGreaterThan(0); // reserves its space before it loads
    expect(Number(height)).toBeGreaterThan(0);
    expect(["eager", "lazy"]).toContain(loading);
  }
  expect(await page.locator('picture > img[loading="lazy"]').count()).toBeGreaterThan(0);
});

test("a boat's gallery picture is lazy and loads as AVIF when scrolled to", async ({ page, request }) => {
  const site = await seededSite(request);
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto(`/boat/${site.boats[0]!.slug}`);
  const img = page.locator(".gallery picture > img").last();
  await img.scrollIntoViewIfNeeded();
  await poll(async () => (await img.evaluate(loaded)).naturalWidth).toBeGreaterThan(0);
  const state = await img.evaluate(loaded);
  expect(state.loading).toBe("lazy");
  expect(state.currentSrc).toMatch(/\.avif$/);
});

test.describe("the hero's picture", () => {
  /** The hero's first picture's running animation, read once the page has hydrated. */
  async function heroAnimation(page: Page) {
    await page.goto("/");
    const hero = page.locator("picture > img.home-hero-image").first();
    await expect(hero).toBeVisible();
    return hero.evaluate((img) => ({
      name: getComputedStyle(img).animationName,
      running: img.getAnimations().some((animation) => animation.playState === "running"),
    }));
  }

  test.describe("for a visitor who allows motion", () => {
    test.use({ reducedMotion: "no-preference" });
    test("zooms out slowly", async ({ page }) => {
      expect(await heroAnimation(page)).toEqual({ name: "hero-zoom", running: true });
    });
  });

  test.describe("for a visitor who asks for reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("stands still", async ({ page }) => {
      expect(await heroAnimation(page)).toEqual({ name: "none", running: false });
    });
  });
});

test("the hero's other slides get their pictures once the page has hydrated, not with the first screen", async ({
  page,
  request,
}) => {
  // In the server's HTML (what the first screen fetches from): only the first slide's picture.
  const html = await (await request.get("/")).text();
  expect(html.match(/class="home-hero-image/g) ?? []).toHaveLength(1);

  // A phone, where the others, lazy but beside the first, used to be fetched at once.
  await page.setViewportSize({ width: 412, height: 823 });
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto("/");
  const slides = await page.locator(".hero-slide").count();
  expect(slides, "the demo hero has several slides").toBeGreaterThan(1);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const pictures = page.locator(".hero-slide img.home-hero-image");
  await expect(pictures).toHaveCount(slides);
  // Each is the lazy, sized picture it was; the second one is fetched, ready for the first swipe.
  const second = pictures.nth(1);
  expect(await second.evaluate(loaded)).toMatchObject({ loading: "lazy", fetchPriority: null });
  expect(Number(await second.getAttribute("width"))).toBeGreaterThan(0);
  await poll(async () => {
    const src = await second.evaluate((img: HTMLImageElement) => img.currentSrc);
    return src !== "" && requested.includes(new URL(src).pathname);
  }).toBe(true);
});

test("the home page's parallax pictures load only when a visitor scrolls near them", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const band = page.locator(".parallax-band").first();
  const image = band.locator(".parallax-image");
  await expect(image).not.toHaveAttribute("style", /background-image/);
  const before = [...requested];

  await band.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute("style", /background-image: url/);
  const url = /url\("?([^")]+)/.exec((await image.getAttribute("style"))!)![1]!;
  const path = new URL(url, page.url()).pathname;
  expect(before, "not asked for before the visitor scrolled").not.toContain(path);
  await poll(() => requested.includes(path)).toBe(true);
});

test("the home page's bands below the first screen are drawn only when a visitor comes near them", async ({
  page,
}) => {
  // A phone: the hero fills the first screen. `checkVisibility({ contentVisibilityAuto: true })` is false
  // for content the browser skips (not styled, laid out or painted) under `content-visibility: auto`.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const drawn = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  const lastBand = "main .section:last-of-type h3";
  expect(await drawn(lastBand), "a card title at the foot of the page, before scrolling").toBe(false);

  // "Meet the boats" still lands on its band, drawn and in view.
  await page.getByRole("link", { name: "Meet the boats" }).click();
  const fleet = page.getByRole("heading", { level: 2, name: "Our liveaboards" });
  await expect(fleet).toBeInViewport();
  expect(await drawn("#boats h3")).toBe(true);

  await page.locator(lastBand).first().scrollIntoViewIfNeeded();
  await poll(() => drawn(lastBand)).toBe(true);
});
