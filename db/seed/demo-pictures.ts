/**
 * The demo pictures: image files kept in `db/seed/pictures/`, already encoded the way the image store
 * encodes an upload (AVIF and WebP at 640, 1280 and the full width, and a 16 px placeholder), listed in
 * `pictures.json`. The seed copies them into the store as they are, so a fresh site starts in a moment
 * and every test server shows the pictures at their real size.
 *
 * They were drawn once by the illustration code the seed used to run on every start (see decision 0010's
 * neighbour in docs/decisions, "demo pictures as files"); to change one, replace its files and its entry.
 */
import { readFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { z } from "zod";
import type { EncodedPicture } from "../../core/images/image-store.ts";
import { projectPath } from "../../core/shared/project-path.ts";

const folder = projectPath("db", "seed", "pictures");

const manifestSchema = z.record(
  z.string(),
  z.object({
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    placeholder: z.string().startsWith("data:image/webp;base64,").optional(),
    files: z
      .array(
        z.object({
          format: z.enum(["avif", "webp"]),
          width: z.number().int().positive(),
          file: z.string().regex(/^[a-z0-9-]+\.(?:avif|webp)$/),
        }),
      )
      .min(1),
  }),
);

export type DemoPictureEntry = z.infer<typeof manifestSchema>[string];

let manifest: Record<string, DemoPictureEntry> | undefined;

/** Every committed picture by name (read once). */
export function demoPictureManifest(): Record<string, DemoPictureEntry> {
  manifest ??= manifestSchema.parse(JSON.parse(readFileSync(`${folder}/pictures.json`, "utf8")));
  return manifest;
}

/** The committed picture of this name with its files read, ready for `ImageStore.saveEncoded`. */
export async function loadDemoPicture(name: string, alt: string): Promise<EncodedPicture> {
  const entry = demoPictureManifest()[name];
  if (!entry) throw new Error(`demo seed: no picture called "${name}" in db/seed/pictures`);
  const files = await Promise.all(
    entry.files.map(async (file) => ({
      format: file.format,
      width: file.width,
      data: await readFile(`${folder}/${file.file}`),
    })),
  );
  return {
    alt,
    width: entry.width,
    height: entry.height,
    ...(entry.placeholder ? { placeholder: entry.placeholder } : {}),
    files,
  };
}
