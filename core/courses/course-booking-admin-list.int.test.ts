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
import { checkedList, matchesSearch, matchesStatus, statusFilters } from "../../tests/support/admin-list.ts";
import * as season from "../../tests/support/booking-season.ts";
import { listAdminCourseBookings } from "./course-booking-admin-list.ts";
import { CourseBookingService } from "./course-booking-service.ts";
import type { CourseBookingView } from "./course-booking-views.ts";
import type { CourseBookingListQuery } from "./course-schemas.ts";

const NOW = new Date("2026-11-23T05:00:00Z");
const HOUR = 3_600_000;
const TOTAL = 1_500_000;

/** A query as the screen sends it, the filters it leaves out missing. */
type Filter = Omit<Partial<CourseBookingListQuery>, "page">;

describe(`the admin's course bookings list on ${process.env.TEST_DB}`, () => {
  let database: TestDatabase;
  let service: CourseBookingService;
  let all: CourseBookingView[];
  let courseIds: string[];
  let dateIds: string[];

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    service = new CourseBookingService(season.serviceDeps(db, NOW));
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
    const made = dateIds.flatMap((courseDateId) => season.KINDS.map((kind) => ({ courseDateId, ...kind })));
    const rows = await db
      .insert(courseBookings)
      .values(
        made.map(({ courseDateId, state }, i) => ({
          courseDateId,
          userId: user.id,
          contact: season.contact(i % 2 ? "Mali" : "Somchai", `K${i + 1}`, i + 1),
          total: TOTAL,
          ...season.booking(state, NOW, HOUR, i + 1),
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
      made.flatMap(({ paidWay }, i) =>
        season.payments({ courseBookingId: rows[i]!.id }, paidWay, {
          open: "full",
          total: TOTAL,
          part: 500_000,
          refund: 400_000,
        }),
      ),
    );
    all = await service.views({});
  });
  afterAll(() => database.close());

  const list = checkedList({
    read: (filter: Filter, page: number) =>
      listAdminCourseBookings(
        { db: database.db, now: NOW, courseBookings: service },
        { search: undefined, ...filter, page },
      ),
    rowsOf: (answer) => answer.courseBookings,
    views: () => all,
    matches: (booking: CourseBookingView, query: Filter) =>
      (!query.course || booking.course.id === query.course) &&
      (!query.date || booking.courseDate.id === query.date) &&
      matchesStatus(booking, query.status) &&
      matchesSearch(query.search, [
        booking.contact.firstName,
        booking.contact.lastName,
        booking.contact.email,
        booking.course.name,
        booking.id,
        ...booking.studentArray.map((student) => `${student.firstName} ${student.lastName}`),
      ]),
  });

  it("pages every course booking newest first, twenty a page, each once, with whole views", async () => {
    const paged = await list.expectPagesOfTwenty(
      {},
      {
        count: 64,
        firstRow: {
          contact: { lastName: expect.any(String) },
          course: { name: expect.any(String) },
          studentArray: [{ firstName: "Student" }],
        },
      },
    );
    // A part, in full, and in full less a refund, each on 16 bookings.
    expect(paged.totalPaid).toBe(16 * (500_000 + TOTAL + TOTAL - 400_000));
  });

  const filters: [string, Filter, number][] = [
    // A course is paid in full: anything less is still PENDING, and nothing is ever DEPOSIT PAID; then
    // the state at the clock.
    ...statusFilters({ PENDING: 48, "DEPOSIT PAID": 0, COMPLETED: 16 }, 16),
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
    await list.expectSameAsViews(query, count);
  });

  it("finds a booking by its reference, in any case, and only it", async () => {
    const one = all[5]!;
    const paged = await list.readAllPages({ search: one.reference.toLowerCase() });
    expect(paged.ids).toEqual([one.id]);
  });
});
