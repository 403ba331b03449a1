/**
 * The checkout summary of the course journey (cart, students, payment, done), in the trip checkout's
 * component (app/components/checkout-summary.tsx): a cart not booked yet is priced from the course
 * date's published price, a made booking from its students' stored prices with its stored total.
 * Amounts and the payment rule come from core/courses/course-lines.ts.
 */
import {
  COURSE_PAYMENT_RULE,
  coursePaymentPlan,
  itemiseCourse,
  type SummaryStudent,
} from "../../core/courses/course-lines.ts";
import type { CourseBookingView } from "../../core/courses/course-booking-service.ts";
import type { CheckoutSummaryProps } from "../components/checkout-summary.tsx";
import { dateRange } from "./trip-format.ts";

/** What every step's summary needs from the server: its clock's instant and the cancellation terms. */
export type CourseCheckout = { now: string; terms: CheckoutSummaryProps["terms"] };

type SummaryOf = {
  courseName: string;
  start: string;
  end: string;
  students: readonly SummaryStudent[];
  agentDiscount: number;
  /** A made booking's stored total and what is paid of it. */
  stored?: { total: number; paid: number };
};

function summaryOf(course: SummaryOf, checkout: CourseCheckout): CheckoutSummaryProps {
  const lines = itemiseCourse(course.courseName, course.students, course.agentDiscount);
  const total = course.stored?.total ?? lines.total;
  const count = course.students.length;
  return {
    title: course.courseName,
    line: `${dateRange(course.start, course.end)} · ${count} ${count === 1 ? "student" : "students"}`,
    guests: lines.guests,
    total,
    // An agent's net rate on a course covers the crew pak too: nothing is collected by the agent.
    agent: false,
    discount: 0,
    agentDiscount: course.agentDiscount,
    plan: coursePaymentPlan(total, new Date(checkout.now)),
    payInFullReason: COURSE_PAYMENT_RULE,
    ...(course.stored ? { paid: course.stored.paid } : {}),
    terms: checkout.terms,
  };
}

/** A course cart's summary: the students' choices priced at the date's current price (satang). */
export function courseCartSummary(
  course: { name: string },
  date: { start: string; end: string; price: number },
  students: readonly { firstName: string; lastName: string; crewPak: boolean }[],
  agentDiscount: number,
  checkout: CourseCheckout,
): CheckoutSummaryProps {
  return summaryOf(
    {
      courseName: course.name,
      start: date.start,
      end: date.end,
      students: students.map((student) => ({
        name: `${student.firstName} ${student.lastName}`,
        coursePrice: date.price,
        crewPak: student.crewPak,
      })),
      agentDiscount,
    },
    checkout,
  );
}

/** A made course booking's summary (payment and done steps). */
export function madeCourseSummary(
  booking: CourseBookingView,
  checkout: CourseCheckout,
): CheckoutSummaryProps {
  return summaryOf(
    {
      courseName: booking.course.name,
      start: booking.courseDate.start,
      end: booking.courseDate.end,
      students: booking.studentArray.map((student) => ({
        name: `${student.firstName} ${student.lastName}`,
        coursePrice: student.coursePrice,
        crewPak: student.crewPak,
      })),
      agentDiscount: booking.agentDiscount,
      stored: { total: booking.price, paid: booking.paid },
    },
    checkout,
  );
}
