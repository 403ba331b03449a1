/**
 * The cart's `courseInfo` (spec §3 "Course-student booking", §4 "set course info, clear course info,
 * save course info"): which course date and, per student, a name and the crew pak. Stored by the one
 * cart store (app/lib/cart.ts); this module only says what a stored value may hold, so the screens
 * refuse a tampered or outdated one the way the trip cart does. Choices only, never prices: the
 * screen prices a preview from the date's current price and the server prices the booking again.
 */
import { MAX_STUDENTS } from "../../core/courses/course-types.ts";
import { isId } from "../../core/shared/ids.ts";
import { clearCourseInfo, setCourseInfo } from "./cart.ts";
import { showAlert } from "./alerts.tsx";

export type CartStudent = { firstName: string; lastName: string; crewPak: boolean };
export type CourseCartInfo = { courseId: string; courseDateId: string; studentArray: CartStudent[] };

/** Names are empty while the visitor types; the booking call requires them. */
const NAME_MAX = 60;

/** A plain object with exactly these keys: anything slipped in (a price) makes the value refused. */
function hasExactly(value: unknown, keys: readonly string[]): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((key) => own.includes(key));
}

const isName = (value: unknown) => typeof value === "string" && value.length <= NAME_MAX;

function isStudent(value: unknown): value is CartStudent {
  return (
    hasExactly(value, ["firstName", "lastName", "crewPak"]) &&
    isName(value.firstName) &&
    isName(value.lastName) &&
    typeof value.crewPak === "boolean"
  );
}

export const COURSE_INFO_DROPPED_MESSAGE =
  "Your course choice was out of date and has been cleared. Please choose your course date again.";

/** The stored course info when it passes the check, else null. */
export function readCourseInfo(value: unknown): CourseCartInfo | null {
  if (value === null || value === undefined) return null;
  // Checked by hand rather than with zod: this module is in the course pages' bundle, where zod would
  // cost more than the rest of the page's own code.
  if (!hasExactly(value, ["courseId", "courseDateId", "studentArray"])) return null;
  const { courseId, courseDateId, studentArray } = value;
  if (!isId(courseId) || !isId(courseDateId) || !Array.isArray(studentArray)) return null;
  if (studentArray.length < 1 || studentArray.length > MAX_STUDENTS || !studentArray.every(isStudent))
    return null;
  return {
    courseId: courseId as string,
    courseDateId: courseDateId as string,
    studentArray: studentArray.map(({ firstName, lastName, crewPak }) => ({ firstName, lastName, crewPak })),
  };
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
