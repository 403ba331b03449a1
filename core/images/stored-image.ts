/**
 * A picture kept by the image store, as the database keeps it (in JSON columns) and every screen shows
 * it. Plain types only: the browser's bundle imports this.
 */

/** Formats the store writes, best first: a browser takes the first it supports. */
export type ImageFormat = "avif" | "webp";

/** One encoded copy of a picture: the format, its width in pixels and where it is served. */
export type ImageVariant = { format: ImageFormat; width: number; url: string };

/**
 * `id` names the stored files, `url` is the fallback copy (WebP, the largest width kept) and width and
 * height are that copy's size in pixels, so a page can reserve the picture's space before it loads.
 *
 * `variants` and `placeholder` were added later: images saved before have neither (only one WebP at
 * `url`) and are shown from `url` alone.
 */
export type StoredImage = {
  id: string;
  url: string;
  alt: string;
  width: number;
  height: number;
  /** Every copy, AVIF and WebP at several widths (the largest equals `width`). */
  variants?: ImageVariant[];
  /** A tiny blurred copy (about 16 px wide) as a `data:` URI, shown while the picture loads; absent for pictures with transparency. */
  placeholder?: string;
};
