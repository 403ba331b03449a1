/**
 * /course-information (signed in): per student, the date of birth (dd/MM/yyyy, spec §5), the
 * certification held and the medical questionnaire's answer. "Book now" makes the course booking on the
 * server from the cart's course info (which checks the seats and computes every amount), saves the
 * students' details, then the payment screen opens. A visitor is asked to log in and comes back here
 * (/login?redirect=…), as from the trip cart.
 */
import { lazy, Suspense, useEffect } from "react";
import { Form, Link, redirect, useActionData } from "react-router";
import { courseBookingInputSchema, courseInformationSchema } from "../../core/courses/course-schemas.ts";
import { medicalAnswers, studentCertifications } from "../../core/courses/course-types.ts";
import { actionFailed, invalidForm, refused } from "../lib/action-answers.server.ts";
import { EmptyState } from "../components/empty-state.tsx";
import { SelectField, TextField } from "../components/form-field.tsx";
import { AwardIcon } from "../components/icons.tsx";
import { showAlert } from "../lib/alerts.tsx";
import { clearCourseInfo, useCart } from "../lib/cart.ts";
import { readCourseInfo } from "../lib/course-cart.ts";
import { readFormData } from "../lib/form-data.server.ts";
import { seoMeta } from "../lib/meta.ts";
import type { Route } from "./+types/course-information";
import { BookNowActions } from "../components/book-now-actions.tsx";
import { CheckoutScreen } from "../components/checkout-steps.tsx";
import { bahtToSatang } from "../../core/shared/money.ts";
import { checkoutContext } from "../lib/checkout.server.ts";
import { useCourseDate } from "../lib/course-date-answer.ts";
import { loadWithTimeout } from "../lib/lazy-reload.ts";
import { orErrorScreen } from "../lib/route-errors.server.ts";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Course information",
    description:
      "The students' details for a PADI course at our dive centre: date of birth, certification and the medical questionnaire.",
  });

const LOGIN = "/login?redirect=%2Fcourse-information";

/** Loaded once the cart's course date is read (app/components/course-cart-summary.tsx). */
const CourseCartSummary = lazy(() => loadWithTimeout(() => import("../components/course-cart-summary.tsx")));

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.user;
  if (!user) return { signedIn: false as const };
  const [courses, checkout] = await Promise.all([
    orErrorScreen(context.services.courseDates.nextDates()),
    checkoutContext(context),
  ]);
  // The summary's course names, the agent's rate, the clock and the cancellation terms.
  return {
    signedIn: true as const,
    courseNames: Object.fromEntries(courses.map(({ course }) => [course.id, course.name])),
    agentDiscount: user.role === "agent" ? user.agentDiscount : 0,
    checkout: { now: checkout.now, terms: checkout.terms },
  };
}

const MEDICAL_LABEL: Record<(typeof medicalAnswers)[number], string> = {
  "all-no": 'Answered "no" to every question of the medical questionnaire',
  "doctor-form": 'Answered "yes" to a question: will bring a form signed by a doctor',
};

export async function action({ context, request }: Route.ActionArgs) {
  const user = context.user;
  if (!user) throw redirect(LOGIN);
  const form = await readFormData(request);
  let cart: unknown;
  try {
    cart = JSON.parse(String(form.get("cart") ?? ""));
  } catch {
    return refused("Your course choice could not be read: please choose it again.");
  }
  const booking = courseBookingInputSchema.safeParse(cart);
  if (!booking.success) return invalidForm(booking.error);
  const students = booking.data.studentArray;
  const information = courseInformationSchema.safeParse({
    studentArray: students.map((_, index) => ({
      dateOfBirth: form.get(`student-${index}-dateOfBirth`),
      certification: form.get(`student-${index}-certification`),
      medical: form.get(`student-${index}-medical`),
    })),
  });
  if (!information.success) {
    const issue = information.error.issues[0];
    const index = typeof issue?.path[1] === "number" ? issue.path[1] : undefined;
    const who = index === undefined ? "" : `${students[index]?.firstName ?? `Student ${index + 1}`}: `;
    return refused(`${who}${issue?.message ?? "Please check the form"}`);
  }
  try {
    // One step: the booking and its students' details together, so a refused detail holds no seats.
    const made = await context.services.courseBookings.create(
      user,
      booking.data,
      information.data.studentArray,
    );
    return redirect(`/payment?course=${made.id}&new=1`);
  } catch (error) {
    return actionFailed(error);
  }
}

export default function CourseInformationScreen({ loaderData }: Route.ComponentProps) {
  const { courseInfo } = useCart();
  const info = readCourseInfo(courseInfo);
  const result = useActionData<typeof action>();
  useEffect(() => {
    if (result && "error" in result) showAlert({ message: result.error, type: "warning" });
  }, [result]);
  const loaded = useCourseDate(info?.courseId, info?.courseDateId);

  if (!loaderData.signedIn) {
    return (
      <CheckoutScreen eyebrow="PADI courses" title="Student information">
        <EmptyState title="Log in to book a course" icon={<AwardIcon size={26} />}>
          <p>The students' details are asked once you are logged in; your course choice waits here.</p>
          <Link to={LOGIN} className="button button-primary">
            Log in to continue
          </Link>
        </EmptyState>
      </CheckoutScreen>
    );
  }
  if (!info || info.studentArray.some((student) => !student.firstName || !student.lastName)) {
    return (
      <CheckoutScreen eyebrow="PADI courses" title="Student information">
        <EmptyState title="No course date chosen" icon={<AwardIcon size={26} />}>
          <p>Choose a course date and name its students first, then fill in their details here.</p>
          <Link to="/course-booking" className="button button-primary">
            Choose a course
          </Link>
        </EmptyState>
      </CheckoutScreen>
    );
  }
  const cart = { courseDateId: info.courseDateId, studentArray: info.studentArray };
  const courseName = loaderData.courseNames[info.courseId];
  const date = loaded && "date" in loaded ? loaded.date : null;
  return (
    <CheckoutScreen eyebrow="PADI courses" title="Student information" step="Guests">
      <div className="checkout-layout">
        {date && courseName ? (
          <Suspense fallback={<p aria-live="polite">Loading the summary…</p>}>
            <CourseCartSummary
              course={{ name: courseName }}
              date={{ ...date, price: bahtToSatang(date.price) }}
              students={info.studentArray}
              agentDiscount={loaderData.agentDiscount}
              checkout={loaderData.checkout}
            />
          </Suspense>
        ) : (
          <p aria-live="polite">{loaded && "problem" in loaded ? loaded.problem : "Loading your course…"}</p>
        )}
        <Form method="post" className="checkout-main" aria-label="Student information">
          <input type="hidden" name="cart" value={JSON.stringify(cart)} />
          <div>
            {info.studentArray.map((student, index) => (
              <fieldset key={index} className="booking-guest">
                <legend>
                  {student.firstName} {student.lastName}
                </legend>
                <TextField
                  label="Date of birth"
                  hint="dd/mm/yyyy"
                  name={`student-${index}-dateOfBirth`}
                  inputMode="numeric"
                  placeholder="dd/mm/yyyy"
                  pattern="\d{1,2}/\d{1,2}/\d{4}"
                  maxLength={10}
                  required
                />
                <SelectField
                  label="Certification held"
                  name={`student-${index}-certification`}
                  options={studentCertifications}
                  defaultValue="None"
                />
                <fieldset className="booking-options">
                  <legend className="field-label">Medical questionnaire</legend>
                  {medicalAnswers.map((answer) => (
                    <label key={answer} className="check-field">
                      <input
                        type="radio"
                        name={`student-${index}-medical`}
                        value={answer}
                        required
                        defaultChecked={answer === "all-no"}
                      />{" "}
                      {MEDICAL_LABEL[answer]}
                    </label>
                  ))}
                </fieldset>
              </fieldset>
            ))}
            <p>
              <Link to="/course-booking" className="text-link">
                Change the students
              </Link>
            </p>
          </div>
          <div>
            <p>The seats are held for you while you pay. A course is paid in full when it is booked.</p>
            <BookNowActions clearLabel="Clear the course" onClear={clearCourseInfo} />
          </div>
        </Form>
      </div>
    </CheckoutScreen>
  );
}
