/**
 * Reviews, one journey: a guest whose trip has returned writes a review from /bookings/me (the star
 * input by keyboard, messages at the fields) → an admin approves it with a reply from the list and the
 * review's screen → it shows on /reviews with the new average and count (the cached page of an
 * anonymous visitor changes) and on its boat's page; axe finds nothing on the form, /admin/reviews,
 * /admin/review/{id} and /reviews at 375 and 1440 px, and none of them scrolls sideways.
 *
 * A trip returns days after it is booked at the earliest, so the journey runs on a server of its own
 * whose clock it moves past the departure's return (CLOCK_OFFSET_FILE, server/test-clock.ts), as
 * hold-expiry.e2e.ts does: moving the shared server's clock would move the time under every other
 * journey. That server's administrator signs in through the API (password, then the second factor).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { TOTP } from "otpauth";
import { startClockedServer } from "./clocked-server.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, hydratingOnNavigation, test } from "./fixtures.ts";
import { makeBooking, registerCustomer } from "./site.ts";

const ADMIN = { email: "admin@reviews-e2e.test", password: "reviews-e2e-admin-password" };
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

type Summary = { average: number | null; reviewCount: number; distribution: Record<string, number> };

/** The admin signs in through the API; the first time enrols the second factor and keeps its key. */
async function adminSignsIn(request: APIRequestContext, offsetMs: number, secret?: string): Promise<string> {
  const first = await request.post("/api/v1/login", { data: ADMIN });
  expect(first.status()).toBe(200);
  const step = (await first.json()) as { mfaEnrolment?: { secret: string } };
  const key = secret ?? step.mfaEnrolment!.secret;
  const code = new TOTP({ secret: key }).generate({ timestamp: Date.now() + offsetMs });
  const signedIn = await request.post("/api/v1/login", { data: { ...ADMIN, code } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return key;
}

async function summaryOf(request: APIRequestContext, query = ""): Promise<Summary> {
  const response = await request.get(`/api/v1/reviews${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Summary;
}

/** The average after one more review of `rating`, to one decimal as the pages show it. */
function averageWith(summary: Summary, rating: number): string {
  let total = rating;
  for (const [stars, n] of Object.entries(summary.distribution)) total += Number(stars) * n;
  return (Math.round((total / (summary.reviewCount + 1)) * 10) / 10).toFixed(1);
}

/** No sideways scrolling and no axe violation at a phone's width and at a desktop's. */
async function checkBothWidths(page: Page, where: string) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, `${where} at ${size.width} px scrolls sideways`).toBeLessThanOrEqual(clientWidth);
    await expectNoAxeViolations(page, `${where} at ${size.width} px`);
  }
}

test("a guest reviews a returned trip, an admin approves it with a reply, and it shows on /reviews and the boat page", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const server = await startClockedServer("reviews", {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const guestContext = await browser.newContext({ baseURL: server.url, viewport: DESKTOP });
  const adminContext = await browser.newContext({ baseURL: server.url, viewport: DESKTOP });
  const visitorContext = await browser.newContext({ baseURL: server.url, viewport: DESKTOP });
  try {
    // A guest books a departure and pays it in full (the admin records a cash payment).
    const guest = await registerCustomer(guestContext.request, "Wren");
    const { bookingId, tripId } = await makeBooking(guestContext.request);
    const adminKey = await adminSignsIn(adminContext.request, 0);
    const booking = (await (await adminContext.request.get(`/api/v1/admin/booking/${bookingId}`)).json())
      .booking as { pending: number; trip: { returnDate: string; boat: { name: string; slug: string } } };
    const paid = await adminContext.request.post(`/api/v1/admin/booking/${bookingId}/payment`, {
      data: { amount: booking.pending, method: "cash" }, // THB, as every answer gives amounts
    });
    expect(paid.status(), await paid.text()).toBe(201);
    const boat = booking.trip.boat;
    expect(tripId).toBeTruthy();

    // Two days after the departure returns: the guest signs in again (the old session has been idle).
    const offset = Date.parse(`${booking.trip.returnDate}T12:00:00+07:00`) + 2 * 86_400_000 - Date.now();
    server.moveClock(offset);
    const signIn = await guestContext.request.post("/api/v1/login", {
      data: { email: guest.email, password: guest.password },
    });
    expect(signIn.status()).toBe(200);
    const before = await summaryOf(guestContext.request);
    const beforeBoat = await summaryOf(guestContext.request, `?boat=${boat.slug}`);

    // An anonymous visitor's /reviews (from the page cache from now on) before the review.
    const visitor = hydratingOnNavigation(await visitorContext.newPage());
    await visitor.goto("/reviews");
    await expect(visitor.locator(".rating-count")).toHaveText(`${before.reviewCount} reviews`);

    // The guest writes the review from /bookings/me.
    const page = hydratingOnNavigation(await guestContext.newPage());
    await page.goto("/bookings/me");
    await page.getByRole("link", { name: /^Write a review/ }).click();
    await expect(page).toHaveURL(new RegExp(`/bookings/me\\?review=${bookingId}$`));
    const form = page.getByRole("region", { name: "Review your trip" });
    await expect(form).toContainText(boat.name);
    await checkBothWidths(page, "the review form");

    // Sent empty: each field says what it needs, in plain words.
    await form.getByRole("button", { name: "Send review" }).click();
    await expect(form.getByText("Choose a rating from 1 to 5 stars")).toBeVisible();
    await expect(form.getByLabel("Title")).toHaveAccessibleDescription(/Title is required/);
    await expect(form.getByLabel("Your review")).toHaveAccessibleDescription(/Text is required/);

    // The stars by keyboard: the first, then three to the right.
    await form.getByRole("radio", { name: "1 star, poor" }).focus();
    await page.keyboard.press("Space");
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await expect(form.getByRole("radio", { name: "4 stars, very good" })).toBeChecked();
    await expect(form).toContainText("4 stars: Very good");
    const title = `Mantas <b>and</b> a whale shark ${Date.now().toString(36)}`;
    await form.getByLabel("Title").fill(title);
    await expect(form.getByLabel("Title")).toHaveAccessibleDescription(
      new RegExp(`${title.length} of 120 characters`),
    );
    await form
      .getByLabel("Your review")
      .fill("Two mantas on the first dive.\nThe food was the best in Thailand.");
    await form.getByRole("button", { name: "Send review" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you for your review" })).toBeVisible();
    const mine = page.getByRole("region", { name: "Your reviews" }).getByRole("article");
    await expect(mine.filter({ hasText: title })).toContainText("Waiting for approval");
    await expect(page.getByRole("link", { name: /^Write a review/ })).toHaveCount(0);

    // The admin: pending first in the list, then the review's own screen, approved with a reply.
    const adminSignIn = await adminSignsIn(adminContext.request, offset, adminKey);
    expect(adminSignIn).toBe(adminKey);
    const admin = hydratingOnNavigation(await adminContext.newPage());
    await admin.goto("/admin/reviews?status=pending");
    const row = admin.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("Pending");
    await checkBothWidths(admin, "/admin/reviews");
    await admin.setViewportSize(DESKTOP);
    await row.getByRole("link", { name: /^Edit or reply/ }).click();
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Review by Wren");
    await checkBothWidths(admin, "/admin/review/{id}");
    const reply = "Thank you, Wren! Come back for the Surin Islands.";
    await admin.getByLabel("Reply from the operator").fill(reply);
    await admin.getByRole("button", { name: "Save and approve" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Review approved" })).toBeVisible();
    await expect(admin.locator(".admin-page-summary")).toContainText("Approved");

    // The anonymous visitor's /reviews now has it, with the reply, the new count and average.
    await visitor.goto("/reviews");
    await expect(visitor.locator(".rating-count")).toHaveText(`${before.reviewCount + 1} reviews`);
    await expect(visitor.locator(".rating-average-value")).toContainText(averageWith(before, 4));
    const card = visitor.getByRole("article").filter({ hasText: title });
    await expect(card.getByRole("heading")).toHaveText(title); // markup shown as text
    await expect(card).toContainText(reply);
    await expect(card).toContainText(`Wren, Thailand · trip in`);
    await expect(card.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
    await checkBothWidths(visitor, "/reviews");

    // Its boat's page: the newest review first, and the boat's new average and count.
    await visitor.setViewportSize(DESKTOP);
    await visitor.goto(`/boat/${boat.slug}`);
    const highlights = visitor.getByRole("region", { name: `What guests say about ${boat.name}` });
    await expect(highlights.getByRole("article").first()).toContainText(title);
    await expect(highlights).toContainText(
      `${averageWith(beforeBoat, 4)} out of 5 from ${beforeBoat.reviewCount + 1} review`,
    );
    await expect(highlights.getByRole("link", { name: `All reviews of ${boat.name}` })).toHaveAttribute(
      "href",
      `/reviews?boat=${boat.slug}`,
    );

    // The admin deletes it, asked in place first: "Keep it" asks no more, the second time it goes.
    await admin.getByRole("button", { name: "Delete review" }).click();
    await expect(admin.getByRole("alert").filter({ hasText: "This cannot be undone" })).toContainText(title);
    await admin.getByRole("button", { name: "Keep it" }).click();
    await expect(admin.getByRole("button", { name: "Yes, delete the review" })).toHaveCount(0);
    await admin.getByRole("button", { name: "Delete review" }).click();
    await admin.getByRole("button", { name: "Yes, delete the review" }).click();
    await expect(admin).toHaveURL(/\/admin\/reviews\?done=review-deleted$/);
    await expect(admin.getByRole("status").filter({ hasText: "Review deleted." })).toBeVisible();
    await visitor.goto("/reviews");
    await expect(visitor.getByRole("article").filter({ hasText: title })).toHaveCount(0);
  } finally {
    await guestContext.close();
    await adminContext.close();
    await visitorContext.close();
    await server.stop();
  }
});
