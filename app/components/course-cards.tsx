import type { CourseTeaser } from "../../core/catalog/catalog-service.ts";
import { formatTHB } from "../../core/shared/money.ts";
import { days } from "../lib/catalog-format.ts";
import { CardGrid } from "./card-grid.tsx";
import { AwardIcon, ClockIcon } from "./icons.tsx";
import { TeaserCard } from "./teaser-card.tsx";

/** The PADI courses as cards with duration, minimum age and price; `rail` scrolls sideways on phones. */
export function CourseCards({ courses, rail = false }: { courses: CourseTeaser[]; rail?: boolean }) {
  return (
    <CardGrid items={courses} itemKey={(course) => course.id} rail={rail}>
      {(course) => (
        <TeaserCard
          to={`/course/${course.slug}`}
          title={course.name}
          image={course.images[0]}
          text={course.summary}
          meta={
            <>
              <li>
                <ClockIcon size={16} /> {days(course.durationDays)}
              </li>
              <li>
                <AwardIcon size={16} /> Age {course.minimumAge}+
              </li>
              <li className="card-price">{formatTHB(course.price)}</li>
            </>
          }
        />
      )}
    </CardGrid>
  );
}
