import { Link } from "react-router";
import { EmptyState } from "../components/empty-state.tsx";
import { AwardIcon } from "../components/icons.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { seoMeta } from "../lib/meta.ts";
import type { Route } from "./+types/course-success";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Course booking",
    description: "Your course booking has been received.",
    noindex: true,
  });

export default function CourseSuccessScreen() {
  return (
    <>
      <PageHero eyebrow="PADI courses" title="Course booking" size="compact" />
      <div className="container screen-body">
        <EmptyState title="No course booking to show" icon={<AwardIcon size={26} />}>
          <p>Once you book a course, its confirmation appears here.</p>
          <Link to="/course-booking" className="button button-primary">
            Book a PADI course
          </Link>
        </EmptyState>
      </div>
    </>
  );
}
