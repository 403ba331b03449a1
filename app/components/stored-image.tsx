import { optimizedImageUrl, responsiveImageUrl } from "../../core/shared/image-url.ts";
import type { StoredImage } from "../../core/images/stored-image.ts";

export type StoredImgProps = {
  image: StoredImage;
  className?: string;
  /** Above the fold: load at once with high priority. Otherwise lazy. */
  priority?: boolean;
  /** Overrides the stored alt text, e.g. "" for a picture that only decorates. */
  alt?: string;
  /** How wide the picture is shown, for the browser to pick a size when the host offers several. */
  sizes?: string;
};

const WIDTHS = [480, 800, 1200, 1600, 2400];

/**
 * Widths the upload host can scale to (spec §9: upload-host URLs get automatic quality and format), up to
 * the picture's own width; none for this site's own /uploads pictures, which come in one size.
 */
function srcSetFor(image: StoredImage): string | undefined {
  if (responsiveImageUrl(image.url, WIDTHS[0]!) === image.url) return undefined;
  const widths = WIDTHS.filter((w) => w < image.width);
  return [...widths, image.width].map((w) => `${responsiveImageUrl(image.url, w)} ${w}w`).join(", ");
}

/** A stored picture with its width, height and alt text; lazy unless it is above the fold. */
export function StoredImg({ image, className, priority = false, alt, sizes }: StoredImgProps) {
  const srcSet = srcSetFor(image);
  return (
    <img
      className={className}
      src={optimizedImageUrl(image.url)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "auto" : "async"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
