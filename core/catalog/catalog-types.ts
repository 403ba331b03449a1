/**
 * The shapes of the catalog's listed sub-items (kept as JSON arrays on their owner), shared by the
 * database schema, the services and the screens. Plain types only: the browser's bundle imports this.
 */

import type { SortValue } from "../shared/list-query.ts";

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

/**
 * The admin catalogue lists' sort columns (`sort=name`, `sort=-updated`, ...): their place as the site
 * orders them (the default), their name (a page's title), and when they last changed.
 */
export const catalogSortKeys = ["position", "name", "updated"] as const;
export type CatalogSort = SortValue<(typeof catalogSortKeys)[number]>;
