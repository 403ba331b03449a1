/**
 * The pictures an admin form manages (a boat's gallery, the homepage's hero slides): new uploads saved
 * with their required alt texts, the current pictures reordered (`imageOrder`) and their alt texts
 * edited (`savedImageAlts`), and pictures let go of removed from the store without failing the change.
 * Shared by the catalogue and the homepage services, so both answer the same messages.
 */
import { AppError } from "../shared/errors.ts";
import type { ImageStore } from "./image-store.ts";
import type { StoredImage } from "./stored-image.ts";

/** The widest copy kept of an admin's upload. */
export const UPLOAD_MAX_WIDTH = 2400;

/**
 * Saves uploads (bytes) with their alt texts (`imageAlts`, one per picture, in order). On a bad picture
 * nothing stays saved and the answer names it: "Boat picture 2: not an image".
 */
export async function saveUploads(
  store: ImageStore,
  uploads: readonly Uint8Array[],
  alts: readonly string[] | undefined,
  owner: string,
): Promise<StoredImage[]> {
  if (uploads.length === 0) return [];
  if (!alts || alts.length !== uploads.length) {
    throw AppError.badRequest(
      `Each picture needs its alt text: send imageAlts with ${uploads.length} text(s), one per picture, in order`,
      "imageAlts",
    );
  }
  const saved: StoredImage[] = [];
  try {
    for (const [index, bytes] of uploads.entries()) {
      saved.push(await store.save(bytes, { alt: alts[index]!, maxWidth: UPLOAD_MAX_WIDTH }));
    }
  } catch (error) {
    await removeQuietly(store, saved);
    if (error instanceof Error && error.name === "InvalidImageError") {
      throw AppError.badRequest(`${owner} picture ${saved.length + 1}: ${error.message}`, "images");
    }
    throw error;
  }
  return saved;
}

/** Removes pictures from the store; a file already gone is no reason to fail a committed change. */
export async function removeQuietly(store: ImageStore, images: readonly StoredImage[]): Promise<void> {
  await Promise.all(images.map((image) => store.remove(image.id).catch(() => {})));
}

export type PictureChange = { imageOrder?: string[]; savedImageAlts?: { id: string; alt: string }[] };

/**
 * The current pictures after a change: in the order an admin dragged them to, and with the alt texts
 * the admin edited (`savedImageAlts`: pictures of this item, by id, once each).
 */
export function keptImages(images: StoredImage[], change: PictureChange): StoredImage[] {
  const edits = change.savedImageAlts ?? [];
  const alts = new Map(edits.map((edit) => [edit.id, edit.alt]));
  if (alts.size !== edits.length || edits.some((edit) => !images.some((image) => image.id === edit.id))) {
    throw AppError.badRequest(
      "savedImageAlts must name each picture once, by the id of one of the item's pictures",
      "savedImageAlts",
    );
  }
  return ordered(images, change.imageOrder).map((image) =>
    alts.has(image.id) ? { ...image, alt: alts.get(image.id)! } : image,
  );
}

/**
 * The pictures in the order an admin dragged them to (`imageOrder`: every current picture's id, once
 * each), or as they were when no order is given.
 */
function ordered(images: StoredImage[], order: string[] | undefined): StoredImage[] {
  if (!order) return images;
  const byId = new Map(images.map((image) => [image.id, image]));
  if (
    order.length !== images.length ||
    new Set(order).size !== order.length ||
    order.some((id) => !byId.has(id))
  ) {
    throw AppError.badRequest("imageOrder must list each of the item's pictures once, by id", "imageOrder");
  }
  return order.map((id) => byId.get(id)!);
}
