/**
 * Capacity under a race, on a real PostgreSQL server (PGlite runs one statement at a time, so it cannot
 * race): 50 customers booking the last space at once give exactly one booking and no oversold space.
 * The control run turns the row locks off (a test-only switch) and the database's capacity triggers
 * with them: then the same race does oversell, which proves the test sees the race it guards against.
 * One customer's simultaneous bookings stop at the limit of unpaid holds (without the lock on the
 * booker's row in place_booking, seven of eight went through).
 * Course dates get the same three runs for their last seat (decision 0019), and the limit of unpaid
 * holds counts trip and course bookings together.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BookingService } from "../../core/bookings/booking-service.ts";
import { CourseBookingService } from "../../core/courses/course-booking-service.ts";
import type { SessionUser } from "../../core/accounts/session-user.ts";
import { bookingGuests, courseBookings, courseDates, courseStudents, tripCabins } from "../../db/schema.ts";
import { asCustomer, makeCourse, makeDeparture, makeUser } from "../support/factories.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

const BUYERS = 50;
const now = () => new Date("2026-11-23T05:00:00Z");
let database: TestDatabase;
let buyers: SessionUser[];

beforeAll(async () => {
  if (process.env.TEST_DB !== "postgres") return;
  database = await createTestDatabase();
  buyers = await Promise.all(
    Array.from({ length: BUYERS }, async () => {
      return asCustomer(await makeUser(database.db, {}));
    }),
  );
}, 120_000);

afterAll(async () => {
  await database?.close();
});

/** A departure with one cabin type of `spaces` spaces; answers its id and the cabin type's id. */
async function departureWith(spaces: number, departure: string) {
  const cabin = { name: "Last cabin", spaces: 1, cabinCount: 1, price: 1_000_000 };
  return makeDeparture(database.db, { departure, spaces, title: "Race", cabin });
}

async function race(service: BookingService, tripId: string, cabinId: string) {
  const results = await Promise.allSettled(
    buyers.map((buyer) =>
      service.create(buyer, { tripId, guestArray: [{ cabinId, name: "", equipment: [], courses: [] }] }),
    ),
  );
  const guests = await database.db
    .select({ n: sql<number>`count(*)` })
    .from(bookingGuests)
    .innerJoin(tripCabins, eq(tripCabins.id, bookingGuests.tripCabinId))
    .where(eq(tripCabins.tripId, tripId));
  return {
    succeeded: results.filter((result) => result.status === "fulfilled").length,
    refusals: results.flatMap((result) =>
      result.status === "rejected" ? [String((result.reason as Error).message)] : [],
    ),
    guests: Number(guests[0]!.n),
  };
}

describe.skipIf(process.env.TEST_DB !== "postgres")("50 buyers, one last space (PostgreSQL)", () => {
  it("exactly one booking succeeds; the others are told the cabin is sold out", async () => {
    const { tripId, cabinId } = await departureWith(1, "2027-02-02");
    const outcome = await race(new BookingService({ db: database.db, now }), tripId, cabinId);
    expect(outcome.succeeded).toBe(1);
    expect(outcome.guests).toBe(1);
    expect(new Set(outcome.refusals)).toEqual(new Set(["Last cabin is sold out on this departure"]));
  }, 60_000);

  it("control: without the locks and the triggers the same race oversells", async () => {
    const { tripId, cabinId } = await departureWith(1, "2027-02-09");
    await database.db.execute(sql`alter table booking_guests disable trigger user`);
    try {
      const outcome = await race(
        new BookingService({ db: database.db, now, capacityLocks: false }),
        tripId,
        cabinId,
      );
      expect(outcome.guests).toBeGreaterThan(1);
    } finally {
      await database.db.execute(sql`alter table booking_guests enable trigger user`);
    }
  }, 60_000);

  it("without the service's locks, the database's triggers alone still refuse to oversell", async () => {
    const { tripId, cabinId } = await departureWith(1, "2027-02-16");
    const outcome = await race(
      new BookingService({ db: database.db, now, capacityLocks: false }),
      tripId,
      cabinId,
    );
    expect(outcome.succeeded).toBe(1);
    expect(outcome.guests).toBe(1);
  }, 60_000);

  it("one customer's simultaneous bookings stop at the limit of unpaid holds", async () => {
    // The booker's row is locked before their unpaid holds are counted: without it, each of these
    // would count none and all would pass.
    const { tripId, cabinId } = await departureWith(20, "2027-02-23");
    const user = await makeUser(database.db, {});
    const buyer: SessionUser = { ...buyers[0]!, id: user.id, email: user.email };
    const service = new BookingService({ db: database.db, now, settings: { maxUnpaidBookings: 3 } });
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        service.create(buyer, { tripId, guestArray: [{ cabinId, name: "", equipment: [], courses: [] }] }),
      ),
    );
    const refusals = results.flatMap((result) =>
      result.status === "rejected" ? [String((result.reason as Error).message)] : [],
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(3);
    expect(new Set(refusals)).toEqual(
      new Set(["You already hold 3 unpaid bookings: pay or let one of them go before booking another"]),
    );
  }, 60_000);
});

/** A course date with `seats` seats; answers its id. */
async function courseDateWith(seats: number, start: string) {
  const course = await makeCourse(database.db, {});
  const [date] = await database.db
    .insert(courseDates)
    .values({ courseId: course.id, startDate: start, endDate: start, seats, price: 1_000_000 })
    .returning();
  return date!.id;
}

/** Each race its own 50 buyers: the trip races' holds (never run out on this clock) count towards the limit. */
async function freshBuyers(): Promise<SessionUser[]> {
  return Promise.all(
    buyers.map(async (buyer) => {
      const user = await makeUser(database.db, {});
      return { ...buyer, id: user.id, email: user.email };
    }),
  );
}

async function courseRace(service: CourseBookingService, courseDateId: string) {
  const racers = await freshBuyers();
  const results = await Promise.allSettled(
    racers.map((buyer) =>
      service.create(buyer, {
        courseDateId,
        studentArray: [{ firstName: "A", lastName: "B", crewPak: false }],
      }),
    ),
  );
  const [students] = await database.db
    .select({ n: sql<number>`count(*)` })
    .from(courseStudents)
    .innerJoin(courseBookings, eq(courseBookings.id, courseStudents.courseBookingId))
    .where(eq(courseBookings.courseDateId, courseDateId));
  return {
    succeeded: results.filter((result) => result.status === "fulfilled").length,
    refusals: results.flatMap((result) =>
      result.status === "rejected" ? [String((result.reason as Error).message)] : [],
    ),
    students: Number(students!.n),
  };
}

describe.skipIf(process.env.TEST_DB !== "postgres")("50 students, one last course seat (PostgreSQL)", () => {
  it("exactly one booking succeeds; the others are told the date is full", async () => {
    const courseDateId = await courseDateWith(1, "2027-03-02");
    const outcome = await courseRace(new CourseBookingService({ db: database.db, now }), courseDateId);
    expect(outcome.succeeded).toBe(1);
    expect(outcome.students).toBe(1);
    expect(new Set(outcome.refusals)).toEqual(new Set(["This course date is full"]));
  }, 60_000);

  it("control: without the lock and the triggers the same race oversells", async () => {
    const courseDateId = await courseDateWith(1, "2027-03-09");
    await database.db.execute(sql`alter table course_students disable trigger user`);
    try {
      const outcome = await courseRace(
        new CourseBookingService({ db: database.db, now, capacityLocks: false }),
        courseDateId,
      );
      expect(outcome.students).toBeGreaterThan(1);
    } finally {
      await database.db.execute(sql`alter table course_students enable trigger user`);
    }
  }, 60_000);

  it("without the service's lock, the database's triggers alone still refuse to oversell", async () => {
    const courseDateId = await courseDateWith(1, "2027-03-16");
    const outcome = await courseRace(
      new CourseBookingService({ db: database.db, now, capacityLocks: false }),
      courseDateId,
    );
    expect(outcome.succeeded).toBe(1);
    expect(outcome.students).toBe(1);
    expect(new Set(outcome.refusals)).toEqual(new Set(["This course date is full"]));
  }, 60_000);

  it("one customer's simultaneous trip and course bookings stop at 3 unpaid of either kind", async () => {
    const { tripId, cabinId } = await departureWith(20, "2027-03-23");
    const courseDateId = await courseDateWith(20, "2027-03-23");
    const user = await makeUser(database.db, {});
    const buyer: SessionUser = { ...buyers[0]!, id: user.id, email: user.email };
    const trips = new BookingService({ db: database.db, now });
    const courses = new CourseBookingService({ db: database.db, now });
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0
          ? trips.create(buyer, { tripId, guestArray: [{ cabinId, name: "", equipment: [], courses: [] }] })
          : courses.create(buyer, {
              courseDateId,
              studentArray: [{ firstName: "A", lastName: "B", crewPak: false }],
            }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(3);
    expect(
      new Set(
        results.flatMap((result) => (result.status === "rejected" ? [(result.reason as Error).message] : [])),
      ),
    ).toEqual(
      new Set(["You already hold 3 unpaid bookings: pay or let one of them go before booking another"]),
    );
  }, 60_000);
});
