import { Link } from "react-router";
import { EmptyState } from "../components/empty-state.tsx";
import { AwardIcon } from "../components/icons.tsx";
import { PageHero } from "../components/page-hero.tsx";

export const meta = () => [{ title: "Course booking | Andaman Liveaboards" }];

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
