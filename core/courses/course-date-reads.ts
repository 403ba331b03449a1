/**
 * Reading course dates: a course's scheduled dates that have not started (soonest first, each with
 * `seatsLeft` at the clock's instant), every course's next dates, one date, and the admin's list of every
 * date with `students` (seats sold or held now) and `bookings` (live course bookings to tell).
 */
import { isId } from "../shared/ids.ts";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { courseDates, courses } from "../../db/schema.ts";
import type { MailQueue } from "../mail/mail-queue.ts";
import type { Owner, Refund } from "../shared/payment-desk.ts";
import type { Clock } from "../shared/clock.ts";
import { AppError } from "../shared/errors.ts";
import { bangkokToday } from "../trips/seasons.ts";
import type { CourseBookingService } from "./course-booking-service.ts";
import { seatsTaken } from "./course-booking-placing.ts";
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

export const courseColumns = {
  id: courses.id,
  name: courses.name,
  slug: courses.slug,
  price: courses.price,
  durationDays: courses.durationDays,
  minimumAge: courses.minimumAge,
};

export async function upcomingDates(
  deps: CourseDateDeps,
  courseIdOrSlug: string,
): Promise<{ course: CourseSummary; dates: CourseDateView[] }> {
  const course = await courseOf(deps, courseIdOrSlug);
  const rows = await deps.db
    .select()
    .from(courseDates)
    .where(
      and(
        eq(courseDates.courseId, course.id),
        eq(courseDates.status, "scheduled"),
        gt(courseDates.startDate, bangkokToday(deps.now())),
      ),
    )
    .orderBy(asc(courseDates.startDate), asc(courseDates.id));
  return { course, dates: await withSeats(deps, rows) };
}

export async function nextDates(
  deps: CourseDateDeps,
  perCourse = 3,
): Promise<{ course: CourseSummary; dates: CourseDateView[] }[]> {
  const [list, rows] = await Promise.all([
    deps.db.select(courseColumns).from(courses).orderBy(asc(courses.position), asc(courses.name)),
    deps.db
      .select()
      .from(courseDates)
      .where(and(eq(courseDates.status, "scheduled"), gt(courseDates.startDate, bangkokToday(deps.now()))))
      .orderBy(asc(courseDates.startDate), asc(courseDates.id)),
  ]);
  const dates = await withSeats(deps, rows);
  return list.map((course) => ({
    course,
    dates: dates.filter((date) => date.courseId === course.id).slice(0, perCourse),
  }));
}

export async function getDate(
  deps: CourseDateDeps,
  id: string,
): Promise<{ course: CourseSummary; date: CourseDateView }> {
  if (!isId(id)) throw AppError.notFound("Course date");
  const [row] = await deps.db
    .select({ date: courseDates, course: courseColumns })
    .from(courseDates)
    .innerJoin(courses, eq(courses.id, courseDates.courseId))
    .where(eq(courseDates.id, id));
  if (!row) throw AppError.notFound("Course date");
  const [date] = await withSeats(deps, [row.date]);
  return { course: row.course, date: date! };
}

export async function adminDates(
  deps: CourseDateDeps,
  courseId: string,
): Promise<{ course: CourseSummary; dates: AdminCourseDateView[] }> {
  const course = await courseOf(deps, courseId, { byIdOnly: true });
  const rows = await deps.db
    .select()
    .from(courseDates)
    .where(eq(courseDates.courseId, course.id))
    .orderBy(asc(courseDates.startDate), asc(courseDates.id));
  return { course, dates: await adminViews(deps, rows) };
}

export async function courseOf(
  deps: CourseDateDeps,
  idOrSlug: string,
  options: { byIdOnly?: boolean } = {},
): Promise<CourseSummary> {
  const byId = isId(idOrSlug);
  if (!byId && options.byIdOnly) throw AppError.notFound("Course");
  const [course] = await deps.db
    .select(courseColumns)
    .from(courses)
    .where(byId ? eq(courses.id, idOrSlug) : eq(courses.slug, idOrSlug.toLowerCase()));
  if (!course) throw AppError.notFound("Course");
  return course;
}

export async function dateRow(deps: CourseDateDeps, id: string) {
  if (!isId(id)) throw AppError.notFound("Course date");
  const [row] = await deps.db.select().from(courseDates).where(eq(courseDates.id, id));
  if (!row) throw AppError.notFound("Course date");
  return row;
}

export async function withSeats(
  deps: CourseDateDeps,
  rows: (typeof courseDates.$inferSelect)[],
): Promise<CourseDateView[]> {
  const taken = await seatsTaken(
    deps.db,
    rows.map((row) => row.id),
    deps.now(),
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

export async function adminViews(
  deps: CourseDateDeps,
  rows: (typeof courseDates.$inferSelect)[],
): Promise<AdminCourseDateView[]> {
  const views = await withSeats(deps, rows);
  const live =
    rows.length === 0 ? [] : await deps.courseBookings.views({ courseDateIds: rows.map((row) => row.id) });
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
