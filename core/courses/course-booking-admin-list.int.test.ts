/**
 * The admin's course bookings list pages and filters in the database. Two courses with two dates each
 * and 64 course bookings (four states, four ways of having paid, two bookers' names) are read page by
 * page under every filter and compared with the rules the course booking views apply one booking at a
 * time (payment status, state at the clock: core/bookings/booking-money.ts, core/shared/holds.ts), and
 * with counts known from how they were made.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseBookings, courseDates, courseStudents, payments } from "../../db/schema.ts";
import { makeCourse, makeUser } from "../../tests/support/factories.ts";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database.ts";
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
import { listAdminCourseBookings } from "./course-booking-admin-list.ts";
import { CourseBookingService } from "./course-booking-service.ts";
import type { CourseBookingView } from "./course-booking-views.ts";
import type { CourseBookingListQuery } from "./course-schemas.ts";

const NOW = new Date("2026-11-23T05:00:00Z");
const HOUR = 3_600_000;
const TOTAL = 1_500_000;

const paidWays = ["nothing", "part", "in full", "in full less a refund"] as const;

/** A query as the screen sends it, the filters it leaves out missing. */
type Filter = Omit<Partial<CourseBookingListQuery>, "page">;

describe(`the admin's course bookings list on ${process.env.TEST_DB}`, () => {
  let database: TestDatabase;
  let service: CourseBookingService;
  let all: CourseBookingView[];
  let courseIds: string[];
  let dateIds: string[];

  const list = (query: Filter & { page: number }) =>
    listAdminCourseBookings(
      { db: database.db, now: NOW, courseBookings: service },
      { search: undefined, ...query },
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    service = new CourseBookingService({
      db,
      now: () => NOW,
      mail: { queue: async () => {}, wake: () => {} },
    });
    const user = await makeUser(db);
    courseIds = [
      (await makeCourse(db, { name: "Open Water Diver" })).id,
      (await makeCourse(db, { name: "Rescue Diver" })).id,
    ];
    dateIds = (
      await db
        .insert(courseDates)
        .values(
          courseIds.flatMap((courseId) =>
            ["2027-01-10", "2027-02-10"].map((startDate) => ({
              courseId,
              startDate,
              endDate: startDate.replace(/10$/, "13"),
              seats: 200,
              price: TOTAL,
            })),
          ),
        )
        .returning({ id: courseDates.id })
    ).map((row) => row.id);
    const made = dateIds.flatMap((courseDateId) =>
      SEASON_STATES.flatMap((state) => paidWays.map((paidWay) => ({ courseDateId, state, paidWay }))),
    );
    const rows = await db
      .insert(courseBookings)
      .values(
        made.map(({ courseDateId, state }, i) => ({
          courseDateId,
          userId: user.id,
          contact: bookerContact(i % 2 ? "Mali" : "Somchai", `K${i + 1}`, i + 1),
          total: TOTAL,
          ...storedHold(state, NOW),
          // A minute apart, and a tie every 16 bookings: the list's order must still be total.
          createdAt: new Date(NOW.getTime() - HOUR - ((i + 1) % 16) * 60_000),
        })),
      )
      .returning({ id: courseBookings.id });
    await db.insert(courseStudents).values(
      rows.map(({ id }, i) => ({
        courseBookingId: id,
        position: 0,
        firstName: "Student",
        lastName: i === 7 ? "Whaleshark" : `S${i + 1}`,
        coursePrice: TOTAL,
        price: TOTAL,
      })),
    );
    await db.insert(payments).values(
      made.flatMap(({ paidWay }, i) => {
        const pay = (kind: string, amount: number, state?: string) =>
          offlinePayment({ courseBookingId: rows[i]!.id }, kind, amount, state);
        // An open payment never counts.
        const paid = [pay("full", TOTAL, "open")];
        if (paidWay === "part") paid.push(pay("deposit", 500_000));
        if (paidWay.startsWith("in full")) paid.push(pay("full", TOTAL));
        if (paidWay === "in full less a refund") paid.push(pay("refund", 400_000));
        return paid;
      }),
    );
    all = await service.views({});
  });
  afterAll(() => database.close());

  /** The list's rules applied to each booking's view, one at a time: what the database must agree with. */
  function expected(query: Filter) {
    const search = query.search?.toLowerCase();
    const matching = all.filter((booking) => {
      if (query.course && booking.course.id !== query.course) return false;
      if (query.date && booking.courseDate.id !== query.date) return false;
      if (query.status && booking.paymentInfo.status !== query.status && booking.state !== query.status)
        return false;
      const text = [
        booking.contact.firstName,
        booking.contact.lastName,
        booking.contact.email,
        booking.course.name,
        booking.id,
        ...booking.studentArray.map((student) => `${student.firstName} ${student.lastName}`),
      ]
        .join(" ")
        .toLowerCase();
      return !search || text.includes(search);
    });
    return expectedFigures(matching);
  }

  const read = (query: Filter) => (page: number) => list({ ...query, page });
  const rowsOf = (answer: Awaited<ReturnType<typeof list>>) => answer.courseBookings;

  it("pages every course booking newest first, twenty a page, each once, with whole views", async () => {
    const paged = await expectPagesOfTwenty(read({}), rowsOf, {
      count: 64,
      firstRow: {
        contact: { lastName: expect.any(String) },
        course: { name: expect.any(String) },
        studentArray: [{ firstName: "Student" }],
      },
      want: expected({}),
    });
    // A part, in full, and in full less a refund, each on 16 bookings.
    expect(paged.totalPaid).toBe(16 * (500_000 + TOTAL + TOTAL - 400_000));
  });

  const filters: [string, Filter, number][] = [
    // A course is paid in full: anything less is still PENDING, and nothing is ever DEPOSIT PAID.
    ["PENDING", { status: "PENDING" }, 48],
    ["COMPLETED", { status: "COMPLETED" }, 16],
    ["DEPOSIT PAID", { status: "DEPOSIT PAID" }, 0],
    // State at the clock: a hold that ran out reads as expired.
    ["held", { status: "held" }, 16],
    ["confirmed", { status: "confirmed" }, 16],
    ["expired", { status: "expired" }, 16],
    ["cancelled", { status: "cancelled" }, 16],
    ["one course", { course: "course 1" }, 32],
    ["one date", { date: "date 2" }, 16],
    ["one course's date and a state", { course: "course 1", date: "date 3", status: "confirmed" }, 4],
    ["a date of another course", { course: "course 0", date: "date 3" }, 0],
    ["a search by the booker's last name (K1, K10–K19)", { search: "k1" }, 11],
    ["a search by the booker's first name, any case", { search: "MALI" }, 32],
    ["a search by a student's name", { search: "whaleshark" }, 1],
    ["a search by course name", { search: "rescue" }, 32],
    ["a search with LIKE's wildcards taken literally", { search: "%_" }, 0],
  ];

  it.each(filters)("filters by %s in the database, as the views read", async (_, filter, count) => {
    const query = {
      ...filter,
      ...(filter.course ? { course: courseIds[Number(filter.course.slice(-1))]! } : {}),
      ...(filter.date ? { date: dateIds[Number(filter.date.slice(-1))]! } : {}),
    };
    expectSameFigures(await readAllPages(read(query), rowsOf), expected(query), count);
  });

  it("finds a booking by its reference, in any case, and only it", async () => {
    const one = all[5]!;
    const paged = await readAllPages(read({ search: one.reference.toLowerCase() }), rowsOf);
    expect(paged.ids).toEqual([one.id]);
  });
});
