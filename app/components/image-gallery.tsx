import type { StoredImage } from "../../core/images/stored-image.ts";
import { StoredImg } from "./stored-image.tsx";

/** The pictures after the hero's, in a grid (the first one larger on wide screens). */
export function ImageGallery({ images, title = "Gallery" }: { images: StoredImage[]; title?: string }) {
  if (images.length === 0) return null;
  return (
    <section aria-labelledby="gallery-title">
      <h2 id="gallery-title" className="block-title">
        {title}
      </h2>
      <ul
        className={
          images.length >= 3
            ? "gallery gallery-featured"
            : images.length === 1
              ? "gallery gallery-single"
              : "gallery"
        }
      >
        {images.map((image) => (
          <li key={image.id}>
            <StoredImg image={image} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" />
          </li>
        ))}
      </ul>
    </section>
  );
}
