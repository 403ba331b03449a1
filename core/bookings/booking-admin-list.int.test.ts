/**
 * The admin bookings list pages and filters in the database. A season of 96 bookings (three departures,
 * two booking days, four states, four ways of having paid) is read page by page under every filter and
 * compared with the rules the booking views apply one booking at a time (payment status, state at the
 * clock, due date: core/bookings/booking-money.ts, core/shared/holds.ts), and with counts known from
 * how the season was made.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, payments, trips } from "../../db/schema.ts";
import { makeBoat, makeUser } from "../../tests/support/factories.ts";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database.ts";
import { type AdminBookingQuery, listAdminBookings } from "./booking-admin-list.ts";
import { BookingService, type BookingView } from "./booking-service.ts";
import {
  bookerContact,
  expectedFigures,
  expectPagesOfTwenty,
  expectSameFigures,
  offlinePayment,
  readAllPages,
  SEASON_STATES,
  storedHold,
} from "../../tests/support/admin-list.ts";

const NOW = new Date("2026-11-23T05:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TOTAL = 4_000_000;
const DEPOSIT = 1_200_000;

const paidWays = ["nothing", "deposit", "in full", "in full less a refund"] as const;

describe(`the admin bookings list on ${process.env.TEST_DB}`, () => {
  let database: TestDatabase;
  let service: BookingService;
  let all: BookingView[];
  let tripIds: string[];

  const list = (query: AdminBookingQuery) =>
    listAdminBookings({ db: database.db, now: NOW, bookings: service }, query);

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    service = new BookingService({ db, now: () => NOW, mail: { queue: async () => {}, wake: () => {} } });
    const boat = await makeBoat(db, { name: "MV List" });
    const user = await makeUser(db);
    // Far ahead (balance due in January), balance due in four days, balance due already.
    const departures = ["2027-03-01", "2026-12-27", "2026-12-15"];
    tripIds = (
      await db
        .insert(trips)
        .values(
          departures.map((departure, i) => ({
            boatId: boat.id,
            departure,
            returnDate: departure.replace(/\d\d$/, (d) => String(Number(d) + 3).padStart(2, "0")),
            nights: 3,
            title: `List trip ${i}`,
          })),
        )
        .returning({ id: trips.id })
    ).map((trip) => trip.id);
    const made: {
      tripId: string;
      bookedAgo: number;
      state: (typeof SEASON_STATES)[number];
      paidWay: (typeof paidWays)[number];
    }[] = [];
    for (const tripId of tripIds) {
      // Booked yesterday (deposit due in two days) and ten days ago (deposit overdue).
      for (const bookedAgo of [DAY, 10 * DAY]) {
        for (const state of SEASON_STATES) {
          for (const paidWay of paidWays) made.push({ tripId, bookedAgo, state, paidWay });
        }
      }
    }
    const ids = await db
      .insert(bookings)
      .values(
        made.map(({ tripId, bookedAgo, state }, i) => ({
          tripId,
          userId: user.id,
          leadGuest: bookerContact("Guest", `L${i + 1}`, i + 1),
          total: TOTAL,
          deposit: DEPOSIT,
          ...storedHold(state, NOW),
          // A minute apart, and a tie every 16 bookings: the list's order must still be total.
          createdAt: new Date(NOW.getTime() - bookedAgo - ((i + 1) % 16) * 60_000),
        })),
      )
      .returning({ id: bookings.id, lastName: sql<string>`${bookings.leadGuest}->>'lastName'` });
    const byName = new Map(ids.map((row) => [row.lastName, row.id]));
    await db.insert(payments).values(
      made.flatMap(({ paidWay }, i) => {
        const pay = (kind: string, amount: number, state?: string) =>
          offlinePayment({ bookingId: byName.get(`L${i + 1}`)! }, kind, amount, state);
        // An open payment never counts.
        const rows = [pay("balance", TOTAL, "open")];
        if (paidWay === "deposit") rows.push(pay("deposit", DEPOSIT));
        if (paidWay.startsWith("in full")) rows.push(pay("full", TOTAL));
        if (paidWay === "in full less a refund") rows.push(pay("refund", 1_000_000));
        return rows;
      }),
    );
    all = await service.views({});
  });
  afterAll(() => database.close());

  /** The list's rules applied to each booking's view, one at a time: what the database must agree with. */
  function expected(query: AdminBookingQuery) {
    const soon = NOW.getTime() + 7 * DAY;
    const search = query.search?.toLowerCase();
    const matching = all.filter((booking) => {
      if (query.tripId && booking.trip.id !== query.tripId) return false;
      if (query.status && booking.paymentInfo.status !== query.status && booking.state !== query.status)
        return false;
      const due = booking.dueDate?.getTime();
      if (query.due === "overdue" && !(due !== undefined && due <= NOW.getTime() && booking.pending > 0))
        return false;
      if (query.due === "soon" && !(due !== undefined && due > NOW.getTime() && due <= soon)) return false;
      const text =
        `${booking.leadGuest.firstName} ${booking.leadGuest.lastName} ${booking.leadGuest.email} ${booking.trip.title} ${booking.id}`.toLowerCase();
      return !search || text.includes(search);
    });
    return expectedFigures(matching);
  }

  const read = (query: Omit<AdminBookingQuery, "page">) => (page: number) => list({ ...query, page });
  const rowsOf = (answer: Awaited<ReturnType<typeof list>>) => answer.bookings;

  it("pages every booking newest first, twenty a page, each once, with whole views", async () => {
    const paged = await expectPagesOfTwenty(read({}), rowsOf, {
      count: 96,
      firstRow: { leadGuest: { lastName: expect.any(String) }, trip: { title: expect.any(String) } },
      want: expected({ page: 1 }),
    });
    // In full (less a refund or not) or the deposit, on 96 bookings, each way 24 times.
    expect(paged.totalPaid).toBe(24 * (DEPOSIT + TOTAL + TOTAL - 1_000_000));
  });

  const filters: [string, Omit<AdminBookingQuery, "page">, number | "some"][] = [
    // Payment status: nothing paid, or only the deposit, or part of the total beyond it.
    ["PENDING", { status: "PENDING" }, 24],
    ["DEPOSIT PAID", { status: "DEPOSIT PAID" }, 48],
    ["COMPLETED", { status: "COMPLETED" }, 24],
    // State at the clock: a hold that ran out reads as expired.
    ["held", { status: "held" }, 24],
    ["confirmed", { status: "confirmed" }, 24],
    ["expired", { status: "expired" }, 24],
    ["cancelled", { status: "cancelled" }, 24],
    ["one departure", { tripId: "trip 1" }, 32],
    ["due soon", { due: "soon" }, "some"],
    ["overdue", { due: "overdue" }, "some"],
    ["overdue on the departure with its balance due", { due: "overdue", tripId: "trip 2" }, "some"],
    ["DEPOSIT PAID and due soon", { status: "DEPOSIT PAID", due: "soon" }, "some"],
    ["a search by last name (L1, L10–L19)", { search: "l1" }, 11],
    ["a search by e-mail, any case", { search: "GUEST42@EXAMPLE" }, 1],
    ["a search by departure title", { search: "list trip 2" }, 32],
    ["a search with LIKE's wildcards taken literally", { search: "%_" }, 0],
  ];

  it.each(filters)("filters by %s in the database, as the booking views read", async (_, filter, count) => {
    const query = {
      ...filter,
      ...(filter.tripId ? { tripId: tripIds[Number(filter.tripId.slice(-1))]! } : {}),
    };
    expectSameFigures(await readAllPages(read(query), rowsOf), expected({ ...query, page: 1 }), count);
  });
});
