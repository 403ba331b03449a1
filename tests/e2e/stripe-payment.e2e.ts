/**
 * The Stripe provider's card form, in a browser without the internet: a server of its
 * own runs with Stripe keys against the local stand-in for Stripe's API (tests/support/stripe-stand-in.ts),
 * and js.stripe.com is answered by a small fake of Stripe.js that records what the page asks of it.
 * The journey: the guest chooses the deposit, the server opens a PaymentIntent for the server's amount,
 * the page loads Stripe.js (only now) and mounts the Payment Element with that intent's client secret;
 * a decline shows a warning with the hold's time and the guest tries again; on success Stripe sends the
 * guest to /success/{id}, which still waits for the webhook (arriving there confirms nothing).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { killServerProcesses, startServerProcess } from "../support/server-process.ts";
import { startStripeStandIn } from "../support/stripe-stand-in.ts";
import { expect, hydratingOnNavigation, test } from "./fixtures.ts";
import { makeBooking, registerCustomer } from "./site.ts";

/** Stripe.js as far as @stripe/react-stripe-js uses it; the first confirmation is declined. */
const FAKE_STRIPE_JS = `
window.Stripe = function Stripe(key) {
  const seen = (window.__stripe = { key: key, created: [], confirmations: [] });
  const element = {
    mount(node) { const card = document.createElement("p"); card.textContent = "Card number (fake Stripe)"; node.appendChild(card); },
    on(event, callback) { if (event === "ready") setTimeout(function () { callback({ elementType: "payment" }); }, 10); },
    off() {}, update() {}, destroy() {}, unmount() {}, focus() {}, blur() {}, clear() {},
  };
  return {
    elements(options) {
      seen.elementsOptions = options;
      return {
        create(type) { seen.created.push(type); return element; },
        getElement() { return element; }, update() {}, fetchUpdates() { return Promise.resolve({}); },
        submit() { return Promise.resolve({}); },
      };
    },
    createToken() {}, createPaymentMethod() {}, confirmCardPayment() {},
    confirmPayment(options) {
      seen.confirmations.push({ clientSecret: seen.elementsOptions.clientSecret, returnUrl: options.confirmParams.return_url });
      if (seen.confirmations.length === 1) {
        return Promise.resolve({ error: { type: "card_error", message: "Your card was declined." } });
      }
      window.location.assign(options.confirmParams.return_url);
      return new Promise(function () {});
    },
    _registerWrapper() {}, registerAppInfo() {},
  };
};
window.Stripe.version = "endive";
`;

type SeenByStripe = {
  key: string;
  created: string[];
  elementsOptions: { clientSecret: string };
  confirmations: { clientSecret: string; returnUrl: string }[];
};

test("with Stripe, the payment screen mounts Stripe's card form for the server's payment; a decline warns; success waits for the webhook", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const standIn = await startStripeStandIn();
  const dataDir = mkdtempSync(path.join(tmpdir(), "stripe-e2e-"));
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SIGNUPS_PER_HOUR: "100",
    STRIPE_SECRET_KEY: "sk_test_e2e",
    STRIPE_PUBLISHABLE_KEY: "pk_test_e2e",
    STRIPE_WEBHOOK_SECRET: "whsec_e2e",
    STRIPE_API_BASE: standIn.url,
  });
  const context = await browser.newContext({ baseURL: server.url });
  try {
    let stripeJsRequests = 0;
    await context.route("https://js.stripe.com/**", (route) => {
      stripeJsRequests += 1;
      return route.fulfill({ contentType: "application/javascript", body: FAKE_STRIPE_JS });
    });
    await registerCustomer(context.request);
    const { bookingId } = await makeBooking(context.request);
    const page = hydratingOnNavigation(await context.newPage());

    await page.goto(`/payment?booking=${bookingId}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(stripeJsRequests, "Stripe.js is not loaded before there is a payment to make").toBe(0);
    await page.getByRole("radio", { name: /Pay the deposit/ }).check();
    const depositText = await page
      .getByRole("radio", { name: /Pay the deposit/ })
      .locator("..")
      .innerText();
    await page.getByRole("button", { name: "Continue to card payment" }).click();

    const pay = page.getByRole("button", { name: /^Pay THB/ });
    await expect(pay).toBeEnabled();
    expect(depositText).toContain((await pay.innerText()).replace(/^Pay /, ""));
    const intents = standIn.seen.filter((request) => request.path === "/v1/payment_intents");
    expect(intents).toHaveLength(1);
    const seen = () => page.evaluate(() => (window as unknown as { __stripe: SeenByStripe }).__stripe);
    const first = await seen();
    expect(first.key).toBe("pk_test_e2e");
    expect(first.created).toEqual(["payment"]);
    expect(first.elementsOptions.clientSecret).toMatch(/^pi_standin_\d+_secret_/);

    await pay.click();
    await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." })).toContainText(
      "Your spaces stay held until",
    );
    expect((await seen()).confirmations).toEqual([
      { clientSecret: first.elementsOptions.clientSecret, returnUrl: `${server.url}/success/${bookingId}` },
    ]);
    await pay.click();
    await expect(page).toHaveURL(`/success/${bookingId}`);
    // No webhook has come: the success screen waits, and the booking is still unpaid.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Waiting for your payment");
    const booking = (await (await context.request.get(`/api/v1/booking/${bookingId}`)).json()) as {
      booking: { paid: number; paymentInfo: { status: string } };
    };
    expect(booking.booking).toMatchObject({ paid: 0, paymentInfo: { status: "PENDING" } });
  } finally {
    await context.close();
    await killServerProcesses();
    standIn.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
