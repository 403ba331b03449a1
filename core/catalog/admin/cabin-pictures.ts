/**
 * A cabin type's photographs, shown on the trip pages beside its layout drawing: added in a batch with
 * their alt texts, deleted one at a time. The same steps as a boat's own pictures (catalog-write.ts):
 * the files are saved before the transaction and removed again if it fails, a deleted picture's files
 * are removed after the commit, and the boat's change is announced so the page cache drops the boat's
 * and its departures' pages.
 */
import { and, eq } from "drizzle-orm";
import type { Transaction } from "../../../db/client.ts";
import { boats, cabinTypes } from "../../../db/schema.ts";
import { removeQuietly } from "../../images/picture-list.ts";
import { AppError } from "../../shared/errors.ts";
import { announce, type CatalogAdminDeps, type ImageUpload, saveCatalogItem } from "./catalog-write.ts";

/** Pictures one cabin type may hold; the trip page shows them in a row under its name. */
export const CABIN_PICTURES_MAX = 12;

/** The cabin type of this boat, locked for the change; 404 naming what is missing. */
async function lockedCabin(tx: Transaction, boatId: string, cabinId: string) {
  const [boat] = await tx.select({ id: boats.id }).from(boats).where(eq(boats.id, boatId)).for("update");
  if (!boat) throw AppError.notFound("Boat");
  const [cabin] = await tx
    .select({ images: cabinTypes.images })
    .from(cabinTypes)
    .where(and(eq(cabinTypes.id, cabinId), eq(cabinTypes.boatId, boatId)))
    .for("update");
  if (!cabin) throw AppError.notFound("Cabin type");
  return cabin;
}

/** Adds pictures after the cabin type's current ones. */
export async function addCabinPictures(
  deps: CatalogAdminDeps,
  boatId: string,
  cabinId: string,
  uploads: ImageUpload[],
  alts: string[],
) {
  if (uploads.length === 0) throw AppError.badRequest("Choose at least one picture to add", "images");
  await saveCatalogItem(deps, "boat", { uploads, alts }, async (tx, saved) => {
    const cabin = await lockedCabin(tx, boatId, cabinId);
    const images = [...cabin.images, ...saved];
    if (images.length > CABIN_PICTURES_MAX) {
      throw AppError.badRequest(
        `A cabin type holds ${CABIN_PICTURES_MAX} pictures at most; it has ${cabin.images.length}`,
        "images",
      );
    }
    await tx.update(cabinTypes).set({ images }).where(eq(cabinTypes.id, cabinId));
    await tx.update(boats).set({ updatedAt: deps.now() }).where(eq(boats.id, boatId));
    return boatId;
  });
}

/** Deletes one picture of a cabin type; its files go after the commit. */
export async function deleteCabinPicture(
  deps: CatalogAdminDeps,
  boatId: string,
  cabinId: string,
  imageId: string,
) {
  const removed = await deps.db.transaction(async (tx) => {
    const cabin = await lockedCabin(tx, boatId, cabinId);
    const image = cabin.images.find((candidate) => candidate.id === imageId);
    if (!image) throw AppError.notFound("Image");
    await tx
      .update(cabinTypes)
      .set({ images: cabin.images.filter((candidate) => candidate.id !== imageId) })
      .where(eq(cabinTypes.id, cabinId));
    await tx.update(boats).set({ updatedAt: deps.now() }).where(eq(boats.id, boatId));
    return image;
  });
  await removeQuietly(deps.images, [removed]);
  announce(deps, "boat", boatId);
}
