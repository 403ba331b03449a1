/**
 * Course bookings: a student (or a group) books seats on a course date at the dive centre. Their own
 * records beside trip bookings, sharing the holds (core/bookings/booking-holds.ts), the money module,
 * the payment path and the outbox. Each use case lives in its own module: placing
 * (course-booking-placing.ts: every amount computed from the date, nothing a client sends is trusted as
 * a price, total, status or discount; 409 when the seats are not free, the date is cancelled or has
 * started, or the booker already holds 3 unpaid bookings of either kind), reading
 * (course-booking-views.ts: owner or admin, else 404) and the students' details (course-information.ts:
 * a student younger than the course's minimum age on the start date is refused by name). This class
 * only hands them the deps (`services.courseBookings`).
 */
import type { SessionUser } from "../accounts/session-user.ts";
import { DEFAULT_BOOKING_SETTINGS, type HoldingDeps } from "../bookings/booking-holds.ts";
import { type CoursePlacingDeps, placeCourseBooking } from "./course-booking-placing.ts";
import {
  courseBookingViews,
  type CourseBookingView,
  type CourseBookingViewFilter,
  getAnyCourseBooking,
  getCourseBooking,
  listMyCourseBookings,
} from "./course-booking-views.ts";
import { saveInformation } from "./course-information.ts";
import type { CourseBookingInput, CourseInformationInput } from "./course-schemas.ts";

export { seatsTaken, tooFewSeats } from "./course-booking-placing.ts";
export type { CourseBookingView } from "./course-booking-views.ts";

export type CourseBookingDeps = HoldingDeps & {
  /** Told after a commit that changed the seats left on a date (the page cache drops its copies). */
  seatsChanged?: (courseDateId: string) => void;
};

export class CourseBookingService {
  private readonly deps: CoursePlacingDeps;

  constructor(deps: CourseBookingDeps) {
    this.deps = { ...deps, settings: { ...DEFAULT_BOOKING_SETTINGS, ...deps.settings } };
  }

  create(
    user: SessionUser,
    input: CourseBookingInput,
    information?: CourseInformationInput["studentArray"],
  ): Promise<CourseBookingView> {
    return placeCourseBooking(this.deps, user, input, information);
  }

  get(id: string, viewer: SessionUser): Promise<CourseBookingView> {
    return getCourseBooking(this.deps, id, viewer);
  }

  getAny(id: string): Promise<CourseBookingView> {
    return getAnyCourseBooking(this.deps, id);
  }

  /** The viewer's own course bookings, newest first. */
  listMine(viewer: SessionUser): Promise<CourseBookingView[]> {
    return listMyCourseBookings(this.deps, viewer);
  }

  /** Course bookings matching `filter`, for other core services (admin lists, the sweep). */
  views(filter: CourseBookingViewFilter): Promise<CourseBookingView[]> {
    return courseBookingViews(this.deps, filter);
  }

  saveInformation(
    user: SessionUser,
    id: string,
    studentArray: CourseInformationInput["studentArray"],
  ): Promise<CourseBookingView> {
    return saveInformation(this.deps, user, id, studentArray);
  }
}
