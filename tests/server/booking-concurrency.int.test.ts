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

/** How many of a race's calls went through, and the messages the others were refused with. */
function settled(results: PromiseSettledResult<unknown>[]) {
  return {
    succeeded: results.filter((result) => result.status === "fulfilled").length,
    refusals: results.flatMap((result) =>
      result.status === "rejected" ? [String((result.reason as Error).message)] : [],
    ),
  };
}

/** Exactly one of the race's calls went through, placing one guest or student; the rest were told `refusal`. */
function expectOneWinner(outcome: ReturnType<typeof settled>, placed: number, refusal: string) {
  expect(outcome.succeeded).toBe(1);
  expect(placed).toBe(1);
  expect(new Set(outcome.refusals)).toEqual(new Set([refusal]));
}

/**
 * Runs a control race with `table`'s own triggers (the database's capacity checks) turned off, and
 * turns them back on whatever happens.
 */
async function withTriggersOff<T>(table: "booking_guests" | "course_students", run: () => Promise<T>) {
  await database.db.execute(sql.raw(`alter table ${table} disable trigger user`));
  try {
    return await run();
  } finally {
    await database.db.execute(sql.raw(`alter table ${table} enable trigger user`));
  }
}

/** A new buyer like `like`: the holds they make count towards no one else's limit of unpaid holds. */
async function freshBuyer(like: SessionUser = buyers[0]!): Promise<SessionUser> {
  const user = await makeUser(database.db, {});
  return { ...like, id: user.id, email: user.email };
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
  return { ...settled(results), guests: Number(guests[0]!.n) };
}

describe.skipIf(process.env.TEST_DB !== "postgres")("50 buyers, one last space (PostgreSQL)", () => {
  it("exactly one booking succeeds; the others are told the cabin is sold out", async () => {
    const { tripId, cabinId } = await departureWith(1, "2027-02-02");
    const outcome = await race(new BookingService({ db: database.db, now }), tripId, cabinId);
    expectOneWinner(outcome, outcome.guests, "Last cabin is sold out on this departure");
  }, 60_000);

  it("control: without the locks and the triggers the same race oversells", async () => {
    const { tripId, cabinId } = await departureWith(1, "2027-02-09");
    const outcome = await withTriggersOff("booking_guests", () =>
      race(new BookingService({ db: database.db, now, capacityLocks: false }), tripId, cabinId),
    );
    expect(outcome.guests).toBeGreaterThan(1);
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
    const buyer = await freshBuyer();
    const service = new BookingService({ db: database.db, now, settings: { maxUnpaidBookings: 3 } });
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        service.create(buyer, { tripId, guestArray: [{ cabinId, name: "", equipment: [], courses: [] }] }),
      ),
    );
    const { succeeded, refusals } = settled(results);
    expect(succeeded).toBe(3);
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
  return Promise.all(buyers.map((buyer) => freshBuyer(buyer)));
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
  return { ...settled(results), students: Number(students!.n) };
}

describe.skipIf(process.env.TEST_DB !== "postgres")("50 students, one last course seat (PostgreSQL)", () => {
  it("exactly one booking succeeds; the others are told the date is full", async () => {
    const courseDateId = await courseDateWith(1, "2027-03-02");
    const outcome = await courseRace(new CourseBookingService({ db: database.db, now }), courseDateId);
    expectOneWinner(outcome, outcome.students, "This course date is full");
  }, 60_000);

  it("control: without the lock and the triggers the same race oversells", async () => {
    const courseDateId = await courseDateWith(1, "2027-03-09");
    const outcome = await withTriggersOff("course_students", () =>
      courseRace(new CourseBookingService({ db: database.db, now, capacityLocks: false }), courseDateId),
    );
    expect(outcome.students).toBeGreaterThan(1);
  }, 60_000);

  it("without the service's lock, the database's triggers alone still refuse to oversell", async () => {
    const courseDateId = await courseDateWith(1, "2027-03-16");
    const outcome = await courseRace(
      new CourseBookingService({ db: database.db, now, capacityLocks: false }),
      courseDateId,
    );
    expectOneWinner(outcome, outcome.students, "This course date is full");
  }, 60_000);

  it("one customer's simultaneous trip and course bookings stop at 3 unpaid of either kind", async () => {
    const { tripId, cabinId } = await departureWith(20, "2027-03-23");
    const courseDateId = await courseDateWith(20, "2027-03-23");
    const buyer = await freshBuyer();
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
    const { succeeded, refusals } = settled(results);
    expect(succeeded).toBe(3);
    expect(new Set(refusals)).toEqual(
      new Set(["You already hold 3 unpaid bookings: pay or let one of them go before booking another"]),
    );
  }, 60_000);
});
