/**
 * The cart's `courseInfo` (spec §3 "Course-student booking", §4 "set course info, clear course info,
 * save course info"): which course date and, per student, a name and the crew pak. Stored by the one
 * cart store (app/lib/cart.ts); this module only says what a stored value may hold, so the screens
 * refuse a tampered or outdated one the way the trip cart does. Choices only, never prices: the
 * screen prices a preview from the date's current price and the server prices the booking again.
 */
import { z } from "zod";
import { MAX_STUDENTS } from "../../core/courses/course-schemas.ts";
import { clearCourseInfo, setCourseInfo } from "./cart.ts";
import { showAlert } from "./alerts.tsx";

const studentSchema = z.strictObject({
  // Empty while the visitor types; the booking call requires them.
  firstName: z.string().max(60),
  lastName: z.string().max(60),
  crewPak: z.boolean(),
});
export type CartStudent = z.output<typeof studentSchema>;

const courseInfoSchema = z.strictObject({
  courseId: z.uuid(),
  courseDateId: z.uuid(),
  studentArray: z.array(studentSchema).min(1).max(MAX_STUDENTS),
});
export type CourseCartInfo = z.output<typeof courseInfoSchema>;

export const COURSE_INFO_DROPPED_MESSAGE =
  "Your course choice was out of date and has been cleared. Please choose your course date again.";

/** The stored course info when it passes the check, else null. */
export function readCourseInfo(value: unknown): CourseCartInfo | null {
  if (value === null || value === undefined) return null;
  const parsed = courseInfoSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Forgets a course info that did not pass the check and tells the visitor. */
export function dropCourseInfo(): void {
  clearCourseInfo();
  showAlert({ message: COURSE_INFO_DROPPED_MESSAGE, type: "warning" });
}

export const emptyStudent = (): CartStudent => ({ firstName: "", lastName: "", crewPak: false });

/** "Book this course" on a date: the cart holds this date with one student to name. */
export function chooseCourseDate(courseId: string, courseDateId: string): void {
  setCourseInfo({ courseId, courseDateId, studentArray: [emptyStudent()] });
}

/** The students for a chosen number: names kept for the ones still there, new ones empty. */
export function resizeStudents(students: readonly CartStudent[], count: number): CartStudent[] {
  return Array.from({ length: count }, (_, index) => students[index] ?? emptyStudent());
}
