/**
 * Before and without JavaScript, at a phone's and a desktop's width: "Add to cart" clicked while the
 * page's scripts are still on their way (held back by route interception) is not lost: the cart page
 * names the choice and, once its scripts run, holds it; with JavaScript off the cart page names the
 * choice and says booking needs JavaScript, and a choice over the free spaces is refused there. The
 * header's Contact opens the operator's details, Log in leads to /login whose form signs in and goes
 * back to the page (a wrong password is said in the page), and the cookie banner is dismissed by its
 * form.
 */
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { expect, holdBack, test, untilHydrated } from "./fixtures.ts";
import { LIGHT_PAGE, registerCustomer } from "./site.ts";

/** Every script of the site. */
const SITE_SCRIPTS = /\/assets\/.+\.js(\?.*)?$/;

type ApiTrip = { id: string; title: string; cabins: { cabinId: string; name: string; spacesLeft: number }[] };

/** A seeded departure with a cabin type of at least two free spaces. */
async function openDeparture(request: APIRequestContext) {
  const list = (await (await request.get("/api/v1/trips?available=true&page=3")).json()) as {
    trips: ApiTrip[];
  };
  for (const trip of list.trips) {
    const cabin = trip.cabins.find((c) => c.spacesLeft >= 2);
    if (cabin) return { trip, cabin };
  }
  throw new Error("no seeded departure with two free spaces");
}

/** Chooses `spaces` of a cabin type in the trip page's "Add to cart" form and sends it. */
async function addToCart(page: Page, cabinId: string, spaces: number) {
  const form = page.getByRole("form", { name: "Add this departure to your cart" });
  await form.getByLabel("Cabin type").selectOption(cabinId);
  await form.getByLabel("Number of spaces").fill(String(spaces));
  await form.getByRole("button", { name: "Add to cart" }).click();
}

/** The cart page reached from the form names the choice (the departure, then `spaces`) without scripts. */
async function expectChoice(page: Page, trip: ApiTrip, spaces: string): Promise<Locator> {
  await expect(page).toHaveURL(/\/booking\?/);
  const choice = page.getByRole("region", { name: "Your choice" });
  await expect(choice.getByRole("heading", { name: trip.title })).toBeVisible();
  await expect(choice).toContainText(spaces);
  return choice;
}

const cartLink = (page: Page) => page.locator("header[data-sticky]").getByRole("link", { name: /cart/i });

async function withoutScript(
  browser: Browser,
  width: number,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
  return { context, page: await context.newPage() };
}

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("add to cart with the scripts held back: the click reaches the cart, which holds it once they run", async ({
      page,
      request,
    }) => {
      const { trip, cabin } = await openDeparture(request);
      const release = await holdBack(page, SITE_SCRIPTS);
      await page.goto(`/trip/${trip.id}`, { waitUntil: "commit" });
      await addToCart(page, cabin.cabinId, 2);

      // Still without scripts, the cart page names the choice.
      await expectChoice(page, trip, `${cabin.name} · 2 spaces`);

      release();
      await untilHydrated(page);
      await expect(page).toHaveURL(/\/booking$/);
      await expect(page.getByRole("group", { name: "Guest 2" })).toBeVisible();
      await expect(cartLink(page)).toBeVisible();
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "null"));
      expect(stored.cartItems).toEqual([
        { kind: "trip", tripId: trip.id, cabinId: cabin.cabinId, spaces: 2 },
      ]);
      // The address lost its query: a reload shows the cart, not the choice again.
      await page.reload();
      await expect(page.getByRole("group", { name: "Guest 2" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Your choice" })).toHaveCount(0);
    });

    test("add to cart without JavaScript: the cart page shows the chosen cabin and says booking needs JavaScript", async ({
      browser,
      request,
    }) => {
      const { trip, cabin } = await openDeparture(request);
      const { context, page } = await withoutScript(browser, width);
      await page.goto(`/trip/${trip.id}`);
      await addToCart(page, cabin.cabinId, 1);
      const choice = await expectChoice(page, trip, `${cabin.name} · 1 space`);
      await expect(choice.getByText("Booking needs JavaScript")).toBeVisible();

      // More spaces than are free: refused on the cart page by the button's own rule.
      await page.goBack();
      await addToCart(page, cabin.cabinId, cabin.spacesLeft + 1);
      await expect(page.getByRole("alert")).toContainText(/Only \d+ spaces? free in/);
      await page.getByRole("link", { name: "Back to the trip" }).click();
      await expect(page).toHaveURL(`/trip/${trip.id}`);
      await context.close();
    });

    test("Contact, Log in and the cookie banner without JavaScript", async ({ browser, request }) => {
      const user = await registerCustomer(request, "Nora");
      const { context, page } = await withoutScript(browser, width);
      await page.goto(LIGHT_PAGE);

      // Contact opens the operator's details, with a mailto.
      const details = page.locator("#contact-fallback");
      await expect(details).toBeHidden();
      await page.locator("header").getByRole("button", { name: "Contact" }).click();
      await expect(details).toBeVisible();
      await expect(details.getByRole("heading", { name: "Contact us" })).toBeVisible();
      await expect(details.locator('a[href^="mailto:"]').first()).toBeVisible();
      await expect(details).toContainText("needs JavaScript");
      await details.getByRole("button", { name: "Close" }).click();
      await expect(details).toBeHidden();

      // The cookie banner's form sets the consent cookie and comes back here without it.
      const banner = page.getByRole("region", { name: "Cookie notice" });
      await expect(banner).toBeVisible();
      await banner.getByRole("button", { name: "Ok, got it" }).click();
      await expect(page).toHaveURL(LIGHT_PAGE);
      await expect(page.getByRole("region", { name: "Cookie notice" })).toHaveCount(0);
      const consent = (await context.cookies()).find((c) => c.name === "cookie_consent");
      expect(consent?.value).toBe("1");

      // Log in is a link to the login page, whose form posts and signs in without script.
      await page.locator("header").getByRole("link", { name: "Log in" }).click();
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(LIGHT_PAGE)}`);
      const login = page.getByRole("region", { name: "Login" });
      await login.getByLabel("E-mail").fill(user.email);
      await login.getByLabel("Password").fill("not-the-password");
      await login.getByRole("button", { name: "Login" }).click();
      await expect(page.getByRole("region", { name: "Login" }).getByRole("alert")).toContainText(
        "Incorrect password",
      );
      expect((await page.request.get("/api/v1/me")).status()).toBe(401);
      // The refused post keeps the e-mail; the page says why the account panels need script.
      await expect(login.getByLabel("E-mail")).toHaveValue(user.email);
      await expect(login.getByLabel("Password")).toHaveValue("");
      await expect(login.getByTestId("no-script-account-note")).toContainText(
        "Creating an account and resetting a password need JavaScript",
      );
      await login.getByLabel("Password").fill(user.password);
      await login.getByRole("button", { name: "Login" }).click();
      await expect(page).toHaveURL(LIGHT_PAGE);
      expect((await (await page.request.get("/api/v1/me")).json()).user.email).toBe(user.email);
      await context.close();
    });
  });
}

test("with script, Log in and Contact open their panels and the banner's form does not post", async ({
  page,
}) => {
  await page.goto(LIGHT_PAGE);
  await page.locator("header").getByRole("button", { name: "Contact" }).click();
  await expect(page.getByRole("dialog", { name: "Contact us" })).toBeVisible();
  await expect(page.locator("#contact-fallback")).toBeHidden();
  await page.keyboard.press("Escape");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page
    .getByRole("region", { name: "Cookie notice" })
    .getByRole("button", { name: "Ok, got it" })
    .click();
  await expect(page.getByRole("region", { name: "Cookie notice" })).toHaveCount(0);
  expect(posts).toEqual([]);
  await page.locator("header").getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
});
