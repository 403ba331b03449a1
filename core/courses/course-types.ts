/**
 * The course-booking domain's value lists and shapes, shared by the schema, the services, the API and
 * the screens. Plain types only: the browser's bundle imports this.
 */

/** At most this many students in one course booking. */
export const MAX_STUDENTS = 12;

/** A course date is on sale (`scheduled`) or called off (`cancelled`: its students were told and refunded). */
export const courseDateStatuses = ["scheduled", "cancelled"] as const;
export type CourseDateStatus = (typeof courseDateStatuses)[number];

/** Certification a student holds before the course (the entry level of the course decides what is needed). */
export const studentCertifications = [
  "None",
  "Open Water",
  "Advanced Open Water",
  "Rescue Diver",
  "Divemaster",
  "Other",
] as const;
export type StudentCertification = (typeof studentCertifications)[number];

/**
 * The medical questionnaire: `all-no` (the student answered "no" to every question) or `doctor-form`
 * (at least one "yes": the student brings a doctor's signed form to the first day).
 */
export const medicalAnswers = ["all-no", "doctor-form"] as const;
export type MedicalAnswer = (typeof medicalAnswers)[number];

/** What a student tells after booking (the information step). `dateOfBirth` is yyyy-MM-dd. */
export type StudentInformation = {
  dateOfBirth: string;
  certification: StudentCertification;
  medical: MedicalAnswer;
};

/** One student of a course booking, as stored and answered (satang). */
export type CourseStudent = {
  firstName: string;
  lastName: string;
  crewPak: boolean;
  /** The date's price per student, copied at booking time. */
  coursePrice: number;
  /** What this student is charged: the course price (less an agent's percent) plus the crew pak. */
  price: number;
  information: StudentInformation | null;
};
