import type { BoatTeaser } from "../../core/catalog/catalog-service.ts";
import { boatCapacity, plural } from "../lib/catalog-format.ts";
import { CardGrid } from "./card-grid.tsx";
import { BedIcon, UsersIcon } from "./icons.tsx";
import { TeaserCard } from "./teaser-card.tsx";

/** The boats as cards with their capacity; at most three side by side, so each boat shows large. */
export function BoatCards({ boats }: { boats: BoatTeaser[] }) {
  return (
    <CardGrid items={boats} itemKey={(boat) => boat.id} maxColumns={3}>
      {(boat) => {
        const capacity = boatCapacity(boat);
        return (
          <TeaserCard
            to={`/boat/${boat.slug}`}
            title={boat.name}
            image={boat.images[0]}
            text={boat.summary}
            moreLabel="Discover the boat"
            meta={
              capacity.guests > 0 ? (
                <>
                  <li>
                    <UsersIcon size={16} /> {plural(capacity.guests, "guest")}
                  </li>
                  <li>
                    <BedIcon size={16} /> {plural(capacity.cabins, "cabin")}
                  </li>
                </>
              ) : undefined
            }
          />
        );
      }}
    </CardGrid>
  );
}
