import { Link } from "react-router";
import { EmptyState } from "../components/empty-state.tsx";
import { AwardIcon } from "../components/icons.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { clearCourseInfo, useCart } from "../lib/cart.ts";
import { seoMeta } from "../lib/meta.ts";
import type { Route } from "./+types/course-information";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Course information",
    description:
      "What to know before a PADI course on board: dates, prerequisites, paperwork and what is included.",
  });

export default function CourseInformationScreen() {
  const { courseInfo } = useCart();
  return (
    <>
      <PageHero eyebrow="PADI courses" title="Course information" size="compact" />
      <div className="container screen-body">
        {courseInfo ? (
          <EmptyState title="A course is selected" icon={<AwardIcon size={26} />}>
            <p>Your course choice is kept in this browser.</p>
            <div className="button-row">
              <Link to="/course-booking" className="button button-primary">
                PADI courses
              </Link>
              <button type="button" className="button button-outline" onClick={clearCourseInfo}>
                Clear the course
              </button>
            </div>
          </EmptyState>
        ) : (
          <EmptyState title="No course selected" icon={<AwardIcon size={26} />}>
            <p>Choose a PADI course first, then fill in the students' details here.</p>
            <Link to="/course-booking" className="button button-primary">
              Choose a course
            </Link>
          </EmptyState>
        )}
      </div>
    </>
  );
}
