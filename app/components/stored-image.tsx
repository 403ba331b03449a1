import type { CSSProperties } from "react";
import type { ImageFormat, StoredImage } from "../../core/images/stored-image.ts";

export type StoredImgProps = {
  image: StoredImage;
  className?: string;
  /** Above the fold (the first screen's picture): load at once with high priority. Otherwise lazy. */
  priority?: boolean;
  /** Overrides the stored alt text, e.g. "" for a picture that only decorates. */
  alt?: string;
  /** How wide the picture is shown, for the browser to pick a width (the `sizes` attribute). Default "100vw". */
  sizes?: string;
};

const TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp" };
/** A base64 data: URI of an image: nothing in it can end the CSS url("…") it is put in. */
const PLACEHOLDER = /^data:image\/(?:webp|png|jpeg|avif);base64,[A-Za-z0-9+/]+={0,2}$/;
/** Best first: the browser takes the first source whose type it supports. */
const ORDER: readonly ImageFormat[] = ["avif", "webp"];

/** `srcset` of one format, smallest first: "/uploads/x-320w.avif 320w, /uploads/x.avif 960w". */
function srcSetOf(image: StoredImage, format: ImageFormat): string | undefined {
  const variants = (image.variants ?? [])
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width);
  return variants.length > 0 ? variants.map((v) => `${v.url} ${v.width}w`).join(", ") : undefined;
}

/**
 * The tiny blurred copy drawn behind the picture until it has loaded. It is the img's own background
 * (a style attribute: the Content-Security-Policy allows inline styles, server/security-headers.ts), so it
 * needs no script and takes no room: the width and height attributes reserve the space either way. An
 * opaque picture covers it once drawn; pictures with transparency have no placeholder.
 */
function placeholderStyle(image: StoredImage): CSSProperties | undefined {
  if (!image.placeholder || !PLACEHOLDER.test(image.placeholder)) return undefined;
  return { backgroundImage: `url("${image.placeholder}")` };
}

/**
 * A stored picture as a `<picture>`: AVIF and WebP sources at every stored width with `sizes`, and an
 * `<img>` with the stored width and height (no layout shift) and alt text. Lazy and decoded off the main
 * thread unless `priority`, which loads it at once with high priority. Pictures saved before variants
 * existed (only `url`, width and height) are a plain `<img>`.
 */
export function StoredImg({ image, className, priority = false, alt, sizes = "100vw" }: StoredImgProps) {
  const style = placeholderStyle(image);
  const img = (
    <img
      className={[className, style ? "has-placeholder" : undefined].filter(Boolean).join(" ") || undefined}
      style={style}
      src={image.url}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "auto" : "async"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
  const sources = ORDER.map((format) => ({ format, srcSet: srcSetOf(image, format) })).filter(
    (source) => source.srcSet !== undefined,
  );
  if (sources.length === 0) return img;
  return (
    <picture className="stored-picture">
      {sources.map((source) => (
        <source key={source.format} type={TYPES[source.format]} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
