import { formatTHB } from "../../core/shared/money.ts";
import { CatalogDetail, itemDetail } from "../components/catalog-detail.tsx";
import type { Fact } from "../components/facts-card.tsx";
import { AwardIcon, ClockIcon, LevelIcon, UsersIcon } from "../components/icons.tsx";
import { FeatureSection } from "../components/titled-text-list.tsx";
import { days } from "../lib/catalog-format.ts";
import { courseJsonLd } from "../../core/site/seo.ts";
import { catalogItemMeta } from "../lib/meta.ts";
import { withJsonLd } from "../lib/json-ld.server.ts";
import { findOrRedirect } from "../lib/catalog-redirect.server.ts";
import { CourseDateList } from "../components/course-date-list.tsx";
import type { Route } from "./+types/course";
import { BOOT_ON_INTENT } from "../lib/deferred-scripts.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const course = await findOrRedirect(context, "course", params.slug);
  const { dates } = await context.services.courseDates.upcoming(course.id);
  return withJsonLd(context, { course, dates }, (page, root) =>
    courseJsonLd(page.course, root.publicUrl, root.contact),
  );
}

export const meta: Route.MetaFunction = (args) => catalogItemMeta(args, "course", args.loaderData?.course);

export default function CourseScreen({ loaderData }: Route.ComponentProps) {
  const { course, dates } = loaderData;
  const facts: Fact[] = [
    { label: "Price", value: formatTHB(course.price), icon: <AwardIcon size={20} />, variant: "price" },
    { label: "Duration", value: days(course.durationDays), icon: <ClockIcon size={20} /> },
    { label: "Minimum age", value: `${course.minimumAge} years`, icon: <UsersIcon size={20} /> },
  ];
  if (course.prerequisites) {
    facts.push({
      label: "Prerequisites",
      value: course.prerequisites,
      icon: <LevelIcon size={20} />,
      variant: "text",
    });
  }

  return (
    <CatalogDetail
      eyebrow="PADI course"
      {...itemDetail(course)}
      chips={{
        label: "Course facts",
        items: [
          {
            key: "duration",
            content: (
              <>
                <ClockIcon size={16} /> {days(course.durationDays)}
              </>
            ),
          },
          { key: "price", content: formatTHB(course.price) },
        ],
      }}
      glance={{
        title: "Course facts",
        facts,
        action:
          dates.length > 0
            ? { to: "#course-dates", label: "See the dates" }
            : { to: "/course-booking", label: "All PADI courses" },
      }}
    >
      <section id="course-dates" aria-labelledby="course-dates-title">
        <h2 id="course-dates-title" className="block-title">
          Dates and seats
        </h2>
        {dates.length === 0 ? (
          <p>
            No dates are published for this course yet. Please contact us and we will find one that suits you.
          </p>
        ) : (
          <CourseDateList courseId={course.id} dates={dates} />
        )}
      </section>
      <FeatureSection title="What the course covers" items={course.features} />
    </CatalogDetail>
  );
}

/** Whole without its scripts: the app starts on the visitor's first move. */
export const handle = BOOT_ON_INTENT;
