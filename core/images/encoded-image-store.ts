/**
 * What every image store does before it writes anything: check an upload by content (not name), decode
 * it upright and without metadata, and re-encode it as AVIF and WebP at several widths with a tiny
 * placeholder, so what is served is always an image the server itself wrote: no metadata (EXIF, GPS),
 * no scripts, no polyglot files. Where the files go is the subclass's part: a folder on local disk
 * (local-disk-image-store.ts) or an S3-compatible bucket (s3-image-store.ts).
 *
 * One upload becomes several files, all named after its id: AVIF and WebP at each width of
 * {@link variantWidths}. The largest are `<id>.avif` and `<id>.webp` (the latter is `url`, the fallback,
 * named as images saved before variants existed), the others `<id>-<width>w.avif|webp`.
 */
import { randomUUID } from "node:crypto";
import sharp, { type Metadata, type Sharp } from "sharp";
import type { ImageFormat, ImageVariant, StoredImage } from "./stored-image.ts";
import {
  type EncodedPicture,
  type ImageStore,
  InvalidImageError,
  type SaveImageOptions,
} from "./image-store.ts";
import { DEFAULT_WIDTHS, variantWidths } from "./image-widths.ts";
import { formatBytes } from "./limits.ts";

export type EncodedImageStoreOptions = {
  /** URL path the files are served under. Default "/uploads". */
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
export const IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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

/** One encoded file of an upload, as a store writes it. */
export type ImageFile = { name: string; format: ImageFormat; data: Buffer };

export abstract class EncodedImageStore implements ImageStore {
  readonly publicPath: string;
  readonly maxBytes: number;
  readonly maxPixels: number;
  readonly widths: readonly number[];
  readonly avifEffort: number;

  constructor(options: EncodedImageStoreOptions) {
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

    const jobs = widths.flatMap((width) =>
      FORMATS.map(async (format) => {
        const encoded = await this.encode(pixels, width, format);
        return { format, width, data: encoded.data };
      }),
    );
    const [files, placeholder] = await Promise.all([Promise.all(jobs), this.placeholder(pixels)]);
    return this.store({
      alt: options.alt,
      width: pixels.width,
      height: pixels.height,
      ...(placeholder ? { placeholder } : {}),
      files,
    });
  }

  saveEncoded(picture: EncodedPicture): Promise<StoredImage> {
    return this.store(picture);
  }

  /** Names the files of one picture after a new id (the largest without its width), writes them, and lists them. */
  private async store(picture: EncodedPicture): Promise<StoredImage> {
    const id = randomUUID();
    const files: ImageFile[] = picture.files.map((file) => ({
      format: file.format,
      name: file.width === picture.width ? `${id}.${file.format}` : `${id}-${file.width}w.${file.format}`,
      data: file.data,
    }));
    await this.writeFiles(files);
    const variants: ImageVariant[] = picture.files.map((file, index) => ({
      format: file.format,
      width: file.width,
      url: `${this.publicPath}/${files[index]!.name}`,
    }));
    return {
      id,
      url: `${this.publicPath}/${id}.webp`,
      alt: picture.alt,
      width: picture.width,
      height: picture.height,
      variants,
      ...(picture.placeholder ? { placeholder: picture.placeholder } : {}),
    };
  }

  /** Writes every file of one upload, all or none (a failure removes what was written). */
  protected abstract writeFiles(files: readonly ImageFile[]): Promise<void>;

  abstract remove(imageId: string): Promise<void>;

  /** Refuses anything but a UUID, so an id can never reach outside the store's folder or key prefix. */
  protected assertImageId(imageId: string): void {
    if (!IMAGE_ID.test(imageId)) throw new InvalidImageError("not an image id");
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
}
