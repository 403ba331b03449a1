/**
 * The Stripe adapter against a local stand-in for Stripe's API (the SDK pointed at 127.0.0.1), with
 * webhook payloads signed by the SDK's own test-header function.
 */
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "../../db/schema.ts";
import type { ApiHarness } from "../support/api-harness.ts";
import { makeCourse } from "../support/factories.ts";
import { openScenario } from "../support/scenario.ts";
import { startStripeStandIn } from "../support/stripe-stand-in.ts";

/** The rest of the test-card form: an expiry still to come, a CVC, the name on the card. */
const CARD = { expiry: "12/40", cvc: "123", name: "Tara Booker" };

const WEBHOOK_SECRET = "whsec_test_secret_for_the_stand_in";
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let h: ApiHarness;
let cookie: string;
let bookingId: string;
let admin: string;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  const base = standIn.url;
  const s = await openScenario({
    env: {
      STRIPE_SECRET_KEY: "sk_test_stand_in",
      STRIPE_PUBLISHABLE_KEY: "pk_test_stand_in",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: base,
    },
    boat: { name: "MV Stripe Test", cabins: [{ name: "Suite", spaces: 2, cabinCount: 1, price: 4_000_000 }] },
    departures: { nights: 4, title: "Stripe trip" },
  });
  ({ h, admin } = s);
  const booked = await s.trip({ departure: "2027-03-04" }).booking();
  cookie = booked.cookie;
  bookingId = booked.booking.id;
});

afterAll(async () => {
  await h.close();
  standIn.close();
});

function webhook(payload: string, signature: string) {
  return h.app.inject({
    method: "POST",
    url: "/api/v1/webhooks/stripe",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    payload,
  });
}

const succeeded = (id: string, intent: string, amount: number) =>
  JSON.stringify({
    id,
    object: "event",
    type: "payment_intent.succeeded",
    data: { object: { id: intent, object: "payment_intent", amount, amount_received: amount } },
  });

describe(`Stripe adapter and webhook on ${process.env.TEST_DB}`, () => {
  it("creates a PaymentIntent with the server's amount in satang and an idempotency key", async () => {
    expect((await h.app.inject("/api/v1/stripeapi")).json()).toEqual({
      success: true,
      stripeApiKey: "pk_test_stand_in",
      provider: "stripe",
    });
    const response = await h.app.inject({
      method: "POST",
      url: "/api/v1/payment/process",
      headers: { cookie },
      payload: { bookingId, option: "deposit", amount: 1 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      amount: 12_000,
      client_secret: "pi_standin_1_secret_abc",
      provider: "stripe",
    });
    const create = standIn.seen.find((request) => request.path === "/v1/payment_intents")!;
    expect(create.body.get("amount")).toBe("1200000");
    expect(create.body.get("currency")).toBe("thb");
    expect(create.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // The test card is not on offer with Stripe.
    const testCard = await h.app.inject({
      method: "POST",
      url: "/api/v1/payment/test-card",
      headers: { cookie },
      payload: { paymentId: response.json().paymentId, cardNumber: "4242424242424242", ...CARD },
    });
    expect(testCard.statusCode).toBe(404);
  });

  it("refuses a bad signature, an old timestamp and a re-serialised body (400), and applies nothing", async () => {
    const payload = succeeded("evt_forged", "pi_standin_1", 1_200_000);
    expect((await webhook(payload, "t=1,v1=deadbeef")).statusCode).toBe(400);
    const old = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect((await webhook(payload, old)).statusCode).toBe(400);
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await webhook(JSON.stringify(JSON.parse(payload), null, 2), signed)).statusCode).toBe(400);
    const other = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    expect((await webhook(payload, other)).statusCode).toBe(400);
    const booking = (await h.app.inject({ url: `/api/v1/booking/${bookingId}`, headers: { cookie } })).json()
      .booking;
    expect(booking.paid).toBe(0);
  });

  it("applies a signed payment_intent.succeeded once, however often it comes", async () => {
    const payload = succeeded("evt_paid_1", "pi_standin_1", 1_200_000);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(payload, signature)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const booking = (await h.app.inject({ url: `/api/v1/booking/${bookingId}`, headers: { cookie } })).json()
      .booking;
    expect(booking).toMatchObject({
      paid: 12_000,
      paymentInfo: { status: "DEPOSIT PAID" },
      state: "confirmed",
    });
    const [row] = await h.database.db.select().from(payments).where(eq(payments.providerRef, "pi_standin_1"));
    expect(row!.state).toBe("succeeded");
  });

  it("acknowledges events it does not act on", async () => {
    const payload = JSON.stringify({
      id: "evt_other",
      object: "event",
      type: "customer.created",
      data: { object: { id: "cus_1" } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await webhook(payload, signature)).statusCode).toBe(200);
  });

  it("completes a course booking's payment in full from the signed webhook, through the same path", async () => {
    const course = await makeCourse(h.database.db, { price: 900_000 });
    const date = await h.app.inject({
      method: "POST",
      url: `/api/v1/admin/course/${course.id}/date/new`,
      headers: { cookie: admin },
      payload: { start: "2027-02-01", seats: 4 },
    });
    const booked = await h.app.inject({
      method: "POST",
      url: "/api/v1/course-booking/new",
      headers: { cookie },
      payload: {
        courseDateId: date.json().date.id,
        studentArray: [{ firstName: "Ann", lastName: "Lee", crewPak: true }],
      },
    });
    const courseBookingId = booked.json().courseBooking.id;
    const response = await h.app.inject({
      method: "POST",
      url: "/api/v1/payment/process",
      headers: { cookie },
      payload: { courseBookingId, option: "full" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ amount: 12_000, provider: "stripe" });
    const [row] = await h.database.db
      .select()
      .from(payments)
      .where(eq(payments.courseBookingId, courseBookingId));
    expect(row).toMatchObject({ amount: 1_200_000, kind: "full", state: "open", bookingId: null });
    const payload = succeeded("evt_course_1", row!.providerRef!, 1_200_000);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    const booking = (
      await h.app.inject({ url: `/api/v1/course-booking/${courseBookingId}`, headers: { cookie } })
    ).json().courseBooking;
    expect(booking).toMatchObject({ paid: 12_000, paymentInfo: { status: "COMPLETED" }, state: "confirmed" });
  });
});
