/**
 * Course dates: when a course runs at the dive centre, with its seats and price per student.
 *
 * Methods (`services.courseDates`), amounts in satang, days yyyy-MM-dd (Bangkok); the reads live in
 * course-date-reads.ts and the changes in course-date-admin.ts, and this class only hands them the deps:
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
import { cancelDate, createDate, deleteDate, updateDate } from "./course-date-admin.ts";
import {
  type AdminCourseDateView,
  adminDates,
  type CourseDateDeps,
  type CourseDateView,
  type CourseSummary,
  getDate,
  nextDates,
  upcomingDates,
} from "./course-date-reads.ts";
import type { CourseDateCreate, CourseDateUpdate } from "./course-schemas.ts";

export type {
  AdminCourseDateView,
  CourseDateDeps,
  CourseDateView,
  CourseSummary,
} from "./course-date-reads.ts";

export class CourseDateService {
  constructor(private readonly deps: CourseDateDeps) {}

  upcoming(courseIdOrSlug: string): Promise<{ course: CourseSummary; dates: CourseDateView[] }> {
    return upcomingDates(this.deps, courseIdOrSlug);
  }

  nextDates(perCourse = 3): Promise<{ course: CourseSummary; dates: CourseDateView[] }[]> {
    return nextDates(this.deps, perCourse);
  }

  get(id: string): Promise<{ course: CourseSummary; date: CourseDateView }> {
    return getDate(this.deps, id);
  }

  adminList(courseId: string): Promise<{ course: CourseSummary; dates: AdminCourseDateView[] }> {
    return adminDates(this.deps, courseId);
  }

  create(courseId: string, input: CourseDateCreate): Promise<AdminCourseDateView> {
    return createDate(this.deps, courseId, input);
  }

  update(id: string, input: CourseDateUpdate): Promise<AdminCourseDateView> {
    return updateDate(this.deps, id, input);
  }

  cancel(id: string): Promise<{ date: AdminCourseDateView; told: number; refunded: number }> {
    return cancelDate(this.deps, id);
  }

  delete(id: string): Promise<void> {
    return deleteDate(this.deps, id);
  }
}
