/**
 * The gallery's lightbox: one picture large, its alt text as the caption, "3 / 8",
 * previous and next by button, by the arrow keys and by a swipe; Escape or Close ends it and the focus
 * returns to the picture that opened it (Radix Dialog). Loaded on first use (./image-gallery.tsx).
 */
import { Dialog } from "radix-ui";
import { useRef } from "react";
import type { StoredImage } from "../../core/images/stored-image.ts";
import { CloseIcon } from "./icons.tsx";
import { StoredImg } from "./stored-image.tsx";

/** A horizontal swipe of at least this many pixels turns the picture (spec §4's slide threshold). */
export const SWIPE_PX = 50;

export default function Lightbox({
  images,
  index,
  onIndex,
  onClose,
  title,
}: {
  images: StoredImage[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  title: string;
}) {
  const image = images[index]!;
  const startX = useRef<number | null>(null);
  const go = (by: number) => onIndex((index + by + images.length) % images.length);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="lightbox-overlay" />
        <Dialog.Content
          className="lightbox"
          aria-describedby={undefined}
          onKeyDown={(event) => {
            if (event.key === "ArrowRight") go(1);
            if (event.key === "ArrowLeft") go(-1);
          }}
          onPointerDown={(event) => {
            startX.current = event.clientX;
          }}
          onPointerUp={(event) => {
            if (startX.current === null) return;
            const moved = event.clientX - startX.current;
            startX.current = null;
            if (Math.abs(moved) >= SWIPE_PX) go(moved < 0 ? 1 : -1);
          }}
        >
          <Dialog.Title className="visually-hidden">{title}</Dialog.Title>
          <figure className="lightbox-figure">
            <StoredImg image={image} sizes="100vw" priority />
            <figcaption>
              <span>{image.alt}</span>{" "}
              <span className="lightbox-count">{`${index + 1} / ${images.length}`}</span>
            </figcaption>
          </figure>
          {images.length > 1 ? (
            <div className="lightbox-nav">
              <button type="button" className="button button-outline button-small" onClick={() => go(-1)}>
                Previous picture
              </button>
              <button type="button" className="button button-outline button-small" onClick={() => go(1)}>
                Next picture
              </button>
            </div>
          ) : null}
          <Dialog.Close className="lightbox-close" aria-label="Close">
            <CloseIcon size={22} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
