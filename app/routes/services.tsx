import { BoatCards } from "../components/boat-cards.tsx";
import { CardGrid } from "../components/card-grid.tsx";
import { ContentSection } from "../components/content-section.tsx";
import { CourseCards } from "../components/course-cards.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { TeaserCard } from "../components/teaser-card.tsx";
import { orErrorScreen } from "../lib/route-errors.server.ts";
import type { Route } from "./+types/services";
import { seoMeta } from "../lib/meta.ts";
import { BOOT_ON_INTENT } from "../lib/deferred-scripts.ts";

/** The sections after the courses are the categories an admin placed on the Services screen, in order. */
export async function loader({ context }: Route.LoaderArgs) {
  const { catalog } = context.services;
  const [courses, boats, sections] = await orErrorScreen(
    Promise.all([catalog.listCourseTeasers(), catalog.listBoatTeasers(), catalog.serviceSections()]),
  );
  return { courses, boats, sections: sections.filter((section) => section.pages.length > 0) };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Services",
    description:
      "PADI courses on board, hotel transfers, equipment rental, onboard dining and our liveaboards.",
  });

export default function ServicesScreen({ loaderData }: Route.ComponentProps) {
  const { courses, boats, sections } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="What we offer"
        title="Services"
        summary="Everything around your liveaboard trip: courses on board, transfers, equipment and food."
        size="compact"
      />

      {courses.length > 0 ? (
        <ContentSection
          eyebrow="Learn on board"
          title="PADI courses"
          id="courses"
          more={{ to: "/course-booking", label: "Book a PADI course" }}
        >
          <CourseCards courses={courses} />
        </ContentSection>
      ) : null}

      {sections.map((section, index) => (
        <ContentSection
          key={section.id}
          eyebrow={index === 0 ? "Before and during your trip" : "Services"}
          title={section.name}
          tinted={index % 2 === 0}
        >
          <CardGrid items={section.pages} itemKey={(page) => page.id} maxColumns={3}>
            {(page) => (
              <TeaserCard
                to={`/page/${page.slug}`}
                title={page.title}
                image={page.images[0]}
                text={page.summary}
                moreLabel="Read more"
              />
            )}
          </CardGrid>
        </ContentSection>
      ))}

      {boats.length > 0 ? (
        <ContentSection eyebrow="The fleet" title="Our liveaboards">
          <BoatCards boats={boats} />
        </ContentSection>
      ) : null}
    </>
  );
}

/** Whole without its scripts: the app starts on the visitor's first move. */
export const handle = BOOT_ON_INTENT;
