import { Link } from "react-router";
import { ContactInvitation } from "../components/contact-invitation.tsx";
import { EmptyState } from "../components/empty-state.tsx";
import { CalendarIcon } from "../components/icons.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { useRootData } from "../root.tsx";
import { seoMeta } from "../lib/meta.ts";
import type { Route } from "./+types/trip-list";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "All trips",
    description:
      "Every upcoming liveaboard dive trip to the Similan and Surin Islands, with dates, boats and free places.",
  });

export default function TripListScreen() {
  const root = useRootData();
  return (
    <>
      <PageHero eyebrow="Liveaboard trips" title="All trips" size="compact" />
      <div className="container screen-body">
        <EmptyState title="No departures listed" icon={<CalendarIcon size={26} />}>
          <p>There are no departures open for online booking at the moment.</p>
          <Link to="/trip-schedules" className="button button-primary">
            Liveaboard trips
          </Link>
        </EmptyState>
        {root ? (
          <ContactInvitation contact={root.contact} title="Ask us about upcoming trips">
            <p>Our team can tell you about the season's departures and hold a cabin for you.</p>
          </ContactInvitation>
        ) : null}
      </div>
    </>
  );
}
