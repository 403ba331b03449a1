import { formatShort } from "../../core/shared/dates.ts";
import type { PageEvent } from "../../core/catalog/catalog-types.ts";
import { LabelledSection } from "../components/labelled-section.tsx";
import { CatalogDetail } from "../components/catalog-detail.tsx";
import { FeatureGrid, QuestionList, StepList } from "../components/titled-text-list.tsx";
import { metaDescription } from "../../core/site/seo.ts";
import { notFoundMeta, seoMeta } from "../lib/meta.ts";
import { findOrRedirect } from "../lib/catalog-redirect.server.ts";
import { listStyle } from "../lib/page-list-style.ts";
import type { Route } from "./+types/page";
import { BOOT_ON_INTENT } from "../lib/deferred-scripts.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  return {
    page: await findOrRedirect(context, "page", params.slug),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData?.page;
  if (!page) return notFoundMeta(args);
  return seoMeta(args, {
    path: `/page/${page.slug}`,
    title: page.title,
    description: metaDescription(page.summary, { html: page.body }),
    image: page.images[0],
    type: "article",
  });
};

/** An event's date in Bangkok ("21 Nov 2026"); a date that does not parse is shown as written. */
function eventDate(event: PageEvent): string {
  try {
    return formatShort(event.date);
  } catch {
    return event.date;
  }
}

export default function PageScreen({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const items = listStyle(page.listItems);

  return (
    <CatalogDetail
      title={page.title}
      summary={page.summary}
      images={page.images}
      html={page.body}
      galleryTitle="In pictures"
    >
      {page.listItems.length > 0 ? (
        <LabelledSection id="items-title" title={items.title} headingClassName="block-title">
          {items.kind === "questions" ? <QuestionList items={page.listItems} /> : null}
          {items.kind === "steps" ? <StepList items={page.listItems} /> : null}
          {items.kind === "cards" ? <FeatureGrid items={page.listItems} maxColumns={2} /> : null}
        </LabelledSection>
      ) : null}

      {page.events.length > 0 ? (
        <LabelledSection id="events-title" title="Dates" headingClassName="block-title">
          <ul className="event-list">
            {page.events.map((event) => (
              <li key={`${event.date}-${event.title}`} className="event-item">
                <time className="event-date" dateTime={event.date}>
                  {eventDate(event)}
                </time>
                <div>
                  <h3>{event.title}</h3>
                  <p>{event.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </LabelledSection>
      ) : null}
    </CatalogDetail>
  );
}

/** Whole without its scripts: the app starts on the visitor's first move. */
export const handle = BOOT_ON_INTENT;
