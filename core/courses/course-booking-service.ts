/**
 * Course bookings: a student (or a group) books seats on a course date at the dive centre. Their own
 * records beside trip bookings, sharing the holds, the money module, the payment path and the outbox.
 * Every amount is computed here (core/courses/course-money.ts); nothing a client sends is trusted as a
 * price, total, status or discount.
 *
 * Methods (`services.courseBookings`):
 * - `create(user, { courseDateId, studentArray })` → CourseBookingView. 409 when the seats are not
 *   free, the date is cancelled or has started, or the booker already holds 3 unpaid bookings of
 *   either kind; 404 for an unknown date.
 * - `get(id, viewer)` → CourseBookingView for its owner or an admin; 404 for anyone else.
 * - `getAny(id)` → any booking (admins, the payment service).
 * - `listMine(viewer)` → the viewer's course bookings, newest first.
 * - `saveInformation(user, id, studentArray)` → per student date of birth, certification, medical
 *   answer (owner only; refuses a student younger than the course's minimum age on the start date,
 *   naming the student).
 * - `viewsWhere(where)` → bookings matching a condition (admin lists, the sweep).
 *
 * Seats, never oversold (decisions 0012 and 0019): one transaction per booking sets the clock
 * (`app.now`) and a lock timeout, locks the booker's row (their unpaid holds of both kinds cannot race),
 * then the date's row, counts what is taken at the clock's instant (`course_date_usage(at)`: a hold
 * that ran out frees its seats by time alone) and inserts; the database's triggers refuse any write
 * over capacity whatever path makes it (migration 0013). A new booking holds its seats for the checkout
 * window (the trip bookings' setting): a course is paid in full when booked.
 */
import { isId } from "../shared/ids.ts";
import { netPaidSum } from "../shared/net-paid.ts";
import { holdIsLive, stateAt } from "../shared/holds.ts";
import { withClock } from "../shared/db-clock.ts";
import { randomUUID } from "node:crypto";
import { isReferenceClash, referenceOf } from "../shared/booking-reference.ts";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client.ts";
import { courseBookings, courseDates, courses, courseStudents, payments, users } from "../../db/schema.ts";
import type { MailQueue } from "../mail/mail-queue.ts";
import type { SessionUser } from "../accounts/session-user.ts";
import { paymentStatusOf, type PaymentStatus } from "../bookings/booking-money.ts";
import { type BookingSettings, DEFAULT_BOOKING_SETTINGS } from "../bookings/booking-service.ts";
import { type BookingState, type LeadGuest, leadGuestOf } from "../bookings/booking-types.ts";
import type { Clock } from "../shared/clock.ts";
import { isCheckViolation, sqlState } from "../shared/db-errors.ts";
import { AppError } from "../shared/errors.ts";
import { bangkokToday } from "../trips/seasons.ts";
import { courseBookingPath, courseBookingReceivedMail } from "./course-mails.ts";
import { studentPrice, tooYoungMessage } from "./course-money.ts";
import type { CourseBookingInput, CourseInformationInput } from "./course-schemas.ts";
import type { CourseStudent, StudentInformation } from "./course-types.ts";

export type CourseBookingDeps = {
  db: Database;
  now: Clock;
  settings?: Partial<BookingSettings>;
  /**
   * Test-only: false skips the lock on the date's row, so the concurrency test can show that without
   * it (and the triggers) the race oversells. Never set by the application.
   */
  capacityLocks?: boolean;
  mail?: MailQueue;
  publicUrl?: string;
  /** Told after a commit that changed the seats left on a date (the page cache drops its copies). */
  seatsChanged?: (courseDateId: string) => void;
};

export type CourseBookingView = {
  id: string;
  /** The short reference a guest quotes (core/shared/booking-reference.ts). */
  reference: string;
  kind: "course";
  userId: string;
  course: { id: string; name: string; slug: string; durationDays: number; minimumAge: number };
  courseDate: { id: string; start: string; end: string; note: string; status: string };
  contact: LeadGuest;
  studentArray: CourseStudent[];
  agentDiscount: number;
  /** The total, satang (spec §3 "Course-student booking: price"). */
  price: number;
  paid: number;
  pending: number;
  /** As of now: a hold whose time has passed reads `expired` whatever the stored state. */
  state: BookingState;
  paymentInfo: { status: PaymentStatus };
  holdExpiresAt: Date | null;
  flag: string | null;
  createdAt: Date;
};

/** Seats taken on each date at `at` (sold plus held by holds still running), by date id. */
export async function seatsTaken(
  executor: Executor,
  dateIds: string[],
  at: Date,
): Promise<Map<string, number>> {
  const taken = new Map<string, number>();
  if (dateIds.length === 0) return taken;
  const result = await executor.execute(
    sql`select course_date_id as "id", booked + held as "taken" from course_date_usage(${at.toISOString()}::timestamptz)
        where course_date_id in (${sql.join(
          dateIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
  for (const row of (result as unknown as { rows: { id: string; taken: number }[] }).rows) {
    taken.set(row.id, Number(row.taken));
  }
  return taken;
}

/** The refusal when a date has fewer seats left than asked for. */
export function tooFewSeats(left: number, wanted: number) {
  return AppError.conflict(
    left <= 0
      ? "This course date is full"
      : `Only ${left} ${left === 1 ? "seat is" : "seats are"} left on this course date; you asked for ${wanted}`,
    "studentArray",
  );
}

/** PostgreSQL's lock_not_available: the lock timeout ran out. */
const LOCK_TIMEOUT = "55P03";

/**
 * The students' details against the booking: one entry per student, each old enough for the course on
 * its first day (refused by name) and born before today.
 */
function checkInformation(
  students: readonly { firstName: string; lastName: string }[],
  course: { name: string; minimumAge: number },
  startDate: string,
  studentArray: CourseInformationInput["studentArray"],
  now: Date,
): void {
  if (studentArray.length !== students.length) {
    throw AppError.badRequest(
      `studentArray must hold ${students.length} entries, one per student`,
      "studentArray",
    );
  }
  for (const [position, information] of studentArray.entries()) {
    const student = students[position]!;
    const refusal = tooYoungMessage({ ...student, dateOfBirth: information.dateOfBirth }, course, startDate);
    if (refusal) throw AppError.badRequest(refusal, "studentArray");
    if (information.dateOfBirth > bangkokToday(now)) {
      throw AppError.badRequest(
        `${student.firstName} ${student.lastName}: the date of birth is in the future`,
        "studentArray",
      );
    }
  }
}

export class CourseBookingService {
  private readonly settings: BookingSettings;

  constructor(private readonly deps: CourseBookingDeps) {
    this.settings = { ...DEFAULT_BOOKING_SETTINGS, ...deps.settings };
  }

  private get db() {
    return this.deps.db;
  }

  /**
   * Places a booking that holds its seats for the checkout window. With `information` (one entry per
   * student, as `saveInformation` takes) the students' details are checked and saved in the same
   * transaction, so a refused detail leaves no booking holding seats behind it.
   */
  async create(
    user: SessionUser,
    input: CourseBookingInput,
    information?: CourseInformationInput["studentArray"],
  ): Promise<CourseBookingView> {
    const now = this.deps.now();
    let id = randomUUID();
    const wanted = input.studentArray.length;
    const agentDiscount = user.role === "agent" ? user.agentDiscount : 0;
    let view: CourseBookingView;
    for (let attempt = 1; ; attempt++) {
      try {
        view = await this.db.transaction(async (tx) => {
          await withClock(tx, now, { lockTimeoutMs: this.settings.lockTimeoutMs });
          // The booker's row first: their unpaid holds of both kinds are counted under this lock.
          const [booker] = await tx
            .select({
              firstName: users.firstName,
              lastName: users.lastName,
              email: users.email,
              phone: users.phone,
              country: users.country,
              countryCode: users.countryCode,
            })
            .from(users)
            .where(eq(users.id, user.id))
            .for("update");
          if (!booker) throw new AppError("unauthorized", "Please sign in again");
          if (user.role === "customer") {
            const result = await tx.execute(
              sql`select unpaid_holds(${user.id}::uuid, ${now.toISOString()}::timestamptz) as "n"`,
            );
            const unpaid = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
            if (unpaid >= this.settings.maxUnpaidBookings) {
              throw AppError.conflict(
                `You already hold ${this.settings.maxUnpaidBookings} unpaid bookings: pay or let one of them go before booking another`,
              );
            }
          }
          const dateQuery = tx
            .select({
              date: courseDates,
              course: {
                id: courses.id,
                name: courses.name,
                slug: courses.slug,
                durationDays: courses.durationDays,
                minimumAge: courses.minimumAge,
              },
            })
            .from(courseDates)
            .innerJoin(courses, eq(courses.id, courseDates.courseId))
            .where(eq(courseDates.id, input.courseDateId));
          // The date's row is the seats' lock: every writer of its students waits here, in turn.
          const [row] =
            this.deps.capacityLocks === false
              ? await dateQuery
              : await dateQuery.for("no key update", { of: courseDates });
          if (!row) throw AppError.notFound("Course date");
          if (row.date.status !== "scheduled")
            throw AppError.conflict("This course date is cancelled and cannot be booked");
          if (row.date.startDate <= bangkokToday(now))
            throw AppError.conflict("This course date has started and cannot be booked");
          if (information)
            checkInformation(input.studentArray, row.course, row.date.startDate, information, now);
          const taken = (await seatsTaken(tx, [row.date.id], now)).get(row.date.id) ?? 0;
          if (row.date.seats - taken < wanted) throw tooFewSeats(row.date.seats - taken, wanted);

          const students: CourseStudent[] = input.studentArray.map((student, position) => ({
            firstName: student.firstName,
            lastName: student.lastName,
            crewPak: student.crewPak,
            coursePrice: row.date.price,
            price: studentPrice(student, row.date.price, agentDiscount),
            information: information?.[position] ?? null,
          }));
          const total = students.reduce((sum, student) => sum + student.price, 0);
          const holdExpiresAt = new Date(now.getTime() + this.settings.checkoutWindowMinutes * 60_000);
          const contact = leadGuestOf(booker);
          await tx.insert(courseBookings).values({
            id,
            courseDateId: row.date.id,
            userId: user.id,
            contact,
            agentDiscount,
            total,
            state: "held",
            holdExpiresAt,
            createdAt: now,
            updatedAt: now,
          });
          // One statement: the capacity trigger checks the date once, at its end.
          await tx.insert(courseStudents).values(
            students.map((student, position) => ({
              courseBookingId: id,
              position,
              firstName: student.firstName,
              lastName: student.lastName,
              crewPak: student.crewPak,
              coursePrice: student.coursePrice,
              price: student.price,
              information: student.information,
            })),
          );
          const built: CourseBookingView = {
            id,
            reference: referenceOf(id),
            kind: "course",
            userId: user.id,
            course: row.course,
            courseDate: dateOf(row.date),
            contact,
            studentArray: students,
            agentDiscount,
            price: total,
            paid: 0,
            pending: total,
            state: "held",
            paymentInfo: { status: paymentStatusOf(0, total, total) },
            holdExpiresAt,
            flag: null,
            createdAt: now,
          };
          if (this.deps.mail) {
            await this.deps.mail.queue(
              tx,
              courseBookingReceivedMail(built, holdExpiresAt, this.link(courseBookingPath(id))),
            );
          }
          return built;
        });
        break;
      } catch (error) {
        // Another booking has this id's short reference: booked again, under a new id.
        if (isReferenceClash(error) && attempt < 5) {
          id = randomUUID();
          continue;
        }
        throw await this.conflict(error, input.courseDateId, wanted);
      }
    }
    this.deps.mail?.wake();
    this.deps.seatsChanged?.(input.courseDateId);
    return view;
  }

  /** One booking, for its owner or an admin; anyone else gets 404 (its existence is not told). */
  async get(id: string, viewer: SessionUser): Promise<CourseBookingView> {
    if (!isId(id)) throw AppError.notFound("Course booking");
    const [view] = await this.views(
      and(
        eq(courseBookings.id, id),
        viewer.role === "admin" ? undefined : eq(courseBookings.userId, viewer.id),
      ),
    );
    if (!view) throw AppError.notFound("Course booking");
    return view;
  }

  async getAny(id: string): Promise<CourseBookingView> {
    if (!isId(id)) throw AppError.notFound("Course booking");
    const [view] = await this.views(eq(courseBookings.id, id));
    if (!view) throw AppError.notFound("Course booking");
    return view;
  }

  /** The viewer's own course bookings, newest first. */
  listMine(viewer: SessionUser): Promise<CourseBookingView[]> {
    return this.views(eq(courseBookings.userId, viewer.id));
  }

  viewsWhere(where: SQL | undefined): Promise<CourseBookingView[]> {
    return this.views(where);
  }

  /**
   * Each student's information, in the booking's order (owner only; the booking must be live). A
   * student younger than the course's minimum age on the first day is refused by name.
   */
  async saveInformation(
    user: SessionUser,
    id: string,
    studentArray: CourseInformationInput["studentArray"],
  ): Promise<CourseBookingView> {
    const booking = await this.get(id, user);
    if (booking.userId !== user.id) throw AppError.notFound("Course booking");
    if (booking.state === "cancelled" || booking.state === "expired") {
      throw AppError.conflict("This course booking is no longer active");
    }
    checkInformation(
      booking.studentArray,
      booking.course,
      booking.courseDate.start,
      studentArray,
      this.deps.now(),
    );
    await this.db.transaction(async (tx) => {
      for (const [position, information] of studentArray.entries()) {
        await tx
          .update(courseStudents)
          .set({ information: information satisfies StudentInformation })
          .where(and(eq(courseStudents.courseBookingId, id), eq(courseStudents.position, position)));
      }
    });
    return this.getAny(id);
  }

  // ---- Steps ----

  private link(path: string) {
    return new URL(path, this.deps.publicUrl ?? "http://localhost").toString();
  }

  /**
   * Lock waits and the capacity trigger's refusals as answers a student can read: a refusal by the
   * trigger means seats went while this booking waited, so what is left is read again.
   */
  private async conflict(error: unknown, courseDateId: string, wanted: number): Promise<unknown> {
    if (sqlState(error) === LOCK_TIMEOUT) {
      return Object.assign(
        AppError.conflict("Many students are booking this date right now: please try again"),
        { cause: error },
      );
    }
    if (!isCheckViolation(error)) return error;
    const [date] = await this.db
      .select({ seats: courseDates.seats })
      .from(courseDates)
      .where(eq(courseDates.id, courseDateId));
    const taken = (await seatsTaken(this.db, [courseDateId], this.deps.now())).get(courseDateId) ?? 0;
    const left = (date?.seats ?? 0) - taken;
    const refusal =
      left < wanted
        ? tooFewSeats(left, wanted)
        : AppError.conflict("Those seats were just taken: please try again", "studentArray");
    return Object.assign(refusal, { cause: error });
  }

  private async views(where: SQL | undefined): Promise<CourseBookingView[]> {
    const now = this.deps.now();
    const rows = await this.db
      .select({
        booking: courseBookings,
        date: courseDates,
        course: {
          id: courses.id,
          name: courses.name,
          slug: courses.slug,
          durationDays: courses.durationDays,
          minimumAge: courses.minimumAge,
        },
      })
      .from(courseBookings)
      .innerJoin(courseDates, eq(courseDates.id, courseBookings.courseDateId))
      .innerJoin(courses, eq(courses.id, courseDates.courseId))
      .where(where)
      .orderBy(desc(courseBookings.createdAt));
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.booking.id);
    const [students, paid] = await Promise.all([
      this.db
        .select()
        .from(courseStudents)
        .where(inArray(courseStudents.courseBookingId, ids))
        .orderBy(asc(courseStudents.position)),
      this.db
        .select({
          id: payments.courseBookingId,
          paid: netPaidSum(),
        })
        .from(payments)
        .where(and(inArray(payments.courseBookingId, ids), eq(payments.state, "succeeded")))
        .groupBy(payments.courseBookingId),
    ]);
    return rows.map(({ booking, date, course }) => {
      const paidAmount = Number(paid.find((row) => row.id === booking.id)?.paid ?? 0);
      const held = holdIsLive(booking, now);
      const state = stateAt(booking, now) as BookingState;
      return {
        id: booking.id,
        reference: booking.reference,
        kind: "course" as const,
        userId: booking.userId,
        course,
        courseDate: dateOf(date),
        contact: booking.contact,
        studentArray: students
          .filter((student) => student.courseBookingId === booking.id)
          .map((student) => ({
            firstName: student.firstName,
            lastName: student.lastName,
            crewPak: student.crewPak,
            coursePrice: student.coursePrice,
            price: student.price,
            information: student.information,
          })),
        agentDiscount: booking.agentDiscount,
        price: booking.total,
        paid: paidAmount,
        pending: Math.max(0, booking.total - paidAmount),
        state,
        paymentInfo: { status: paymentStatusOf(paidAmount, booking.total, booking.total) },
        holdExpiresAt: held ? booking.holdExpiresAt : null,
        flag: booking.flag,
        createdAt: booking.createdAt,
      };
    });
  }
}

function dateOf(date: typeof courseDates.$inferSelect): CourseBookingView["courseDate"] {
  return { id: date.id, start: date.startDate, end: date.endDate, note: date.note, status: date.status };
}
