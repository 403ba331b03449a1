/**
 * The operator's contact details, as stored (site settings): phone, WhatsApp, LINE, WeChat IDs,
 * e-mails and offices. Shown in the contact side modal and, piece by piece, in the footer.
 */
import { type ReactNode, useId } from "react";
import type { OperatorContact } from "../../core/site/site-types.ts";
import { telHref, whatsappChatUrl } from "../lib/contact-links.ts";
import { ChatIcon, MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from "./icons.tsx";

/** One line of contact details: an icon, what it is, and the value or link. */
function ContactItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li>
      {icon}
      <span>
        <span className="contact-label">{label}</span>
        {children}
      </span>
    </li>
  );
}

/** Phone, WhatsApp and LINE: each only when set. */
export function ContactPhones({ contact }: { contact: OperatorContact }) {
  if (!contact.phone && !contact.whatsapp && !contact.line) return null;
  return (
    <ul className="contact-list">
      {contact.phone ? (
        <ContactItem icon={<PhoneIcon className="contact-icon" />} label="Phone">
          <a href={telHref(contact.phone)}>{contact.phone}</a>
        </ContactItem>
      ) : null}
      {contact.whatsapp ? (
        <ContactItem icon={<WhatsAppIcon className="contact-icon" />} label="WhatsApp">
          <a href={whatsappChatUrl(contact)} rel="noopener noreferrer" target="_blank">
            {contact.whatsapp}
          </a>
        </ContactItem>
      ) : null}
      {contact.line ? (
        <ContactItem icon={<ChatIcon className="contact-icon" />} label="LINE ID">
          <span className="contact-value">{contact.line}</span>
        </ContactItem>
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
        <ContactItem key={id} icon={<ChatIcon className="contact-icon" />} label="WeChat ID">
          <span className="contact-value">{id}</span>
        </ContactItem>
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
        <ContactItem key={email} icon={<MailIcon className="contact-icon" />} label="E-mail">
          <a href={`mailto:${email}`}>{email}</a>
        </ContactItem>
      ))}
    </ul>
  );
}

/** The booking office and the main office: each only when set. */
export function ContactOffices({ contact }: { contact: OperatorContact }) {
  if (!contact.bookingOffice && !contact.mainOffice) return null;
  return (
    <ul className="contact-list">
      {contact.bookingOffice ? (
        <ContactItem icon={<MapPinIcon className="contact-icon" />} label="Booking office">
          <span className="contact-value contact-address">{contact.bookingOffice}</span>
        </ContactItem>
      ) : null}
      {contact.mainOffice ? (
        <ContactItem icon={<MapPinIcon className="contact-icon" />} label="Main office">
          <span className="contact-value contact-address">{contact.mainOffice}</span>
        </ContactItem>
      ) : null}
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
