/**
 * The course-booking calls' input, as zod schemas shared by the API and the screens. A client sends
 * what it wants (which date, its students' names, crew paks), never what it costs: a price, total,
 * status or discount in a booking's body is dropped (the objects are not strict) and the server
 * computes every amount. Admin amounts are THB (converted to satang here), days yyyy-MM-dd.
 */
import { z } from "zod";
import { pageSchema, searchSchema } from "../shared/list-query.ts";
import { parseDayMonthYearToIso } from "../shared/dates.ts";
import { requiredText, textSchema } from "../shared/validation.ts";
import { bookingStates } from "../bookings/booking-types.ts";
import { paymentStatuses } from "../bookings/booking-money.ts";
import { isoDay, thb, wholeNumber } from "../trips/trip-schemas.ts";
import { courseDateStatuses, MAX_STUDENTS, medicalAnswers, studentCertifications } from "./course-types.ts";

export { MAX_STUDENTS };
/** A course date has at most this many seats. */
export const MAX_SEATS = 100;
export const NOTE_MAX = 500;

const body = { error: "The body must be a JSON object" };
const emptyIsMissing = (value: unknown) => (value === "" ? undefined : value);

/** How each call words a `studentArray` that is not a list, or is empty, for the entries it takes. */
const studentArrayErrors = {
  booking: {
    list: "studentArray must be a list of students",
    empty: "studentArray must hold at least one student",
  },
  information: {
    list: "studentArray must be a list, one entry per student",
    empty: "studentArray must hold one entry per student",
  },
};

/** A call's `studentArray`: one to MAX_STUDENTS entries, whatever each entry holds. */
function studentArray<Entry extends z.ZodType>(entry: Entry, errors: { list: string; empty: string }) {
  return z
    .array(entry, { error: errors.list })
    .min(1, { error: errors.empty })
    .max(MAX_STUDENTS, { error: `studentArray holds at most ${MAX_STUDENTS} students` });
}

export const courseStudentInputSchema = z.object(
  {
    firstName: requiredText("First name").max(60, {
      error: "First name is too long (60 characters at most)",
    }),
    lastName: requiredText("Last name").max(60, { error: "Last name is too long (60 characters at most)" }),
    crewPak: z.boolean({ error: "crewPak must be true or false" }).optional().default(false),
  },
  { error: "Each student must be { firstName, lastName, crewPak }" },
);

/** `POST /api/v1/course-booking/new`. */
export const courseBookingInputSchema = z.object(
  {
    courseDateId: z.uuid({ error: "courseDateId must be a course date's id" }),
    studentArray: studentArray(courseStudentInputSchema, studentArrayErrors.booking),
  },
  body,
);
export type CourseBookingInput = z.output<typeof courseBookingInputSchema>;

/** One student's information: date of birth typed dd/MM/yyyy (spec §5), stored yyyy-MM-dd. */
export const studentInformationInputSchema = z.object(
  {
    dateOfBirth: textSchema("Date of birth", { typeError: "Date of birth: enter the date as dd/mm/yyyy" })
      .refine((value) => parseDayMonthYearToIso(value) !== null, {
        error: "Date of birth: enter the date as dd/mm/yyyy",
      })
      .transform((value) => parseDayMonthYearToIso(value)!),
    certification: z.enum(studentCertifications, {
      error: `certification must be one of: ${studentCertifications.join(", ")}`,
    }),
    medical: z.enum(medicalAnswers, {
      error: 'medical must be "all-no" (no to every question) or "doctor-form" (a doctor\'s form to bring)',
    }),
  },
  { error: "Each student's information must be an object" },
);

/** `PUT /api/v1/course-booking/{id}/information`: one entry per student, in the booking's order. */
export const courseInformationSchema = z.object(
  {
    studentArray: studentArray(studentInformationInputSchema, studentArrayErrors.information),
  },
  body,
);
export type CourseInformationInput = z.output<typeof courseInformationSchema>;

const note = textSchema("Note", { multiline: true }).max(NOTE_MAX, {
  error: `Note is too long (${NOTE_MAX} characters at most)`,
});

/** `POST /api/v1/admin/course/{id}/date/new`: the end and the price default from the course. */
export const courseDateCreateSchema = z.strictObject(
  {
    start: isoDay("start"),
    end: isoDay("end").optional(),
    seats: wholeNumber("seats", 1, MAX_SEATS),
    price: thb("price").optional(),
    note: note.optional().default(""),
    status: z.enum(courseDateStatuses, { error: "status must be scheduled or cancelled" }).optional(),
  },
  body,
);
export type CourseDateCreate = z.output<typeof courseDateCreateSchema>;

/** `PUT /api/v1/admin/course-date/{id}`: what is given changes. Cancelling has its own call. */
export const courseDateUpdateSchema = z.strictObject(
  {
    start: isoDay("start").optional(),
    end: isoDay("end").optional(),
    seats: wholeNumber("seats", 0, MAX_SEATS).optional(),
    price: thb("price").optional(),
    note: note.optional(),
    status: z.enum(courseDateStatuses, { error: "status must be scheduled or cancelled" }).optional(),
  },
  body,
);
export type CourseDateUpdate = z.output<typeof courseDateUpdateSchema>;

/** `GET /api/v1/admin/course-bookings`: filters by course, date and status (payment status or state). */
export const courseBookingListQuerySchema = z.object({
  page: pageSchema,
  search: searchSchema,
  course: z.preprocess(emptyIsMissing, z.uuid({ error: "course must be a course's id" }).optional()),
  date: z.preprocess(emptyIsMissing, z.uuid({ error: "date must be a course date's id" }).optional()),
  status: z.preprocess(
    emptyIsMissing,
    z
      .enum([...paymentStatuses, ...bookingStates], {
        error: `status must be one of: ${[...paymentStatuses, ...bookingStates].join(", ")}`,
      })
      .optional(),
  ),
});
export type CourseBookingListQuery = z.output<typeof courseBookingListQuerySchema>;
