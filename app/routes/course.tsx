import { Link } from "react-router";
import { formatTHB } from "../../core/shared/money.ts";
import { type Fact, FactsCard } from "../components/facts-card.tsx";
import { ArrowRightIcon, AwardIcon, ClockIcon, LevelIcon, UsersIcon } from "../components/icons.tsx";
import { ImageGallery } from "../components/image-gallery.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { RichText } from "../components/rich-text.tsx";
import { FeatureSection } from "../components/titled-text-list.tsx";
import { days } from "../lib/catalog-format.ts";
import { contentMeta } from "../lib/meta.ts";
import { orErrorScreen } from "../lib/route-errors.server.ts";
import type { Route } from "./+types/course";

export async function loader({ context, params }: Route.LoaderArgs) {
  return { course: await orErrorScreen(context.services.catalog.getCourse(params.slug)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  contentMeta(loaderData && { title: loaderData.course.name, description: loaderData.course.summary });

export default function CourseScreen({ loaderData }: Route.ComponentProps) {
  const { course } = loaderData;
  const [heroImage, ...moreImages] = course.images;
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
    <>
      <PageHero eyebrow="PADI course" title={course.name} summary={course.summary} image={heroImage}>
        <ul className="page-hero-meta" aria-label="Course facts">
          <li className="chip">
            <ClockIcon size={16} /> {days(course.durationDays)}
          </li>
          <li className="chip">{formatTHB(course.price)}</li>
        </ul>
      </PageHero>

      <div className="container content-layout">
        <div className="content-body">
          <RichText html={course.description} />
          <FeatureSection title="What the course covers" items={course.features} />
          <ImageGallery images={moreImages} title={`${course.name} in pictures`} />
        </div>

        <aside className="content-aside" aria-label={`${course.name} at a glance`}>
          <FactsCard title="Course facts" facts={facts}>
            <div className="button-row">
              <Link to="/course-booking" className="button button-primary">
                Book a PADI course <ArrowRightIcon size={18} />
              </Link>
            </div>
          </FactsCard>
        </aside>
      </div>
    </>
  );
}
