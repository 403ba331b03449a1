/**
 * Boats and their cabin types (spec §7 `/admin/boat/...`). Deleting a cabin type that departures
 * offer is refused (decision 0009: the RESTRICT keys of trips' cabins); the admin changes those
 * departures first. A cabin type that goes takes its pictures' files with it, after the commit.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Transaction } from "../../../db/client.ts";
import { boats, cabinTypes } from "../../../db/schema.ts";
import { removeQuietly } from "../../images/picture-list.ts";
import type { StoredImage } from "../../images/stored-image.ts";
import { asConflict } from "../../shared/db-errors.ts";
import { AppError } from "../../shared/errors.ts";
import { type BoatInput, type CabinInput, thbToSatang } from "../catalog-schemas.ts";
import {
  announce,
  type CatalogAdminDeps,
  createNamedItem,
  type ImageUpload,
  indexOutOfRange,
  pick,
  updateNamedItem,
} from "./catalog-write.ts";

const CABIN_IN_USE = "This cabin type is offered on departures: take it off those departures first";

export function createBoat(deps: CatalogAdminDeps, input: BoatInput, uploads: ImageUpload[] = []) {
  // A new boat has no cabin pictures to release.
  return createNamedItem(
    deps,
    "boat",
    boats,
    { input, uploads },
    { details: input.details ?? [] },
    async (tx, id) => {
      await replaceCabins(tx, id, input.cabins ?? []);
    },
  );
}

export async function updateBoat(
  deps: CatalogAdminDeps,
  id: string,
  input: Partial<BoatInput>,
  uploads: ImageUpload[] = [],
) {
  const released = await updateNamedItem(
    deps,
    "boat",
    boats,
    id,
    { input, uploads },
    () => pick(input, ["details"]),
    async (_current, tx) => (input.cabins !== undefined ? replaceCabins(tx, id, input.cabins) : []),
  );
  await removeQuietly(deps.images, released ?? []);
}

/**
 * The boat's cabin types become `cabins`, in that order: an item with the `id` of one of this boat's
 * cabin types changes it in place (trips will refer to it), one without is new, and the boat's
 * cabin types missing from the list are deleted. Answers the deleted cabin types' pictures, whose
 * files the caller removes once the change has committed.
 */
async function replaceCabins(tx: Transaction, boatId: string, cabins: CabinInput[]): Promise<StoredImage[]> {
  const existing = await tx
    .select({ id: cabinTypes.id, images: cabinTypes.images })
    .from(cabinTypes)
    .where(eq(cabinTypes.boatId, boatId));
  const known = new Set(existing.map((row) => row.id));
  for (const cabin of cabins) {
    if (cabin.id && !known.has(cabin.id)) {
      throw AppError.badRequest(`Cabin "${cabin.name}" is not one of this boat's cabin types`, "cabins");
    }
  }
  const kept = new Set(cabins.flatMap((cabin) => (cabin.id ? [cabin.id] : [])));
  const gone = [...known].filter((cabinId) => !kept.has(cabinId));
  if (gone.length > 0) {
    await tx
      .delete(cabinTypes)
      .where(inArray(cabinTypes.id, gone))
      .catch((error: unknown) => {
        throw asConflict(error, CABIN_IN_USE, "cabins");
      });
  }
  for (const [position, cabin] of cabins.entries()) {
    const values = {
      name: cabin.name,
      description: cabin.description,
      spaces: cabin.spaces,
      cabinCount: cabin.cabinCount,
      price: thbToSatang(cabin.price),
      position,
    };
    if (cabin.id) await tx.update(cabinTypes).set(values).where(eq(cabinTypes.id, cabin.id));
    else await tx.insert(cabinTypes).values({ ...values, boatId });
  }
  return existing.filter((row) => gone.includes(row.id)).flatMap((row) => row.images);
}

/** Spec §7 `DELETE /admin/boat/cabin?id=&cabinIndex=`: one cabin type by its place. */
export async function deleteCabin(deps: CatalogAdminDeps, boatId: string, cabinIndex: number) {
  const released = await deps.db.transaction(async (tx) => {
    const [boat] = await tx.select({ id: boats.id }).from(boats).where(eq(boats.id, boatId)).for("update");
    if (!boat) throw AppError.notFound("Boat");
    const cabins = await tx
      .select({ id: cabinTypes.id, images: cabinTypes.images })
      .from(cabinTypes)
      .where(eq(cabinTypes.boatId, boatId))
      .orderBy(asc(cabinTypes.position));
    const cabin = cabins[cabinIndex];
    if (!cabin) throw indexOutOfRange("Cabin", "cabinIndex", cabinIndex, cabins.length);
    await tx
      .delete(cabinTypes)
      .where(eq(cabinTypes.id, cabin.id))
      .catch((error: unknown) => {
        throw asConflict(error, CABIN_IN_USE, "cabinIndex");
      });
    // Close the gap so the places stay 0, 1, 2…
    for (const [position, rest] of cabins.filter((c) => c.id !== cabin.id).entries()) {
      await tx.update(cabinTypes).set({ position }).where(eq(cabinTypes.id, rest.id));
    }
    await tx.update(boats).set({ updatedAt: deps.now() }).where(eq(boats.id, boatId));
    return cabin.images;
  });
  await removeQuietly(deps.images, released);
  announce(deps, "boat", boatId);
}
