import { Link } from "react-router";
import { FactsCard } from "../components/facts-card.tsx";
import { ArrowRightIcon, BedIcon, UsersIcon } from "../components/icons.tsx";
import { ImageGallery } from "../components/image-gallery.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { RichText } from "../components/rich-text.tsx";
import { SpecList } from "../components/titled-text-list.tsx";
import { boatCapacity, plural } from "../lib/catalog-format.ts";
import { contentMeta } from "../lib/meta.ts";
import { orErrorScreen } from "../lib/route-errors.server.ts";
import type { Route } from "./+types/boat";

export async function loader({ context, params }: Route.LoaderArgs) {
  return { boat: await orErrorScreen(context.services.catalog.getBoat(params.slug)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  contentMeta(loaderData && { title: loaderData.boat.name, description: loaderData.boat.summary });

export default function BoatScreen({ loaderData }: Route.ComponentProps) {
  const { boat } = loaderData;
  const [heroImage, ...moreImages] = boat.images;
  const capacity = boatCapacity(boat);

  return (
    <>
      <PageHero eyebrow="Liveaboard" title={boat.name} summary={boat.summary} image={heroImage}>
        {capacity.guests > 0 ? (
          <ul className="page-hero-meta" aria-label="Capacity">
            <li className="chip">
              <UsersIcon size={16} /> {plural(capacity.guests, "guest")}
            </li>
            <li className="chip">
              <BedIcon size={16} /> {plural(capacity.cabins, "cabin")}
            </li>
          </ul>
        ) : null}
      </PageHero>

      <div className="container content-layout">
        <div className="content-body">
          <RichText html={boat.description} />

          {boat.details.length > 0 ? (
            <section aria-labelledby="details-title">
              <h2 id="details-title" className="block-title">
                On board
              </h2>
              <SpecList items={boat.details} />
            </section>
          ) : null}

          {boat.cabins.length > 0 ? (
            <section aria-labelledby="cabins-title">
              <h2 id="cabins-title" className="block-title">
                Cabins
              </h2>
              <ul className="cabin-grid">
                {boat.cabins.map((cabin) => (
                  <li key={cabin.id} className="cabin-card">
                    <h3>{cabin.name}</h3>
                    {cabin.description ? <p>{cabin.description}</p> : null}
                    <ul className="cabin-stats">
                      <li>
                        <UsersIcon size={16} /> {plural(cabin.spaces, "berth")} per cabin
                      </li>
                      <li>
                        <BedIcon size={16} /> {plural(cabin.cabinCount, "cabin")}
                      </li>
                    </ul>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <ImageGallery images={moreImages} title={`${boat.name} in pictures`} />
        </div>

        <aside className="content-aside" aria-label={`${boat.name} at a glance`}>
          <FactsCard
            title="At a glance"
            facts={[
              { label: "Guests", value: capacity.guests, icon: <UsersIcon size={20} /> },
              { label: "Cabins", value: capacity.cabins, icon: <BedIcon size={20} /> },
            ]}
          >
            <div className="button-row">
              <Link to="/trip-schedules" className="button button-primary">
                Liveaboard trips <ArrowRightIcon size={18} />
              </Link>
            </div>
          </FactsCard>
        </aside>
      </div>
    </>
  );
}
