/**
 * Reading course bookings: one booking as the API and the screens answer it (`CourseBookingView`), built
 * from its stored rows at the clock's instant (a hold that ran out reads `expired`; what is paid is net
 * of refunds), and the reads by owner, by id and by a filter in the domain's terms.
 */
import { and, asc, desc, eq, gt, inArray } from "drizzle-orm";
import { courseBookings, courseDates, courses, courseStudents, payments } from "../../db/schema.ts";
import type { SessionUser } from "../accounts/session-user.ts";
import { holdAt, oneBooking, paidByBooking } from "../bookings/booking-holds.ts";
import { paymentStatusOf, type PaymentStatus } from "../bookings/booking-money.ts";
import type { BookingState, LeadGuest } from "../bookings/booking-types.ts";
import type { ReadDeps } from "../bookings/booking-views.ts";
import type { CourseStudent } from "./course-types.ts";

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

/**
 * Which course bookings a read wants, in the domain's terms (the other parts of core ask through the
 * course booking service and never write SQL against its tables). Every field given narrows the list.
 */
export type CourseBookingViewFilter = {
  ids?: readonly string[];
  userId?: string;
  courseDateIds?: readonly string[];
  courseId?: string;
  /** The short reference, as stored (upper case, `AL-…`). */
  reference?: string;
  /** Stored states: a hold that ran out but is still stored as `held` is included by "held". */
  states?: readonly BookingState[];
  /** Dates still on the schedule (not cancelled by the operator). */
  dateScheduled?: boolean;
  /** Dates that start after this day (yyyy-MM-dd). */
  startingAfter?: string;
};

function filterSql(filter: CourseBookingViewFilter) {
  return and(
    filter.ids ? inArray(courseBookings.id, [...filter.ids]) : undefined,
    filter.userId ? eq(courseBookings.userId, filter.userId) : undefined,
    filter.courseDateIds ? inArray(courseBookings.courseDateId, [...filter.courseDateIds]) : undefined,
    filter.courseId ? eq(courseDates.courseId, filter.courseId) : undefined,
    filter.reference ? eq(courseBookings.reference, filter.reference) : undefined,
    filter.states ? inArray(courseBookings.state, [...filter.states]) : undefined,
    filter.dateScheduled ? eq(courseDates.status, "scheduled") : undefined,
    filter.startingAfter ? gt(courseDates.startDate, filter.startingAfter) : undefined,
  );
}

/** The course's fields a booking shows. */
export const bookedCourseColumns = {
  id: courses.id,
  name: courses.name,
  slug: courses.slug,
  durationDays: courses.durationDays,
  minimumAge: courses.minimumAge,
};

export function dateOf(date: typeof courseDates.$inferSelect): CourseBookingView["courseDate"] {
  return { id: date.id, start: date.startDate, end: date.endDate, note: date.note, status: date.status };
}

/** One booking, for its owner or an admin; anyone else gets 404 (its existence is not told). */
export async function getCourseBooking(
  deps: ReadDeps,
  id: string,
  viewer: SessionUser,
): Promise<CourseBookingView> {
  return oneBooking(id, "Course booking", () =>
    courseBookingViews(deps, { ids: [id], ...(viewer.role === "admin" ? {} : { userId: viewer.id }) }),
  );
}

/** Any course booking, for admins and the payment service. */
export async function getAnyCourseBooking(deps: ReadDeps, id: string): Promise<CourseBookingView> {
  return oneBooking(id, "Course booking", () => courseBookingViews(deps, { ids: [id] }));
}

/** The viewer's own course bookings, newest first. */
export function listMyCourseBookings(deps: ReadDeps, viewer: SessionUser): Promise<CourseBookingView[]> {
  return courseBookingViews(deps, { userId: viewer.id });
}

/** Course bookings matching `filter` (admin lists, the sweep), newest first. */
export async function courseBookingViews(
  deps: ReadDeps,
  filter: CourseBookingViewFilter,
): Promise<CourseBookingView[]> {
  const { db } = deps;
  const now = deps.now();
  const rows = await db
    .select({ booking: courseBookings, date: courseDates, course: bookedCourseColumns })
    .from(courseBookings)
    .innerJoin(courseDates, eq(courseDates.id, courseBookings.courseDateId))
    .innerJoin(courses, eq(courses.id, courseDates.courseId))
    .where(filterSql(filter))
    .orderBy(desc(courseBookings.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.booking.id);
  const [students, paid] = await Promise.all([
    db
      .select()
      .from(courseStudents)
      .where(inArray(courseStudents.courseBookingId, ids))
      .orderBy(asc(courseStudents.position)),
    paidByBooking(db, payments.courseBookingId, ids),
  ]);
  return rows.map(({ booking, date, course }) => {
    const paidAmount = paid.get(booking.id) ?? 0;
    const hold = holdAt(booking, now);
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
      state: hold.state,
      paymentInfo: { status: paymentStatusOf(paidAmount, booking.total, booking.total) },
      holdExpiresAt: hold.holdExpiresAt,
      flag: booking.flag,
      createdAt: booking.createdAt,
    };
  });
}
