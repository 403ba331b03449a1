/**
 * Page titles, descriptions, canonical links, Open Graph and Twitter tags and JSON-LD for the route
 * modules, built by core/site/seo.ts. The public URL comes from the root loader (PUBLIC_URL), so the
 * same tags come out on the server and after a navigation in the browser.
 */
import type { UIMatch } from "react-router";
import type { OperatorContact } from "../../core/site/site-types.ts";
import type { StoredImage } from "../../core/images/stored-image.ts";
import {
  type JsonLd,
  metaDescription,
  type MetaTag,
  type PageSeo,
  pageMeta,
  SITE_NAME,
} from "../../core/site/seo.ts";

export { SITE_NAME };

type MetaMatchLike = { id: string; loaderData?: unknown; data?: unknown };
type RootSeoData = { publicUrl: string; contact: OperatorContact };

function rootData(matches: readonly (MetaMatchLike | undefined)[]): RootSeoData | undefined {
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData ?? root?.data) as RootSeoData | undefined;
}

/** PUBLIC_URL as the root loader gave it; the page's own origin when the root has no data. */
export function publicUrlOf(matches: readonly (MetaMatchLike | undefined)[]): string {
  return rootData(matches)?.publicUrl ?? (typeof window === "undefined" ? "" : window.location.origin);
}

/** A page's tags: `path` defaults to the address the page was opened at (query dropped). */
export function seoMeta(
  args: { matches: readonly (MetaMatchLike | undefined)[]; location: { pathname: string } },
  page: Omit<PageSeo, "publicUrl" | "path"> & { path?: string },
): MetaTag[] {
  return pageMeta({
    ...page,
    publicUrl: publicUrlOf(args.matches),
    path: page.path ?? args.location.pathname,
  });
}

/** The not-found screen's tags: not to be listed. */
export function notFoundMeta(args: Parameters<typeof seoMeta>[0]): MetaTag[] {
  return seoMeta(args, {
    title: "Page not found",
    description: "This page does not exist or has moved.",
    noindex: true,
  });
}

/**
 * The tags of a boat's, dive site's or course's page: its address, name, summary (else the start of
 * its description) and first picture; the not-found screen's tags when there is no such item.
 */
export function catalogItemMeta(
  args: Parameters<typeof seoMeta>[0],
  kind: "boat" | "dive-site" | "course",
  item:
    | { slug: string; name: string; summary: string; description: string; images: readonly StoredImage[] }
    | undefined,
): MetaTag[] {
  if (!item) return notFoundMeta(args);
  return seoMeta(args, {
    path: `/${kind}/${item.slug}`,
    title: item.name,
    description: metaDescription(item.summary, { html: item.description }),
    image: item.images[0],
  });
}

/** Screens behind a sign-in (admin console, the guest's own screens): a title and "do not list". */
export function privateMeta(title: string): MetaTag[] {
  return [{ title }, { name: "robots", content: "noindex, nofollow" }];
}

/**
 * Every JSON-LD object the matched routes give: a public page's loader builds its own on the server
 * (`withJsonLd`, app/lib/json-ld.server.ts) as `jsonLd` in its data. The root layout renders them in
 * one nonced <script type="application/ld+json">.
 */
export function jsonLdOf(matches: readonly UIMatch[]): JsonLd[] {
  return matches.flatMap(({ data }) =>
    typeof data === "object" && data !== null && "jsonLd" in data && Array.isArray(data.jsonLd)
      ? (data.jsonLd as JsonLd[])
      : [],
  );
}
