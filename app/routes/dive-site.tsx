import { Link } from "react-router";
import { type Fact, FactsCard } from "../components/facts-card.tsx";
import { ArrowRightIcon, DepthIcon, LevelIcon, MapPinIcon } from "../components/icons.tsx";
import { ImageGallery } from "../components/image-gallery.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { RichText } from "../components/rich-text.tsx";
import { FeatureSection } from "../components/titled-text-list.tsx";
import { depthRange } from "../lib/catalog-format.ts";
import { contentMeta } from "../lib/meta.ts";
import { orErrorScreen } from "../lib/route-errors.server.ts";
import type { Route } from "./+types/dive-site";

export async function loader({ context, params }: Route.LoaderArgs) {
  return { diveSite: await orErrorScreen(context.services.catalog.getDiveSite(params.slug)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  contentMeta(loaderData && { title: loaderData.diveSite.name, description: loaderData.diveSite.summary });

export default function DiveSiteScreen({ loaderData }: Route.ComponentProps) {
  const { diveSite } = loaderData;
  const [heroImage, ...moreImages] = diveSite.images;
  const depth = depthRange(diveSite);
  const facts: Fact[] = [];
  if (diveSite.region)
    facts.push({ label: "Region", value: diveSite.region, icon: <MapPinIcon size={20} /> });
  if (depth) facts.push({ label: "Depth", value: depth, icon: <DepthIcon size={20} /> });
  if (diveSite.level) facts.push({ label: "Level", value: diveSite.level, icon: <LevelIcon size={20} /> });

  return (
    <>
      <PageHero
        eyebrow={diveSite.region ? `Dive site · ${diveSite.region}` : "Dive site"}
        title={diveSite.name}
        summary={diveSite.summary}
        image={heroImage}
      >
        {depth || diveSite.level ? (
          <ul className="page-hero-meta" aria-label="Dive profile">
            {depth ? (
              <li className="chip">
                <DepthIcon size={16} /> {depth}
              </li>
            ) : null}
            {diveSite.level ? (
              <li className="chip">
                <LevelIcon size={16} /> {diveSite.level}
              </li>
            ) : null}
          </ul>
        ) : null}
      </PageHero>

      <div className="container content-layout">
        <div className="content-body">
          <RichText html={diveSite.description} />
          <FeatureSection title="Highlights" items={diveSite.features} />
          <ImageGallery images={moreImages} title={`${diveSite.name} in pictures`} />
        </div>

        <aside className="content-aside" aria-label={`${diveSite.name} at a glance`}>
          <FactsCard title="Dive profile" facts={facts}>
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
