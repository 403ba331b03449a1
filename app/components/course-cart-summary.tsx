/**
 * The course cart's itemised summary (the checkout's `CheckoutSummary` over app/lib/course-summary.ts),
 * in a module of its own: the course checkout's first two steps load it only once the cart holds a
 * course date, so a visitor still choosing a course does not download it (the page-weight budget of
 * docs/performance.md).
 */
import { type CourseCheckout, courseCartSummary } from "../lib/course-summary.ts";
import { CheckoutSummary } from "./checkout-summary.tsx";

export default function CourseCartSummary({
  course,
  date,
  students,
  agentDiscount,
  checkout,
}: {
  course: { name: string };
  /** The date as the cart prices it: `price` in satang per student. */
  date: { start: string; end: string; price: number };
  students: readonly { firstName: string; lastName: string; crewPak: boolean }[];
  agentDiscount: number;
  checkout: CourseCheckout;
}) {
  return <CheckoutSummary {...courseCartSummary(course, date, students, agentDiscount, checkout)} />;
}
