/**
 * The departure's own e-mails (a departure cancelled, told to each live booking's lead guest) and the
 * way every booking e-mail names a departure: its day in Bangkok.
 */
import { bookerMail, type MailDraft } from "../mail/mail-draft.ts";
import { formatDate } from "../shared/dates.ts";

/** A departure day (yyyy-MM-dd) as the e-mails write it, read at noon in Bangkok. */
export const departureText = (departure: string) => formatDate(`${departure}T12:00:00+07:00`);

/** What a departure's e-mail needs of a booking on it. */
export type MailedBooking = {
  id: string;
  leadGuest: { firstName: string; email: string };
  trip: { title: string; departure: string };
};

export function tripCancelledMail(booking: MailedBooking, contactLine: string): MailDraft {
  return bookerMail(booking.leadGuest, booking.id, {
    kind: "trip-cancelled",
    subject: `Cancelled: ${booking.trip.title}, ${departureText(booking.trip.departure)}`,
    body:
      `we are sorry: the departure of ${booking.trip.title} on ${departureText(booking.trip.departure)} is cancelled. ` +
      `We will contact you to move your booking to another departure or refund what you paid.\n\n${contactLine}\n`,
  });
}
