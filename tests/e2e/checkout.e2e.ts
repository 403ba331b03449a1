/**
 * The checkout in steps, at phone (375 px) and desktop (1440 px) width: a customer books two guests,
 * one with a rental, a course and a crew pak. On every step (cart, guests, payment, done) the step
 * indicator marks the step and the itemised summary shows each number as the money module computes it
 * from the seeded prices (core/bookings/booking-lines.ts over booking-money.ts, imported here, nothing
 * hard-coded); the cancellation terms come from the CMS page. The booking's short reference is shown on
 * the payment, success and receipt screens and the admin's search finds the booking by it.
 */
import type { Locator } from "@playwright/test";
import { itemise, paymentPlan } from "../../core/bookings/booking-lines.ts";
import { REFERENCE_PATTERN } from "../../core/shared/booking-reference.ts";
import { formatDate } from "../../core/shared/dates.ts";
import { bahtToSatang, formatTHB } from "../../core/shared/money.ts";
import { addAdminSession } from "./admin-session.ts";
import { expectNoAxeViolations } from "./axe.ts";
import {
  continueToGuests,
  expectSeededTerms,
  expectStep,
  summary,
  summaryWithTotal,
} from "./checkout-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { fillTestCard, putInCart, registerCustomer } from "./site.ts";

type ApiTrip = {
  id: string;
  title: string;
  departure: string;
  discount: number;
  fees: number;
  cabins: { cabinId: string; name: string; price: number; spacesLeft: number }[];
};
type Priced = { id: string; name: string; price: number };

for (const width of [375, 1440]) {
  const phone = width < 600;
  test(`a guest follows the checkout steps with an itemised summary at ${width} px`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: phone ? 800 : 900 });
    await registerCustomer(page.request, "Checkout");

    // A departure with park fees and two free spaces in one cabin type; each width its own page of trips.
    const list = (await (
      await page.request.get(`/api/v1/trips?available=true&page=${phone ? 4 : 5}`)
    ).json()) as { trips: ApiTrip[] };
    const trip = list.trips.find((t) => t.fees > 0 && t.cabins.some((c) => c.spacesLeft >= 2))!;
    const cabin = trip.cabins.find((c) => c.spacesLeft >= 2)!;
    const rentals = ((await (await page.request.get("/api/v1/rentals")).json()) as { rentals: Priced[] })
      .rentals;
    const courses = ((await (await page.request.get("/api/v1/courses")).json()) as { courses: Priced[] })
      .courses;
    const torch = rentals.find((r) => r.name.startsWith("Torch"))!;
    const course = courses[0]!;

    // What the money module says these choices cost, from the prices the site publishes.
    const guests = [
      {
        name: "Ann Diver",
        equipment: [{ name: torch.name, price: bahtToSatang(torch.price) }],
        courses: [{ name: course.name, coursePrice: bahtToSatang(course.price), crewPak: true }],
      },
      { name: "", equipment: [], courses: [] },
    ].map((guest) => ({
      ...guest,
      cabinName: cabin.name,
      cabinPrice: bahtToSatang(cabin.price),
      fees: bahtToSatang(trip.fees),
      equipmentPrice: guest.equipment.reduce((sum, item) => sum + item.price, 0),
    }));
    const expected = itemise(guests, { discount: trip.discount, agentDiscount: 0 });
    const plan = paymentPlan({ total: expected.total, departure: trip.departure, now: new Date() });

    async function expectNumbers(box: Locator) {
      await expect(box.locator('[data-amount="total"]')).toHaveText(formatTHB(expected.total));
      await expect(box.locator('[data-amount="guest-total"]')).toHaveText(
        expected.guests.map((guest) => formatTHB(guest.total)),
      );
      await expect(box.getByText(`Cabin: ${cabin.name}`)).toHaveCount(2);
      await expect(box.getByText("PADI crew pak")).toBeVisible();
      await expect(box.getByText(course.name, { exact: true })).toBeVisible();
      if (trip.discount > 0) await expect(box.getByText(`Discount ${trip.discount}%`)).toHaveCount(2);
      await expect(box.getByText("Park fees")).toHaveCount(2);
      await expect(box.locator('[data-amount="deposit"]')).toHaveText(formatTHB(plan.deposit));
      if (!plan.payInFull) {
        await expect(box.getByText(`Deposit ${plan.depositPercent}%, due`)).toBeVisible();
        await expect(box.locator('[data-amount="balance"]')).toHaveText(formatTHB(plan.balance));
        await expect(box.getByText(`Balance, due ${formatDate(plan.balanceDue)}`)).toBeVisible();
      }
    }

    // Step 1: the cart.
    await page.goto("/trip-list");
    await putInCart(page, trip.id, cabin.cabinId, 2);
    await page.goto("/booking");
    await expectStep(page, "Cart");
    const first = page.getByRole("group", { name: "Guest 1" });
    await first.getByLabel("Name (optional)").fill("Ann Diver");
    await first.getByRole("checkbox", { name: /^Torch/ }).check();
    await first.getByLabel("PADI course on board").selectOption(course.id);
    await first.getByRole("checkbox", { name: /crew pak/ }).check();
    // Closed, the phone's summary still says the total.
    let box = await summaryWithTotal(page, phone, formatTHB(expected.total));
    await expectNumbers(box);
    // The cancellation terms are the operator's CMS page.
    await expectSeededTerms(box);
    await expect(box.getByRole("link", { name: /Cancellation Terms in full/ })).toHaveAttribute(
      "href",
      "/page/cancellation-terms",
    );
    await expectNoAxeViolations(page, `/booking at ${width}px`);

    // Step 2: guests; the trip and the total stay in view.
    box = await continueToGuests(page, phone, {
      button: "Continue to guest information",
      url: "/information",
      title: trip.title,
    });
    await expectNumbers(box);
    await expectNoAxeViolations(page, `/information at ${width}px`);

    // Step 3: payment, priced by the server: the same numbers, and the booking's reference.
    await page.getByRole("button", { name: "Book now" }).click();
    await expect(page).toHaveURL(/\/payment\?booking=/);
    const bookingId = new URL(page.url()).searchParams.get("booking")!;
    const stored = (await (await page.request.get(`/api/v1/booking/${bookingId}`)).json()) as {
      booking: { reference: string; total: number };
    };
    const reference = stored.booking.reference;
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(bahtToSatang(stored.booking.total)).toBe(expected.total);
    await expectStep(page, "Payment");
    await expect(page.locator("[data-booking-reference]").first()).toHaveText(reference);
    box = await summary(page, phone);
    await expectNumbers(box);
    await expectNoAxeViolations(page, `/payment at ${width}px`);

    await page.getByRole("radio", { name: /Pay the deposit/ }).check();
    await page.getByRole("button", { name: "Continue to card payment" }).click();
    await fillTestCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay THB/ }).click();

    // Step 4: done, with the reference beside the id.
    await expect(page).toHaveURL(`/success/${bookingId}`);
    await expectStep(page, "Done");
    await expect(page.locator("[data-booking-reference]").first()).toHaveText(reference);
    await expect(page.getByText(`id ${bookingId}`)).toBeVisible();
    box = await summary(page, phone);
    await expect(box.locator('[data-amount="paid"]')).toHaveText(formatTHB(plan.deposit));
    await expectNoAxeViolations(page, `/success at ${width}px`);

    // The receipt and My bookings name it too.
    await page.goto(`/booking/${bookingId}`);
    await expect(page.locator("[data-booking-reference]")).toHaveText(reference);
    await page.goto("/bookings/me");
    await expect(page.locator("[data-booking-reference]", { hasText: reference })).toHaveCount(1);

    // The admin finds the booking by its reference, typed in lower case.
    const admin = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      await addAdminSession(admin);
      const adminPage = await admin.newPage();
      await adminPage.goto(`/admin/bookings?search=${reference.toLowerCase()}`);
      const rows = adminPage.locator("tbody tr");
      await expect(rows).toHaveCount(1);
      await expect(rows.locator("[data-booking-reference]")).toHaveText(reference);
      await adminPage.goto(`/admin/booking/${bookingId}`);
      await expect(adminPage.locator("[data-booking-reference]").first()).toHaveText(reference);
    } finally {
      await admin.close();
    }
  });
}
