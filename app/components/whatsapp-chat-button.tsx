import type { OperatorContact } from "../../core/site/site-types.ts";
import { whatsappChatUrl } from "../lib/contact-links.ts";
import { WhatsAppIcon } from "./icons.tsx";

/** Spec §2 Footer: floating WhatsApp chat button with a prefilled greeting. */
export function WhatsAppChatButton({ contact }: { contact: OperatorContact }) {
  if (!contact.whatsapp) return null;
  return (
    <a
      className="floating-button whatsapp-chat"
      href={whatsappChatUrl(contact)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat on WhatsApp"
    >
      <WhatsAppIcon size={28} />
    </a>
  );
}
