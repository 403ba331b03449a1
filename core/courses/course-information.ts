/** The students' details on a course booking (date of birth, certification, medical answer). */
import { and, eq } from "drizzle-orm";
import { courseStudents } from "../../db/schema.ts";
import type { SessionUser } from "../accounts/session-user.ts";
import { checkOwnActiveBooking } from "../bookings/booking-holds.ts";
import type { ReadDeps } from "../bookings/booking-views.ts";
import { AppError } from "../shared/errors.ts";
import { bangkokToday } from "../trips/seasons.ts";
import { tooYoungMessage } from "./course-money.ts";
import type { CourseInformationInput } from "./course-schemas.ts";
import { type CourseBookingView, getAnyCourseBooking, getCourseBooking } from "./course-booking-views.ts";
import type { StudentInformation } from "./course-types.ts";

/**
 * The students' details against the booking: one entry per student, each old enough for the course on
 * its first day (refused by name) and born before today.
 */
export function checkInformation(
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

/**
 * Each student's information, in the booking's order (owner only; the booking must be live). A
 * student younger than the course's minimum age on the first day is refused by name.
 */
export async function saveInformation(
  deps: ReadDeps,
  user: SessionUser,
  id: string,
  studentArray: CourseInformationInput["studentArray"],
): Promise<CourseBookingView> {
  const booking = await getCourseBooking(deps, id, user);
  checkOwnActiveBooking(booking, user.id, "Course booking");
  checkInformation(booking.studentArray, booking.course, booking.courseDate.start, studentArray, deps.now());
  await deps.db.transaction(async (tx) => {
    for (const [position, information] of studentArray.entries()) {
      await tx
        .update(courseStudents)
        .set({ information: information satisfies StudentInformation })
        .where(and(eq(courseStudents.courseBookingId, id), eq(courseStudents.position, position)));
    }
  });
  return getAnyCourseBooking(deps, id);
}
