/**
 * Findability: what search engines and link previews read from a page. Pure builders
 * only (no HTTP, no React, no database): the canonical address, the meta description, Open Graph and
 * Twitter card tags, schema.org JSON-LD, the sitemap and robots.txt. The route modules' `meta` exports
 * and the server's /sitemap.xml and /robots.txt use them; the browser's bundle imports this file, so it
 * stays free of Node APIs. The JSON-LD builders live in json-ld.ts and the sitemap and robots.txt in
 * sitemap.ts; this module re-exports them, so a page imports one module.
 */
import type { StoredImage } from "../images/stored-image.ts";

export * from "./json-ld.ts";
export * from "./sitemap.ts";

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
