/** Links built from the operator's contact details (db/schema.ts OperatorContact). */
import type { OperatorContact } from "../../core/site/site-types.ts";

/** Only the digits of a phone number, as wa.me wants them: "+66 81 234 5678" gives "66812345678". */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}

/** A tel: link keeping the leading plus: "+66 76 123 456" gives "tel:+6676123456". */
export function telHref(phone: string): string {
  const digits = phoneDigits(phone);
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${digits}`;
}

/** The floating chat button's link: WhatsApp's click-to-chat with the greeting prefilled (spec §2 Footer). */
export function whatsappChatUrl(contact: Pick<OperatorContact, "whatsapp" | "whatsappGreeting">): string {
  const base = `https://wa.me/${phoneDigits(contact.whatsapp)}`;
  return contact.whatsappGreeting ? `${base}?text=${encodeURIComponent(contact.whatsappGreeting)}` : base;
}
