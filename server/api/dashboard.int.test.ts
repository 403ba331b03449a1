/**
 * The operator's dashboard against a scenario with known answers on each database: the clock stands at
 * 1 December 2026, noon in Bangkok (05:00Z). Payments and refunds straddle the month boundary in
 * Bangkok time (2026-11-30T18:00Z is 1 December there, 16:00Z still 30 November), one falls before the
 * season opens, bookings are confirmed, held, run out and cancelled.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, mailOutbox, payments, reviews, tripCabins } from "../../db/schema.ts";
import { type ApiHarness, apiCall, signedInUser, signInAdmin } from "../../tests/support/api-harness.ts";
import { makeCourse } from "../../tests/support/factories.ts";
import { openScenario } from "../../tests/support/scenario.ts";

const NOW = new Date("2026-12-01T05:00:00Z");
let h: ApiHarness;
let admin: string;
let boatId: string;
let twin: string;
const trip: Record<string, string> = {};
const booking: Record<string, string> = {};
let courseBookingId: string;
let courseDateId: string;
let twinSpaces: number;

const at = (iso: string) => {
  h.clock.now = new Date(iso);
};

async function newTrip(departure: string, days = 3) {
  const returnDate = new Date(Date.parse(`${departure}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const response = await apiCall(h, admin, "POST", "/admin/trip/new", {
    boatId,
    departure,
    returnDate,
    title: `Trip ${departure}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().trip.id as string;
}

async function book(tripId: string, guests: number) {
  const { cookie } = await signedInUser(h);
  const response = await apiCall(h, cookie, "POST", "/booking/new", {
    tripId,
    guestArray: Array.from({ length: guests }, (_, i) => ({ cabinId: twin, name: `Guest ${i + 1}` })),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().booking.id as string;
}

async function pay(bookingId: string, amountThb: number, succeededAt: string, kind = "full") {
  await h.database.db.insert(payments).values({
    bookingId,
    provider: "offline",
    kind,
    amount: amountThb * 100,
    state: "succeeded",
    idempotencyKey: `${bookingId}-${succeededAt}-${kind}`,
    succeededAt: new Date(succeededAt),
  });
}

beforeAll(async () => {
  const s = await openScenario({
    start: new Date("2026-09-01T05:00:00Z"),
    boat: { name: "MV Dashboard", cabins: [{ name: "Twin", spaces: 2, cabinCount: 3, price: 2_000_000 }] },
  });
  ({ h, admin, boatId } = s);
  twin = s.cabin;

  trip.past = await newTrip("2026-10-20");
  trip.a = await newTrip("2026-12-20");
  trip.c = await newTrip("2027-01-20");
  trip.b = await newTrip("2027-03-01");
  [{ spaces: twinSpaces }] = (await h.database.db
    .select({ spaces: tripCabins.spaces })
    .from(tripCabins)
    .where(eq(tripCabins.tripId, trip.a))) as [{ spaces: number }];

  // An old booking, paid in part before and after the season opened, then cancelled with a refund.
  at("2026-09-15T05:00:00Z");
  booking.old = await book(trip.past, 1);
  // B1: two guests in December, paid across the month boundary, confirmed below its deposit.
  at("2026-11-20T05:00:00Z");
  booking.expired = await book(trip.b, 1);
  at("2026-11-25T05:00:00Z");
  booking.b1 = await book(trip.a, 2);
  at("2026-11-29T05:00:00Z");
  booking.cancelled = await book(trip.b, 1);
  at("2026-11-30T05:00:00Z");
  booking.b2 = await book(trip.b, 1);

  const db = h.database.db;
  await db
    .update(bookings)
    .set({ state: "confirmed", holdExpiresAt: null })
    .where(inArray(bookings.id, [booking.b1!, booking.old!]));
  await db
    .update(bookings)
    .set({ state: "cancelled" })
    .where(inArray(bookings.id, [booking.old!, booking.cancelled!]));

  await pay(booking.old!, 7_000, "2026-09-20T05:00:00Z", "deposit");
  await pay(booking.old!, 2_000, "2026-10-15T05:00:00Z");
  await pay(booking.old!, 500, "2026-11-30T16:30:00Z", "refund");
  await pay(booking.b1!, 3_000, "2026-11-30T16:00:00Z", "deposit");
  await pay(booking.b1!, 5_000, "2026-11-30T18:00:00Z");
  await pay(booking.b1!, 1_000, "2026-12-01T02:00:00Z", "refund");
  // Neither an open payment nor a failed one is money received.
  await db.insert(payments).values({
    bookingId: booking.b2!,
    provider: "offline",
    kind: "deposit",
    amount: 999_900,
    state: "open",
    idempotencyKey: "open-one",
  });

  // A course date with a held booking of two students (28,000 THB).
  const course = await makeCourse(db, {
    name: "Open Water Diver",
    price: 1_400_000,
    durationDays: 4,
    minimumAge: 10,
  });
  at("2026-11-28T05:00:00Z");
  // A session lasts less than the months the clock moved: sign in again.
  admin = (await signInAdmin(h)).cookie;
  const date = await apiCall(h, admin, "POST", `/admin/course/${course.id}/date/new`, {
    start: "2026-12-10",
    seats: 6,
  });
  expect(date.statusCode, date.body).toBe(201);
  courseDateId = date.json().date.id;
  at("2026-12-01T04:55:00Z");
  const { cookie } = await signedInUser(h);
  const courseBooking = await apiCall(h, cookie, "POST", "/course-booking/new", {
    courseDateId,
    studentArray: [
      { firstName: "Ann", lastName: "Lee" },
      { firstName: "Bo", lastName: "Lee" },
    ],
  });
  expect(courseBooking.statusCode, courseBooking.body).toBe(201);
  courseBookingId = courseBooking.json().courseBooking.id;

  await db
    .insert(reviews)
    .values([{ bookingId: booking.old!, rating: 5, title: "Great", text: "Mantas", status: "pending" }]);
  await db.insert(mailOutbox).values([
    { toAddress: "a@example.com", subject: "x", text: "x", kind: "test", status: "failed" },
    { toAddress: "b@example.com", subject: "x", text: "x", kind: "test", status: "failed" },
    { toAddress: "c@example.com", subject: "x", text: "x", kind: "test", status: "sent" },
  ]);
  at(NOW.toISOString());
  admin = (await signInAdmin(h)).cookie;
}, 60_000);

afterAll(async () => {
  await h.close();
});

async function dashboard() {
  const response = await apiCall(h, admin, "GET", "/admin/dashboard");
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe(`the dashboard on ${process.env.TEST_DB}`, () => {
  it("answers exactly the listed fields", async () => {
    expect(Object.keys(await dashboard()).sort()).toEqual(
      [
        "success",
        "received",
        "refunded",
        "outstanding",
        "dueSoon",
        "overdue",
        "departures",
        "courseDates",
        "latestBookings",
        "pendingReviews",
        "failedMails",
        "receivedByMonth",
        "occupancy",
      ].sort(),
    );
  });

  it("counts money received and refunded by Bangkok day, month and season (THB)", async () => {
    const answer = await dashboard();
    // Today and December: 5,000 at 01:00 on 1 December in Bangkok; 3,000 at 23:00 on 30 November is
    // November; 2,000 in October is this season; 7,000 in September is before it opened.
    expect(answer.received).toEqual({ today: 5_000, month: 5_000, season: 10_000 });
    expect(answer.refunded).toEqual({ today: 1_000, month: 1_000, season: 1_500 });
    expect(answer.receivedByMonth).toEqual([
      { month: "2026-10", amount: 2_000 },
      { month: "2026-11", amount: 3_000 },
      { month: "2026-12", amount: 5_000 },
      { month: "2027-01", amount: 0 },
      { month: "2027-02", amount: 0 },
      { month: "2027-03", amount: 0 },
      { month: "2027-04", amount: 0 },
      { month: "2027-05", amount: 0 },
    ]);
  });

  it("sums what live bookings of both kinds owe, and lists payments overdue and due within 7 days", async () => {
    const answer = await dashboard();
    // B1: 40,000 less 8,000 paid plus the 1,000 refunded; B2 held, nothing paid; the course booking
    // held; the cancelled and the run-out bookings owe nothing.
    expect(answer.outstanding).toBe(33_000 + 20_000 + 28_000);
    // B1's deposit fell due on 28 November (3 days after booking, within 30 days of departure: now).
    expect(answer.overdue).toEqual([
      expect.objectContaining({
        id: booking.b1,
        pending: 33_000,
        departure: "2026-12-20",
        dueDate: NOW.toISOString(),
      }),
    ]);
    // B2's deposit falls due 3 days after 30 November.
    expect(answer.dueSoon).toEqual([
      expect.objectContaining({ id: booking.b2, pending: 20_000, dueDate: "2026-12-03T05:00:00.000Z" }),
    ]);
  });

  it("shows the next departures per cabin type (paid, held, free) and the next course dates' seats", async () => {
    const answer = await dashboard();
    expect(answer.departures.map((d: { tripId: string }) => d.tripId)).toEqual([trip.a, trip.c, trip.b]);
    expect(answer.departures[0].cabins).toEqual([
      { cabinType: "Twin", spaces: twinSpaces, paid: 2, held: 0, free: twinSpaces - 2 },
    ]);
    expect(answer.departures[2].cabins).toEqual([
      { cabinType: "Twin", spaces: twinSpaces, paid: 0, held: 1, free: twinSpaces - 1 },
    ]);
    expect(answer.courseDates).toEqual([
      expect.objectContaining({
        id: courseDateId,
        startDate: "2026-12-10",
        seats: 6,
        paid: 0,
        held: 2,
        free: 4,
      }),
    ]);
  });

  it("charts occupancy per departure of the next 8 weeks only", async () => {
    const answer = await dashboard();
    expect(answer.occupancy).toEqual([
      expect.objectContaining({ tripId: trip.a, spaces: twinSpaces, paid: 2, held: 0, free: twinSpaces - 2 }),
      expect.objectContaining({ tripId: trip.c, spaces: twinSpaces, paid: 0, held: 0, free: twinSpaces }),
    ]);
  });

  it("lists the latest bookings of both kinds, newest first, and counts pending reviews and failed mails", async () => {
    const answer = await dashboard();
    expect(answer.latestBookings.map((b: { id: string; state: string }) => [b.id, b.state])).toEqual([
      [courseBookingId, "held"],
      [booking.b2, "held"],
      [booking.cancelled, "cancelled"],
      [booking.b1, "confirmed"],
      [booking.expired, "expired"],
      [booking.old, "cancelled"],
    ]);
    expect(answer.latestBookings[0]).toMatchObject({ kind: "course", total: 28_000 });
    expect(answer.latestBookings[1]).toMatchObject({ kind: "trip", href: `/admin/booking/${booking.b2}` });
    expect(answer.pendingReviews).toBe(1);
    expect(answer.failedMails).toBe(2);
  });
});
