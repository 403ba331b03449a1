/**
 * The booking calls on each database: amounts computed by the server whatever the
 * body says, holds that expire by the clock alone, capacity refused with 409, at most 3 unpaid bookings,
 * the agent's net rate, and a booking seen only by its owner. The clock starts at 23 November 2026,
 * noon in Bangkok.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings, cabinTypes } from "../../db/schema.ts";
import { makeBoat, makeCourse } from "../../tests/support/factories.ts";
import { SCENARIO_START as START, scenarioForFile } from "../../tests/support/scenario.ts";

// Departures of the test boat: 4 nights, 10% off, 1,700 THB fees, each a week after the last.
const s = scenarioForFile({
  boat: {
    name: "MV Booking Test",
    cabins: [
      { name: "Standard twin", spaces: 2, cabinCount: 2, price: 3_000_000 },
      { name: "Master suite", spaces: 2, cabinCount: 1, price: 4_000_000 },
    ],
  },
  departures: { from: "2027-01-01", nights: 4, fields: { discount: 10, fees: 1700 } },
});
let twin: string;
let suite: string;
let courseId: string;

beforeAll(async () => {
  [twin, suite] = s.cabins as [string, string];
  courseId = (await makeCourse(s.h.database.db, { name: "Advanced Open Water", price: 1_500_000 })).id;
});

const newTrip = (departure?: string) => s.trip({ departure });
const customer = (role: "customer" | "agent" = "customer", agentDiscount = 0) =>
  s.customer({ role, agentDiscount });

function book(cookie: string, body: unknown) {
  return s.h.app.inject({
    method: "POST",
    url: "/api/v1/booking/new",
    headers: { cookie },
    payload: body as object,
  });
}

describe(`booking calls on ${process.env.TEST_DB}`, () => {
  it("books two guests (201): every amount from the server, a hold until the deposit is due", async () => {
    const tripId = await newTrip();
    const { cookie, user } = await customer();
    const response = await book(cookie, {
      tripId,
      guestArray: [
        {
          cabinId: twin,
          name: "Ann Diver",
          equipment: ["full-set", "torch"],
          courses: [{ courseId, crewPak: true }],
        },
        { cabinId: twin, name: "Bo Diver" },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { booking } = response.json();
    // The answer is built from the rows in hand; it must be what reading the booking back gives.
    const readBack = await s.h.app.inject({
      method: "GET",
      url: `/api/v1/booking/${booking.id}`,
      headers: { cookie },
    });
    expect(readBack.json().booking).toEqual(booking);
    // Ann: 30,000 less 10% = 27,000 + fees 1,700 + full set 3,500 + torch 500 + course 15,000 + crew pak 3,000.
    // Bo: 27,000 + 1,700.
    expect(booking.total).toBe(50_700 + 28_700);
    expect(booking.deposit).toBe(23_820); // 30% of 79,400
    expect(booking).toMatchObject({
      state: "held",
      paid: 0,
      pending: 79_400,
      paymentInfo: { status: "PENDING" },
      discount: 10,
      agentDiscount: 0,
      userId: user.id,
      holdExpiresAt: "2026-11-26T05:00:00.000Z",
      dueDate: "2026-11-26T05:00:00.000Z",
      leadGuest: { firstName: user.firstName, email: user.email },
    });
    expect(booking.guestArray[0]).toMatchObject({
      name: "Ann Diver",
      cabinId: twin,
      cabinName: "Standard twin",
      cabinPrice: 30_000,
      fees: 1_700,
      equipmentPrice: 4_000,
      courses: [{ courseId, name: "Advanced Open Water", coursePrice: 15_000, crewPak: true }],
    });
    const trip = (await s.h.app.inject({ url: `/api/v1/trip/${tripId}` })).json().trip;
    expect(trip.cabins.find((c: { cabinId: string }) => c.cabinId === twin).spacesLeft).toBe(2);
  });

  it("tells the page cache when a booking or an admin's cancellation changes a departure's spaces", async () => {
    const tripId = await newTrip();
    const { cookie } = await customer();
    const changes: unknown[] = [];
    const stop = s.h.services.contentEvents.on((change) => changes.push(change));
    try {
      const refused = await book(cookie, {
        tripId,
        guestArray: [1, 2, 3, 4, 5].map(() => ({ cabinId: twin })),
      });
      expect(refused.statusCode).toBe(409);
      expect(changes, "a refused booking changes nothing").toEqual([]);
      const response = await book(cookie, { tripId, guestArray: [{ cabinId: twin }] });
      expect(response.statusCode).toBe(201);
      expect(changes).toEqual([{ kind: "spaces", id: tripId }]);
      const cancelled = await s.h.app.inject({
        method: "POST",
        url: `/api/v1/admin/booking/${response.json().booking.id}/cancel`,
        headers: { cookie: s.admin },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(changes).toEqual([
        { kind: "spaces", id: tripId },
        { kind: "spaces", id: tripId },
      ]);
    } finally {
      stop();
    }
  });

  it("ignores any price, total, status or discount the client sends", async () => {
    const tripId = await newTrip();
    const { cookie } = await customer();
    const response = await book(cookie, {
      tripId,
      total: 1,
      discount: 100,
      agentDiscount: 100,
      paymentInfo: { status: "COMPLETED" },
      guestArray: [
        {
          cabinId: suite,
          cabinPrice: 1,
          price: 1,
          fees: 0,
          equipment: [],
          courses: [{ courseId, coursePrice: 1, crewPak: false }],
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().booking).toMatchObject({
      total: 36_000 + 1_700 + 15_000,
      discount: 10,
      agentDiscount: 0,
      paymentInfo: { status: "PENDING" },
    });
  });

  it("an agent books at the net rate: the discounted cabin price alone", async () => {
    const tripId = await newTrip();
    const { cookie } = await customer("agent", 20);
    const response = await book(cookie, { tripId, guestArray: [{ cabinId: twin, equipment: ["bcd"] }] });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().booking).toMatchObject({ total: 21_600, agentDiscount: 20 }); // 30,000 − 10% − 20%
  });

  it("refuses spaces that are not free (409) and writes nothing", async () => {
    const tripId = await newTrip();
    const first = await customer();
    expect(
      (await book(first.cookie, { tripId, guestArray: [{ cabinId: suite }, { cabinId: suite }] })).statusCode,
    ).toBe(201);
    const second = await customer();
    const before = await s.h.database.db.select({ n: sql<number>`count(*)` }).from(bookings);
    const full = await book(second.cookie, { tripId, guestArray: [{ cabinId: suite }] });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe("Master suite is sold out on this departure");
    const tooMany = await book(second.cookie, {
      tripId,
      guestArray: Array.from({ length: 5 }, () => ({ cabinId: twin })),
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toMatch(
      /Only 4 spaces are free in Standard twin on this departure; you asked for 5/,
    );
    expect(await s.h.database.db.select({ n: sql<number>`count(*)` }).from(bookings)).toEqual(before);
  });

  it("a hold expires by time alone: its spaces are free again, and it cannot be revived over capacity", async () => {
    // Within 30 days of departure the deposit is due at once: the hold lasts the 20-minute checkout window.
    const tripId = await newTrip("2026-12-10");
    const first = await customer();
    const held = (
      await book(first.cookie, { tripId, guestArray: [{ cabinId: suite }, { cabinId: suite }] })
    ).json().booking;
    expect(held.holdExpiresAt).toBe("2026-11-23T05:20:00.000Z");
    const second = await customer();
    expect((await book(second.cookie, { tripId, guestArray: [{ cabinId: suite }] })).statusCode).toBe(409);
    s.h.clock.advance(21 * 60_000);
    try {
      const mine = (
        await s.h.app.inject({ url: `/api/v1/booking/${held.id}`, headers: { cookie: first.cookie } })
      ).json().booking;
      expect(mine).toMatchObject({ state: "expired", holdExpiresAt: null, dueDate: null });
      expect((await book(second.cookie, { tripId, guestArray: [{ cabinId: suite }] })).statusCode).toBe(201);
      // The database refuses to bring the expired hold back while its spaces are taken.
      await expect(
        s.h.database.db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('app.now', ${s.h.clock.now.toISOString()}, true)`);
          await tx
            .update(bookings)
            .set({ holdExpiresAt: new Date(s.h.clock.now.getTime() + 3_600_000) })
            .where(eq(bookings.id, held.id));
        }),
      ).rejects.toThrow();
    } finally {
      s.h.clock.now = START;
    }
  });

  it("a customer holds at most 3 unpaid bookings at once", async () => {
    const { cookie } = await customer();
    for (let i = 0; i < 3; i++) {
      const tripId = await newTrip();
      expect((await book(cookie, { tripId, guestArray: [{ cabinId: twin }] })).statusCode).toBe(201);
    }
    const tripId = await newTrip();
    const fourth = await book(cookie, { tripId, guestArray: [{ cabinId: twin }] });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toMatch(/You already hold 3 unpaid bookings/);
  });

  it("refuses bad input with a message", async () => {
    const tripId = await newTrip();
    const { cookie } = await customer();
    const otherBoat = await makeBoat(s.h.database.db);
    const [otherCabin] = await s.h.database.db
      .select()
      .from(cabinTypes)
      .where(eq(cabinTypes.boatId, otherBoat.id));
    for (const [body, status, message] of [
      [{ tripId, guestArray: [] }, 400, /at least one guest/],
      [{ tripId, guestArray: [{ cabinId: otherCabin!.id }] }, 400, /not a cabin type of this departure/],
      [{ tripId, guestArray: [{ cabinId: twin, equipment: ["fins"] }] }, 400, /equipment must be a list of/],
      [
        { tripId, guestArray: [{ cabinId: twin, courses: [{ courseId: tripId }] }] },
        400,
        /no course has the id/,
      ],
      [
        { tripId: "00000000-0000-4000-8000-000000000000", guestArray: [{ cabinId: twin }] },
        404,
        /Trip not found/,
      ],
      [{ tripId, guestArray: [{ cabinId: twin }], leadGuest: { firstName: "A" } }, 400, /required|Email/],
    ] as const) {
      const response = await book(cookie, body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toMatch(message);
    }
  });

  it("only the owner and admins see a booking; visitors must sign in", async () => {
    const tripId = await newTrip();
    const owner = await customer();
    const { booking } = (await book(owner.cookie, { tripId, guestArray: [{ cabinId: twin }] })).json();
    const other = await customer();
    expect(
      (await s.h.app.inject({ url: `/api/v1/booking/${booking.id}`, headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await s.h.app.inject({ url: `/api/v1/booking/${booking.id}`, headers: { cookie: s.admin } }))
        .statusCode,
    ).toBe(200);
    expect((await s.h.app.inject({ url: `/api/v1/booking/${booking.id}` })).statusCode).toBe(401);
    expect((await book("", { tripId, guestArray: [{ cabinId: twin }] })).statusCode).toBe(401);
    const mine = (
      await s.h.app.inject({ url: "/api/v1/bookings/me", headers: { cookie: owner.cookie } })
    ).json();
    expect(mine).toMatchObject({ success: true, totalAmount: 28_700, pending: 28_700 });
    expect(mine.bookings.map((b: { id: string }) => b.id)).toEqual([booking.id]);
    expect(
      (await s.h.app.inject({ url: "/api/v1/bookings/me", headers: { cookie: other.cookie } })).json()
        .bookings,
    ).toEqual([]);
  });

  it("an admin cannot cut a departure's capacity below its held spaces", async () => {
    const tripId = await newTrip();
    const { cookie } = await customer();
    expect(
      (await book(cookie, { tripId, guestArray: [{ cabinId: twin }, { cabinId: twin }, { cabinId: twin }] }))
        .statusCode,
    ).toBe(201);
    const cut = await s.h.app.inject({
      method: "PUT",
      url: `/api/v1/admin/trip/${tripId}`,
      headers: { cookie: s.admin },
      payload: {
        cabins: [
          { cabinId: twin, price: 30000, spaces: 2 },
          { cabinId: suite, price: 40000, spaces: 2 },
        ],
      },
    });
    expect(cut.statusCode).toBe(409);
    expect(cut.json().message).toMatch(/Standard twin: 3 spaces are already booked or held/);
    expect(
      (
        await s.h.app.inject({
          method: "DELETE",
          url: `/api/v1/admin/trip/${tripId}`,
          headers: { cookie: s.admin },
        })
      ).statusCode,
    ).toBe(409);
    const cancel = await s.h.app.inject({
      method: "POST",
      url: `/api/v1/admin/trip/${tripId}/cancel`,
      headers: { cookie: s.admin },
    });
    expect(cancel.json().guestsToTell).toBe(3);
  });

  it("prices from the kept departure never charge a price changed behind its back", async () => {
    // Bookings are priced from kept copies (core/bookings/booking-offers.ts) that the content feed
    // drops on an admin's change; here every change is written straight to the database, so the
    // copies are stale and only place_booking's comparison under its locks can catch them.
    const tripId = await newTrip();
    const { cookie } = await customer();
    const db = s.h.database.db;
    await db.execute(sql`update trip_cabins set spaces = 20 where trip_id = ${tripId}`);
    const lead = {
      firstName: "Lea",
      lastName: "Guest",
      email: "lea.guest@example.com",
      phone: "+66 81 234 5678",
      country: "Thailand",
      countryCode: "th",
    };
    const guest = { cabinId: twin, equipment: ["torch"], courses: [{ courseId, crewPak: true }] };
    /** Books the guest above as a new customer; answers the booking, checked against a read-back. */
    const bookNow = async () => {
      const { cookie: other } = await customer();
      const response = await book(other, { tripId, guestArray: [guest], leadGuest: lead });
      expect(response.statusCode, response.body).toBe(201);
      const booking = response.json().booking;
      const readBack = await s.h.app.inject({
        method: "GET",
        url: `/api/v1/booking/${booking.id}`,
        headers: { cookie: other },
      });
      expect(readBack.json().booking).toEqual(booking);
      return booking;
    };
    // 30,000 less 10% = 27,000 + fees 1,700 + torch 500 + course 15,000 + crew pak 3,000.
    expect((await bookNow()).total).toBe(27_000 + 1_700 + 500 + 15_000 + 3_000);
    try {
      // One price at a time, each caught on its own.
      await db.execute(sql`update trip_cabins set price = 3500000 where trip_id = ${tripId}`);
      const cabin = await bookNow();
      expect(cabin.guestArray[0].cabinPrice).toBe(35_000);
      expect(cabin.total).toBe(31_500 + 1_700 + 500 + 15_000 + 3_000);
      expect(cabin.leadGuest).toEqual(lead);

      await db.execute(sql`update trips set fees = 200000 where id = ${tripId}`);
      expect((await bookNow()).total).toBe(31_500 + 2_000 + 500 + 15_000 + 3_000);

      await db.execute(sql`update rentals set price = 70000 where id = 'torch'`);
      expect((await bookNow()).total).toBe(31_500 + 2_000 + 700 + 15_000 + 3_000);

      await db.execute(sql`update courses set price = 1600000 where id = ${courseId}`);
      expect((await bookNow()).total).toBe(31_500 + 2_000 + 700 + 16_000 + 3_000);

      // Cancelled behind the copies' back: refused, and nothing is written.
      await db.execute(sql`update trips set status = 'cancelled' where id = ${tripId}`);
      const before = await db.select({ n: sql<number>`count(*)` }).from(bookings);
      const refused = await book(cookie, { tripId, guestArray: [{ cabinId: twin }] });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe("This departure is cancelled and cannot be booked");
      expect(await db.select({ n: sql<number>`count(*)` }).from(bookings)).toEqual(before);
    } finally {
      await db.execute(sql`update rentals set price = 50000 where id = 'torch'`);
      await db.execute(sql`update courses set price = 1500000 where id = ${courseId}`);
    }
  });
});
