/**
 * The course-booking e-mails, written here and queued through the outbox in the transaction that
 * causes them (the booking, the payment, the sweep's claim, the cancellation). Each carries its kind on
 * the outbox row. Amounts in THB, dates in Bangkok.
 */
import { receiptMail } from "../bookings/booking-mails.ts";
import { bookerMail, type MailDraft } from "../mail/mail-draft.ts";
import { formatDate, formatDateTime } from "../shared/dates.ts";
import { formatTHB } from "../shared/money.ts";

/** Where a course booking is seen and paid on the site (the links in its e-mails). */
export const courseBookingPath = (id: string) => `/booking/${id}`;

export type CourseBookingForMail = {
  id: string;
  contact: { firstName: string; email: string };
  price: number;
  paid?: number;
  course: { name: string };
  courseDate: { start: string; end: string; note: string };
  studentArray: readonly { firstName: string; lastName: string }[];
};

const day = (isoDay: string) => formatDate(`${isoDay}T12:00:00+07:00`);
const when = (booking: CourseBookingForMail) =>
  booking.courseDate.start === booking.courseDate.end
    ? day(booking.courseDate.start)
    : `${day(booking.courseDate.start)} to ${day(booking.courseDate.end)}`;
const students = (booking: CourseBookingForMail) =>
  booking.studentArray.map((student) => `${student.firstName} ${student.lastName}`).join(", ");
const noteLine = (booking: CourseBookingForMail) =>
  booking.courseDate.note ? `\n${booking.courseDate.note}\n` : "";

export function courseBookingReceivedMail(
  booking: CourseBookingForMail,
  holdExpiresAt: Date,
  link: string,
): MailDraft {
  return bookerMail(booking.contact, booking.id, {
    kind: "course-booking-received",
    subject: `Course booking received: ${booking.course.name}, ${day(booking.courseDate.start)}`,
    body:
      `thank you for booking ${booking.course.name} (${when(booking)}) for ${students(booking)}.\n` +
      `Total: ${formatTHB(booking.price)}. The seats are held for you until ${formatDateTime(holdExpiresAt)} ` +
      `(Bangkok time): please pay by then.\n\nYour booking: ${link}\n`,
  });
}

export function coursePaymentReceiptMail(
  booking: CourseBookingForMail,
  amount: number,
  status: string,
  link: string,
): MailDraft {
  return receiptMail({
    id: booking.id,
    to: booking.contact,
    kind: "course-payment-receipt",
    name: booking.course.name,
    when: `(${when(booking)})`,
    amount,
    paid: booking.paid ?? 0,
    total: booking.price,
    status,
    link,
  });
}

export function courseReminderMail(booking: CourseBookingForMail, link: string): MailDraft {
  return bookerMail(booking.contact, booking.id, {
    kind: "course-reminder",
    subject: `${booking.course.name} starts on ${day(booking.courseDate.start)}`,
    body:
      `${booking.course.name} starts on ${day(booking.courseDate.start)} for ${students(booking)}.\n` +
      noteLine(booking) +
      `\nWhat to bring: swimwear, a towel, sun protection, your certification card and logbook if you have ` +
      `them, and the doctor's signed form for any student who answered "yes" on the medical questionnaire.\n\n` +
      `Your booking: ${link}\n`,
  });
}

export function courseDateCancelledMail(
  booking: CourseBookingForMail,
  refunded: number,
  contactLine: string,
): MailDraft {
  return bookerMail(booking.contact, booking.id, {
    kind: "course-date-cancelled",
    subject: `Cancelled: ${booking.course.name}, ${day(booking.courseDate.start)}`,
    body:
      `we are sorry: ${booking.course.name} on ${when(booking)} is cancelled.` +
      (refunded > 0 ? ` ${formatTHB(refunded)} is refunded to you.` : "") +
      `\n\n${contactLine}\n`,
  });
}

export function courseBookingCancelledMail(booking: CourseBookingForMail, refunded: number): MailDraft {
  return bookerMail(booking.contact, booking.id, {
    kind: "course-booking-cancelled",
    subject: `Course booking cancelled: ${booking.course.name}, ${day(booking.courseDate.start)}`,
    body:
      `your booking of ${booking.course.name} (${when(booking)}) is cancelled.` +
      (refunded > 0 ? ` ${formatTHB(refunded)} is refunded to you.` : "") +
      "\n",
  });
}
