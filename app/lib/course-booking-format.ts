/**
 * A course booking as the customer's and the admin's screens show it: the loaders' summary (amounts in
 * satang, instants as ISO text) and a student's details in words. The amounts and statuses are the
 * server's (core/courses/course-booking-service.ts).
 */
import type { CourseBookingView } from "../../core/courses/course-booking-service.ts";
import type { CourseStudent, MedicalAnswer } from "../../core/courses/course-types.ts";
import { formatDate } from "../../core/shared/dates.ts";

export function courseBookingSummary(booking: CourseBookingView) {
  return {
    id: booking.id,
    reference: booking.reference,
    kind: "course" as const,
    course: booking.course,
    courseDate: booking.courseDate,
    contact: booking.contact,
    studentArray: booking.studentArray,
    students: booking.studentArray.length,
    agentDiscount: booking.agentDiscount,
    price: booking.price,
    paid: booking.paid,
    pending: booking.pending,
    state: booking.state,
    status: booking.paymentInfo.status,
    flag: booking.flag,
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    createdAt: booking.createdAt.toISOString(),
  };
}
export type CourseBookingSummary = ReturnType<typeof courseBookingSummary>;

const MEDICAL_TEXT: Record<MedicalAnswer, string> = {
  "all-no": "no to every question",
  "doctor-form": "brings a doctor's form",
};

/** "born 12/03/1990 · Open Water · medical: no to every question", or that it is still to give. */
export function studentDetailsText(student: Pick<CourseStudent, "information">): string {
  const info = student.information;
  if (!info) return "Details still to give";
  return `born ${formatDate(info.dateOfBirth)} · ${info.certification} · medical: ${MEDICAL_TEXT[info.medical]}`;
}
