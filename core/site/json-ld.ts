/**
 * schema.org JSON-LD for the public pages: the operator, a boat, a departure, a dive site and a course,
 * and the text of the <script> that carries it. Pure builders, like seo.ts, which re-exports them.
 */
import { lessPercent } from "../shared/money.ts";
import type { StoredImage } from "../images/stored-image.ts";
import type { OperatorContact } from "./site-types.ts";
import type { TripOutline } from "../trips/trip-types.ts";
import {
  absoluteUrl,
  canonicalUrl,
  DEFAULT_SHARE_IMAGE,
  LOGO_PATH,
  metaDescription,
  SITE_NAME,
} from "./seo.ts";

/** A schema.org object for a <script type="application/ld+json">. */
export type JsonLd = { "@context"?: string; "@type": string; [key: string]: unknown };

const CONTEXT = "https://schema.org";

/** The operator as the organisation the other objects point at (`provider`, `brand`). */
function operatorRef(contact: Pick<OperatorContact, "companyName">, publicUrl: string) {
  return {
    "@type": "TravelAgency",
    "@id": `${canonicalUrl(publicUrl, "/")}#operator`,
    name: contact.companyName,
    url: canonicalUrl(publicUrl, "/"),
  };
}

const nonEmpty = (values: (string | null | undefined)[]) =>
  values.filter((v): v is string => !!v && v.trim() !== "");

/**
 * The operator on the home page. A TravelAgency (a LocalBusiness that sells trips): it sells liveaboard
 * dive trips and courses from its offices. Unset contact details are left out, not written empty.
 */
export function operatorJsonLd(
  contact: OperatorContact,
  publicUrl: string,
  image?: StoredImage | null,
): JsonLd {
  const home = canonicalUrl(publicUrl, "/");
  const address = nonEmpty([contact.mainOffice, contact.bookingOffice])[0];
  const sameAs = nonEmpty(contact.social.filter((s) => !s.comingSoon).map((s) => s.href));
  return withoutEmpty({
    "@context": CONTEXT,
    "@type": "TravelAgency",
    "@id": `${home}#operator`,
    name: contact.companyName || SITE_NAME,
    url: home,
    logo: absoluteUrl(publicUrl, LOGO_PATH),
    image: absoluteUrl(publicUrl, (image ?? DEFAULT_SHARE_IMAGE).url),
    telephone: contact.phone,
    email: contact.emails[0],
    address: address ? { "@type": "PostalAddress", streetAddress: address, addressCountry: "TH" } : undefined,
    sameAs: sameAs.length ? sameAs : undefined,
  });
}

type CatalogItem = {
  name: string;
  slug: string;
  summary: string;
  description: string;
  images: StoredImage[];
};

const images = (publicUrl: string, list: StoredImage[]) =>
  list.length ? list.map((image) => absoluteUrl(publicUrl, image.url)) : undefined;

/**
 * A boat on /boat/{slug}. schema.org has no Boat type; a boat is a `Vehicle` ("a device designed or
 * used to transport people … over water"), which is also a `Product`, so its name, pictures and
 * description read as a product the operator offers (its `brand`). The alternatives describe other
 * things: `BoatTrip` is one voyage (our trips, not the boat), `Accommodation`/`LodgingBusiness` a place on
 * land with an address, which a liveaboard has not.
 */
export function boatJsonLd(
  boat: CatalogItem & { cabins?: { spaces: number; cabinCount: number }[] },
  publicUrl: string,
  operator: Pick<OperatorContact, "companyName">,
): JsonLd {
  const berths = (boat.cabins ?? []).reduce((sum, c) => sum + c.spaces * c.cabinCount, 0);
  return withoutEmpty({
    "@context": CONTEXT,
    "@type": "Vehicle",
    name: boat.name,
    url: canonicalUrl(publicUrl, `/boat/${boat.slug}`),
    description: metaDescription(boat.summary, { html: boat.description }) || undefined,
    image: images(publicUrl, boat.images),
    brand: operatorRef(operator, publicUrl),
    // Guests it sleeps; the closest Vehicle property (seats for passengers).
    vehicleSeatingCapacity: berths > 0 ? berths : undefined,
  });
}

/**
 * One departure on /trip/{id}: a schema.org `BoatTrip` (a voyage, with departure and arrival times
 * and the boat's name as its provider's vehicle), with one `Offer` per cabin type at the price a guest
 * pays after the trip's discount, in stock while spaces are free. Prices are satang, written in THB.
 */
export function tripJsonLd(
  trip: TripOutline & {
    discount: number;
    boat: { name: string; slug: string };
    cabins: { name: string; price: number; spacesLeft: number }[];
    diveSites: { name: string }[];
  },
  publicUrl: string,
  operator: Pick<OperatorContact, "companyName">,
): JsonLd {
  const url = canonicalUrl(publicUrl, `/trip/${trip.id}`);
  return withoutEmpty({
    "@context": CONTEXT,
    "@type": "BoatTrip",
    name: `${trip.title} (${trip.nights} nights, ${trip.boat.name})`,
    url,
    departureTime: `${trip.departure}T18:00:00+07:00`,
    arrivalTime: `${trip.returnDate}T12:00:00+07:00`,
    departureBoatTerminal: { "@type": "BoatTerminal", name: "Thap Lamu pier, Khao Lak" },
    arrivalBoatTerminal: { "@type": "BoatTerminal", name: "Thap Lamu pier, Khao Lak" },
    provider: operatorRef(operator, publicUrl),
    itinerary:
      trip.diveSites.length > 0
        ? trip.diveSites.map((site) => ({ "@type": "Place", name: site.name }))
        : undefined,
    offers: trip.cabins.map((cabin) => ({
      "@type": "Offer",
      name: cabin.name,
      url,
      price: (lessPercent(cabin.price, trip.discount) / 100).toFixed(2),
      priceCurrency: "THB",
      availability: cabin.spacesLeft > 0 ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
    })),
  });
}

/** A dive site on /dive-site/{slug}: a TouristAttraction in its region, for scuba divers. */
export function diveSiteJsonLd(
  site: CatalogItem & { region: string; level: string },
  publicUrl: string,
): JsonLd {
  return withoutEmpty({
    "@context": CONTEXT,
    "@type": "TouristAttraction",
    name: site.name,
    url: canonicalUrl(publicUrl, `/dive-site/${site.slug}`),
    description: metaDescription(site.summary, { html: site.description }) || undefined,
    image: images(publicUrl, site.images),
    touristType: "Scuba divers",
    containedInPlace: site.region ? { "@type": "Place", name: site.region } : undefined,
  });
}

/** A course on /course/{slug}, provided by the operator; the price is integer satang, shown in THB. */
export function courseJsonLd(
  course: CatalogItem & { price: number; durationDays: number; prerequisites: string },
  publicUrl: string,
  operator: Pick<OperatorContact, "companyName">,
): JsonLd {
  const url = canonicalUrl(publicUrl, `/course/${course.slug}`);
  return withoutEmpty({
    "@context": CONTEXT,
    "@type": "Course",
    name: course.name,
    url,
    description: metaDescription(course.summary, { html: course.description }) || course.name,
    image: images(publicUrl, course.images),
    provider: { ...operatorRef(operator, publicUrl), "@type": "Organization" },
    timeRequired: course.durationDays > 0 ? `P${course.durationDays}D` : undefined,
    coursePrerequisites: course.prerequisites.replace(/\s+/g, " ").trim() || undefined,
    offers: {
      "@type": "Offer",
      category: "Paid",
      price: (course.price / 100).toFixed(2),
      priceCurrency: "THB",
      url,
    },
  });
}

/** Drops unset members (undefined or empty text), so the JSON has no empty keys. */
function withoutEmpty(object: Record<string, unknown>): JsonLd {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined && v !== "")) as JsonLd;
}

/**
 * JSON for inside a <script> element: `<` (and `>`, `&`) escaped as \u003c…, so no text in the data can
 * close the element ("</script>") or open a comment; U+2028/2029 escaped for old parsers. Still valid JSON.
 */
export function jsonLdText(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
