import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";
import { publicPaths, seededSite } from "./site.ts";

test("the home page is rendered on the server with seeded content", async ({ page, request }) => {
  const site = await seededSite(request);
  const html = await (await request.get("/")).text();
  // View-source shows the content, not an empty shell.
  expect(html).toContain("<h1");
  expect(html).toContain(site.boats[0]!.name);
  expect(html).toContain("PADI Dive Boat R-6156");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("PADI Dive Boat R-6156");
});

test("every seeded page answers 200 with its content in the HTML and no browser errors", async ({
  page,
  request,
}) => {
  const site = await seededSite(request);
  const named = [
    ...site.boats.map((b) => [`/boat/${b.slug}`, b.name]),
    ...site.diveSites.map((d) => [`/dive-site/${d.slug}`, d.name]),
    ...site.courses.map((c) => [`/course/${c.slug}`, c.name]),
    ...site.pages.map((p) => [`/page/${p.slug}`, p.title]),
  ];
  expect(named.length).toBeGreaterThanOrEqual(2 + 8 + 5 + 6);
  for (const [path, name] of named) {
    const response = await request.get(path!);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain(name!.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
    await page.goto(path!);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(name!);
  }
});

test("an unknown path shows the not-found screen with status 404", async ({ page }) => {
  const response = await page.goto("/no/such/place");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  expect((await page.request.get("/boat/no-such-boat")).status()).toBe(404);
});

test("protected screens redirect a visitor to the home page", async ({ page }) => {
  for (const path of ["/bookings/me", "/information", "/booking/123", "/admin/dashboard", "/admin/users"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/);
  }
});

test("every public page has zero accessibility violations (axe)", async ({ page, request }) => {
  test.setTimeout(180_000);
  const site = await seededSite(request);
  for (const path of [...publicPaths(site), "/no-such-page"]) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    const summary = results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
    expect(summary, path).toEqual([]);
  }
});

test("a phone (375 px) shows the site without sideways scrolling and hides the brand text", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const site = await seededSite(request);
  for (const path of [
    "/",
    `/boat/${site.boats[0]!.slug}`,
    `/page/${site.pages[0]!.slug}`,
    "/trip-schedules",
  ]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await expect(page.locator("header .brand-text")).toBeHidden();
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.locator("header .brand-text")).toBeVisible();
});
