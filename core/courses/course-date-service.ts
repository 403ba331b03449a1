/**
 * Course dates: when a course runs at the dive centre, with its seats and price per student.
 *
 * Methods (`services.courseDates`), amounts in satang, days yyyy-MM-dd (Bangkok):
 * - `upcoming(courseIdOrSlug)` → `{ course, dates }`: the course's scheduled dates that have not
 *   started, soonest first, each with `seatsLeft` at the clock's instant; 404 for an unknown course.
 * - `nextDates(perCourse = 3)` → every course (in the catalogue's order) with its next dates, for the
 *   course-booking screen when no course is chosen yet.
 * - `get(id)` → `{ course, date }` for any date (the booking screen checks its cart against it); 404.
 * - `adminList(courseId)` → `{ course, dates }`: every date of the course, past ones too, each with
 *   `seatsLeft`, `students` (seats sold or held now) and `bookings` (live course bookings to tell).
 * - `create(courseId, input)` → the date (end from the course's `durationDays`, price from the course's
 *   price, unless given).
 * - `update(id, input)` → the date; seats below what is held or sold → 409 (the database's trigger
 *   is the backstop); a date with bookings cannot be moved to the past.
 * - `cancel(id)` → `{ date, told, refunded }`: the date stops selling; every live booking on it is
 *   cancelled, what was paid is refunded through the payment service, and each booker is e-mailed.
 * - `delete(id)` → 409 when anything was ever booked on it (cancel instead).
 */
import { isId } from "../shared/ids.ts";
import { withClock } from "../shared/db-clock.ts";
import { and, asc, eq, gt, inArray, ne } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { courseBookings, courseDates, courses } from "../../db/schema.ts";
import type { MailQueue } from "../mail/mail-queue.ts";
import type { Owner, Refund } from "../shared/payment-desk.ts";
import type { Clock } from "../shared/clock.ts";
import { isCheckViolation, isForeignKeyViolation } from "../shared/db-errors.ts";
import { AppError } from "../shared/errors.ts";
import { bangkokToday } from "../trips/seasons.ts";
import { addDays, daysBetween } from "../trips/trip-dates.ts";
import { type CourseBookingService, seatsTaken } from "./course-booking-service.ts";
import { courseDateCancelledMail } from "./course-mails.ts";
import type { CourseDateCreate, CourseDateUpdate } from "./course-schemas.ts";
import type { CourseDateStatus } from "./course-types.ts";

export type CourseDateDeps = {
  db: Database;
  now: Clock;
  courseBookings: CourseBookingService;
  /** The payment service's refunds (services.payments), for a cancelled date. */
  payments: {
    refundAll(tx: Transaction, owner: Owner, now: Date): Promise<Refund[]>;
    sendRefunds(refunds: Refund[]): Promise<void>;
  };
  mail: MailQueue;
  /** Told after a commit that changed a date (the page cache drops its copies). */
  changed?: (courseDateId: string) => void;
};

export type CourseSummary = {
  id: string;
  name: string;
  slug: string;
  price: number;
  durationDays: number;
  minimumAge: number;
};

export type CourseDateView = {
  id: string;
  courseId: string;
  start: string;
  end: string;
  seats: number;
  seatsLeft: number;
  price: number;
  note: string;
  status: CourseDateStatus;
};

export type AdminCourseDateView = CourseDateView & {
  /** Seats held or sold now. */
  students: number;
  /** Live bookings (held or confirmed) on it: who a cancellation tells. */
  bookings: number;
};

const courseColumns = {
  id: courses.id,
  name: courses.name,
  slug: courses.slug,
  price: courses.price,
  durationDays: courses.durationDays,
  minimumAge: courses.minimumAge,
};

export class CourseDateService {
  constructor(private readonly deps: CourseDateDeps) {}

  private get db() {
    return this.deps.db;
  }

  async upcoming(courseIdOrSlug: string): Promise<{ course: CourseSummary; dates: CourseDateView[] }> {
    const course = await this.course(courseIdOrSlug);
    const rows = await this.db
      .select()
      .from(courseDates)
      .where(
        and(
          eq(courseDates.courseId, course.id),
          eq(courseDates.status, "scheduled"),
          gt(courseDates.startDate, bangkokToday(this.deps.now())),
        ),
      )
      .orderBy(asc(courseDates.startDate), asc(courseDates.id));
    return { course, dates: await this.withSeats(rows) };
  }

  async nextDates(perCourse = 3): Promise<{ course: CourseSummary; dates: CourseDateView[] }[]> {
    const [list, rows] = await Promise.all([
      this.db.select(courseColumns).from(courses).orderBy(asc(courses.position), asc(courses.name)),
      this.db
        .select()
        .from(courseDates)
        .where(
          and(eq(courseDates.status, "scheduled"), gt(courseDates.startDate, bangkokToday(this.deps.now()))),
        )
        .orderBy(asc(courseDates.startDate), asc(courseDates.id)),
    ]);
    const dates = await this.withSeats(rows);
    return list.map((course) => ({
      course,
      dates: dates.filter((date) => date.courseId === course.id).slice(0, perCourse),
    }));
  }

  async get(id: string): Promise<{ course: CourseSummary; date: CourseDateView }> {
    if (!isId(id)) throw AppError.notFound("Course date");
    const [row] = await this.db
      .select({ date: courseDates, course: courseColumns })
      .from(courseDates)
      .innerJoin(courses, eq(courses.id, courseDates.courseId))
      .where(eq(courseDates.id, id));
    if (!row) throw AppError.notFound("Course date");
    const [date] = await this.withSeats([row.date]);
    return { course: row.course, date: date! };
  }

  // ---- Admin ----

  async adminList(courseId: string): Promise<{ course: CourseSummary; dates: AdminCourseDateView[] }> {
    const course = await this.course(courseId, { byIdOnly: true });
    const rows = await this.db
      .select()
      .from(courseDates)
      .where(eq(courseDates.courseId, course.id))
      .orderBy(asc(courseDates.startDate), asc(courseDates.id));
    return { course, dates: await this.adminViews(rows) };
  }

  async create(courseId: string, input: CourseDateCreate): Promise<AdminCourseDateView> {
    const course = await this.course(courseId, { byIdOnly: true });
    const end = input.end ?? addDays(input.start, Math.max(1, course.durationDays) - 1);
    this.checkDays(input.start, end);
    if (input.start <= bangkokToday(this.deps.now()))
      throw AppError.badRequest("start must be a day after today", "start");
    const now = this.deps.now();
    const [row] = await this.db
      .insert(courseDates)
      .values({
        courseId: course.id,
        startDate: input.start,
        endDate: end,
        seats: input.seats,
        price: input.price ?? course.price,
        note: input.note,
        status: input.status ?? "scheduled",
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    this.deps.changed?.(row!.id);
    return (await this.adminViews([row!]))[0]!;
  }

  async update(id: string, input: CourseDateUpdate): Promise<AdminCourseDateView> {
    const now = this.deps.now();
    const current = await this.row(id);
    const start = input.start ?? current.startDate;
    const end =
      input.end ??
      (input.start ? addDays(start, daysBetween(current.startDate, current.endDate)) : current.endDate);
    this.checkDays(start, end);
    if (input.status === "cancelled" && current.status !== "cancelled") {
      throw AppError.badRequest(
        "To cancel a date use its cancel call: its students are told and refunded",
        "status",
      );
    }
    try {
      const row = await this.db.transaction(async (tx) => {
        await withClock(tx, now);
        // The date's row is the seats' lock: the count below cannot change under it.
        const [locked] = await tx
          .select()
          .from(courseDates)
          .where(eq(courseDates.id, id))
          .for("no key update");
        if (!locked) throw AppError.notFound("Course date");
        if (input.seats !== undefined) {
          const taken = (await seatsTaken(tx, [id], now)).get(id) ?? 0;
          if (input.seats < taken) {
            throw AppError.conflict(
              `seats cannot be fewer than the ${taken} already held or sold on this date`,
              "seats",
            );
          }
        }
        if (input.start && input.start !== current.startDate && input.start <= bangkokToday(now)) {
          throw AppError.badRequest("start must be a day after today", "start");
        }
        const [updated] = await tx
          .update(courseDates)
          .set({
            startDate: start,
            endDate: end,
            ...(input.seats !== undefined ? { seats: input.seats } : {}),
            ...(input.price !== undefined ? { price: input.price } : {}),
            ...(input.note !== undefined ? { note: input.note } : {}),
            ...(input.status !== undefined ? { status: input.status } : {}),
            updatedAt: now,
          })
          .where(eq(courseDates.id, id))
          .returning();
        return updated!;
      });
      this.deps.changed?.(id);
      return (await this.adminViews([row]))[0]!;
    } catch (error) {
      if (isCheckViolation(error)) {
        throw Object.assign(AppError.conflict("seats cannot be fewer than the seats held or sold", "seats"), {
          cause: error,
        });
      }
      throw error;
    }
  }

  async cancel(id: string): Promise<{ date: AdminCourseDateView; told: number; refunded: number }> {
    const now = this.deps.now();
    const current = await this.row(id);
    if (current.status === "cancelled") throw AppError.conflict("This course date is already cancelled");
    const contactLine = "Reply to this e-mail or call our booking office.";
    // Every booking not cancelled yet: live ones are told; any with money on it is refunded.
    const affected = (
      await this.deps.courseBookings.viewsWhere(
        and(eq(courseBookings.courseDateId, id), ne(courseBookings.state, "cancelled")),
      )
    ).filter((booking) => booking.state !== "cancelled");
    let told = 0;
    let refunded = 0;
    const refunds = await this.db.transaction(async (tx) => {
      await tx.select({ id: courseDates.id }).from(courseDates).where(eq(courseDates.id, id)).for("update");
      // Under the date's lock no booking can be placed; one placed since the read above means the
      // admin's count is out of date.
      const current = await tx
        .select({ id: courseBookings.id })
        .from(courseBookings)
        .where(and(eq(courseBookings.courseDateId, id), ne(courseBookings.state, "cancelled")));
      if (current.some((row) => !affected.some((booking) => booking.id === row.id))) {
        throw AppError.conflict("A booking was made on this date just now: please cancel again");
      }
      await tx.update(courseDates).set({ status: "cancelled", updatedAt: now }).where(eq(courseDates.id, id));
      if (affected.length > 0) {
        await tx
          .update(courseBookings)
          .set({ state: "cancelled", holdExpiresAt: null, updatedAt: now })
          .where(
            inArray(
              courseBookings.id,
              affected.map((booking) => booking.id),
            ),
          );
      }
      const pending: Refund[] = [];
      for (const booking of affected) {
        pending.push(...(await this.deps.payments.refundAll(tx, { kind: "course", id: booking.id }, now)));
        refunded += booking.paid;
        if (booking.state === "held" || booking.state === "confirmed" || booking.paid > 0) {
          await this.deps.mail.queue(tx, courseDateCancelledMail(booking, booking.paid, contactLine));
          told += 1;
        }
      }
      return pending;
    });
    this.deps.mail.wake();
    this.deps.changed?.(id);
    await this.deps.payments.sendRefunds(refunds);
    return { date: (await this.adminViews([await this.row(id)]))[0]!, told, refunded };
  }

  async delete(id: string): Promise<void> {
    await this.row(id);
    const [booked] = await this.db
      .select({ id: courseBookings.id })
      .from(courseBookings)
      .where(eq(courseBookings.courseDateId, id))
      .limit(1);
    if (booked) throw AppError.conflict("This date has bookings and cannot be deleted: cancel it instead");
    try {
      await this.db.delete(courseDates).where(eq(courseDates.id, id));
    } catch (error) {
      if (isForeignKeyViolation(error) || isCheckViolation(error)) {
        throw Object.assign(
          AppError.conflict("This date has bookings and cannot be deleted: cancel it instead"),
          { cause: error },
        );
      }
      throw error;
    }
    this.deps.changed?.(id);
  }

  // ---- Steps ----

  private async course(idOrSlug: string, options: { byIdOnly?: boolean } = {}): Promise<CourseSummary> {
    const byId = isId(idOrSlug);
    if (!byId && options.byIdOnly) throw AppError.notFound("Course");
    const [course] = await this.db
      .select(courseColumns)
      .from(courses)
      .where(byId ? eq(courses.id, idOrSlug) : eq(courses.slug, idOrSlug.toLowerCase()));
    if (!course) throw AppError.notFound("Course");
    return course;
  }

  private async row(id: string) {
    if (!isId(id)) throw AppError.notFound("Course date");
    const [row] = await this.db.select().from(courseDates).where(eq(courseDates.id, id));
    if (!row) throw AppError.notFound("Course date");
    return row;
  }

  private checkDays(start: string, end: string) {
    if (end < start) throw AppError.badRequest("end must be on or after start", "end");
    if (daysBetween(start, end) > 60)
      throw AppError.badRequest("end must be at most 60 days after start", "end");
  }

  private async withSeats(rows: (typeof courseDates.$inferSelect)[]): Promise<CourseDateView[]> {
    const taken = await seatsTaken(
      this.db,
      rows.map((row) => row.id),
      this.deps.now(),
    );
    return rows.map((row) => ({
      id: row.id,
      courseId: row.courseId,
      start: row.startDate,
      end: row.endDate,
      seats: row.seats,
      seatsLeft: Math.max(0, row.seats - (taken.get(row.id) ?? 0)),
      price: row.price,
      note: row.note,
      status: row.status as CourseDateStatus,
    }));
  }

  private async adminViews(rows: (typeof courseDates.$inferSelect)[]): Promise<AdminCourseDateView[]> {
    const views = await this.withSeats(rows);
    const live =
      rows.length === 0
        ? []
        : await this.deps.courseBookings.viewsWhere(
            inArray(
              courseBookings.courseDateId,
              rows.map((row) => row.id),
            ),
          );
    return views.map((view) => {
      const onDate = live.filter(
        (booking) =>
          booking.courseDate.id === view.id && (booking.state === "held" || booking.state === "confirmed"),
      );
      return {
        ...view,
        students: onDate.reduce((sum, booking) => sum + booking.studentArray.length, 0),
        bookings: onDate.length,
      };
    });
  }
}
