/**
 * The calls that manage a cabin type's photographs (`/api/v1/admin/boat/cabin/images` and
 * `/api/v1/admin/boat/cabin/image`, and the boat screen's cabin pictures action): which boat and which
 * of its cabin types, and for an upload the pictures' alt texts in the order of the files.
 */
import { z } from "zod";
import { imageQuerySchema, pictureFields } from "./catalog-schemas.ts";

const cabinId = z.uuid({ error: "cabinId must be the id of one of the boat's cabin types" });

/** Whose pictures: the boat (`id`) and its cabin type (`cabinId`). */
export const cabinPicturesQuerySchema = z.object({
  id: z.uuid({ error: "id must be a boat's id" }),
  cabinId,
});

/** One picture of a cabin type: the boat, the cabin type and the picture's id. */
export const cabinImageQuerySchema = imageQuerySchema.extend({ cabinId });

/** The fields sent with the pictures: their alt texts, one per file, in order. */
export const cabinPicturesBodySchema = z.object({ imageAlts: pictureFields.imageAlts.unwrap() });
