import type { BoatTeaser } from "../../core/catalog/catalog-service.ts";
import { boatCapacity, plural } from "../lib/catalog-format.ts";
import { BedIcon, UsersIcon } from "./icons.tsx";
import { TeaserCard } from "./teaser-card.tsx";

/** The boats as cards with their capacity. */
export function BoatCards({ boats }: { boats: BoatTeaser[] }) {
  return (
    <ul className="card-grid card-grid-large">
      {boats.map((boat) => {
        const capacity = boatCapacity(boat);
        return (
          <li key={boat.id}>
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
          </li>
        );
      })}
    </ul>
  );
}
