import { formatTHB } from "../../core/shared/money.ts";
import { CabinLayout } from "../components/cabin-layout.tsx";
import { CardGrid } from "../components/card-grid.tsx";
import { CatalogDetail, itemDetail } from "../components/catalog-detail.tsx";
import { BedIcon, UsersIcon } from "../components/icons.tsx";
import { LabelledSection } from "../components/labelled-section.tsx";
import { SpecList } from "../components/titled-text-list.tsx";
import { boatCapacity, plural } from "../lib/catalog-format.ts";
import { boatJsonLd } from "../../core/site/seo.ts";
import { catalogItemMeta } from "../lib/meta.ts";
import { withJsonLd } from "../lib/json-ld.server.ts";
import { findOrRedirect } from "../lib/catalog-redirect.server.ts";
import { ReviewHighlights } from "../components/review-highlights.tsx";
import { screenReview, screenSummary } from "../lib/review-screen.server.ts";
import { ratingJsonLd } from "../lib/review-json-ld.ts";
import { orErrorScreen } from "../lib/route-errors.server.ts";
import type { Route } from "./+types/boat";
import { BOOT_ON_INTENT } from "../lib/deferred-scripts.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const boat = await findOrRedirect(context, "boat", params.slug);
  const latest = await orErrorScreen(context.services.reviews.latest({ boat: boat.id }));
  const page = { boat, reviews: latest.reviews.map(screenReview), reviewSummary: screenSummary(latest) };
  // The boat (a Vehicle, so a Product) carries its guests' rating; never the website.
  return withJsonLd(context, page, ({ reviews, reviewSummary }, root) => ({
    ...boatJsonLd(boat, root.publicUrl, root.contact),
    ...ratingJsonLd(reviewSummary, reviews),
  }));
}

export const meta: Route.MetaFunction = (args) => catalogItemMeta(args, "boat", args.loaderData?.boat);

export default function BoatScreen({ loaderData }: Route.ComponentProps) {
  const { boat, reviews, reviewSummary } = loaderData;
  const capacity = boatCapacity(boat);
  const chips =
    capacity.guests > 0
      ? [
          {
            key: "guests",
            content: (
              <>
                <UsersIcon size={16} /> {plural(capacity.guests, "guest")}
              </>
            ),
          },
          {
            key: "cabins",
            content: (
              <>
                <BedIcon size={16} /> {plural(capacity.cabins, "cabin")}
              </>
            ),
          },
        ]
      : [];

  return (
    <CatalogDetail
      eyebrow="Liveaboard"
      {...itemDetail(boat)}
      chips={{ label: "Capacity", items: chips }}
      glance={{
        title: "At a glance",
        facts: [
          { label: "Guests", value: capacity.guests, icon: <UsersIcon size={20} /> },
          { label: "Cabins", value: capacity.cabins, icon: <BedIcon size={20} /> },
        ],
        action: { to: "/trip-schedules", label: "Liveaboard trips" },
      }}
    >
      {boat.details.length > 0 ? (
        <LabelledSection id="details-title" title="On board" headingClassName="block-title">
          <SpecList items={boat.details} />
        </LabelledSection>
      ) : null}

      {boat.cabins.length > 0 ? (
        <LabelledSection id="cabins-title" title="Cabins" headingClassName="block-title">
          <CardGrid items={boat.cabins} itemKey={(cabin) => cabin.id} maxColumns={3} className="cabin-grid">
            {(cabin) => (
              <div className="cabin-card">
                <h3>{cabin.name}</h3>
                <CabinLayout berths={cabin.spaces} />
                {cabin.description ? <p>{cabin.description}</p> : null}
                <ul className="cabin-stats">
                  <li>
                    <UsersIcon size={16} /> {plural(cabin.spaces, "berth")} per cabin
                  </li>
                  <li>
                    <BedIcon size={16} /> {plural(cabin.cabinCount, "cabin")}
                  </li>
                  {cabin.price > 0 ? <li>from {formatTHB(cabin.price)} per guest</li> : null}
                </ul>
              </div>
            )}
          </CardGrid>
        </LabelledSection>
      ) : null}

      <ReviewHighlights
        title={`What guests say about ${boat.name}`}
        summary={reviewSummary}
        reviews={reviews}
        moreHref={`/reviews?boat=${encodeURIComponent(boat.slug)}`}
        moreLabel={`All reviews of ${boat.name}`}
        showBoat={false}
      />
    </CatalogDetail>
  );
}

/** Whole without its scripts: the app starts on the visitor's first move. */
export const handle = BOOT_ON_INTENT;
