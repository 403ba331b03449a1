/**
 * The offline card form, at a phone's and a desktop's width: it looks like a card form (number,
 * expiry, CVC, name on the card) and says plainly that it is test mode and which cards succeed and
 * fail; a decline, and an expiry that has passed, are shown at their field (aria-invalid and the
 * message) as well as in the alert; paying again clears the alert at once and succeeds. A second tab
 * paying a deposit already paid in the first is refused, reads the booking's real state and has no
 * live Pay button.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, hydratingOnNavigation, test } from "./fixtures.ts";
import { fillTestCard, makeBooking, registerCustomer } from "./site.ts";

const payButton = (page: Page) => page.getByRole("button", { name: /^Pay THB/ });

/** Opens the card form for the first amount offered on the booking's payment screen. */
async function openCardForm(page: Page, bookingId: string) {
  await page.goto(`/payment?booking=${bookingId}`);
  await page.getByRole("button", { name: "Continue to card payment" }).click();
  await expect(page.getByRole("form", { name: "Card details" })).toBeVisible();
}

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("a decline and a past expiry are shown at their field and in the alert; paying again clears it and succeeds", async ({
      page,
      expectedHttpErrors,
    }) => {
      const user = await registerCustomer(page.request, "Carla");
      const { bookingId } = await makeBooking(page.request);
      await openCardForm(page, bookingId);

      const form = page.getByRole("form", { name: "Card details" });
      const notice = form.getByRole("note", { name: "Test mode" });
      await expect(notice).toContainText("Test mode: no money moves.");
      await expect(notice).toContainText("4242 4242 4242 4242 succeeds");
      await expect(notice).toContainText("4000 0000 0000 0002 is declined");
      const number = form.getByLabel("Card number");
      const expiry = form.getByLabel("Expiry date (MM/YY)");
      const cvc = form.getByLabel("CVC");
      await expect(number).toHaveAttribute("autocomplete", "cc-number");
      await expect(expiry).toHaveAttribute("autocomplete", "cc-exp");
      await expect(cvc).toHaveAttribute("autocomplete", "cc-csc");
      await expect(form.getByLabel("Name on card")).toHaveValue(`${user.firstName} ${user.lastName}`);
      await expectNoAxeViolations(page, "/payment (card form)");

      expectedHttpErrors.push({ status: 402, url: /\/payment/ }, { status: 400, url: /\/payment/ });
      await fillTestCard(page, "4000 0000 0000 0002");
      await payButton(page).click();
      const alert = page.getByRole("alert").filter({ hasText: "Your card was declined" });
      await expect(alert).toBeVisible();
      await expect(number).toHaveAttribute("aria-invalid", "true");
      await expect(number).toHaveAccessibleDescription(/Your card was declined/);
      await expect(expiry).not.toHaveAttribute("aria-invalid", "true");
      await expectNoAxeViolations(page, "/payment (a declined card)");

      // An expiry that has passed: at the expiry, no longer at the number.
      await number.fill("4242 4242 4242 4242");
      await expiry.fill("01/20");
      await payButton(page).click();
      await expect(expiry).toHaveAttribute("aria-invalid", "true");
      await expect(expiry).toHaveAccessibleDescription(/The expiry date has passed/);
      await expect(number).not.toHaveAttribute("aria-invalid", "true");
      await expect(page.getByRole("alert").filter({ hasText: "The expiry date has passed" })).toBeVisible();

      // Paying again clears the alert at once; it is not carried over the success screen.
      await expiry.fill("12/40");
      await payButton(page).click();
      await expect(page.getByRole("alert")).toHaveCount(0);
      await expect(page).toHaveURL(`/success/${bookingId}`);
      await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
      await expect(page.getByRole("alert")).toHaveCount(0);
    });

    test("a second tab paying what the first has paid sees the booking's real state and no Pay button", async ({
      page,
      context,
      expectedHttpErrors,
    }) => {
      await registerCustomer(page.request, "Tabitha");
      const { bookingId } = await makeBooking(page.request);
      const second = hydratingOnNavigation(await context.newPage());
      await openCardForm(page, bookingId);
      await openCardForm(second, bookingId);
      const before = await second.locator(".payment-status").textContent();

      await fillTestCard(page, "4242 4242 4242 4242");
      await payButton(page).click();
      await expect(page).toHaveURL(`/success/${bookingId}`);
      await page.goto(`/booking/${bookingId}`);
      const now = (await page.locator(".payment-status").first().textContent())!;
      expect(now).not.toBe(before);

      expectedHttpErrors.push({ status: 409, url: /\/payment/ });
      await fillTestCard(second, "4242 4242 4242 4242");
      await payButton(second).click();
      await expect(
        second.getByRole("alert").filter({ hasText: "This payment is already made" }),
      ).toBeVisible();
      await expect(second.getByRole("alert")).not.toContainText("stay held");
      await expect(second.locator(".payment-status")).toHaveText(now);
      await expect(second.getByRole("form", { name: "Card details" })).toHaveCount(0);
      await expect(payButton(second)).toHaveCount(0);
      await second.close();
    });
  });
}
