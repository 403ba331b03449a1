/**
 * Spec §2 Footer: social links (the third marked coming soon), useful links (pages from the server),
 * the dive-boat licence line, booking and main office addresses, phone/WhatsApp/LINE, two WeChat IDs,
 * two contact e-mails, copyright with the current year, a scroll-to-top button after 500 px and a
 * floating WhatsApp chat button.
 */
import { Link } from "react-router";
import type { OperatorContact, SocialLink } from "../../core/site/site-types.ts";
import { BrandMark } from "./brand-logo.tsx";
import { ContactEmails, ContactOffices, ContactPhones, ContactWeChat } from "./contact-details.tsx";
import { FacebookIcon, GlobeIcon, InstagramIcon, YouTubeIcon } from "./icons.tsx";
import { ScrollToTopButton } from "./scroll-to-top-button.tsx";
import { WhatsAppChatButton } from "./whatsapp-chat-button.tsx";

export type FooterPage = { id: string; title: string; slug: string };

function SocialIcon({ label }: { label: string }) {
  const name = label.toLowerCase();
  if (name.includes("facebook")) return <FacebookIcon size={20} />;
  if (name.includes("youtube")) return <YouTubeIcon size={20} />;
  if (name.includes("instagram")) return <InstagramIcon size={20} />;
  return <GlobeIcon size={20} />;
}

function SocialLinks({ social }: { social: SocialLink[] }) {
  return (
    <ul className="social-links">
      {social.map((link) => (
        <li key={link.label}>
          {link.href && !link.comingSoon ? (
            <a className="social-link" href={link.href} target="_blank" rel="noopener noreferrer">
              <SocialIcon label={link.label} />
              <span>{link.label}</span>
            </a>
          ) : (
            <span className="social-link social-link-soon">
              <SocialIcon label={link.label} />
              <span>
                {link.label} <span className="soon-tag">(coming soon)</span>
              </span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter({
  contact,
  footerPages,
  year,
}: {
  contact: OperatorContact;
  footerPages: FooterPage[];
  year: string;
}) {
  return (
    <footer className="site-footer">
      <div className="site-footer-waves" aria-hidden="true" />
      <div className="container site-footer-grid">
        <section className="footer-brand" aria-labelledby="footer-brand-title">
          <div className="footer-logo">
            <BrandMark size={48} />
            <h2 id="footer-brand-title" className="footer-brand-name">
              {contact.companyName}
            </h2>
          </div>
          <p className="footer-tagline">
            Liveaboard diving in the Similan and Surin Islands of the Andaman Sea, and PADI courses on board.
          </p>
          <p className="footer-licence">{contact.licence}</p>
          <SocialLinks social={contact.social} />
        </section>

        <nav className="footer-column" aria-labelledby="footer-useful-links">
          <h2 id="footer-useful-links" className="footer-heading">
            Useful links
          </h2>
          <ul className="footer-links">
            {footerPages.map((page) => (
              <li key={page.id}>
                <Link to={`/page/${page.slug}`}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className="footer-column" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-heading">
            Contact
          </h2>
          <ContactPhones contact={contact} />
          <ContactWeChat contact={contact} />
          <ContactEmails contact={contact} />
        </section>

        <section className="footer-column" aria-labelledby="footer-offices">
          <h2 id="footer-offices" className="footer-heading">
            Offices
          </h2>
          <ContactOffices contact={contact} />
        </section>
      </div>
      <div className="site-footer-bottom">
        <div className="container site-footer-bottom-inner">
          <p>
            © {year} {contact.companyName}
          </p>
        </div>
      </div>
      <ScrollToTopButton />
      <WhatsAppChatButton contact={contact} />
    </footer>
  );
}
