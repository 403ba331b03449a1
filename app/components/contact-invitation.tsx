import type { ReactNode } from "react";
import type { OperatorContact } from "../../core/site/site-types.ts";
import { ContactEmails, ContactPhones } from "./contact-details.tsx";

/** A dark panel inviting the reader to talk to the team, with the real phone, WhatsApp and e-mails. */
export function ContactInvitation({
  contact,
  title,
  children,
}: {
  contact: OperatorContact;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="contact-invitation on-dark" aria-labelledby="contact-invitation-title">
      <div>
        <h2 id="contact-invitation-title">{title}</h2>
        {children}
      </div>
      <div>
        <ContactPhones contact={contact} />
        <ContactEmails contact={contact} />
      </div>
    </section>
  );
}
