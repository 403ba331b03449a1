/**
 * /course-booking: the cart's course info (spec §3 "Course-student booking", §4 "set course info,
 * clear course info, save course info"). With a date chosen: how many students, each one's name and
 * crew pak, and the itemised checkout summary (app/lib/course-summary.ts over core/courses/) priced with
 * the date's current price; agents see their net rate. What is shown is a preview: the server prices the
 * booking again from its own rows when it is made on the next screen. With no date chosen: every course
 * with its next dates.
 */
import { lazy, Suspense, useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { CREW_PAK_PRICE } from "../../core/bookings/booking-money.ts";
import { MAX_STUDENTS } from "../../core/courses/course-types.ts";
import { bahtToSatang, formatTHB } from "../../core/shared/money.ts";
import { ContactInvitation } from "../components/contact-invitation.tsx";
import { CourseDateList, seatsLeftText } from "../components/course-date-list.tsx";
import { EmptyState } from "../components/empty-state.tsx";
import { AwardIcon } from "../components/icons.tsx";
import { clearCourseInfo, saveCourseInfo, useCart } from "../lib/cart.ts";
import { type CartStudent, dropCourseInfo, readCourseInfo, resizeStudents } from "../lib/course-cart.ts";
import { orErrorScreen } from "../lib/route-errors.server.ts";
import { dateRange } from "../lib/trip-format.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/course-booking";
import { seoMeta } from "../lib/meta.ts";
import { CheckoutScreen } from "../components/checkout-steps.tsx";
import { effectiveAgentDiscount } from "../../core/accounts/agent-discount.ts";
import { useCourseDate } from "../lib/course-date-answer.ts";
import { checkoutContext } from "../lib/checkout.server.ts";
import { loadWithTimeout } from "../lib/lazy-reload.ts";
import { CartActions } from "../components/cart-actions.tsx";

/** Loaded once the cart holds a course date (app/components/course-cart-summary.tsx). */
const CourseCartSummary = lazy(() => loadWithTimeout(() => import("../components/course-cart-summary.tsx")));

export async function loader({ context }: Route.LoaderArgs) {
  const [courses, checkout] = await Promise.all([
    orErrorScreen(context.services.courseDates.nextDates()),
    checkoutContext(context),
  ]);
  // The summary's clock and cancellation terms (app/lib/course-summary.ts).
  return { courses, checkout: { now: checkout.now, terms: checkout.terms } };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Book a PADI course",
    description: "Choose a PADI course date at our dive centre, name your students and book it online.",
  });

/** A student's two name fields, in order. */
const NAME_PARTS = [
  { part: "firstName", label: "First name", autoComplete: "given-name" },
  { part: "lastName", label: "Last name", autoComplete: "family-name" },
] as const;

export default function CourseBookingScreen({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const navigate = useNavigate();
  const { courseInfo: stored } = useCart();
  const info = readCourseInfo(stored);
  const refused = stored !== null && info === null;
  const courseId = info?.courseId;
  const courseDateId = info?.courseDateId;
  useEffect(() => {
    if (refused) dropCourseInfo();
  }, [refused]);

  // The chosen date is checked against the server on load (app/lib/course-date-answer.ts).
  const loaded = useCourseDate(courseId, courseDateId);
  const course = loaderData.courses.find((entry) => entry.course.id === courseId)?.course;
  const date = loaded && "date" in loaded ? loaded.date : null;
  const agentDiscount = effectiveAgentDiscount(root?.user);
  const students: CartStudent[] = info?.studentArray ?? [];
  const coursePrice = date ? bahtToSatang(date.price) : 0;
  const change = (index: number, next: Partial<CartStudent>) =>
    saveCourseInfo({
      studentArray: students.map((student, i) => (i === index ? { ...student, ...next } : student)),
    });

  let body;
  if (!info) {
    body = (
      <section aria-labelledby="courses-title">
        <h2 id="courses-title" className="block-title">
          Choose your course and date
        </h2>
        {loaderData.courses.map(({ course: entry, dates }) => (
          <section key={entry.id} className="course-choice" aria-labelledby={`course-${entry.id}`}>
            <h3 id={`course-${entry.id}`}>
              <Link to={`/course/${entry.slug}`} className="text-link">
                {entry.name}
              </Link>
            </h3>
            {dates.length > 0 ? (
              <CourseDateList courseId={entry.id} dates={dates} />
            ) : (
              <p>No dates are published yet: please contact us.</p>
            )}
          </section>
        ))}
      </section>
    );
  } else if (loaded && "problem" in loaded) {
    body = (
      <EmptyState title="This course date cannot be booked" icon={<AwardIcon size={26} />}>
        <p>{loaded.problem}</p>
        <button type="button" className="button button-outline" onClick={clearCourseInfo}>
          Choose another date
        </button>
      </EmptyState>
    );
  } else if (!date || !course) {
    body = <p aria-live="polite">Loading your course…</p>;
  } else if (date.seatsLeft < students.length) {
    body = (
      <EmptyState title="Not enough free seats" icon={<AwardIcon size={26} />}>
        <p>
          {date.seatsLeft > 0
            ? `Only ${seatsLeftText(date.seatsLeft)} on this date now.`
            : "This date is now full."}{" "}
          Please choose fewer students or another date.
        </p>
        <div className="button-row">
          {date.seatsLeft > 0 ? (
            <button
              type="button"
              className="button button-primary"
              onClick={() => saveCourseInfo({ studentArray: students.slice(0, date.seatsLeft) })}
            >
              Book {date.seatsLeft} {date.seatsLeft === 1 ? "student" : "students"}
            </button>
          ) : null}
          <button type="button" className="button button-outline" onClick={clearCourseInfo}>
            Choose another date
          </button>
        </div>
      </EmptyState>
    );
  } else {
    const most = Math.min(MAX_STUDENTS, date.seatsLeft);
    body = (
      <div className="checkout-layout">
        <Suspense fallback={<p aria-live="polite">Loading the summary…</p>}>
          <CourseCartSummary
            course={course}
            date={{ ...date, price: coursePrice }}
            students={students}
            agentDiscount={agentDiscount}
            checkout={loaderData.checkout}
          />
        </Suspense>
        <form
          className="checkout-main"
          aria-label="Course booking"
          onSubmit={(event) => {
            event.preventDefault();
            void navigate(root?.user ? "/course-information" : "/login?redirect=%2Fcourse-information");
          }}
        >
          <p>
            {dateRange(date.start, date.end)} · {seatsLeftText(date.seatsLeft)} · {formatTHB(coursePrice)} per
            student
            {agentDiscount > 0 ? ` · agent rate ${agentDiscount}% off the course price` : ""}
          </p>
          {date.note ? <p>{date.note}</p> : null}
          <label className="field">
            <span className="field-label">Number of students</span>
            <select
              className="field-input field-select"
              name="students"
              value={students.length}
              onChange={(event) =>
                saveCourseInfo({ studentArray: resizeStudents(students, Number(event.target.value)) })
              }
            >
              {Array.from({ length: most }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </label>
          {students.map((student, index) => (
            <fieldset key={index} className="booking-guest">
              <legend>Student {index + 1}</legend>
              <div className="field-row">
                {NAME_PARTS.map(({ part, label, autoComplete }) => (
                  <label key={part} className="field">
                    <span className="field-label">{label}</span>
                    <input
                      className="field-input"
                      name={`student-${index}-${part}`}
                      value={student[part]}
                      maxLength={60}
                      required
                      // The booker is usually the first student: the browser may fill in their name there only.
                      autoComplete={index === 0 ? autoComplete : "off"}
                      onChange={(event) => change(index, { [part]: event.target.value })}
                    />
                  </label>
                ))}
              </div>
              <label className="check-field">
                <input
                  type="checkbox"
                  name={`student-${index}-crewPak`}
                  checked={student.crewPak}
                  onChange={(event) => change(index, { crewPak: event.target.checked })}
                />{" "}
                PADI crew pak (course materials) · {formatTHB(CREW_PAK_PRICE)}
              </label>
            </fieldset>
          ))}
          <CartActions next="student information" clearLabel="Clear the course" onClear={clearCourseInfo} />
        </form>
      </div>
    );
  }

  return (
    <CheckoutScreen eyebrow="PADI courses" title="Book a PADI course" step="Cart">
      {body}
      {root && !info ? (
        <ContactInvitation contact={root.contact} title="Questions about a course?">
          <p>Our instructors help you pick the right course for your experience and your dates.</p>
        </ContactInvitation>
      ) : null}
    </CheckoutScreen>
  );
}
