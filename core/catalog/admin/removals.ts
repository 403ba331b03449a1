/**
 * Deletes (spec §7): a whole catalogue item with its old addresses, one picture of an item, or one
 * sub-item (a feature, detail or list item) by its place. Pictures let go of are removed from the
 * store after the transaction commits (decision 0009, "Images"). Deleting what departures refer to is
 * refused (the RESTRICT keys of trips and their cabins and dive sites).
 */
import { and, eq } from "drizzle-orm";
import { cabinTypes, slugRedirects } from "../../../db/schema.ts";
import { removeQuietly } from "../../images/picture-list.ts";
import type { StoredImage } from "../../images/stored-image.ts";
import { asConflict } from "../../shared/db-errors.ts";
import { AppError } from "../../shared/errors.ts";
import type { CatalogKind, PageEvent, TitledText } from "../catalog-types.ts";
import { type ImageOwnerTable, LABELS, TABLES } from "./catalog-slugs.ts";
import { announce, type CatalogAdminDeps, indexOutOfRange } from "./catalog-write.ts";

const IN_USE: Record<CatalogKind, string> = {
  boat: "This boat has departures: delete or move them first",
  "dive-site": "Departures visit this dive site: take it off their itineraries first",
  course: "This course is in use and cannot be deleted",
  page: "This page is in use and cannot be deleted",
  category: "This category is in use and cannot be deleted",
};

/** The JSON lists that sub-item deletes address (spec §7), by kind and the query's index name. */
export const SUB_ITEM_LISTS = {
  "dive-site/feature": { kind: "dive-site", list: "features", index: "index", label: "Feature" },
  "course/feature": { kind: "course", list: "features", index: "index", label: "Feature" },
  "boat/detail": { kind: "boat", list: "details", index: "detailIndex", label: "Detail" },
  "page/listItem": { kind: "page", list: "listItems", index: "itemIndex", label: "List item" },
} as const;
export type SubItemPath = keyof typeof SUB_ITEM_LISTS;

/**
 * Deletes a catalogue item, its old addresses and (after commit) its pictures; a boat's cabin types go
 * with it (their rows by the foreign key's cascade), so their pictures' files go too.
 */
export async function deleteItem(deps: CatalogAdminDeps, kind: CatalogKind, id: string) {
  const table = TABLES[kind];
  const images = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(table).where(eq(table.id, id)).for("update");
    if (!row) throw AppError.notFound(LABELS[kind]);
    const cabinPictures =
      kind === "boat"
        ? (
            await tx.select({ images: cabinTypes.images }).from(cabinTypes).where(eq(cabinTypes.boatId, id))
          ).flatMap((cabin) => cabin.images)
        : [];
    await tx.delete(slugRedirects).where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.targetId, id)));
    await tx
      .delete(table)
      .where(eq(table.id, id))
      .catch((error: unknown) => {
        throw asConflict(error, IN_USE[kind]);
      });
    const own = "images" in row ? (row.images as StoredImage[]) : [];
    return [...own, ...cabinPictures];
  });
  await removeQuietly(deps.images, images);
  announce(deps, kind, id);
}

/** Spec §7 `DELETE /admin/{R}/image?id=&imgId=`: one picture of an item. */
export async function deleteImage(
  deps: CatalogAdminDeps,
  kind: Exclude<CatalogKind, "category">,
  id: string,
  imageId: string,
) {
  const table = TABLES[kind] as ImageOwnerTable;
  const removed = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select({ images: table.images }).from(table).where(eq(table.id, id)).for("update");
    if (!row) throw AppError.notFound(LABELS[kind]);
    const image = row.images.find((candidate) => candidate.id === imageId);
    if (!image) throw AppError.notFound("Image");
    await tx
      .update(table)
      .set({
        images: row.images.filter((candidate) => candidate.id !== imageId),
        updatedAt: deps.now(),
      })
      .where(eq(table.id, id));
    return image;
  });
  await removeQuietly(deps.images, [removed]);
  announce(deps, kind, id);
}

/** Spec §7 sub-item deletes: one feature, detail or list item by its place (0-based). */
export async function deleteSubItem(deps: CatalogAdminDeps, path: SubItemPath, id: string, index: number) {
  const { kind, list, index: indexName, label } = SUB_ITEM_LISTS[path];
  const table = TABLES[kind] as ImageOwnerTable;
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(table).where(eq(table.id, id)).for("update");
    if (!row) throw AppError.notFound(LABELS[kind]);
    const items = (row as Record<string, unknown>)[list] as (TitledText | PageEvent)[];
    if (index >= items.length) throw indexOutOfRange(label, indexName, index, items.length);
    await tx
      .update(table)
      .set({ [list]: items.filter((_, at) => at !== index), updatedAt: deps.now() })
      .where(eq(table.id, id));
  });
  announce(deps, kind, id);
}
