/**
 * Where pictures live. Services get an ImageStore and never touch files or image codecs themselves,
 * so tests can swap in a fake and production can swap local disk for object storage.
 */
import type { ImageFormat, StoredImage } from "./stored-image.ts";

export type SaveImageOptions = {
  /** Text alternative for screen readers, kept with the image. */
  alt: string;
  /** Wider images are scaled down to this width (never enlarged). */
  maxWidth?: number;
  /**
   * Candidate widths of the smaller copies, instead of the store's own (the largest kept width is always
   * added). The demo seed asks for fewer, to start a fresh site quickly.
   */
  widths?: readonly number[];
};

/**
 * A picture already encoded the way {@link ImageStore.save} encodes one (AVIF and WebP at some widths,
 * the largest `width` wide, and its placeholder): the demo seed's committed pictures.
 */
export type EncodedPicture = {
  alt: string;
  width: number;
  height: number;
  placeholder?: string;
  files: readonly { format: ImageFormat; width: number; data: Buffer }[];
};

export interface ImageStore {
  /**
   * Checks the bytes are a real image by content (not name) within the size and pixel limits, turns it
   * upright by its EXIF orientation, drops its metadata and stores it under a new random name, re-encoded
   * as AVIF and WebP at several widths with a tiny placeholder; the answer lists them all.
   */
  save(bytes: Uint8Array, options: SaveImageOptions): Promise<StoredImage>;
  /**
   * Stores a picture this store's own encoding made earlier, as it is, under a new random name. Only for
   * files the project ships (the demo pictures), never for an upload: those go through `save`.
   */
  saveEncoded(picture: EncodedPicture): Promise<StoredImage>;
  /** Deletes a stored image, every copy of it; an image already gone is not an error. */
  remove(imageId: string): Promise<void>;
}

/**
 * The bytes offered are not an acceptable image. The message names the problem for the user:
 * "not an image", "image too large (max 10 MB)", "image has too many pixels (max 40 megapixels)".
 * Callers answer it as a 400 naming the field.
 */
export class InvalidImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidImageError";
  }
}
