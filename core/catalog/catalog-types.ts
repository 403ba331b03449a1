/**
 * The shapes of the catalog's listed sub-items (kept as JSON arrays on their owner), shared by the
 * database schema, the services and the screens. Plain types only: the browser's bundle imports this.
 */

/** A titled paragraph: a feature of a dive site or course, a detail of a boat, an item of a page. */
export type TitledText = { title: string; text: string };

/** A dated entry of a page (spec: page events). `date` is the text the admin typed. */
export type PageEvent = { date: string; title: string; text: string };

/** The catalogue's kinds of item, as the API names them (spec §7: `/api/v1/admin/{R}/...`). */
export const catalogKinds = ["boat", "dive-site", "course", "page", "category"] as const;
export type CatalogKind = (typeof catalogKinds)[number];

/**
 * Where a category's pages are listed: on the Services screen (one section per category), under the
 * footer's "Useful links", or nowhere but their own addresses.
 */
export const categoryPlacements = ["none", "services", "footer"] as const;
export type CategoryPlacement = (typeof categoryPlacements)[number];

/** How the admin catalogue lists may be sorted: their place (as the site shows them), name, or last change. */
export const catalogSorts = ["position", "name", "-name", "updated", "-updated"] as const;
export type CatalogSort = (typeof catalogSorts)[number];
export const CATALOG_SORT_LABELS: Record<CatalogSort, string> = {
  position: "As on the site",
  name: "Name, A to Z",
  "-name": "Name, Z to A",
  updated: "Changed longest ago",
  "-updated": "Changed most recently",
};
