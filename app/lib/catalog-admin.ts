/**
 * The catalogue's admin screens: for each kind, its words, its admin addresses and its public
 * address (the preview link).
 * Plain data only: the browser's bundle imports this.
 */
import type { StoredImage } from "../../core/images/stored-image.ts";

export const catalogAdminKinds = ["boat", "dive-site", "course", "page"] as const;
export type CatalogAdminKind = (typeof catalogAdminKinds)[number];

export type CatalogKindInfo = {
  kind: CatalogAdminKind;
  /** "boat", "dive site": in sentences. */
  noun: string;
  /** "Boats": the list's title. */
  plural: string;
  /** The admin list's address, e.g. /admin/boats. */
  listPath: string;
  /** The create screen, e.g. /admin/boat. */
  newPath: string;
};

export const CATALOG_KINDS: Readonly<Record<CatalogAdminKind, CatalogKindInfo>> = {
  boat: {
    kind: "boat",
    noun: "boat",
    plural: "Boats",
    listPath: "/admin/boats",
    newPath: "/admin/boat",
  },
  "dive-site": {
    kind: "dive-site",
    noun: "dive site",
    plural: "Dive sites",
    listPath: "/admin/dive-sites",
    newPath: "/admin/dive-site",
  },
  course: {
    kind: "course",
    noun: "course",
    plural: "Courses",
    listPath: "/admin/courses",
    newPath: "/admin/course",
  },
  page: {
    kind: "page",
    noun: "page",
    plural: "Pages",
    listPath: "/admin/pages",
    newPath: "/admin/page",
  },
};

/** The public page of an item (spec §2): /boat/{slug}, /dive-site/{slug}, ... */
export const publicPath = (kind: CatalogAdminKind, slug: string) => `/${kind}/${slug}`;
/** The admin screen that edits an item. */
export const editPath = (kind: CatalogAdminKind, id: string) => `/admin/${kind}/${id}`;

/** The kind whose list lives at `pathname` (/admin/boats → boat). */
export function kindOfListPath(pathname: string): CatalogAdminKind | undefined {
  return catalogAdminKinds.find((kind) => CATALOG_KINDS[kind].listPath === pathname.replace(/\/$/, ""));
}

/** One row of an admin catalogue list. */
export type CatalogRow = {
  id: string;
  name: string;
  slug: string;
  position: number;
  /** The day it last changed ("21 Nov 2026"). */
  updated: string;
  image: StoredImage | null;
};
