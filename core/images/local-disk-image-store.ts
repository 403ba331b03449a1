/**
 * Images kept as files in one folder (DATA_DIR/uploads), served by the HTTP server under a public
 * path. Every upload is checked by content, decoded and re-encoded to WebP, so what is served is
 * always an image the server itself wrote: no metadata (EXIF, GPS), no scripts, no polyglot files.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import type { StoredImage } from "./stored-image.ts";
import { type ImageStore, InvalidImageError, type SaveImageOptions } from "./image-store.ts";
import { formatBytes } from "./limits.ts";

export type LocalDiskImageStoreOptions = {
  /** Folder the files are written to; created if missing. */
  directory: string;
  /** URL path the folder is served under. Default "/uploads". */
  publicPath?: string;
  /** Largest upload accepted, in bytes. Default 10 MiB. */
  maxBytes?: number;
  /** Largest image accepted, in pixels (width x height). Default 40 megapixels. */
  maxPixels?: number;
};

/** Formats accepted by content. "heif" is accepted only when its compression is AV1 (AVIF). */
const acceptedFormats = new Set(["jpeg", "png", "webp", "avif", "gif", "svg"]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const DEFAULT_MAX_WIDTH = 1920;
const WEBP_QUALITY = 80;

export class LocalDiskImageStore implements ImageStore {
  readonly directory: string;
  readonly publicPath: string;
  readonly maxBytes: number;
  readonly maxPixels: number;

  constructor(options: LocalDiskImageStoreOptions) {
    this.directory = path.resolve(options.directory);
    this.publicPath = (options.publicPath ?? "/uploads").replace(/\/+$/, "");
    this.maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
    this.maxPixels = options.maxPixels ?? 40_000_000;
  }

  async save(bytes: Uint8Array, options: SaveImageOptions): Promise<StoredImage> {
    if (bytes.byteLength > this.maxBytes) {
      throw new InvalidImageError(`image too large (max ${formatBytes(this.maxBytes)})`);
    }
    const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

    // Read the header only (no pixel limit yet, so a huge image is reported as huge, not as broken).
    let metadata: Metadata;
    try {
      metadata = await sharp(input, { limitInputPixels: false }).metadata();
    } catch {
      throw new InvalidImageError("not an image");
    }
    const format = metadata.format === "heif" && metadata.compression === "av1" ? "avif" : metadata.format;
    if (!format || !acceptedFormats.has(format) || !metadata.width || !metadata.height) {
      throw new InvalidImageError("not an image");
    }
    if (metadata.width * metadata.height > this.maxPixels) {
      throw new InvalidImageError("image has too many pixels");
    }

    const maxWidth = Math.max(1, Math.round(options.maxWidth ?? DEFAULT_MAX_WIDTH));
    let output: { data: Buffer; info: OutputInfo };
    try {
      output = await sharp(input, { limitInputPixels: this.maxPixels })
        .rotate() // apply the EXIF orientation before the metadata is dropped
        .resize({ width: maxWidth, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) {
        throw new InvalidImageError("image has too many pixels");
      }
      throw new InvalidImageError("not an image");
    }

    const id = randomUUID();
    await mkdir(this.directory, { recursive: true });
    const file = this.fileOf(id);
    // Written under a temporary name, then renamed: readers never see half a file.
    const temporary = path.join(this.directory, `.${id}.${randomBytes(4).toString("hex")}.tmp`);
    try {
      await writeFile(temporary, output.data, { flag: "wx" });
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return {
      id,
      url: `${this.publicPath}/${id}.webp`,
      alt: options.alt,
      width: output.info.width,
      height: output.info.height,
    };
  }

  async remove(imageId: string): Promise<void> {
    await rm(this.fileOf(imageId), { force: true });
  }

  /** The file of an image id; refuses anything but a UUID, so an id can never reach outside the folder. */
  fileOf(imageId: string): string {
    if (!UUID.test(imageId)) throw new InvalidImageError("not an image id");
    return path.join(this.directory, `${imageId}.webp`);
  }
}
