/** The waitlist's e-mail: spaces came free and are held for the guest until the offer runs out. */
import type { MailDraft } from "../mail/mail-draft.ts";
import { formatDate, formatDateTime } from "../shared/dates.ts";

export function waitlistOfferMail(
  offer: {
    to: string;
    firstName: string;
    tripTitle: string;
    departure: string;
    cabinName: string;
    spaces: number;
    expiresAt: Date;
  },
  bookLink: string,
): MailDraft {
  const departure = formatDate(`${offer.departure}T12:00:00+07:00`);
  const spaces = `${offer.spaces} ${offer.spaces === 1 ? "space" : "spaces"}`;
  return {
    to: offer.to,
    kind: "waitlist-offer",
    subject: `Spaces free for you: ${offer.tripTitle}, ${departure}`,
    text:
      `Dear ${offer.firstName},\n\n` +
      `${spaces} in ${offer.cabinName} on ${offer.tripTitle}, departing ${departure}, came free and are held ` +
      `for you until ${formatDateTime(offer.expiresAt)} (Bangkok time). After that they pass to the next ` +
      `guest in line.\n\nBook them now: ${bookLink}\n`,
  };
}
