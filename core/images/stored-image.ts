/**
 * A picture kept by the image store, as the database keeps it (in JSON columns) and every screen shows
 * it. Plain types only: the browser's bundle imports this.
 */

/** `id` names the stored file, `url` is where it is served; width and height are in pixels. */
export type StoredImage = {
  id: string;
  url: string;
  alt: string;
  width: number;
  height: number;
};
