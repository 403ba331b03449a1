/**
 * A departure's boat and cabins in pictures (/trip/{id}): the boat's photographs after the hero's, which
 * open the gallery's lightbox, and each cabin type the departure offers with its berth layout drawing
 * and description, from the catalogue, then the cabins' photographs in one gallery, each picture's text
 * naming its cabin type.
 */
import type { StoredImage } from "../../core/images/stored-image.ts";
import { CabinLayout } from "./cabin-layout.tsx";
import { CardGrid } from "./card-grid.tsx";
import { ImageGallery } from "./image-gallery.tsx";

export type TripCabinPicture = {
  id: string;
  name: string;
  berths: number;
  description: string;
  images: StoredImage[];
};

export function TripPictures({
  boatName,
  images,
  cabins,
}: {
  boatName: string;
  /** Every picture of the boat; the first is the page's hero. */
  images: StoredImage[];
  cabins: TripCabinPicture[];
}) {
  const cabinImages = cabins.flatMap((cabin) =>
    cabin.images.map((image) => ({ ...image, alt: `${cabin.name}: ${image.alt}` })),
  );
  return (
    <>
      <ImageGallery
        images={images.slice(1)}
        title={`${boatName} in pictures`}
        allImages={images}
        offset={1}
      />
      {cabins.length > 0 ? (
        <section aria-labelledby="cabin-pictures-title">
          <h2 id="cabin-pictures-title" className="block-title">
            The cabins on {boatName}
          </h2>
          <CardGrid items={cabins} itemKey={(cabin) => cabin.id} maxColumns={3} className="cabin-grid">
            {(cabin) => (
              <div className="cabin-card">
                <h3>{cabin.name}</h3>
                <CabinLayout berths={cabin.berths} />
                {cabin.description ? <p>{cabin.description}</p> : null}
              </div>
            )}
          </CardGrid>
        </section>
      ) : null}
      <ImageGallery images={cabinImages} title="The cabins in pictures" titleId="cabin-gallery-title" />
    </>
  );
}
