/**
 * The site's editable parts outside the catalog: the homepage and the operator's contact details.
 * Shared by the database schema, the services and the screens; plain types and pure functions only
 * (the browser's bundle imports this).
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

/** The parts of a homepage that hold pictures. */
export type HomepagePictureParts = {
  hero: HomeHero;
  images: StoredImage[];
  parallax: HomeParallax[];
  callToAction: CallToAction[];
};

/** Every picture the homepage shows (hero, slides, parallax and call-to-action items), once each. */
export function homepagePictures(parts: HomepagePictureParts): StoredImage[] {
  const all = [
    parts.hero.image,
    ...parts.images,
    ...parts.parallax.map((item) => item.image),
    ...parts.callToAction.map((item) => item.image),
  ].filter((image): image is StoredImage => image !== null);
  return [...new Map(all.map((image) => [image.id, image])).values()];
}
