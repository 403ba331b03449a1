/**
 * The site's editable parts outside the catalog: the homepage and the operator's contact details.
 * Shared by the database schema, the services and the screens; plain types only (the browser's
 * bundle imports this).
 */
import type { StoredImage } from "../images/stored-image.ts";

export type HomeHero = { title: string; subtitle: string; image: StoredImage | null };
export type HomeParallax = { title: string; text: string; image: StoredImage | null };
export type CallToAction = {
  title: string;
  text: string;
  linkLabel: string;
  href: string;
  image: StoredImage | null;
};

export type SocialLink = { label: string; href: string | null; comingSoon: boolean };

/** The operator's contact details shown in the header and footer. */
export type OperatorContact = {
  companyName: string;
  licence: string;
  bookingOffice: string;
  mainOffice: string;
  phone: string;
  whatsapp: string;
  line: string;
  wechatIds: string[];
  emails: string[];
  social: SocialLink[];
  whatsappGreeting: string;
};
