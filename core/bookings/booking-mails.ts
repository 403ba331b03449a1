/**
 * The booking e-mails, written here and queued through the outbox in the transaction
 * that causes them. Each carries its kind on the outbox row. Amounts in THB, dates in Bangkok.
 */
import { formatDate, formatDateTime } from "../shared/dates.ts";
import { formatTHB } from "../shared/money.ts";
import { bookerMail, type MailDraft } from "../mail/mail-draft.ts";
import { departureText } from "../trips/trip-mails.ts";
import { referenceLine } from "../shared/booking-reference.ts";

export type { MailDraft };

type BookingForMail = {
  id: string;
  leadGuest: { firstName: string; email: string };
  total: number;
  paid?: number;
  trip: { title: string; departure: string };
};

export function bookingReceivedMail(booking: BookingForMail, due: Date, paymentLink: string): MailDraft {
  return bookerMail(booking.leadGuest, booking.id, {
    kind: "booking-received",
    subject: `Booking received: ${booking.trip.title}, ${departureText(booking.trip.departure)}`,
    body:
      `thank you for booking ${booking.trip.title}, departing ${departureText(booking.trip.departure)}.\n` +
      `Total: ${formatTHB(booking.total)}. Your spaces are held until ${formatDateTime(due)} (Bangkok time): ` +
      `please pay the deposit or the full amount by then.\n\nPay now: ${paymentLink}\n`,
  });
}

export function paymentReceiptMail(
  booking: BookingForMail,
  amount: number,
  status: string,
  bookingLink: string,
): MailDraft {
  return receiptMail({
    id: booking.id,
    to: booking.leadGuest,
    kind: "payment-receipt",
    name: booking.trip.title,
    when: `departing ${departureText(booking.trip.departure)}`,
    amount,
    paid: booking.paid ?? 0,
    total: booking.total,
    status,
    link: bookingLink,
  });
}

/** The receipt of a payment on a trip or a course booking: what was paid, what is paid so far, the link. */
export function receiptMail(receipt: {
  id: string;
  to: { email: string; firstName: string };
  kind: string;
  /** The departure's title or the course's name. */
  name: string;
  /** When it runs, after the name ("departing …", "(… to …)"). */
  when: string;
  amount: number;
  paid: number;
  total: number;
  status: string;
  link: string;
}): MailDraft {
  const { amount, name } = receipt;
  return bookerMail(receipt.to, receipt.id, {
    kind: receipt.kind,
    subject: `Payment received: ${formatTHB(amount)} for ${name}`,
    body:
      `we received your payment of ${formatTHB(amount)} for ${name} ${receipt.when}.\n` +
      `Paid so far: ${formatTHB(receipt.paid)} of ${formatTHB(receipt.total)}. Payment status: ${receipt.status}.\n\n` +
      `Your booking: ${receipt.link}\n`,
  });
}

export function paymentReminderMail(
  booking: BookingForMail,
  due: Date,
  amount: number,
  paymentLink: string,
): MailDraft {
  return bookerMail(booking.leadGuest, booking.id, {
    kind: "payment-reminder",
    subject: `Payment due ${formatDate(due)}: ${booking.trip.title}`,
    body:
      `a payment of ${formatTHB(amount)} for ${booking.trip.title} (departing ${departureText(booking.trip.departure)}) ` +
      `falls due on ${formatDateTime(due)} (Bangkok time).\n\nPay now: ${paymentLink}\n`,
  });
}

export function paymentOverdueMail(
  booking: BookingForMail,
  operatorEmail: string,
  due: Date,
  adminLink: string,
): MailDraft {
  return {
    to: operatorEmail,
    kind: "payment-overdue",
    subject: `Overdue: ${booking.leadGuest.firstName}'s booking for ${booking.trip.title}`,
    text:
      `The balance of booking ${booking.id} (${booking.trip.title}, departing ${departureText(booking.trip.departure)}) ` +
      `was due on ${formatDateTime(due)}. Paid ${formatTHB(booking.paid ?? 0)} of ${formatTHB(booking.total)}.\n\n${adminLink}\n` +
      referenceLine(booking.id),
  };
}

export function finalDetailsRequestMail(booking: BookingForMail, link: string): MailDraft {
  return bookerMail(booking.leadGuest, booking.id, {
    kind: "final-details-request",
    subject: `Your final details for ${booking.trip.title}`,
    body:
      `your trip departs on ${departureText(booking.trip.departure)}. The national park needs each guest's passport ` +
      `details for the permits, and our crew needs certification, sizes, diet and pickup hotel.\n\nPlease fill them in: ${link}\n`,
  });
}

/** A few days after the trip returns: how was it? (Sent once per booking by the sweep, core/reviews/.) */
export function reviewInvitationMail(booking: BookingForMail, formLink: string): MailDraft {
  return bookerMail(booking.leadGuest, booking.id, {
    kind: "review-invitation",
    subject: `How was ${booking.trip.title}?`,
    body:
      `thank you for diving with us on ${booking.trip.title}, departing ${departureText(booking.trip.departure)}. ` +
      `We hope you had a wonderful trip. Other divers decide with the help of guests' reviews: would you ` +
      `tell them how it was? It takes two minutes.\n\nWrite your review: ${formLink}\n`,
  });
}

export function bookingCancelledMail(booking: BookingForMail, refunded: number): MailDraft {
  return bookerMail(booking.leadGuest, booking.id, {
    kind: "booking-cancelled",
    subject: `Booking cancelled: ${booking.trip.title}, ${departureText(booking.trip.departure)}`,
    body:
      `your booking for ${booking.trip.title} (departing ${departureText(booking.trip.departure)}) is cancelled.` +
      (refunded > 0 ? ` ${formatTHB(refunded)} is refunded to you.` : "") +
      "\n",
  });
}
