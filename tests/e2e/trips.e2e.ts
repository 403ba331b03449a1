/**
 * Browser journeys of trips and booking: the schedule filtered by month → a departure
 * → two spaces of a cabin type in the cart → the header shows the cart → a reload keeps it; a tampered
 * cart is dropped with a notice; a customer books two guests, pays the deposit with the test card, sees
 * DEPOSIT PAID and the balance due date in their bookings, pays the balance (COMPLETED); a declined card
 * says so; another customer gets not-found for that booking. axe on each screen.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, hydratingOnNavigation, test, untilHydrated } from "./fixtures.ts";
import { fillTestCard, putInCart, registerCustomer } from "./site.ts";

const header = (page: Page) => page.locator("header[data-sticky]");
const cartLink = (page: Page) => header(page).getByRole("link", { name: /cart/i });

type ApiTrip = {
  id: string;
  departure: string;
  cabins: { cabinId: string; name: string; spacesLeft: number }[];
};

/** A seeded departure at least `days` away with `spaces` free in some cabin type. */
async function departureWith(
  request: APIRequestContext,
  spaces: number,
  page = 2,
): Promise<{ trip: ApiTrip; cabin: ApiTrip["cabins"][number] }> {
  const list = (await (await request.get(`/api/v1/trips?available=true&page=${page}`)).json()) as {
    trips: ApiTrip[];
  };
  for (const trip of list.trips) {
    const cabin = trip.cabins.find((c) => c.spacesLeft >= spaces);
    if (cabin) return { trip, cabin };
  }
  throw new Error("no seeded departure with free spaces");
}

test("schedule → month filter → departure → two spaces in the cart; a reload keeps it; a tampered cart is dropped", async ({
  page,
  request,
}) => {
  const { trip } = await departureWith(request, 2, 1);
  // The home page shows the next departures with free spaces.
  await page.goto("/");
  const upcoming = page.getByRole("region", { name: "Upcoming trips" });
  await expect(upcoming.locator(".trip-card")).toHaveCount(4);
  await expect(upcoming.locator(".trip-card-title a").first()).toHaveAttribute("href", /^\/trip\//);
  await page.goto("/trip-schedules");
  await expectNoAxeViolations(page, "/trip-schedules");
  const month = trip.departure.slice(0, 7);
  await page.getByLabel("Month", { exact: true }).selectOption(month);
  await page.getByRole("button", { name: "Show departures" }).click();
  await expect(page).toHaveURL(new RegExp(`month=${month}`));
  const rows = page.locator(".schedule-row");
  await expect(rows.first()).toBeVisible();
  for (const departure of await rows.locator("a.schedule-book").all()) {
    expect(await departure.getAttribute("href")).toMatch(/^\/trip\//);
  }
  await page.locator(`a.schedule-book[href="/trip/${trip.id}"]`).click();
  await expect(page).toHaveURL(`/trip/${trip.id}`);
  await expectNoAxeViolations(page, "/trip/{id}");
  // The button's own check of the spaces is the app's: before it runs, the form goes to the cart page,
  // which refuses the same choice (tests/e2e/no-js.e2e.ts).
  await untilHydrated(page);

  const spaces = page.getByLabel("Number of spaces");
  await expect(spaces).toHaveAttribute("min", "1");
  await expect(spaces).toHaveAttribute("step", "1");
  const max = Number(await spaces.getAttribute("max"));
  await spaces.fill(String(max + 1));
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText(/^Only \d+ spaces? free in/)).toBeVisible();
  await expect(cartLink(page)).toHaveCount(0);
  await spaces.fill("2");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL("/booking");
  await expect(cartLink(page)).toBeVisible();
  await expect(page.getByRole("group", { name: "Guest 2" })).toBeVisible();
  await page.reload();
  await expect(cartLink(page)).toBeVisible();
  await expect(page.getByRole("group", { name: "Guest 2" })).toBeVisible();
  await expectNoAxeViolations(page, "/booking");

  // A price slipped into the stored cart: the cart is dropped and the visitor told.
  await page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem("cart")!);
    cart.cartItems[0].price = 1;
    localStorage.setItem("cart", JSON.stringify(cart));
  });
  await page.reload();
  await expect(page.getByRole("alert").filter({ hasText: "Your cart was out of date" })).toBeVisible();
  await expect(cartLink(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("cart"))).toBeNull();
});

test("a customer books two guests, pays the deposit and the balance with the test card; others cannot see it", async ({
  page,
  request,
  browser,
  expectedHttpErrors,
}) => {
  const { trip, cabin } = await departureWith(request, 2, 3);
  await registerCustomer(page.request); // signs the page in
  await page.goto("/trip-list");
  await putInCart(page, trip.id, cabin.cabinId, 2);
  await page.goto("/booking");
  await page.getByRole("group", { name: "Guest 1" }).getByLabel("Name (optional)").fill("Ann Diver");
  await page
    .getByRole("group", { name: "Guest 1" })
    .getByRole("checkbox", { name: /^Torch/ })
    .check();
  await expect(page.locator('.checkout-summary-aside [data-amount="total"]')).toContainText("THB");
  await page.getByRole("button", { name: "Continue to guest information" }).click();
  await expect(page).toHaveURL("/information");
  await expectNoAxeViolations(page, "/information");
  await page.getByRole("button", { name: "Book now" }).click();
  await expect(page).toHaveURL(/\/payment\?booking=/);
  await expect(cartLink(page)).toHaveCount(0);
  const bookingId = new URL(page.url()).searchParams.get("booking")!;
  await expectNoAxeViolations(page, "/payment");

  // A declined card: a warning, nothing paid.
  expectedHttpErrors.push({ status: 402, url: /\/payment/ }, { status: 400, url: /\/final-details\// });
  await page.getByRole("radio", { name: /Pay the deposit/ }).check();
  await page.getByRole("button", { name: "Continue to card payment" }).click();
  await fillTestCard(page, "4000 0000 0000 0002");
  await page.getByRole("button", { name: /^Pay THB/ }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your card was declined" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("Your spaces stay held until");
  // The form is idle again (its button is disabled while a submission or reload is under way).
  await expect(page.getByRole("button", { name: /^Pay THB/ })).toBeEnabled();
  await fillTestCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay THB/ }).click();
  await expect(page).toHaveURL(`/success/${bookingId}`);
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();

  await page.goto("/bookings/me");
  const row = page.getByRole("row").filter({ hasText: "DEPOSIT PAID" });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Pay now");
  await expectNoAxeViolations(page, "/bookings/me");

  // Another customer opening the booking's address gets not-found.
  const other = await browser.newContext();
  try {
    const otherPage = hydratingOnNavigation(await other.newPage());
    await registerCustomer(otherPage.request);
    expectedHttpErrors.push({ status: 404, url: new RegExp(`/booking/${bookingId}`) });
    const response = await otherPage.goto(`/booking/${bookingId}`);
    expect(response?.status()).toBe(404);
  } finally {
    await other.close();
  }

  await page.goto(`/deferred-payment/${bookingId}`);
  await page.getByRole("button", { name: "Continue to card payment" }).click();
  await fillTestCard(page, "4242424242424242");
  await page.getByRole("button", { name: /^Pay THB/ }).click();
  await expect(page).toHaveURL(`/success/${bookingId}`);
  await page.goto(`/booking/${bookingId}`);
  await expect(page.locator(".payment-status")).toHaveText("COMPLETED");
  await expect(page.getByRole("row").filter({ hasText: "Ann Diver" })).toContainText("Torch");
  await expectNoAxeViolations(page, "/booking/{id}");

  // Final details: a date not written day/month/year is refused with the field's message; then saved.
  await page.goto(`/final-details/${bookingId}`);
  for (const [index, name] of ["Ann Diver", "Bo Diver"].entries()) {
    const guest = page.getByRole("group", { name: new RegExp(`^Guest ${index + 1}`) });
    await guest.getByLabel("Full name as in passport").fill(name);
    await guest.getByLabel("Passport number").fill(`P${index}123456`);
    await guest.getByLabel("Nationality").fill("Thai");
    await guest.getByLabel("Date of birth").fill(index === 0 ? "1990-03-02" : "02/03/1991");
    await guest.getByLabel("Gender").selectOption("female");
    await guest.getByLabel("Certification agency").selectOption("PADI");
    await guest.getByLabel("Logged dives").fill("25");
    await guest.getByLabel("Emergency contact").fill("Mum, +66 81 000 0000");
  }
  await page.getByRole("button", { name: "Save the details" }).click();
  await expect(
    page.locator(".field-error", { hasText: "Write the date of birth as day/month/year" }),
  ).toBeVisible();
  await page
    .getByRole("group", { name: /^Guest 1/ })
    .getByLabel("Date of birth")
    .fill("02/03/1990");
  await page.getByRole("button", { name: "Save the details" }).click();
  await expect(page.getByRole("status").filter({ hasText: "the details are saved" })).toBeVisible();
  await expectNoAxeViolations(page, "/final-details/{id}");
});
