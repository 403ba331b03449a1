import { ContactInvitation } from "../components/contact-invitation.tsx";
import { CourseCards } from "../components/course-cards.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { orErrorScreen } from "../lib/route-errors.server.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/course-booking";
import { seoMeta } from "../lib/meta.ts";

export async function loader({ context }: Route.LoaderArgs) {
  return { courses: await orErrorScreen(context.services.catalog.listCourseTeasers()) };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Book a PADI course",
    description:
      "Choose a PADI course to take on board a liveaboard in the Similan Islands, and book it online.",
  });

export default function CourseBookingScreen({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    <>
      <PageHero
        eyebrow="PADI courses"
        title="Book a PADI course"
        summary="Learn to dive, or go further, with our instructors on board."
        size="compact"
      />
      <div className="container screen-body">
        {loaderData.courses.length > 0 ? (
          <section aria-labelledby="courses-title">
            <h2 id="courses-title" className="block-title">
              Choose your course
            </h2>
            <CourseCards courses={loaderData.courses} />
          </section>
        ) : null}
        {root ? (
          <ContactInvitation contact={root.contact} title="Questions about a course?">
            <p>Our instructors help you pick the right course for your experience and your trip dates.</p>
          </ContactInvitation>
        ) : null}
      </div>
    </>
  );
}
