/**
 * The operator's contact details, as stored (site settings): phone, WhatsApp, LINE, WeChat IDs,
 * e-mails and offices. Shown in the contact side modal and, piece by piece, in the footer.
 */
import { useId } from "react";
import type { OperatorContact } from "../../db/schema.ts";
import { telHref, whatsappChatUrl } from "../lib/contact-links.ts";
import { ChatIcon, MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from "./icons.tsx";

/** Phone, WhatsApp and LINE. */
export function ContactPhones({ contact }: { contact: OperatorContact }) {
  return (
    <ul className="contact-list">
      <li>
        <PhoneIcon className="contact-icon" />
        <span>
          <span className="contact-label">Phone</span>
          <a href={telHref(contact.phone)}>{contact.phone}</a>
        </span>
      </li>
      <li>
        <WhatsAppIcon className="contact-icon" />
        <span>
          <span className="contact-label">WhatsApp</span>
          <a href={whatsappChatUrl(contact)} rel="noopener noreferrer" target="_blank">
            {contact.whatsapp}
          </a>
        </span>
      </li>
      {contact.line ? (
        <li>
          <ChatIcon className="contact-icon" />
          <span>
            <span className="contact-label">LINE ID</span>
            <span className="contact-value">{contact.line}</span>
          </span>
        </li>
      ) : null}
    </ul>
  );
}

/** The WeChat IDs. */
export function ContactWeChat({ contact }: { contact: OperatorContact }) {
  if (contact.wechatIds.length === 0) return null;
  return (
    <ul className="contact-list">
      {contact.wechatIds.map((id) => (
        <li key={id}>
          <ChatIcon className="contact-icon" />
          <span>
            <span className="contact-label">WeChat ID</span>
            <span className="contact-value">{id}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The contact e-mails. */
export function ContactEmails({ contact }: { contact: OperatorContact }) {
  if (contact.emails.length === 0) return null;
  return (
    <ul className="contact-list">
      {contact.emails.map((email) => (
        <li key={email}>
          <MailIcon className="contact-icon" />
          <span>
            <span className="contact-label">E-mail</span>
            <a href={`mailto:${email}`}>{email}</a>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The booking office and the main office. */
export function ContactOffices({ contact }: { contact: OperatorContact }) {
  return (
    <ul className="contact-list">
      <li>
        <MapPinIcon className="contact-icon" />
        <span>
          <span className="contact-label">Booking office</span>
          <span className="contact-value contact-address">{contact.bookingOffice}</span>
        </span>
      </li>
      <li>
        <MapPinIcon className="contact-icon" />
        <span>
          <span className="contact-label">Main office</span>
          <span className="contact-value contact-address">{contact.mainOffice}</span>
        </span>
      </li>
    </ul>
  );
}

/** Everything, grouped under headings (the contact side modal). */
export function ContactDetails({
  contact,
  headingLevel = 3,
}: {
  contact: OperatorContact;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const id = useId();
  return (
    <div className="contact-details">
      <section className="contact-group" aria-labelledby={`${id}-call`}>
        <Heading id={`${id}-call`} className="contact-group-title">
          Call or message us
        </Heading>
        <ContactPhones contact={contact} />
        <ContactWeChat contact={contact} />
      </section>
      <section className="contact-group" aria-labelledby={`${id}-write`}>
        <Heading id={`${id}-write`} className="contact-group-title">
          Write to us
        </Heading>
        <ContactEmails contact={contact} />
      </section>
      <section className="contact-group" aria-labelledby={`${id}-visit`}>
        <Heading id={`${id}-visit`} className="contact-group-title">
          Visit us
        </Heading>
        <ContactOffices contact={contact} />
      </section>
    </div>
  );
}
