/**
 * The header's Contact and Log in before the page's script runs (or without script). Contact opens a
 * native popover with the operator's details (like the main menu's fallback, main-menu.tsx): phone,
 * WhatsApp and a mailto work without script; the contact form itself needs it, and says so. Log in is
 * a link to /login, which opens the login panel once script runs and says why it cannot without.
 */
import type { OperatorContact } from "../../core/site/site-types.ts";
import { ContactDetails } from "./contact-details.tsx";
import { UserIcon } from "./icons.tsx";
import { PopoverPanelHead } from "./popover-panel-head.tsx";

/** The id the header's Contact button opens before the page's script runs (`popovertarget`). */
export const CONTACT_FALLBACK_ID = "contact-fallback";

export function ContactFallback({ contact }: { contact: OperatorContact }) {
  return (
    <section
      id={CONTACT_FALLBACK_ID}
      popover="auto"
      aria-labelledby={`${CONTACT_FALLBACK_ID}-title`}
      className="side-modal contact-fallback"
    >
      <PopoverPanelHead
        panelId={CONTACT_FALLBACK_ID}
        title="Contact us"
        titleId={`${CONTACT_FALLBACK_ID}-title`}
      />
      <div className="side-modal-body">
        <p>
          Call, message or e-mail us. The contact form opens here once the page has loaded (it needs
          JavaScript).
        </p>
        <ContactDetails contact={contact} />
      </div>
    </section>
  );
}

/** Log in as a link to /login, coming back to this page after signing in. */
export function LoginLink({ path }: { path: string }) {
  return (
    <a href={`/login?redirect=${encodeURIComponent(path)}`} className="header-button header-login">
      <UserIcon size={20} />
      <span className="header-button-label">Log in</span>
    </a>
  );
}
