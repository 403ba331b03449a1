/**
 * A course booking's money and age rules in one module, shared by the server (which alone decides what
 * is charged) and the course-booking screen (its live total). Every amount is integer satang, and the
 * percent and crew-pak rules are the trip booking's own (core/bookings/booking-money.ts).
 *
 * - per student: the date's price per student, less the agent's `agentDiscount` percent (an agent's net
 *   rate), plus the crew pak (3,000 THB, spec §9) when the student wants one. The agent's percent is off
 *   the course price only: the crew pak is a fixed fee.
 * - a course booking is paid in full when booked: its "deposit" is its total, so its payment status is
 *   PENDING until everything is paid, then COMPLETED.
 * - a student must be at least the course's `minimumAge` on the date's first day.
 */
import { CREW_PAK_PRICE, lessPercent } from "../bookings/booking-money.ts";

export type StudentChoice = { crewPak: boolean };

/** What one student is charged, satang. */
export function studentPrice(student: StudentChoice, coursePrice: number, agentDiscount: number): number {
  return lessPercent(coursePrice, agentDiscount) + (student.crewPak ? CREW_PAK_PRICE : 0);
}

/** The booking's total: the sum of its students. */
export function courseBookingTotal(
  students: readonly StudentChoice[],
  coursePrice: number,
  agentDiscount: number,
): number {
  return students.reduce((sum, student) => sum + studentPrice(student, coursePrice, agentDiscount), 0);
}

/** Whole years of age on `day` of someone born on `dateOfBirth` (both yyyy-MM-dd). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

/**
 * The refusal for a student younger than the course allows on its first day, naming the student, or
 * null when they are old enough. A 29 February birthday counts from 1 March in other years.
 */
export function tooYoungMessage(
  student: { firstName: string; lastName: string; dateOfBirth: string },
  course: { name: string; minimumAge: number },
  startDate: string,
): string | null {
  if (ageOn(student.dateOfBirth, startDate) >= course.minimumAge) return null;
  return `${student.firstName} ${student.lastName} must be at least ${course.minimumAge} years old on the first day of ${course.name}`;
}
