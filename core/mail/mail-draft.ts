import { referenceLine } from "../shared/booking-reference.ts";

/** An e-mail written by a domain, before it is queued in the outbox: its address, subject, text and kind. */
export type MailDraft = { to: string; subject: string; text: string; kind: string };

/**
 * A booking's e-mail to its booker (a trip's lead guest, a course's contact): greeted by first name,
 * then `body`, closing with the booking's reference line.
 */
export function bookerMail(
  to: { email: string; firstName: string },
  bookingId: string,
  mail: { kind: string; subject: string; body: string },
): MailDraft {
  return {
    to: to.email,
    kind: mail.kind,
    subject: mail.subject,
    text: `Dear ${to.firstName},\n\n` + mail.body + referenceLine(bookingId),
  };
}
