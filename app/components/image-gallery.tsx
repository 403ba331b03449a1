import type { StoredImage } from "../../core/images/stored-image.ts";
import { gridLayout } from "../lib/grid-layout.ts";
import { StoredImg } from "./stored-image.tsx";

/**
 * The pictures after the hero's, across the page: one picture is a wide banner; more fill rows of up to
 * three (app/lib/grid-layout.ts), the first ones twice as wide where the count needs it.
 */
export function ImageGallery({ images, title = "Gallery" }: { images: StoredImage[]; title?: string }) {
  if (images.length === 0) return null;
  const layout = gridLayout(images.length, 3);
  return (
    <section className="gallery-section" aria-labelledby="gallery-title">
      <h2 id="gallery-title" className="block-title">
        {title}
      </h2>
      <ul className="fit-grid gallery" {...layout.gridProps}>
        {images.map((image, index) => (
          <li key={image.id} {...layout.itemProps(index)}>
            <StoredImg
              image={image}
              sizes={
                images.length === 1 ? "(min-width: 1280px) 1200px, 100vw" : "(min-width: 640px) 50vw, 100vw"
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
