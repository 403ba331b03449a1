/**
 * Payments on each database, with the offline test-card
 * provider: deposit then balance; an open payment answered again; a declined card; each event applied
 * once however often and in whatever order it comes; a late payment for spaces sold meanwhile refunded
 * and flagged; a failure in the middle of applying an event leaves nothing half-done for the retry.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, mailOutbox, paymentEvents, payments } from "../../db/schema.ts";
import { LATE_PAYMENT_FLAG } from "../../core/payments/payment-service.ts";
import { SCENARIO_START as START, scenarioForFile } from "../../tests/support/scenario.ts";

const s = scenarioForFile({
  boat: { name: "MV Pay Test", cabins: [{ name: "Suite", spaces: 2, cabinCount: 1, price: 5_000_000 }] },
  departures: { from: "2027-03-01", title: "Pay trip" },
});
/** The rest of the test-card form: an expiry still to come, a CVC, the name on the card. */
const CARD = { expiry: "12/40", cvc: "123", name: "Tara Booker" };

const customerBooking = (guests = 1, departure?: string) => s.trip({ departure }).booking({ guests });

const post = (cookie: string, url: string, payload: object) =>
  s.h.app.inject({ method: "POST", url: `/api/v1${url}`, headers: { cookie }, payload });
const getBooking = async (cookie: string, id: string) =>
  (await s.h.app.inject({ url: `/api/v1/booking/${id}`, headers: { cookie } })).json().booking;

/** Starts paying the booking (its deposit, or in full) as the card form would; answers the payment's id. */
const startPayment = async (cookie: string, bookingId: string, option: "deposit" | "full"): Promise<string> =>
  (await post(cookie, "/payment/process", { bookingId, option })).json().paymentId;

/** The provider's word, as event `eventId`, that the payment went through for its whole amount. */
async function succeededEvent(paymentId: string, eventId: string) {
  const [row] = await s.h.database.db.select().from(payments).where(eq(payments.id, paymentId));
  return {
    id: eventId,
    type: "payment.succeeded" as const,
    providerRef: row!.providerRef!,
    amount: row!.amount,
  };
}

describe(`payments on ${process.env.TEST_DB}`, () => {
  it("pays the deposit with the test card, then the balance: PENDING → DEPOSIT PAID → COMPLETED, one receipt each", async () => {
    const { cookie, booking, user } = await customerBooking();
    expect(booking.total).toBe(50_000);
    const deposit = await post(cookie, "/payment/process", { bookingId: booking.id, option: "deposit" });
    expect(deposit.statusCode, deposit.body).toBe(200);
    expect(deposit.json()).toMatchObject({
      success: true,
      amount: 15_000,
      provider: "test",
      client_secret: expect.any(String),
    });
    expect(
      (
        await post(cookie, "/payment/test-card", {
          paymentId: deposit.json().paymentId,
          cardNumber: "4242 4242 4242 4242",
          ...CARD,
        })
      ).statusCode,
    ).toBe(200);
    const afterDeposit = await getBooking(cookie, booking.id);
    expect(afterDeposit).toMatchObject({
      state: "confirmed",
      paid: 15_000,
      pending: 35_000,
      paymentInfo: { status: "DEPOSIT PAID" },
      holdExpiresAt: null,
    });
    // Balance due 30 days before departure, at midnight in Bangkok.
    expect(new Date(afterDeposit.dueDate).getTime()).toBe(
      Date.parse(`${afterDeposit.trip.departure}T00:00:00+07:00`) - 30 * 86_400_000,
    );
    expect(
      (await post(cookie, "/payment/process", { bookingId: booking.id, option: "deposit" })).statusCode,
    ).toBe(400);
    const balance = await post(cookie, "/payment/process", { bookingId: booking.id, option: "balance" });
    expect(balance.json().amount).toBe(35_000);
    await post(cookie, "/payment/test-card", {
      paymentId: balance.json().paymentId,
      cardNumber: "4242424242424242",
      ...CARD,
    });
    expect(await getBooking(cookie, booking.id)).toMatchObject({
      paid: 50_000,
      pending: 0,
      paymentInfo: { status: "COMPLETED" },
      dueDate: null,
    });
    const receipts = await s.h.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "payment-receipt"), eq(mailOutbox.toAddress, user.email)));
    expect(receipts).toHaveLength(2);
  });

  it("asking again while a payment is open answers that same payment", async () => {
    const { cookie, booking } = await customerBooking();
    const [a, b] = await Promise.all([
      post(cookie, "/payment/process", { bookingId: booking.id, option: "full" }),
      post(cookie, "/payment/process", { bookingId: booking.id, option: "full" }),
    ]);
    expect(a.json().paymentId).toBe(b.json().paymentId);
    expect(a.json().client_secret).toBe(b.json().client_secret);
    const rows = await s.h.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amount).toBe(5_000_000);
  });

  it("a declined card answers 402 with the message; the guest may try again; nothing is paid meanwhile", async () => {
    const { cookie, booking } = await customerBooking();
    const paymentId = await startPayment(cookie, booking.id, "deposit");
    const declined = await post(cookie, "/payment/test-card", {
      paymentId,
      cardNumber: "4000 0000 0000 0002",
      ...CARD,
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe("Your card was declined. Please try another card.");
    expect(await getBooking(cookie, booking.id)).toMatchObject({
      state: "held",
      paid: 0,
      paymentInfo: { status: "PENDING" },
    });
    expect(
      (await post(cookie, "/payment/test-card", { paymentId, cardNumber: "1234", ...CARD })).statusCode,
    ).toBe(400);
    expect(
      (await post(cookie, "/payment/test-card", { paymentId, cardNumber: "4242424242424242", ...CARD }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(cookie, "/payment/test-card", { paymentId, cardNumber: "4242424242424242", ...CARD }))
        .statusCode,
    ).toBe(409);
    expect((await getBooking(cookie, booking.id)).paid).toBe(15_000);
  });

  it("the card form's fields are checked by the test provider, each refusal naming its field", async () => {
    const { cookie, booking } = await customerBooking();
    const paymentId = await startPayment(cookie, booking.id, "deposit");
    const card = { paymentId, cardNumber: "4242 4242 4242 4242", ...CARD };
    // The clock is November 2026: October 2026 has passed, November is still good.
    for (const [change, field, message] of [
      [{ expiry: "10/26" }, "expiry", "The expiry date has passed: use a card that is still valid"],
      [{ expiry: "1026" }, "expiry", "Enter the expiry date as MM/YY"],
      [{ cvc: "12" }, "cvc", "Enter the CVC: the 3 or 4 digits on the back of the card"],
      [{ name: "  " }, "name", "Enter the name on the card"],
    ] as const) {
      const refused = await post(cookie, "/payment/test-card", { ...card, ...change });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json()).toMatchObject({ field, message });
    }
    expect(
      (await post(cookie, "/payment/test-card", { paymentId, cardNumber: "4242424242424242" })).statusCode,
    ).toBe(400);
    expect(await getBooking(cookie, booking.id)).toMatchObject({
      paid: 0,
      paymentInfo: { status: "PENDING" },
    });
    expect((await post(cookie, "/payment/test-card", { ...card, expiry: "11/26" })).statusCode).toBe(200);
  });

  it("only the owner pays: another customer gets 404 for the booking and the payment", async () => {
    const { cookie, booking } = await customerBooking();
    const paymentId = await startPayment(cookie, booking.id, "deposit");
    const { cookie: otherCookie } = await s.customer();
    expect(
      (await post(otherCookie, "/payment/process", { bookingId: booking.id, option: "deposit" })).statusCode,
    ).toBe(404);
    expect(
      (await post(otherCookie, "/payment/test-card", { paymentId, cardNumber: "4242424242424242", ...CARD }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post("", "/payment/process", { bookingId: booking.id, option: "deposit" })).statusCode,
    ).toBe(401);
    expect((await getBooking(cookie, booking.id)).paid).toBe(0);
  });

  it("the same event ten times at once is applied once, with one receipt", async () => {
    const { booking, user, cookie } = await customerBooking();
    const paymentId = await startPayment(cookie, booking.id, "deposit");
    const event = await succeededEvent(paymentId, `evt_${paymentId}`);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => s.h.services.payments.applyEvent("test", event)),
    );
    expect(outcomes.filter((o) => o === "applied")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "duplicate")).toHaveLength(9);
    expect((await getBooking(cookie, booking.id)).paid).toBe(15_000);
    const receipts = await s.h.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, user.email));
    expect(receipts.filter((mail) => mail.kind === "payment-receipt")).toHaveLength(1);
    // Events out of order: a failure reported after the success changes nothing.
    await s.h.services.payments.applyEvent("test", {
      ...event,
      id: `${event.id}_late_failure`,
      type: "payment.failed",
      message: "late",
    });
    expect(await getBooking(cookie, booking.id)).toMatchObject({
      paid: 15_000,
      paymentInfo: { status: "DEPOSIT PAID" },
    });
  });

  it("a failure in the middle of applying an event rolls it back; the provider's retry applies it once", async () => {
    const { booking, cookie } = await customerBooking();
    const paymentId = await startPayment(cookie, booking.id, "deposit");
    const event = await succeededEvent(paymentId, `evt_crash_${paymentId}`);
    const mail = (
      s.h.services.payments as unknown as {
        deps: { mail: { queue: (...args: unknown[]) => Promise<unknown> } };
      }
    ).deps.mail;
    const queue = mail.queue;
    mail.queue = async () => {
      throw new Error("the process died here");
    };
    try {
      await expect(s.h.services.payments.applyEvent("test", event)).rejects.toThrow("the process died here");
    } finally {
      mail.queue = queue;
    }
    expect(
      await s.h.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id)),
    ).toEqual([]);
    expect((await getBooking(cookie, booking.id)).paid).toBe(0);
    expect(await s.h.services.payments.applyEvent("test", event)).toBe("applied");
    expect(await s.h.services.payments.applyEvent("test", event)).toBe("duplicate");
    expect((await getBooking(cookie, booking.id)).paid).toBe(15_000);
  });

  it("a payment after the hold ran out revives the booking while its spaces are free", async () => {
    const { booking, cookie } = await customerBooking(1, "2026-12-20");
    const paymentId = await startPayment(cookie, booking.id, "full");
    s.h.clock.advance(30 * 60_000);
    // The revived booking takes its spaces again: the cached schedule and departure pages must go.
    const changes: unknown[] = [];
    const stop = s.h.services.contentEvents.on((change) => changes.push(change));
    try {
      expect((await getBooking(cookie, booking.id)).state).toBe("expired");
      await post(cookie, "/payment/test-card", { paymentId, cardNumber: "4242424242424242", ...CARD });
      expect(await getBooking(cookie, booking.id)).toMatchObject({
        state: "confirmed",
        paymentInfo: { status: "COMPLETED" },
        flag: null,
      });
      expect(changes).toEqual([{ kind: "spaces", id: booking.trip.id }]);
    } finally {
      stop();
      s.h.clock.now = START;
    }
  });

  it("a late payment for spaces sold meanwhile is refunded and flagged, never overbooked", async () => {
    const first = await customerBooking(2, "2026-12-13");
    const paymentId = await startPayment(first.cookie, first.booking.id, "full");
    s.h.clock.advance(30 * 60_000);
    try {
      // Someone else books the spaces while the first customer is on the card form.
      await s.onTrip(first.tripId).booking();
      await post(first.cookie, "/payment/test-card", { paymentId, cardNumber: "4242424242424242", ...CARD });
      const late = await getBooking(first.cookie, first.booking.id);
      expect(late).toMatchObject({ state: "expired", flag: LATE_PAYMENT_FLAG, paid: 0 });
      const rows = await s.h.database.db
        .select()
        .from(payments)
        .where(eq(payments.bookingId, first.booking.id));
      expect(rows.map((r) => [r.kind, r.state]).sort()).toEqual([
        ["full", "succeeded"],
        ["refund", "succeeded"],
      ]);
      const trip = (
        await s.h.app.inject({ url: `/api/v1/admin/trip/${first.tripId}`, headers: { cookie: s.admin } })
      ).json().trip;
      expect(trip.cabins[0]).toMatchObject({ spaces: 2, held: 1, booked: 0, spacesLeft: 1 });
      const [stored] = await s.h.database.db.select().from(bookings).where(eq(bookings.id, first.booking.id));
      expect(stored!.state).toBe("expired");
    } finally {
      s.h.clock.now = START;
    }
  });

  it("GET /stripeapi names the offline provider and no key", async () => {
    expect((await s.h.app.inject("/api/v1/stripeapi")).json()).toEqual({
      success: true,
      stripeApiKey: null,
      provider: "test",
    });
  });

  it("the Stripe webhook is mounted and refuses a request without a valid signature (400)", async () => {
    const response = await s.h.app.inject({
      method: "POST",
      url: "/api/v1/webhooks/stripe",
      headers: { "content-type": "application/json" },
      payload: '{"id":"evt_1"}',
    });
    expect(response.statusCode).toBe(400);
  });
});
