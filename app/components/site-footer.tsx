/**
 * Spec §2 Footer: social links (the third marked coming soon), useful links (pages from the server),
 * the dive-boat licence line, booking and main office addresses, phone/WhatsApp/LINE, two WeChat IDs,
 * two contact e-mails, copyright with the current year, a scroll-to-top button after 500 px and a
 * floating WhatsApp chat button.
 */
import type { ComponentProps } from "react";
import { Link } from "react-router";
import type { OperatorContact, SocialLink } from "../../core/site/site-types.ts";
import { BrandMark } from "./brand-logo.tsx";
import { ContactEmails, ContactOffices, ContactPhones, ContactWeChat } from "./contact-details.tsx";
import { FacebookIcon, GlobeIcon, InstagramIcon, YouTubeIcon } from "./icons.tsx";
import { LabelledSection } from "./labelled-section.tsx";
import { FloatingClearance } from "./floating-clearance.tsx";
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

/** One titled column of the footer's grid. */
function FooterColumn(props: Omit<ComponentProps<typeof LabelledSection>, "className" | "headingClassName">) {
  return <LabelledSection {...props} className="footer-column" headingClassName="footer-heading" />;
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
      {/* Inline, not a CSS background: an SVG picture is drawn in a document of its own, which cost each
          page load about 10 ms of the main thread here (40 at a phone's speed; docs/performance.md). */}
      <svg
        className="site-footer-waves"
        viewBox="0 0 1440 56"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M0 34c120-18 240-26 360-16s240 34 360 30 240-32 360-36 240 16 360 22v22H0z" fill="#051427" />
        <path d="M0 42c160-14 300-10 440 0s300 18 440 4 300-24 560-8v18H0z" fill="#0a2540" opacity=".55" />
      </svg>
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

        <FooterColumn id="footer-useful-links" title="Useful links" landmark="nav">
          <ul className="footer-links">
            {footerPages.map((page) => (
              <li key={page.id}>
                <Link to={`/page/${page.slug}`}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </FooterColumn>

        <FooterColumn id="footer-contact" title="Contact">
          <ContactPhones contact={contact} />
          <ContactWeChat contact={contact} />
          <ContactEmails contact={contact} />
        </FooterColumn>

        <FooterColumn id="footer-offices" title="Offices">
          <ContactOffices contact={contact} />
        </FooterColumn>
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
      <FloatingClearance />
    </footer>
  );
}
