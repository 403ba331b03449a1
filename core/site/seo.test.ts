import { describe, expect, it } from "vitest";
import type { StoredImage } from "../images/stored-image.ts";
import {
  tripJsonLd,
  absoluteUrl,
  boatJsonLd,
  canonicalUrl,
  courseJsonLd,
  DEFAULT_SHARE_IMAGE,
  DESCRIPTION_MAX,
  diveSiteJsonLd,
  jsonLdText,
  metaDescription,
  type MetaTag,
  operatorJsonLd,
  pageMeta,
  plainText,
  robotsTxt,
  sitemapEntries,
  sitemapXml,
} from "./seo.ts";
import { UNSET_CONTACT } from "./site-service.ts";
import type { OperatorContact } from "./site-types.ts";

const URL_BASE = "https://dive.example";
const picture: StoredImage = {
  id: "a",
  url: "/uploads/a.webp",
  alt: "A yacht at anchor",
  width: 1600,
  height: 900,
};

const content = (tags: MetaTag[], key: string) =>
  tags
    .filter((t) => ("property" in t && t.property === key) || ("name" in t && t.name === key))
    .map((t) => ("content" in t ? t.content : ""));

describe("canonicalUrl", () => {
  it.each([
    ["/", `${URL_BASE}/`],
    ["", `${URL_BASE}/`],
    ["/boat/ocean-star", `${URL_BASE}/boat/ocean-star`],
    ["/boat/ocean-star/", `${URL_BASE}/boat/ocean-star`],
    ["/trip-list?page=2#top", `${URL_BASE}/trip-list`],
    ["/?utm_source=x", `${URL_BASE}/`],
    ["//services//", `${URL_BASE}/services`],
    ["services", `${URL_BASE}/services`],
  ])("%s → %s", (path, expected) => {
    expect(canonicalUrl(URL_BASE, path)).toBe(expected);
  });

  it("does not double the public URL's own trailing slash", () => {
    expect(canonicalUrl(`${URL_BASE}/`, "/reviews")).toBe(`${URL_BASE}/reviews`);
  });
});

describe("absoluteUrl", () => {
  it("puts the public URL before site paths and keeps absolute addresses", () => {
    expect(absoluteUrl(URL_BASE, "/uploads/a.webp")).toBe(`${URL_BASE}/uploads/a.webp`);
    expect(absoluteUrl(URL_BASE, "uploads/a.webp")).toBe(`${URL_BASE}/uploads/a.webp`);
    expect(absoluteUrl(URL_BASE, "https://cdn.example/a.jpg")).toBe("https://cdn.example/a.jpg");
  });
});

describe("plainText and metaDescription", () => {
  it("reads rich text as plain text: tags gone, blocks spaced, entities decoded, scripts dropped", () => {
    expect(
      plainText(
        "<p>Manta&nbsp;rays &amp; <b>whale</b> sharks</p><p>at Koh&#32;Bon</p><script>alert(1)</script>",
      ),
    ).toBe("Manta rays & whale sharks at Koh Bon");
    expect(plainText("a<br>b<li>c</li>&lt;d&gt; &#x263A;")).toBe("a b c <d> ☺");
  });

  it("takes the first source with text", () => {
    expect(metaDescription("", "  ", { html: "<p></p>" }, { html: "<p>Second</p>" }, "Third")).toBe("Second");
    expect(metaDescription(undefined, null)).toBe("");
  });

  it("never reads a plain summary as markup", () => {
    expect(metaDescription("Depth <30 m & > 5 m,\n  <b>not bold</b>")).toBe(
      "Depth <30 m & > 5 m, <b>not bold</b>",
    );
  });

  it("keeps a short text whole", () => {
    const text = "x".repeat(DESCRIPTION_MAX);
    expect(metaDescription(text)).toBe(text);
  });

  it("cuts a long text at a word boundary to at most 160 characters, ending with an ellipsis", () => {
    const words = "Drift along the granite boulders of the Similan Islands, where manta rays glide past, ";
    const described = metaDescription(words.repeat(4));
    expect(Array.from(described).length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(described.endsWith("…")).toBe(true);
    const body = described.slice(0, -1);
    // Each word kept is whole, and nothing but whole words and the ellipsis.
    expect(words.repeat(4).startsWith(body)).toBe(true);
    expect(words.repeat(4)[body.length]).toMatch(/[ ,]/);
    expect(body).not.toMatch(/[\s,]$/);
  });

  it("cuts one endless word rather than giving nothing", () => {
    const described = metaDescription("a".repeat(400));
    expect(Array.from(described)).toHaveLength(DESCRIPTION_MAX);
  });

  it("counts characters, not UTF-16 units (Thai and emoji are not split)", () => {
    const described = metaDescription("ดำน้ำ 🐢 ".repeat(40));
    expect(Array.from(described).length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(described).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe("pageMeta", () => {
  const base = {
    publicUrl: URL_BASE,
    path: "/boat/ocean-star?x=1",
    title: "Ocean Star",
    description: "A steel  yacht\n",
  };

  it("gives the title, description, one canonical link and Open Graph/Twitter tags with an absolute image", () => {
    const tags = pageMeta({ ...base, image: picture });
    expect(tags).toContainEqual({ title: "Ocean Star | Andaman Liveaboards" });
    expect(content(tags, "description")).toEqual(["A steel yacht"]);
    expect(tags.filter((t) => "rel" in t && t.rel === "canonical")).toEqual([
      { tagName: "link", rel: "canonical", href: `${URL_BASE}/boat/ocean-star` },
    ]);
    expect(content(tags, "og:title")).toEqual(["Ocean Star | Andaman Liveaboards"]);
    expect(content(tags, "og:description")).toEqual(["A steel yacht"]);
    expect(content(tags, "og:url")).toEqual([`${URL_BASE}/boat/ocean-star`]);
    expect(content(tags, "og:type")).toEqual(["website"]);
    expect(content(tags, "og:site_name")).toEqual(["Andaman Liveaboards"]);
    expect(content(tags, "og:image")).toEqual([`${URL_BASE}/uploads/a.webp`]);
    expect(content(tags, "og:image:width")).toEqual(["1600"]);
    expect(content(tags, "og:image:height")).toEqual(["900"]);
    expect(content(tags, "og:image:alt")).toEqual(["A yacht at anchor"]);
    expect(content(tags, "twitter:card")).toEqual(["summary_large_image"]);
    expect(content(tags, "twitter:image")).toEqual([`${URL_BASE}/uploads/a.webp`]);
    expect(content(tags, "robots")).toEqual([]);
  });

  it("shares the default picture when the page has none", () => {
    const tags = pageMeta({ ...base, image: null });
    expect(content(tags, "og:image")).toEqual([`${URL_BASE}${DEFAULT_SHARE_IMAGE.url}`]);
    expect(content(tags, "og:image:width")).toEqual(["1200"]);
    expect(content(tags, "og:image:height")).toEqual(["630"]);
  });

  it("keeps a full title as given and marks articles", () => {
    const tags = pageMeta({
      ...base,
      title: "Andaman Liveaboards | Diving",
      fullTitle: true,
      type: "article",
    });
    expect(tags).toContainEqual({ title: "Andaman Liveaboards | Diving" });
    expect(content(tags, "og:type")).toEqual(["article"]);
  });

  it("a page not to be listed says noindex and names no canonical address", () => {
    const tags = pageMeta({ ...base, noindex: true });
    expect(content(tags, "robots")).toEqual(["noindex"]);
    expect(tags.some((t) => "rel" in t)).toBe(false);
  });

  it("leaves out an empty description instead of writing it empty", () => {
    const tags = pageMeta({ ...base, description: "" });
    expect(content(tags, "description")).toEqual([]);
    expect(content(tags, "og:description")).toEqual([]);
  });
});

const contact: OperatorContact = {
  ...UNSET_CONTACT,
  companyName: "Andaman Liveaboards Co., Ltd.",
  mainOffice: "12 Beach Road, Khao Lak, Phang Nga 82190",
  phone: "+66 76 123 456",
  emails: ["hello@dive.example", "office@dive.example"],
  social: [
    { label: "Facebook", href: "https://facebook.com/andaman", comingSoon: false },
    { label: "TikTok", href: null, comingSoon: true },
  ],
};

describe("JSON-LD", () => {
  it("describes the operator as a TravelAgency with its contact details", () => {
    const ld = operatorJsonLd(contact, URL_BASE, picture);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "TravelAgency",
      name: "Andaman Liveaboards Co., Ltd.",
      url: `${URL_BASE}/`,
      logo: `${URL_BASE}/logo.png`,
      image: `${URL_BASE}/uploads/a.webp`,
      telephone: "+66 76 123 456",
      email: "hello@dive.example",
      address: { "@type": "PostalAddress", streetAddress: "12 Beach Road, Khao Lak, Phang Nga 82190" },
      sameAs: ["https://facebook.com/andaman"],
    });
  });

  it("leaves out contact details that are not set", () => {
    const ld = operatorJsonLd(UNSET_CONTACT, URL_BASE);
    expect(Object.keys(ld).sort()).toEqual(["@context", "@id", "@type", "image", "logo", "name", "url"]);
  });

  const item = {
    name: "Ocean Star",
    slug: "ocean-star",
    summary: "",
    description: "<p>Steel <em>yacht</em></p>",
    images: [picture],
  };

  it("describes a boat as a Vehicle offered by the operator, sleeping its berths", () => {
    const ld = boatJsonLd(
      {
        ...item,
        cabins: [
          { spaces: 2, cabinCount: 4 },
          { spaces: 4, cabinCount: 1 },
        ],
      },
      URL_BASE,
      contact,
    );
    expect(ld).toMatchObject({
      "@type": "Vehicle",
      name: "Ocean Star",
      url: `${URL_BASE}/boat/ocean-star`,
      description: "Steel yacht",
      image: [`${URL_BASE}/uploads/a.webp`],
      brand: { name: contact.companyName, url: `${URL_BASE}/` },
      vehicleSeatingCapacity: 12,
    });
  });

  it("describes a dive site as a TouristAttraction in its region", () => {
    const ld = diveSiteJsonLd(
      { ...item, slug: "koh-bon", region: "Similan Islands", level: "Advanced" },
      URL_BASE,
    );
    expect(ld).toMatchObject({
      "@type": "TouristAttraction",
      url: `${URL_BASE}/dive-site/koh-bon`,
      containedInPlace: { "@type": "Place", name: "Similan Islands" },
    });
  });

  it("describes a course with its provider and price in baht", () => {
    const ld = courseJsonLd(
      { ...item, slug: "open-water", price: 1_250_050, durationDays: 3, prerequisites: "Can swim\n  200 m" },
      URL_BASE,
      contact,
    );
    expect(ld).toMatchObject({
      "@type": "Course",
      url: `${URL_BASE}/course/open-water`,
      provider: { "@type": "Organization", name: contact.companyName },
      timeRequired: "P3D",
      coursePrerequisites: "Can swim 200 m",
      offers: { "@type": "Offer", price: "12500.50", priceCurrency: "THB" },
    });
    expect(ld.image).toEqual([`${URL_BASE}/uploads/a.webp`]);
  });

  it("writes JSON that cannot close its script element and still parses to the same data", () => {
    const ld = boatJsonLd(
      { ...item, summary: "</script><script>alert(1)</script> & <!-- \u2028" },
      URL_BASE,
      contact,
    );
    const text = jsonLdText(ld);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(ld)));
  });
});

describe("sitemap.xml and robots.txt", () => {
  const stamp = new Date("2026-11-20T08:30:00.000Z");

  it("lists the fixed screens and every catalog item with absolute addresses and lastmod", () => {
    const xml = sitemapXml(
      URL_BASE,
      sitemapEntries({
        boats: [{ slug: "ocean-star", updatedAt: stamp }],
        diveSites: [{ slug: "koh-bon", updatedAt: stamp }],
        courses: [{ slug: "open-water", updatedAt: stamp }],
        pages: [{ slug: "faq", updatedAt: stamp }],
        homepageUpdatedAt: null,
      }),
    );
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${URL_BASE}/`,
      `${URL_BASE}/services`,
      `${URL_BASE}/trip-schedules`,
      `${URL_BASE}/trip-list`,
      `${URL_BASE}/course-booking`,
      `${URL_BASE}/course-information`,
      `${URL_BASE}/reviews`,
      `${URL_BASE}/login`,
      `${URL_BASE}/boat/ocean-star`,
      `${URL_BASE}/dive-site/koh-bon`,
      `${URL_BASE}/course/open-water`,
      `${URL_BASE}/page/faq`,
    ]);
    expect(xml).toContain(
      `<url><loc>${URL_BASE}/boat/ocean-star</loc><lastmod>2026-11-20T08:30:00.000Z</lastmod></url>`,
    );
    expect(xml).toContain(`<url><loc>${URL_BASE}/</loc></url>`);
  });

  it("escapes what XML cannot carry as is", () => {
    const xml = sitemapXml("https://dive.example/a&b", [{ path: "/x'<y>" }]);
    expect(xml).toContain("<loc>https://dive.example/a&amp;b/x&apos;&lt;y&gt;</loc>");
  });

  it("robots.txt allows the site, disallows the admin, account and API paths, and names the sitemap", () => {
    const text = robotsTxt(URL_BASE);
    const lines = text.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/admin", "/api/", "/information", "/bookings/", "/booking/", "/payment"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${URL_BASE}/sitemap.xml`);
    expect(
      lines.filter((line) => line.startsWith("Disallow: /") && line.length === "Disallow: /".length),
    ).toEqual([]);
  });
});

describe("tripJsonLd", () => {
  it("describes a departure as a BoatTrip with one offer per cabin type at the discounted price", () => {
    const data = tripJsonLd(
      {
        id: "t1",
        title: "Similan & Richelieu Rock",
        departure: "2026-12-03",
        returnDate: "2026-12-07",
        nights: 4,
        discount: 10,
        boat: { name: "MV Sea Mantra", slug: "mv-sea-mantra" },
        cabins: [
          { name: "Twin", price: 3_290_000, spacesLeft: 3 },
          { name: "Suite", price: 4_290_000, spacesLeft: 0 },
        ],
        diveSites: [{ name: "Richelieu Rock" }],
      },
      "https://dive.example",
      { companyName: "Andaman Liveaboards" },
    ) as Record<string, unknown>;
    expect(data).toMatchObject({
      "@type": "BoatTrip",
      url: "https://dive.example/trip/t1",
      departureTime: "2026-12-03T18:00:00+07:00",
      offers: [
        { name: "Twin", price: "29610.00", priceCurrency: "THB", availability: "https://schema.org/InStock" },
        { name: "Suite", price: "38610.00", availability: "https://schema.org/SoldOut" },
      ],
    });
  });
});
