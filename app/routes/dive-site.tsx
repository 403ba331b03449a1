import { CatalogDetail, itemDetail } from "../components/catalog-detail.tsx";
import type { Fact } from "../components/facts-card.tsx";
import { DepthIcon, LevelIcon, MapPinIcon } from "../components/icons.tsx";
import { FeatureSection } from "../components/titled-text-list.tsx";
import { depthRange } from "../lib/catalog-format.ts";
import { diveSiteJsonLd } from "../../core/site/seo.ts";
import { catalogItemMeta } from "../lib/meta.ts";
import { withJsonLd } from "../lib/json-ld.server.ts";
import { findOrRedirect } from "../lib/catalog-redirect.server.ts";
import type { Route } from "./+types/dive-site";
import { BOOT_ON_INTENT } from "../lib/deferred-scripts.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const diveSite = await findOrRedirect(context, "dive-site", params.slug);
  return withJsonLd(context, { diveSite }, (page, root) => diveSiteJsonLd(page.diveSite, root.publicUrl));
}

export const meta: Route.MetaFunction = (args) =>
  catalogItemMeta(args, "dive-site", args.loaderData?.diveSite);

export default function DiveSiteScreen({ loaderData }: Route.ComponentProps) {
  const { diveSite } = loaderData;
  const depth = depthRange(diveSite);
  const facts: Fact[] = [];
  if (diveSite.region)
    facts.push({ label: "Region", value: diveSite.region, icon: <MapPinIcon size={20} /> });
  if (depth) facts.push({ label: "Depth", value: depth, icon: <DepthIcon size={20} /> });
  if (diveSite.level) facts.push({ label: "Level", value: diveSite.level, icon: <LevelIcon size={20} /> });
  const chips = [];
  if (depth)
    chips.push({
      key: "depth",
      content: (
        <>
          <DepthIcon size={16} /> {depth}
        </>
      ),
    });
  if (diveSite.level)
    chips.push({
      key: "level",
      content: (
        <>
          <LevelIcon size={16} /> {diveSite.level}
        </>
      ),
    });

  return (
    <CatalogDetail
      eyebrow={diveSite.region ? `Dive site · ${diveSite.region}` : "Dive site"}
      {...itemDetail(diveSite)}
      chips={{ label: "Dive profile", items: chips }}
      glance={{ title: "Dive profile", facts, action: { to: "/trip-schedules", label: "Liveaboard trips" } }}
    >
      <FeatureSection title="Highlights" items={diveSite.features} />
    </CatalogDetail>
  );
}

/** Whole without its scripts: the app starts on the visitor's first move. */
export const handle = BOOT_ON_INTENT;
