/**
 * A course booking itemised for the checkout summary (app/components/checkout-summary.tsx), in the
 * trip summary's own shape (core/bookings/booking-lines.ts) so the one component prints both: per
 * student the course date's price, the agent's rate where it applies, the crew pak, and what the student
 * is charged; the total; and the course's payment rule, which takes no deposit: a course is paid in
 * full when it is booked (course-money.ts). Every amount comes from course-money.ts's rules.
 * Plain functions only: the browser's bundle imports this.
 */
import { CREW_PAK_LABEL, type GuestLines, type PaymentPlan } from "../bookings/booking-lines.ts";
import { CREW_PAK_PRICE, lessPercent } from "../bookings/booking-money.ts";
import { studentPrice } from "./course-money.ts";

/** One student as the summary needs it: a name and the course date's price per student (satang). */
export type SummaryStudent = { name: string; coursePrice: number; crewPak: boolean };

/** Why the whole total is due at once, as the summary says it. */
export const COURSE_PAYMENT_RULE = "a course is paid in full when it is booked";

/** Each student's lines and the booking's total, by the rules the server charges with. */
export function itemiseCourse(
  courseName: string,
  students: readonly SummaryStudent[],
  agentDiscount: number,
) {
  const guests: GuestLines[] = students.map((student, index) => ({
    label: student.name.trim() || `Student ${index + 1}`,
    cabinName: courseName,
    priceLabel: `Course: ${courseName}`,
    cabinPrice: student.coursePrice,
    tripDiscount: 0,
    agentDiscount: student.coursePrice - lessPercent(student.coursePrice, agentDiscount),
    extras: student.crewPak ? [{ label: CREW_PAK_LABEL, amount: CREW_PAK_PRICE, charged: true }] : [],
    total: studentPrice(student, student.coursePrice, agentDiscount),
  }));
  return { guests, total: guests.reduce((sum, guest) => sum + guest.total, 0) };
}

/** The course's payment plan: no deposit, the whole total due now (while the seats are held). */
export function coursePaymentPlan(total: number, now: Date): PaymentPlan {
  return {
    total,
    depositPercent: 100,
    deposit: total,
    depositDue: now,
    payInFull: true,
    balance: 0,
    balanceDue: now,
  };
}
