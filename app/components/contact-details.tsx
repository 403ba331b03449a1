/**
 * The operator's contact details, as stored (site settings): phone, WhatsApp, LINE, WeChat IDs,
 * e-mails and offices. Shown in the contact side modal and, piece by piece, in the footer.
 */
import { type ComponentProps, type ComponentType, type ReactNode, useId } from "react";
import type { OperatorContact } from "../../core/site/site-types.ts";
import { telHref, whatsappChatUrl } from "../lib/contact-links.ts";
import { LabelledSection } from "./labelled-section.tsx";
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

/**
 * One contact line for each of `values`, all under the same icon and label: the value as text, or as a
 * link to `href(value)`. Nothing when there are none.
 */
function ContactEach({
  values,
  Icon,
  label,
  href,
}: {
  values: readonly string[];
  Icon: ComponentType<{ className?: string }>;
  label: string;
  href?: (value: string) => string;
}) {
  if (values.length === 0) return null;
  return (
    <ul className="contact-list">
      {values.map((value) => (
        <ContactItem key={value} icon={<Icon className="contact-icon" />} label={label}>
          {href ? <a href={href(value)}>{value}</a> : <span className="contact-value">{value}</span>}
        </ContactItem>
      ))}
    </ul>
  );
}

/** The WeChat IDs. */
export function ContactWeChat({ contact }: { contact: OperatorContact }) {
  return <ContactEach values={contact.wechatIds} Icon={ChatIcon} label="WeChat ID" />;
}

/** The contact e-mails. */
export function ContactEmails({ contact }: { contact: OperatorContact }) {
  return (
    <ContactEach values={contact.emails} Icon={MailIcon} label="E-mail" href={(email) => `mailto:${email}`} />
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

/** One headed group of the contact side modal. */
function ContactGroup(props: Omit<ComponentProps<typeof LabelledSection>, "className" | "headingClassName">) {
  return <LabelledSection {...props} className="contact-group" headingClassName="contact-group-title" />;
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
      <ContactGroup id={`${id}-call`} heading={Heading} title="Call or message us">
        <ContactPhones contact={contact} />
        <ContactWeChat contact={contact} />
      </ContactGroup>
      <ContactGroup id={`${id}-write`} heading={Heading} title="Write to us">
        <ContactEmails contact={contact} />
      </ContactGroup>
      <ContactGroup id={`${id}-visit`} heading={Heading} title="Visit us">
        <ContactOffices contact={contact} />
      </ContactGroup>
    </div>
  );
}
