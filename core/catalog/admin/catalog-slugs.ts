/**
 * Slugs (spec §5, `slugify`), unique per kind: a new item takes a slug made from the one given or its
 * name; a change with a new name and no `slug` makes a new slug from the name, one with a `slug` uses
 * it, and the old slug keeps working as a 301 (`slug_redirects`).
 */
import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "../../../db/client.ts";
import { boats, categories, courses, diveSites, pages, slugRedirects } from "../../../db/schema.ts";
import { isUniqueViolation } from "../../shared/db-errors.ts";
import { AppError } from "../../shared/errors.ts";
import { slugify } from "../../shared/slug.ts";
import type { CatalogKind } from "../catalog-types.ts";

export type ImageOwnerTable = typeof boats | typeof diveSites | typeof courses | typeof pages;
export type SlugTable = ImageOwnerTable | typeof categories;

export const LABELS: Record<CatalogKind, string> = {
  boat: "Boat",
  "dive-site": "Dive site",
  course: "Course",
  page: "Page",
  category: "Category",
};

export const TABLES: Record<CatalogKind, SlugTable> = {
  boat: boats,
  "dive-site": diveSites,
  course: courses,
  page: pages,
  category: categories,
};

/** Two admins saving the same new slug at once: the loser gets the same 400 as the check gives. */
export function slugConflict(error: unknown, kind: CatalogKind): unknown {
  if (isUniqueViolation(error)) {
    return AppError.badRequest(`Another ${LABELS[kind].toLowerCase()} already uses this address`, "slug");
  }
  return error;
}

/** A slug made from `text` (spec §5), refused when empty or taken by another item of the kind. */
export async function freeSlug(
  tx: Transaction,
  kind: CatalogKind,
  text: string,
  ownId?: string,
): Promise<string> {
  const slug = slugify(text.trim());
  if (!/[a-z0-9]/.test(slug)) {
    throw AppError.badRequest(
      "Slug must contain letters or digits (from the name or the slug field)",
      "slug",
    );
  }
  const table = TABLES[kind];
  const [taken] = await tx.select({ id: table.id }).from(table).where(eq(table.slug, slug));
  if (taken && taken.id !== ownId) {
    // Bad input like a missing name: 400, naming the field.
    throw AppError.badRequest(
      `Another ${LABELS[kind].toLowerCase()} already uses the address "${slug}"`,
      "slug",
    );
  }
  return slug;
}

/**
 * The slug after a change: the given `slug`, or one made from a new name, or the current one. A new
 * slug keeps the old one as a redirect, and takes over any redirect that held the new one.
 */
export async function changedSlug(
  tx: Transaction,
  now: Date,
  kind: CatalogKind,
  current: { id: string; slug: string; name: string },
  change: { name?: string; slug?: string },
): Promise<string> {
  const wanted =
    change.slug !== undefined
      ? change.slug
      : change.name !== undefined && change.name !== current.name
        ? change.name
        : undefined;
  if (wanted === undefined) return current.slug;
  const slug = await freeSlug(tx, kind, wanted, current.id);
  if (slug === current.slug) return slug;
  await tx.delete(slugRedirects).where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.oldSlug, slug)));
  await tx
    .insert(slugRedirects)
    .values({ kind, oldSlug: current.slug, targetId: current.id, createdAt: now })
    .onConflictDoUpdate({
      target: [slugRedirects.kind, slugRedirects.oldSlug],
      set: { targetId: current.id, createdAt: now },
    });
  return slug;
}

/**
 * Inserts an item of `kind` with its `values` and a slug made from `slugFrom` (the slug given, or else
 * its name or title) that no other item of the kind has; answers the new item's id.
 */
export async function insertWithFreeSlug<Table extends SlugTable>(
  tx: Transaction,
  kind: CatalogKind,
  table: Table,
  slugFrom: string,
  values: Omit<Table["$inferInsert"], "slug">,
): Promise<string> {
  const slugged = table as SlugTable;
  const slug = await freeSlug(tx, kind, slugFrom);
  const [row] = await tx
    .insert(slugged)
    .values({ ...values, slug } as never)
    .returning({ id: slugged.id });
  return row!.id;
}

/** The current slug of an item that was once at `/kind/oldSlug`, or null. */
export async function redirectFor(db: Database, kind: CatalogKind, oldSlug: string): Promise<string | null> {
  const table = TABLES[kind];
  const [row] = await db
    .select({ slug: table.slug })
    .from(slugRedirects)
    .innerJoin(table, eq(table.id, slugRedirects.targetId))
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.oldSlug, oldSlug)));
  return row?.slug ?? null;
}
