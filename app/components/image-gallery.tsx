import { lazy, Suspense, useRef, useState } from "react";
import type { StoredImage } from "../../core/images/stored-image.ts";
import { gridLayout } from "../lib/grid-layout.ts";
import { StoredImg } from "./stored-image.tsx";

/** The lightbox's code loads when a visitor first opens a picture. */
const Lightbox = lazy(() => import("./lightbox.tsx"));

/**
 * The pictures after the hero's, across the page: one picture is a wide banner; more fill rows of up to
 * three (app/lib/grid-layout.ts), the first ones twice as wide where the count needs it. Each opens the
 * lightbox; closing it returns the focus to the picture.
 */
export function ImageGallery({
  images,
  title = "Gallery",
  allImages = images,
  offset = 0,
  titleId = "gallery-title",
}: {
  images: StoredImage[];
  title?: string;
  /** The heading's id, unique on the page when it shows more than one gallery. */
  titleId?: string;
  /** What the lightbox pages through (e.g. the hero's picture too); `images` start at `offset` in it. */
  allImages?: StoredImage[];
  offset?: number;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  if (images.length === 0) return null;
  const layout = gridLayout(images.length, 3);
  return (
    <section className="gallery-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="block-title">
        {title}
      </h2>
      <ul className="fit-grid gallery" {...layout.gridProps}>
        {images.map((image, index) => (
          <li key={image.id} {...layout.itemProps(index)}>
            <button
              type="button"
              className="gallery-open"
              aria-label={`Open picture ${index + offset + 1} of ${allImages.length}: ${image.alt}`}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              onClick={() => setOpen(index + offset)}
            >
              <StoredImg
                image={image}
                sizes={
                  images.length === 1 ? "(min-width: 1280px) 1200px, 100vw" : "(min-width: 640px) 50vw, 100vw"
                }
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Suspense fallback={null}>
          <Lightbox
            images={allImages}
            index={open}
            title={title}
            onIndex={setOpen}
            onClose={() => {
              const opener = buttons.current[open - offset];
              setOpen(null);
              // Back to the picture that opened it (the last one shown may be another).
              requestAnimationFrame(() => opener?.focus());
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
