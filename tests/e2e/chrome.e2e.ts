import type { Page } from "@playwright/test";
import { expect, poll, scrolledAndSettled, test } from "./fixtures.ts";
import { seededSite, LIGHT_PAGE, withTripInCart } from "./site.ts";

const header = (page: Page) => page.locator("header[data-sticky]");

async function raiseAlert(page: Page, detail: Record<string, unknown>) {
  await page.evaluate((d) => window.dispatchEvent(new CustomEvent("app:alert", { detail: d })), detail);
}

test.describe("header", () => {
  test("is transparent at the top of the home page and sticky past half the window height", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await expect(header(page)).toHaveAttribute("data-transparent", "true");
    await expect(header(page)).toHaveAttribute("data-sticky", "false");
    await page.evaluate(() => window.scrollTo(0, 300)); // less than half of 800
    await expect(header(page)).toHaveAttribute("data-sticky", "false");
    await page.evaluate(() => window.scrollTo(0, 450));
    await expect(header(page)).toHaveAttribute("data-sticky", "true");
    await expect(header(page)).toHaveAttribute("data-transparent", "false");
    const position = await header(page).evaluate((el) => getComputedStyle(el).position);
    expect(["fixed", "sticky"]).toContain(position);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header(page)).toHaveAttribute("data-sticky", "false");
  });

  test("is transparent on the spec's paths only", async ({ page, request }) => {
    const site = await seededSite(request);
    const transparent = [
      "/",
      `/boat/${site.boats[0]!.slug}`,
      `/page/faq`,
      `/course/${site.courses[0]!.slug}`,
      `/dive-site/${site.diveSites[0]!.slug}`,
    ];
    for (const path of transparent) {
      await page.goto(path);
      await expect(header(page), path).toHaveAttribute("data-transparent", "true");
    }
    for (const path of ["/trip-schedules", "/reviews", "/services", "/booking"]) {
      await page.goto(path);
      await expect(header(page), path).toHaveAttribute("data-transparent", "false");
    }
  });

  test("shows a login button to visitors and no cart icon while the cart is empty", async ({ page }) => {
    await page.goto(LIGHT_PAGE);
    await expect(
      header(page)
        .getByRole("link", { name: /log ?in/i })
        .or(header(page).getByRole("button", { name: /log ?in/i })),
    ).toBeVisible();
    await expect(header(page).getByRole("link", { name: /cart/i })).toHaveCount(0);
  });

  test("shows the cart icon with badge 1, linking to /booking, once the cart holds an item", async ({
    page,
  }) => {
    await page.goto(LIGHT_PAGE);
    await withTripInCart(page);
    const cart = header(page).getByRole("link", { name: /cart/i });
    await expect(cart).toBeVisible();
    await expect(cart).toHaveAttribute("href", "/booking");
    await expect(cart).toContainText("1");
  });
});

test.describe("main menu in the side-sliding modal", () => {
  test("lists the spec's entries in order, fills submenus from the database, and navigates", async ({
    page,
    request,
  }) => {
    const site = await seededSite(request);
    await page.goto(LIGHT_PAGE);
    await page.getByRole("button", { name: /menu/i }).first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const text = (await dialog.innerText()).replace(/\s+/g, " ");
    const entries = [
      "Liveaboard Trips",
      "The Boats",
      "Dive Sites",
      "PADI Courses",
      "Trip Itinerary",
      "Hotel Transfers",
      "Equipment Rental",
      "Onboard Dining",
      "Faqs",
      "Reviews",
    ];
    let last = -1;
    for (const entry of entries) {
      const at = text.indexOf(entry);
      expect(at, entry).toBeGreaterThan(last);
      last = at;
    }
    await dialog.getByRole("button", { name: "The Boats" }).click();
    const boatLink = dialog.getByRole("link", { name: site.boats[0]!.name });
    await expect(boatLink).toHaveAttribute("href", `/boat/${site.boats[0]!.slug}`);
    await boatLink.click();
    await expect(page).toHaveURL(new RegExp(`/boat/${site.boats[0]!.slug}$`));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.boats[0]!.name);
  });

  test("slides in, locks page scroll, keeps focus inside, closes on Escape, backdrop and close button", async ({
    page,
  }) => {
    await page.goto("/page/faq");
    const menuButton = page.getByRole("button", { name: /menu/i }).first();
    const dialog = page.getByRole("dialog");

    await menuButton.click();
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    const width = page.viewportSize()!.width;
    expect(box!.x + box!.width).toBeGreaterThan(width - 2); // docked to the right edge
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    for (let i = 0; i < 25; i++) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

    await menuButton.click();
    await expect(dialog).toBeVisible();
    // Radix listens for outside clicks once the panel has mounted; a person clicks after it slid in.
    await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await page.mouse.click(10, 300); // the backdrop, left of the panel
    await expect(dialog).toBeHidden();

    await menuButton.click();
    await dialog.getByRole("button", { name: /close/i }).click();
    await expect(dialog).toBeHidden();
  });

  test("the contact button opens the operator's contact details", async ({ page }) => {
    await page.goto(LIGHT_PAGE);
    await page
      .getByRole("button", { name: /contact/i })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("@andaman-liveaboards.test");
  });
});

test.describe("footer", () => {
  test("shows licence, useful links from the database, copyright year, WhatsApp and scroll-to-top", async ({
    page,
    request,
  }) => {
    const site = await seededSite(request);
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("PADI Dive Boat R-6156");
    const year = new Intl.DateTimeFormat("en", { timeZone: "Asia/Bangkok", year: "numeric" }).format(
      new Date(),
    );
    await expect(footer).toContainText(`© ${year}`);
    for (const p of site.pages.filter((p) => p.inFooter)) {
      await expect(footer.getByRole("link", { name: p.title, exact: true })).toHaveAttribute(
        "href",
        `/page/${p.slug}`,
      );
    }
    await expect(footer).toContainText(/coming soon/i);
    const whatsapp = page.getByRole("link", { name: "Chat on WhatsApp" });
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=.+/);

    const toTop = page.getByRole("button", { name: /top/i });
    await expect(toTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(toTop).toBeVisible();
    await toTop.click();
    await poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(10);
  });
});

test("the cookie banner stays dismissed for 365 days", async ({ page, context }) => {
  await page.goto(LIGHT_PAGE);
  const banner = page.getByText("This site uses cookies");
  await expect(banner).toBeVisible();
  await expect(page.getByRole("link", { name: /privacy/i }).last()).toHaveAttribute(
    "href",
    "/page/privacy-policy",
  );
  await page.getByRole("button", { name: "Ok, got it" }).click();
  await expect(banner).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name === "cookie_consent");
  expect(cookie).toBeDefined();
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
  await page.reload();
  await page.goto("/page/faq");
  await expect(page.getByText("This site uses cookies")).toHaveCount(0);
  // The server already knows: the banner is not in the HTML either.
  expect(await (await page.request.get("/")).text()).not.toContain("This site uses cookies");
});

test.describe("alerts", () => {
  test("show one at a time: a new alert replaces the current one and cancels its timer", async ({ page }) => {
    await page.clock.install();
    await page.goto(LIGHT_PAGE);
    await page.clock.pauseAt(Date.now() + 60_000);
    await raiseAlert(page, { message: "First message", duration: 700 });
    await expect(page.getByText("First message")).toBeVisible();
    await raiseAlert(page, { message: "Second message", type: "warning", persist: true });
    await expect(page.getByText("First message")).toHaveCount(0);
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Second message");
    await expect(alert).toHaveAttribute("data-type", "warning");
    await page.clock.runFor(1200); // the first alert's timer would have fired by now
    await expect(page.getByText("Second message")).toBeVisible();
    await alert.getByRole("button", { name: /close|dismiss/i }).click();
    await expect(page.getByText("Second message")).toHaveCount(0);
  });

  test("default to info for 5000 ms with a progress bar of that duration, then clear themselves", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(LIGHT_PAGE);
    await page.clock.pauseAt(Date.now() + 60_000);
    await raiseAlert(page, { message: "Default alert" });
    const alert = page.getByRole("status").filter({ hasText: "Default alert" });
    await expect(alert).toHaveAttribute("data-type", "info");
    await expect(alert.locator(".alert-progress")).toHaveAttribute("data-duration", "5000");
    await page.clock.runFor(4800);
    await expect(alert).toBeVisible();
    await page.clock.runFor(400);
    await expect(page.getByText("Default alert")).toHaveCount(0);
  });

  test("use the duration given and their type's icon", async ({ page }) => {
    await page.clock.install();
    await page.goto(LIGHT_PAGE);
    await page.clock.pauseAt(Date.now() + 60_000);
    await raiseAlert(page, { message: "Saved", type: "success", duration: 1000 });
    const alert = page.getByRole("status").filter({ hasText: "Saved" });
    await expect(alert).toHaveAttribute("data-type", "success");
    await expect(alert.locator("svg").first()).toBeVisible();
    await page.clock.runFor(1100);
    await expect(page.getByText("Saved")).toHaveCount(0);
  });
});

test("every route change scrolls to the top", async ({ page, request }) => {
  const site = await seededSite(request);
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const footerLink = page
    .getByRole("contentinfo")
    .getByRole("link", { name: site.pages.find((p) => p.inFooter)!.title, exact: true });
  await scrolledAndSettled(footerLink);
  await footerLink.click();
  await expect(page).toHaveURL(/\/page\//);
  await poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
