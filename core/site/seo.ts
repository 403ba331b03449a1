/**
 * Findability: what search engines and link previews read from a page. Pure builders
 * only (no HTTP, no React, no database): the canonical address, the meta description, Open Graph and
 * Twitter card tags, schema.org JSON-LD, the sitemap and robots.txt. The route modules' `meta` exports
 * and the server's /sitemap.xml and /robots.txt use them; the browser's bundle imports this file, so it
 * stays free of Node APIs.
 */
import { lessPercent } from "../shared/money.ts";
import type { StoredImage } from "../images/stored-image.ts";
import type { OperatorContact } from "./site-types.ts";

export const SITE_NAME = "Andaman Liveaboards";

/** The picture a page without one of its own is shared with (public/og-image.jpg, 1200×630). */
export const DEFAULT_SHARE_IMAGE: StoredImage = {
  id: "og-image",
  url: "/og-image.jpg",
  alt: "Andaman Liveaboards: liveaboard dive boats at anchor off the Similan Islands",
  width: 1200,
  height: 630,
};

/** The brand mark as a raster image (public/logo.png, 512×512), for the operator's JSON-LD logo. */
export const LOGO_PATH = "/logo.png";

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_MAX = 160;

/**
 * The one address of a page: the public URL and the path, without query or fragment, without a
 * trailing slash except for the home page ("/"). `path` may be a full pathname with a query.
 */
export function canonicalUrl(publicUrl: string, path: string): string {
  const base = publicUrl.replace(/\/+$/, "");
  let pathname = path.split(/[?#]/, 1)[0] ?? "";
  if (!pathname.startsWith("/")) pathname = `/${pathname}`;
  pathname = pathname.replace(/\/{2,}/g, "/");
  if (pathname.length > 1) pathname = pathname.replace(/\/+$/, "");
  return `${base}${pathname}`;
}

/** An image's address as an absolute URL: absolute ones are kept, site paths get the public URL. */
export function absoluteUrl(publicUrl: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${publicUrl.replace(/\/+$/, "")}${url.startsWith("/") ? "" : "/"}${url}`;
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Plain text from rich text (sanitised HTML) or plain text: script and style contents dropped, tags
 * removed (block ends become spaces, so "<p>a</p><p>b</p>" reads "a b"), entities decoded, white space
 * collapsed.
 */
export function plainText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
      .replace(/<!--[\s\S]*?-->/g, " ")
      .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|tr|td|th|section|article)\b[^>]*>/gi, " ")
      .replace(/<[^>]*>/g, ""),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/** Text for a description: plain text as is (a summary), or rich text to be read as plain text. */
export type DescriptionSource = string | { html: string } | null | undefined;

/**
 * A meta description: the first of `sources` with any text (a summary, or `{ html }` for a rich-text
 * description), white space collapsed, at most {@link DESCRIPTION_MAX} characters; a longer one is cut at
 * a word boundary and ends with "…". Plain text is never read as markup ("depth < 30 m" stays).
 */
export function metaDescription(...sources: DescriptionSource[]): string {
  for (const source of sources) {
    const text =
      typeof source === "string" ? source.replace(/\s+/g, " ").trim() : source ? plainText(source.html) : "";
    if (text) return trimAtWord(text, DESCRIPTION_MAX);
  }
  return "";
}

function trimAtWord(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join("");
  const space = head.lastIndexOf(" ");
  // One very long word: cut it (better than nothing at all).
  const cut = space > max / 2 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,;:.–—-]+$/, "")}…`;
}

/** A meta descriptor, the shape React Router's `meta` exports return (plain objects, no React here). */
export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string };

export type PageSeo = {
  publicUrl: string;
  /** The page's pathname (a query or fragment is dropped). */
  path: string;
  /** The page's own title, without the site name (the home page may pass the full title). */
  title: string;
  /** Plain text; {@link metaDescription} makes one from a summary or rich text. */
  description: string;
  /** The shared picture; {@link DEFAULT_SHARE_IMAGE} when the page has none. */
  image?: StoredImage | null;
  /** Open Graph type: "website" for most pages, "article" for information pages. */
  type?: "website" | "article";
  /** Pages search engines should not list (sign-in forms, not found, private screens). */
  noindex?: boolean;
  /** The title as given, without " | Andaman Liveaboards" (the home page). */
  fullTitle?: boolean;
};

/** The title, description, canonical link, robots, Open Graph and Twitter card tags of one page. */
export function pageMeta(seo: PageSeo): MetaTag[] {
  const title = seo.fullTitle ? seo.title : `${seo.title} | ${SITE_NAME}`;
  const url = canonicalUrl(seo.publicUrl, seo.path);
  const description = metaDescription(seo.description);
  const tags: MetaTag[] = [{ title }];
  if (description) tags.push({ name: "description", content: description });
  // A page not to be listed says so and names no canonical address: the two together contradict
  // each other (Google's guidance), and such a page is no address to gather links to.
  if (seo.noindex) tags.push({ name: "robots", content: "noindex" });
  else tags.push({ tagName: "link", rel: "canonical", href: url });
  tags.push(
    ...socialTags({
      publicUrl: seo.publicUrl,
      url,
      title,
      description,
      type: seo.type ?? "website",
      image: seo.image ?? DEFAULT_SHARE_IMAGE,
    }),
  );
  return tags;
}

/** Open Graph and Twitter card tags; the image's address made absolute, with its size and alt text. */
export function socialTags(input: {
  publicUrl: string;
  url: string;
  title: string;
  description: string;
  type: "website" | "article";
  image: StoredImage;
}): MetaTag[] {
  const image = absoluteUrl(input.publicUrl, input.image.url);
  const alt = input.image.alt || input.title;
  const tags: MetaTag[] = [
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: input.type },
    { property: "og:title", content: input.title },
    { property: "og:url", content: input.url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(input.image.width) },
    { property: "og:image:height", content: String(input.image.height) },
    { property: "og:image:alt", content: alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: alt },
  ];
  if (input.description) {
    tags.splice(3, 0, { property: "og:description", content: input.description });
    tags.push({ name: "twitter:description", content: input.description });
  }
  return tags;
}

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
  trip: {
    id: string;
    title: string;
    departure: string;
    returnDate: string;
    nights: number;
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

/** Escapes text for XML character data and attribute values. */
export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export type SitemapEntry = { path: string; lastmod?: Date | null };

/** sitemap.xml (sitemaps.org 0.9): one <url> per entry, absolute, with the day it last changed. */
export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const loc = `<loc>${xmlEscape(canonicalUrl(publicUrl, entry.path))}</loc>`;
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : "";
    return `  <url>${loc}${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Paths search engines are asked to leave alone: the admin console, the guest's own screens, the API. */
export const PRIVATE_PATHS = [
  "/admin",
  "/api/",
  "/information",
  "/deferred-payment/",
  "/final-details/",
  "/payment",
  "/success/",
  "/bookings/",
  "/booking/",
  "/password/reset/",
] as const;

/** robots.txt: everything public allowed, the private paths disallowed, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${canonicalUrl(publicUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

/** The public screens with a fixed address, as the sitemap lists them (the catalog's come from the database). */
export const PUBLIC_STATIC_PATHS = [
  "/",
  "/services",
  "/trip-schedules",
  "/trip-list",
  "/course-booking",
  "/course-information",
  "/reviews",
  "/login",
] as const;

/** Every public page: the fixed screens, then each boat, dive site, course and information page. */
export function sitemapEntries(content: {
  boats: { slug: string; updatedAt: Date }[];
  diveSites: { slug: string; updatedAt: Date }[];
  courses: { slug: string; updatedAt: Date }[];
  pages: { slug: string; updatedAt: Date }[];
  homepageUpdatedAt: Date | null;
}): SitemapEntry[] {
  const under = (prefix: string, rows: { slug: string; updatedAt: Date }[]) =>
    rows.map((row) => ({ path: `${prefix}/${encodeURIComponent(row.slug)}`, lastmod: row.updatedAt }));
  return [
    ...PUBLIC_STATIC_PATHS.map((path) => ({
      path,
      lastmod: path === "/" ? content.homepageUpdatedAt : null,
    })),
    ...under("/boat", content.boats),
    ...under("/dive-site", content.diveSites),
    ...under("/course", content.courses),
    ...under("/page", content.pages),
  ];
}
