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
import { checkedList, matchesSearch, matchesStatus, statusFilters } from "../../tests/support/admin-list.ts";
import * as season from "../../tests/support/booking-season.ts";

const NOW = new Date("2026-11-23T05:00:00Z");
const DAY = 24 * 3_600_000;
const TOTAL = 4_000_000;
const DEPOSIT = 1_200_000;

/** A query as the screen sends it, before the page is chosen. */
type Filter = Omit<AdminBookingQuery, "page">;

describe(`the admin bookings list on ${process.env.TEST_DB}`, () => {
  let database: TestDatabase;
  let service: BookingService;
  let all: BookingView[];
  let tripIds: string[];

  const list = checkedList({
    read: (filter: Filter, page: number) =>
      listAdminBookings({ db: database.db, now: NOW, bookings: service }, { ...filter, page }),
    rowsOf: (answer) => answer.bookings,
    views: () => all,
    matches: (booking: BookingView, query: Filter) => {
      const soon = NOW.getTime() + 7 * DAY;
      if (query.tripId && booking.trip.id !== query.tripId) return false;
      if (!matchesStatus(booking, query.status)) return false;
      const due = booking.dueDate?.getTime();
      if (query.due === "overdue" && !(due !== undefined && due <= NOW.getTime() && booking.pending > 0))
        return false;
      if (query.due === "soon" && !(due !== undefined && due > NOW.getTime() && due <= soon)) return false;
      const { firstName, lastName, email } = booking.leadGuest;
      return matchesSearch(query.search, [firstName, lastName, email, booking.trip.title, booking.id]);
    },
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    service = new BookingService(season.serviceDeps(db, NOW));
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
    const made: ({ tripId: string; bookedAgo: number } & season.Kind)[] = [];
    for (const tripId of tripIds) {
      // Booked yesterday (deposit due in two days) and ten days ago (deposit overdue).
      for (const bookedAgo of [DAY, 10 * DAY]) {
        for (const kind of season.KINDS) made.push({ tripId, bookedAgo, ...kind });
      }
    }
    const ids = await db
      .insert(bookings)
      .values(
        made.map(({ tripId, bookedAgo, state }, i) => ({
          tripId,
          userId: user.id,
          leadGuest: season.contact("Guest", `L${i + 1}`, i + 1),
          total: TOTAL,
          deposit: DEPOSIT,
          ...season.booking(state, NOW, bookedAgo, i + 1),
        })),
      )
      .returning({ id: bookings.id, lastName: sql<string>`${bookings.leadGuest}->>'lastName'` });
    const byName = new Map(ids.map((row) => [row.lastName, row.id]));
    await db.insert(payments).values(
      made.flatMap(({ paidWay }, i) =>
        season.payments({ bookingId: byName.get(`L${i + 1}`)! }, paidWay, {
          open: "balance",
          total: TOTAL,
          part: DEPOSIT,
          refund: 1_000_000,
        }),
      ),
    );
    all = await service.views({});
  });
  afterAll(() => database.close());

  it("pages every booking newest first, twenty a page, each once, with whole views", async () => {
    const paged = await list.expectPagesOfTwenty(
      {},
      {
        count: 96,
        firstRow: { leadGuest: { lastName: expect.any(String) }, trip: { title: expect.any(String) } },
      },
    );
    // In full (less a refund or not) or the deposit, on 96 bookings, each way 24 times.
    expect(paged.totalPaid).toBe(24 * (DEPOSIT + TOTAL + TOTAL - 1_000_000));
  });

  const filters: [string, Filter, number | "some"][] = [
    // Payment status: nothing paid, or only the deposit, or part of the total beyond it; then the state
    // at the clock.
    ...statusFilters({ PENDING: 24, "DEPOSIT PAID": 48, COMPLETED: 24 }, 24),
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
    const tripId = filter.tripId && tripIds[Number(filter.tripId.slice(-1))]!;
    await list.expectSameAsViews({ ...filter, ...(tripId ? { tripId } : {}) }, count);
  });
});
