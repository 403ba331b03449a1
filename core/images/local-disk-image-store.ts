/**
 * Images kept as files in one folder (DATA_DIR/uploads), served by the HTTP server under a public
 * path. Every upload is checked by content, decoded and re-encoded, so what is served is always an image
 * the server itself wrote: no metadata (EXIF, GPS), no scripts, no polyglot files.
 *
 * One upload becomes several files, all named after its id: AVIF and WebP at each width of
 * {@link variantWidths}. The largest are `<id>.avif` and `<id>.webp` (the latter is `url`, the fallback,
 * named as images saved before variants existed), the others `<id>-<width>w.avif|webp`.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Metadata, type Sharp } from "sharp";
import type { ImageFormat, ImageVariant, StoredImage } from "./stored-image.ts";
import { type ImageStore, InvalidImageError, type SaveImageOptions } from "./image-store.ts";
import { DEFAULT_WIDTHS, variantWidths } from "./image-widths.ts";
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
  /** Candidate widths of the copies (see {@link variantWidths}). Default 320, 640, 960, 1280, 1920. */
  widths?: readonly number[];
  /**
   * AVIF encoder effort, 0 (fastest) to 9 (smallest files). Default 2: on a 2-core machine effort 4
   * (sharp's default) took over four times the CPU for files about 10 % smaller (docs/performance.md).
   */
  avifEffort?: number;
};

/** Formats accepted by content. "heif" is accepted only when its compression is AV1 (AVIF). */
const acceptedFormats = new Set(["jpeg", "png", "webp", "avif", "gif", "svg"]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const DEFAULT_MAX_WIDTH = 1920;
const DEFAULT_MAX_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;
/** AVIF at quality 50 looks about like WebP at 80 (sharp's default; AVIF keeps detail better per byte). */
const AVIF_QUALITY = 50;
const DEFAULT_AVIF_EFFORT = 2;
/** The placeholder's width in pixels; the browser scales it up, which blurs it. */
const PLACEHOLDER_WIDTH = 16;

/** Formats written, best first. The last one is the fallback every browser shows. */
const FORMATS: readonly ImageFormat[] = ["avif", "webp"];

type Pixels = { data: Buffer; width: number; height: number; channels: 1 | 2 | 3 | 4 };

export class LocalDiskImageStore implements ImageStore {
  readonly directory: string;
  readonly publicPath: string;
  readonly maxBytes: number;
  readonly maxPixels: number;
  readonly widths: readonly number[];
  readonly avifEffort: number;

  constructor(options: LocalDiskImageStoreOptions) {
    this.directory = path.resolve(options.directory);
    this.publicPath = (options.publicPath ?? "/uploads").replace(/\/+$/, "");
    this.maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
    this.maxPixels = options.maxPixels ?? DEFAULT_MAX_PIXELS;
    this.widths = options.widths ?? DEFAULT_WIDTHS;
    this.avifEffort = options.avifEffort ?? DEFAULT_AVIF_EFFORT;
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
    if (metadata.width * metadata.height > this.maxPixels) throw this.tooManyPixels();

    const maxWidth = Math.max(1, Math.round(options.maxWidth ?? DEFAULT_MAX_WIDTH));
    const pixels = await this.decode(input, maxWidth);
    const widths = variantWidths(pixels.width, maxWidth, options.widths ?? this.widths);
    const id = randomUUID();

    const jobs = widths.flatMap((width) =>
      FORMATS.map(async (format) => {
        const largest = width === pixels.width;
        const name = largest ? `${id}.${format}` : `${id}-${width}w.${format}`;
        const encoded = await this.encode(pixels, width, format);
        return { format, width, height: encoded.height, name, data: encoded.data };
      }),
    );
    const [files, placeholder] = await Promise.all([Promise.all(jobs), this.placeholder(pixels)]);

    await mkdir(this.directory, { recursive: true });
    const written: string[] = [];
    try {
      for (const file of files) {
        await this.writeAtomically(file.name, file.data);
        written.push(file.name);
      }
    } catch (error) {
      await Promise.all(written.map((name) => rm(path.join(this.directory, name), { force: true })));
      throw error;
    }

    const variants: ImageVariant[] = files.map((file) => ({
      format: file.format,
      width: file.width,
      url: `${this.publicPath}/${file.name}`,
    }));
    return {
      id,
      url: `${this.publicPath}/${id}.webp`,
      alt: options.alt,
      width: pixels.width,
      height: pixels.height,
      variants,
      ...(placeholder ? { placeholder } : {}),
    };
  }

  async remove(imageId: string): Promise<void> {
    this.fileOf(imageId); // refuses an id that is not a UUID before touching the folder
    let names: string[];
    try {
      names = await readdir(this.directory);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    const mine = names.filter((name) => name.startsWith(`${imageId}.`) || name.startsWith(`${imageId}-`));
    await Promise.all(mine.map((name) => rm(path.join(this.directory, name), { force: true })));
  }

  /** The fallback (largest WebP) file of an image id; refuses anything but a UUID, so an id can never reach outside the folder. */
  fileOf(imageId: string): string {
    if (!UUID.test(imageId)) throw new InvalidImageError("not an image id");
    return path.join(this.directory, `${imageId}.webp`);
  }

  private tooManyPixels(): InvalidImageError {
    const megapixels = Number((this.maxPixels / 1_000_000).toPrecision(3));
    return new InvalidImageError(`image has too many pixels (max ${megapixels} megapixels)`);
  }

  /**
   * Decodes once, upright (EXIF orientation applied before the metadata is dropped) and no wider than
   * `maxWidth`, into raw sRGB pixels every copy is made from. Nothing of the input's metadata survives.
   */
  private async decode(input: Buffer, maxWidth: number): Promise<Pixels> {
    try {
      const { data, info } = await sharp(input, { limitInputPixels: this.maxPixels })
        .rotate()
        .resize({ width: maxWidth, withoutEnlargement: true })
        .toColourspace("srgb")
        .raw()
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height, channels: info.channels };
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) throw this.tooManyPixels();
      throw new InvalidImageError("not an image");
    }
  }

  private fromPixels(pixels: Pixels): Sharp {
    const { width, height, channels } = pixels;
    return sharp(pixels.data, { raw: { width, height, channels } });
  }

  private async encode(
    pixels: Pixels,
    width: number,
    format: ImageFormat,
  ): Promise<{ data: Buffer; height: number }> {
    let image = this.fromPixels(pixels);
    if (width !== pixels.width) image = image.resize({ width });
    image =
      format === "avif"
        ? image.avif({ quality: AVIF_QUALITY, effort: this.avifEffort })
        : image.webp({ quality: WEBP_QUALITY });
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    return { data, height: info.height };
  }

  /**
   * A 16-pixel-wide WebP as a data: URI (a few hundred bytes), or nothing for a picture with transparent
   * parts: drawn behind them, the placeholder would show through once the picture has loaded.
   */
  private async placeholder(pixels: Pixels): Promise<string | undefined> {
    if (pixels.channels === 2 || pixels.channels === 4) {
      const { isOpaque } = await this.fromPixels(pixels).stats();
      if (!isOpaque) return undefined;
    }
    const data = await this.fromPixels(pixels)
      .removeAlpha()
      .resize({ width: Math.min(PLACEHOLDER_WIDTH, pixels.width) })
      .blur(0.6)
      .webp({ quality: 40 })
      .toBuffer();
    return `data:image/webp;base64,${data.toString("base64")}`;
  }

  /** Written under a temporary name, then renamed: readers never see half a file. */
  private async writeAtomically(name: string, data: Buffer): Promise<void> {
    const temporary = path.join(this.directory, `.${name}.${randomBytes(4).toString("hex")}.tmp`);
    try {
      await writeFile(temporary, data, { flag: "wx" });
      await rename(temporary, path.join(this.directory, name));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }
}
