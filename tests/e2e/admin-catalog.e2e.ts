/**
 * Browser journeys of the catalogue's admin screens:
 * an administrator creates a boat with a cabin type and two pictures, which a visitor then finds on
 * /boat/{slug}, in the main menu's boats submenu and in /sitemap.xml; renames it (the old address
 * answers 301 to the new one, and the sitemap lists the new one only); reorders its pictures by
 * keyboard (the public gallery follows); changes a saved picture's alt text (the gallery shows it);
 * deletes it (404, and gone from the menu and the sitemap). Each step is checked through what a
 * visitor gets, never by waiting: a page cache must show the change at once. Along the way: a message
 * per field, the unsaved-changes warning, and axe with no violations at 1280 px and no sideways
 * scrolling at 320 px on the boat screens. The lists sort by their column heads, on the server.
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { adminAt } from "./admin-session.ts";
import { axeViolations } from "./axe.ts";
import { expect, hydratingOnNavigation, poll, test } from "./fixtures.ts";
import { LIGHT_PAGE } from "./site.ts";

const DESKTOP = { width: 1280, height: 900 };
const SMALLEST = { width: 320, height: 640 };

/** No violations at 1280 px, and nothing wider than the screen at 320 px. */
async function checkScreen(page: Page, label: string) {
  await page.setViewportSize(DESKTOP);
  expect(await axeViolations(page), `${label} at 1280 px`).toEqual([]);
  await page.setViewportSize(SMALLEST);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${label} at 320 px`).toBeLessThanOrEqual(clientWidth);
  await page.setViewportSize(DESKTOP);
}

/** A small JPEG of one colour: two of them are told apart by their alt texts. */
async function picture(name: string, colour: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** The boats a visitor finds in the main menu's "The Boats" submenu. */
async function menuBoats(browser: Browser): Promise<string[]> {
  const visitor = await browser.newContext();
  try {
    const page = hydratingOnNavigation(await visitor.newPage());
    await page.goto(LIGHT_PAGE);
    await page.getByRole("button", { name: /menu/i }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "The Boats" }).click();
    await expect(dialog.locator('a[href^="/boat/"]').first()).toBeVisible();
    return await dialog.locator('a[href^="/boat/"]').allTextContents();
  } finally {
    await visitor.close();
  }
}

/**
 * The public order of the boat's pictures: as the public API lists them, and as its page shows them
 * (the first is the hero's, whose alt is empty as it decorates; the others make the gallery, in order).
 */
/**
 * Clicks Save on a boat's form and waits until the form shows it saved: its "Unsaved changes" line
 * gone. "Boat saved" alone does not tell: the alert of the save before may still be on screen (alerts
 * stay 5 s), and a check made then would read the old content.
 */
async function saveBoat(page: Page) {
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Unsaved changes")).toBeHidden();
  await expect(page.getByText("Boat saved")).toBeVisible();
}

async function publicPictureOrder(browser: Browser, request: APIRequestContext, slug: string) {
  const answer = await (await request.get(`/api/v1/boat/${slug}`)).json();
  const alts = (answer.boat.images as { alt: string }[]).map((image) => image.alt);
  const visitor = await browser.newContext();
  try {
    const page = hydratingOnNavigation(await visitor.newPage());
    const response = await page.goto(`/boat/${slug}`);
    expect(response?.status()).toBe(200);
    const gallery = await page
      .locator(".gallery img")
      .evaluateAll((images) => images.map((img) => img.getAttribute("alt") ?? ""));
    expect(gallery, "the gallery shows the pictures after the hero's, in order").toEqual(alts.slice(1));
    return alts;
  } finally {
    await visitor.close();
  }
}

/** The addresses /sitemap.xml lists, as a visitor (or a search engine) gets it. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

async function statusOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers()["location"] };
}

test("an admin creates, renames, reorders and deletes a boat, and visitors see each step at once", async ({
  page,
  browser,
  // A visitor's client without a session: the cache may serve it.
  request: visitorApi,
}) => {
  test.setTimeout(120_000);
  await adminAt(page, DESKTOP);
  const id = Date.now().toString(36);
  const name = `Sea Journey ${id}`;
  const slug = `sea-journey-${id}`;
  const firstAlt = `Sea Journey ${id} at anchor`;
  const secondAlt = `Sea Journey ${id} sundeck`;

  // ---- The list, and a new boat ----
  await page.goto("/admin/boats");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Boats");
  await checkScreen(page, "/admin/boats");
  await page.getByRole("link", { name: "New boat" }).click();
  await expect(page).toHaveURL(/\/admin\/boat$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New boat");

  await page.getByRole("region", { name: "Basics" }).getByLabel("Name").fill(name);
  await expect(page.getByText(`/boat/${slug}`)).toBeVisible(); // the slug follows the name
  await page.getByRole("button", { name: "Add cabin type" }).click();
  await page.getByRole("region", { name: "Cabin types" }).getByLabel("Name").fill("Deluxe twin");
  await page.getByLabel("Spaces (berths in one cabin)").fill("0");
  await page.getByLabel("Number of cabins").fill("4");
  await page.getByLabel("Price per guest (THB)").fill("12500");
  await page
    .getByLabel("Add pictures")
    .setInputFiles([
      await picture("anchor.jpg", { r: 20, g: 90, b: 160 }),
      await picture("deck.jpg", { r: 200, g: 140, b: 40 }),
    ]);
  await expect(page.getByRole("list", { name: "Pictures to upload" }).locator("img")).toHaveCount(2);

  // Save asks for what is missing, each under its own field, and sends nothing (the button is
  // aria-disabled while the form is not ready, spec §5, so a press still reaches the form).
  await page.getByRole("button", { name: "Create boat" }).click({ force: true });
  await expect(
    page.getByText("Cabin spaces (berths in one cabin) must be a whole number from 1 to 12"),
  ).toBeVisible();
  await expect(page.getByText("Alt text is required")).toHaveCount(2);
  await expect(page).toHaveURL(/\/admin\/boat$/);
  await page.getByLabel("Spaces (berths in one cabin)").fill("2");
  await page.getByLabel("Alt text of anchor.jpg").fill(firstAlt);
  await page.getByLabel("Alt text of deck.jpg").fill(secondAlt);
  await checkScreen(page, "/admin/boat (filled in)");
  await page.getByRole("button", { name: "Create boat" }).click();
  await expect(page.getByText("Boat created")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/boat\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await checkScreen(page, "/admin/boat/{id}");

  // A visitor finds it at once: its page with the cabin type and pictures, and the menu.
  const visitor = await browser.newContext();
  const visitorPage = hydratingOnNavigation(await visitor.newPage());
  await visitorPage.goto(`/boat/${slug}`);
  await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(visitorPage.getByText("Deluxe twin").first()).toBeVisible();
  await visitor.close();
  expect(await publicPictureOrder(browser, visitorApi, slug)).toEqual([firstAlt, secondAlt]);
  expect(await menuBoats(browser)).toContain(name);
  expect(await sitemapPaths(visitorApi)).toContain(`/boat/${slug}`);

  // ---- Leaving with unsaved changes asks first ----
  const renamed = `${name} Two`;
  const newSlug = `${slug}-two`;
  await page.getByRole("region", { name: "Basics" }).getByLabel("Name").fill(renamed);
  await expect(page.getByText(`/boat/${newSlug}`)).toBeVisible();
  await page.getByRole("link", { name: "All boats" }).click();
  const leave = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(leave).toBeVisible();
  expect(await axeViolations(page), "unsaved-changes dialog").toEqual([]);
  await leave.getByRole("button", { name: "Stay" }).click();
  await expect(page).toHaveURL(/\/admin\/boat\/[0-9a-f-]{36}$/);

  // ---- Rename: the old address answers 301 to the new one ----
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(renamed);
  expect(await statusOf(visitorApi, `/boat/${slug}`)).toEqual({ status: 301, location: `/boat/${newSlug}` });
  expect((await statusOf(visitorApi, `/boat/${newSlug}`)).status).toBe(200);
  const sitemapAfterRename = await sitemapPaths(visitorApi);
  expect(sitemapAfterRename).toContain(`/boat/${newSlug}`);
  expect(sitemapAfterRename).not.toContain(`/boat/${slug}`);

  // ---- Reorder the pictures by keyboard: the public gallery follows ----
  const tiles = page.locator(".image-grid figure img");
  await expect(tiles).toHaveCount(2);
  // The arrow toward the second tile: right when the grid shows them side by side, down when stacked.
  const [a, b] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()];
  const towardSecond = b!.x > a!.x + a!.width / 2 ? "ArrowRight" : "ArrowDown";
  const handle = page.getByRole("button", { name: `Move ${firstAlt}` });
  await handle.focus();
  await page.keyboard.press("Space");
  // Wait for the drag to start (dnd-kit marks the handle pressed) before moving: on a busy machine the
  // arrow could otherwise arrive first and the drop would land where it began.
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  // The keyboard sensor measures the tiles after the drag starts: on a busy machine an arrow that
  // arrives first moves nothing, and the drop lands where it began (seen twice in CI). Press until
  // dnd-kit's live region (one per sortable list on the form) says the picture is over another tile
  // than its own; with two tiles another press cannot overshoot.
  const overAnother = async () => {
    const texts = await page.locator('[id^="DndLiveRegion"]').allTextContents();
    return texts.some((text) => {
      const moved = /Draggable item (\S+) was moved over droppable area (\S+)\./.exec(text);
      return moved !== null && moved[1] !== moved[2];
    });
  };
  await expect(async () => {
    await page.keyboard.press(towardSecond);
    await poll(overAnother, { timeout: 1_000 }).toBe(true);
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press("Space");
  await expect(tiles.first()).toHaveAttribute("alt", secondAlt);
  await saveBoat(page);
  expect(await publicPictureOrder(browser, visitorApi, newSlug)).toEqual([secondAlt, firstAlt]);

  // ---- A saved picture's alt text: required, then changed; the public gallery shows the new one ----
  const galleryAlt = page.getByLabel("Alt text of picture 2");
  await expect(galleryAlt).toHaveValue(firstAlt);
  await galleryAlt.fill("  ");
  await page.getByRole("button", { name: "Save" }).click({ force: true });
  await expect(page.getByText("Alt text is required")).toBeVisible();
  await expect(galleryAlt).toHaveAttribute("aria-invalid", "true");
  expect(await publicPictureOrder(browser, visitorApi, newSlug)).toEqual([secondAlt, firstAlt]);
  const newAlt = `${firstAlt} at dusk`;
  await galleryAlt.fill(newAlt);
  await expect(page.getByText("Alt text is required")).toHaveCount(0);
  await saveBoat(page);
  await expect(galleryAlt).toHaveValue(newAlt);
  expect(await publicPictureOrder(browser, visitorApi, newSlug)).toEqual([secondAlt, newAlt]);

  // ---- Delete: 404, and gone from the menu ----
  await page.getByRole("button", { name: "Delete boat" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete ${renamed}?` });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/admin\/boats$/);
  await expect(page.getByText("Boat deleted")).toBeVisible();
  expect((await statusOf(visitorApi, `/boat/${newSlug}`)).status).toBe(404);
  expect(await menuBoats(browser)).not.toContain(renamed);
  expect(await sitemapPaths(visitorApi)).not.toContain(`/boat/${newSlug}`);
});

test("the admin lists sort by their column heads, on the server, keeping the search in the address", async ({
  page,
  context,
}) => {
  await adminAt(page, DESKTOP);
  const prefix = `Sorting ${Date.now().toString(36)}`;
  const ids: string[] = [];
  // Made in this order, so placed b, c, a (and changed in that order too).
  for (const letter of ["b", "c", "a"]) {
    const created = await context.request.post("/api/v1/admin/dive-site/new", {
      form: { name: `${prefix} ${letter}` },
    });
    expect(created.status()).toBe(201);
    ids.push((await created.json()).diveSite.id);
  }
  const rows = () => page.locator(".admin-table tbody th").allTextContents();
  const letters = async () => (await rows()).map((name) => name.slice(-1)).join("");
  const head = (name: string) => page.getByRole("columnheader", { name: new RegExp(`^${name}`) });

  await page.goto(`/admin/dive-sites?search=${encodeURIComponent(prefix)}`);
  expect(await letters()).toBe("bca");
  await expect(head("Position")).toHaveAttribute("aria-sort", "ascending");
  await expect(head("Name")).not.toHaveAttribute("aria-sort");

  await head("Name").getByRole("link").click();
  await expect(page).toHaveURL(/[?&]sort=name(&|$)/);
  await expect(head("Name")).toHaveAttribute("aria-sort", "ascending");
  await expect(head("Position")).not.toHaveAttribute("aria-sort");
  expect(await letters()).toBe("abc");
  expect(new URL(page.url()).searchParams.get("search")).toBe(prefix);
  await expect(page.getByLabel("Sort")).toHaveValue("name");
  await checkScreen(page, "/admin/dive-sites sorted by name");

  await head("Name").getByRole("link").click();
  await expect(page).toHaveURL(/[?&]sort=-name(&|$)/);
  await expect(head("Name")).toHaveAttribute("aria-sort", "descending");
  expect(await letters()).toBe("cba");

  await head("Updated").getByRole("link").click();
  await expect(page).toHaveURL(/[?&]sort=updated(&|$)/);
  await expect(head("Updated")).toHaveAttribute("aria-sort", "ascending");
  expect(await letters()).toBe("bca");

  // The Sort field does the same (the narrow card layout has no column heads to press).
  await page.getByLabel("Sort").selectOption("-updated");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/[?&]sort=-updated(&|$)/);
  await expect(head("Updated")).toHaveAttribute("aria-sort", "descending");
  expect(await letters()).toBe("acb");

  for (const id of ids)
    expect((await context.request.delete(`/api/v1/admin/dive-site/${id}`)).status()).toBe(200);
});

test("a category and a page in it, a course's messages, and a dive site's life on their admin forms", async ({
  page,
  expectedHttpErrors,
  request: visitorApi,
}) => {
  test.setTimeout(90_000);
  await adminAt(page, DESKTOP);
  const id = Date.now().toString(36);

  // ---- A category, then a page placed in it: the page numbers offer one place more than it has ----
  await page.goto("/admin/categories");
  await page.getByRole("link", { name: "New category" }).click();
  await page.getByRole("textbox", { name: "Name" }).fill(`Guides ${id}`);
  await page.getByLabel("Position").fill("5");
  await page.getByRole("button", { name: "Create category" }).click();
  await expect(page.getByText("Category created")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/category\/[0-9a-f-]{36}$/);
  const categoryUrl = page.url();

  await page.goto("/admin/page");
  await page.getByRole("region", { name: "Basics" }).getByLabel("Title").fill(`Night diving ${id}`);
  await page.getByLabel("Category").selectOption({ label: `Guides ${id}` });
  const pageNumber = page.getByLabel("Page number");
  await expect(pageNumber.locator("option")).toHaveText(["1"]);
  await page.getByRole("button", { name: "Add list item" }).click();
  await page.getByRole("region", { name: "List items" }).getByLabel("Title").fill("Torch");
  await page.getByRole("button", { name: "Create page" }).click();
  await expect(page.getByText("Page created")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/page\/[0-9a-f-]{36}$/);
  const publicPage = await visitorApi.get(`/page/night-diving-${id}`);
  expect(publicPage.status()).toBe(200);
  expect(await publicPage.text()).toContain("Torch");
  await page.goto(categoryUrl);
  await expect(page.getByRole("region", { name: "Its pages" }).getByRole("link")).toHaveText([
    `Night diving ${id}`,
  ]);
  // A second new page may go before or after it.
  await page.goto("/admin/page");
  await page.getByLabel("Category").selectOption({ label: `Guides ${id}` });
  await expect(page.getByLabel("Page number").locator("option")).toHaveText(["1", "2"]);

  // ---- A course: a bad price is named under its field, and the server's duplicate slug too ----
  await page.goto("/admin/course");
  await page.getByRole("region", { name: "Basics" }).getByLabel("Name").fill(`Deep diver ${id}`);
  const price = page.getByLabel("Price (THB)");
  await price.fill("12.345");
  await price.blur();
  await expect(page.getByText("Price must be an amount in THB from 0 to 10,000,000")).toBeVisible();
  await price.fill("9800");
  const seededCourse = (await (await visitorApi.get("/api/v1/courses")).json()).courses[0].slug as string;
  await page.getByLabel("Slug").fill(seededCourse);
  // The slug in use: the form's action answers the service's refusal (a fetcher's call to its route).
  expectedHttpErrors.push({ status: 400, url: /\/admin\/course\.data$/ });
  await page.getByRole("button", { name: "Create course" }).click();
  await expect(page.getByLabel("Slug")).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Make the slug from the name" }).click();
  await page.getByRole("button", { name: "Create course" }).click();
  await expect(page.getByText("Course created")).toBeVisible();
  expect((await visitorApi.get(`/course/deep-diver-${id}`)).status()).toBe(200);

  // ---- A dive site with a feature, then deleted ----
  await page.goto("/admin/dive-site");
  await page.getByRole("region", { name: "Basics" }).getByLabel("Name").fill(`Shark Fin ${id}`);
  await page.getByLabel("Region").fill("Similan Islands");
  await page.getByLabel("Maximum depth (m)").fill("30");
  await page.getByRole("button", { name: "Add feature" }).click();
  await page.getByRole("region", { name: "Features" }).getByLabel("Title").fill("Leopard sharks");
  await page.getByRole("button", { name: "Create dive site" }).click();
  await expect(page.getByText("Dive site created")).toBeVisible();
  expect((await visitorApi.get(`/dive-site/shark-fin-${id}`)).status()).toBe(200);
  await page.getByRole("button", { name: "Delete dive site" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/admin\/dive-sites$/);
  expect((await visitorApi.get(`/dive-site/shark-fin-${id}`)).status()).toBe(404);
});
