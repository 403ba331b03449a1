import { randomUUID } from "node:crypto";
/**
 * The admin booking calls, final details, the booking e-mails and the reminder sweep on
 * each database. The clock starts at 23 November 2026, noon in Bangkok.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, payments } from "../../db/schema.ts";
import { SCENARIO_START as START, scenarioForFile } from "../../tests/support/scenario.ts";
import { guestFinalDetails } from "../../tests/support/final-details.ts";

const s = scenarioForFile({
  boat: { name: "MV Admin Test", cabins: [{ name: "Twin", spaces: 2, cabinCount: 2, price: 2_000_000 }] },
  departures: { from: "2027-04-01", title: "Admin trip" },
});

const newTrip = (departure?: string) => s.trip({ departure });
const booked = (guests = 2, departure?: string) => s.trip({ departure }).booking({ guests, named: true });

const adminCall = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  s.call(s.admin, method, `/admin${url}`, payload);

const mailsTo = (to: string, kind: string) =>
  s.h.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)));

const finalDetails = (name: string) => ({
  ...guestFinalDetails(name),
  certificationLevel: "Advanced Open Water",
  wetsuitSize: "M",
  diet: "=cmd|' /C calc'!A0",
});

describe(`admin bookings on ${process.env.TEST_DB}`, () => {
  it("a new booking queues booking-received with the due date and a payment link", async () => {
    const { user, booking } = await booked(1);
    const [mail] = await mailsTo(user.email, "booking-received");
    expect(mail!.text).toContain(`/deferred-payment/${booking.id}`);
    expect(mail!.text).toContain("26/11/2026");
  });

  it("records a bank transfer: the deposit confirms the booking; more than what is outstanding is refused", async () => {
    const { booking, cookie } = await booked();
    const tooMuch = await adminCall("POST", `/booking/${booking.id}/payment`, {
      amount: 40_001,
      method: "bank transfer",
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toMatch(/more than what is outstanding \(THB 40,000\)/);
    const response = await adminCall("POST", `/booking/${booking.id}/payment`, {
      amount: 12_000,
      method: "bank transfer",
      note: "Ref 8841",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().booking).toMatchObject({
      state: "confirmed",
      paid: 12_000,
      paymentInfo: { status: "DEPOSIT PAID" },
    });
    const mine = (await s.h.app.inject({ url: `/api/v1/booking/${booking.id}`, headers: { cookie } })).json()
      .booking;
    expect(mine.paid).toBe(12_000);
    expect(
      (await adminCall("POST", `/booking/${booking.id}/payment`, { amount: -5, method: "cash" })).statusCode,
    ).toBe(400);
    expect(
      (await adminCall("POST", `/booking/${booking.id}/payment`, { amount: 5, method: "cheque" })).statusCode,
    ).toBe(400);
  });

  it("lists bookings with filters and totals", async () => {
    const first = await booked(1);
    await adminCall("POST", `/booking/${first.booking.id}/payment`, { amount: 20_000, method: "cash" });
    const list = (await adminCall("GET", `/bookings?trip=${first.tripId}`)).json();
    expect(list).toMatchObject({ count: 1, resPerPage: 20, totalPaid: 20_000, totalOutstanding: 0 });
    expect((await adminCall("GET", `/bookings?status=COMPLETED&trip=${first.tripId}`)).json().count).toBe(1);
    expect((await adminCall("GET", `/bookings?status=PENDING&trip=${first.tripId}`)).json().count).toBe(0);
    expect((await adminCall("GET", `/bookings?search=${first.user.email}`)).json().count).toBe(1);
    expect((await adminCall("GET", "/bookings?status=paid")).statusCode).toBe(400);
    expect((await adminCall("GET", "/bookings?due=later")).statusCode).toBe(400);
  });

  it("cancels a booking with a refund: spaces free at once, the guest told", async () => {
    const { booking, tripId, user } = await booked(2);
    await adminCall("POST", `/booking/${booking.id}/payment`, { amount: 12_000, method: "bank transfer" });
    const response = await adminCall("POST", `/booking/${booking.id}/cancel`);
    expect(response.json()).toMatchObject({
      success: true,
      refunded: 12_000,
      booking: { state: "cancelled" },
    });
    const trip = (await s.h.app.inject({ url: `/api/v1/trip/${tripId}` })).json().trip;
    expect(trip.spacesLeft).toBe(4);
    expect(await mailsTo(user.email, "booking-cancelled")).toHaveLength(1);
    const rows = await s.h.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(rows.map((row) => row.kind).sort()).toEqual(["deposit", "refund"]);
    expect((await adminCall("POST", `/booking/${booking.id}/cancel`)).statusCode).toBe(409);
  });

  it("moves a booking to another departure when its spaces are free there, and refuses when not", async () => {
    const { booking } = await booked(2);
    const target = await newTrip();
    const moved = await adminCall("POST", `/booking/${booking.id}/move`, { tripId: target });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().booking.trip.id).toBe(target);
    const full = await booked(4);
    const refused = await adminCall("POST", `/booking/${booking.id}/move`, { tripId: full.tripId });
    expect(refused.statusCode).toBe(409);
    expect((await adminCall("GET", `/booking/${booking.id}`)).json().booking.trip.id).toBe(target);
  });

  it("extends an expired hold while the spaces are free", async () => {
    const { booking } = await booked(1, "2026-12-05");
    s.h.clock.advance(25 * 60_000);
    try {
      expect((await adminCall("GET", `/booking/${booking.id}`)).json().booking.state).toBe("expired");
      const extended = await adminCall("POST", `/booking/${booking.id}/extend-hold`);
      expect(extended.json().booking).toMatchObject({ state: "held" });
    } finally {
      s.h.clock.now = START;
    }
  });

  it("takes each guest's final details from the owner only, and lists them in the manifest CSV", async () => {
    const { booking, cookie, tripId } = await booked(2);
    const put = (who: string, body: object) =>
      s.h.app.inject({
        method: "PUT",
        url: `/api/v1/booking/${booking.id}/final-details`,
        headers: { cookie: who },
        payload: body,
      });
    expect((await put(cookie, { guests: [finalDetails("Anna Meyer")] })).statusCode).toBe(400);
    const badDate = await put(cookie, {
      guests: [finalDetails("A"), { ...finalDetails("B"), dateOfBirth: "1990-03-02" }],
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toMatch(/Write the date of birth as day\/month\/year/);
    const impossible = await put(cookie, {
      guests: [finalDetails("A"), { ...finalDetails("B"), dateOfBirth: "31/02/1990" }],
    });
    expect(impossible.json().message).toMatch(/31 February 1990 does not exist/);
    const progress = async () =>
      (await s.h.app.inject({ url: `/api/v1/booking/${booking.id}`, headers: { cookie } })).json().booking
        .finalDetails;
    expect(await progress()).toEqual({ done: 0, total: 2 });
    const other = await s.customer();
    expect((await put(other.cookie, { guests: [finalDetails("A"), finalDetails("B")] })).statusCode).toBe(
      404,
    );
    expect(
      (await put(cookie, { guests: [finalDetails("Anna Meyer"), finalDetails("Ben Meyer")] })).statusCode,
    ).toBe(200);
    expect(await progress()).toEqual({ done: 2, total: 2 });

    const csv = await adminCall("GET", `/trip/${tripId}/manifest.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    const lines = csv.body.trim().split("\n");
    expect(lines[0]).toMatch(/^Cabin,Guest,Nationality,Passport/);
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain("Anna Meyer");
    expect(csv.body).toContain("X1234567");
    expect(csv.body).not.toMatch(/,=cmd/); // a formula is written as text
    expect(
      (await s.h.app.inject({ url: `/api/v1/admin/trip/${tripId}/manifest.csv`, headers: { cookie } }))
        .statusCode,
    ).toBe(403);
  });

  it("cancelling a departure tells each booking's lead guest", async () => {
    const { tripId, user } = await booked(1);
    const cancel = await adminCall("POST", `/trip/${tripId}/cancel`);
    expect(cancel.json().guestsToTell).toBe(1);
    expect(await mailsTo(user.email, "trip-cancelled")).toHaveLength(1);
  });

  it("the sweep reminds before a payment falls due, once, even when run twice at once", async () => {
    const { user } = await booked(1);
    s.h.clock.now = new Date(START.getTime() + 2 * 86_400_000); // one day before the deposit is due
    try {
      const [a, b] = await Promise.all([s.h.services.bookingSweep.run(), s.h.services.bookingSweep.run()]);
      expect(a + b).toBeGreaterThanOrEqual(1);
      expect(await mailsTo(user.email, "payment-reminder")).toHaveLength(1);
      await s.h.services.bookingSweep.run();
      expect(await mailsTo(user.email, "payment-reminder")).toHaveLength(1);
    } finally {
      s.h.clock.now = START;
    }
  });

  it("resends a booking's e-mails as they read now, and refuses those that do not apply", async () => {
    const { user, booking } = await booked(1);
    const resend = (kind: string) => adminCall("POST", `/booking/${booking.id}/resend`, { kind });

    const again = await resend("booking-received");
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().mail).toMatchObject({ kind: "booking-received", to: user.email });
    expect(await mailsTo(user.email, "booking-received")).toHaveLength(2);

    // Nothing paid: no receipt, and an unconfirmed booking is not asked for final details.
    for (const kind of ["payment-receipt", "final-details-request"]) {
      const refused = await resend(kind);
      expect(refused.statusCode, kind).toBe(409);
      expect(refused.json().message.length).toBeGreaterThan(10);
    }
    expect(await mailsTo(user.email, "payment-receipt")).toHaveLength(0);

    const reminder = await resend("payment-reminder");
    expect(reminder.statusCode, reminder.body).toBe(200);
    const [remind] = await mailsTo(user.email, "payment-reminder");
    expect(remind!.text).toContain(`/deferred-payment/${booking.id}`);

    const paid = await adminCall("POST", `/booking/${booking.id}/payment`, {
      amount: booking.total,
      method: "bank transfer",
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const receipt = await resend("payment-receipt");
    expect(receipt.statusCode, receipt.body).toBe(200);
    const receipts = await mailsTo(user.email, "payment-receipt");
    expect(receipts.length).toBeGreaterThanOrEqual(1);
    expect(receipts.at(-1)!.text).toContain(`THB ${booking.total.toLocaleString("en")}`);
    expect(receipts.at(-1)!.text).toContain("COMPLETED");
    // Paid up: no reminder; confirmed: the final-details request goes.
    expect((await resend("payment-reminder")).statusCode).toBe(409);
    expect((await resend("final-details-request")).statusCode).toBe(200);
    expect(await mailsTo(user.email, "final-details-request")).toHaveLength(1);

    const unknown = await resend("welcome");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain("kind must be one of");
    expect(
      (await adminCall("POST", `/booking/${randomUUID()}/resend`, { kind: "booking-received" })).statusCode,
    ).toBe(404);
  });

  it("refuses customers on the admin booking calls", async () => {
    const { cookie, booking } = await booked(1);
    for (const [method, url] of [
      ["GET", "/bookings"],
      ["GET", `/booking/${booking.id}`],
      ["POST", `/booking/${booking.id}/cancel`],
      ["POST", `/booking/${booking.id}/payment`],
      ["POST", `/booking/${booking.id}/resend`],
    ] as const) {
      expect(
        (await s.h.app.inject({ method, url: `/api/v1/admin${url}`, headers: { cookie } })).statusCode,
      ).toBe(403);
    }
  });
});
