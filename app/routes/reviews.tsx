import { Link } from "react-router";
import { EmptyState } from "../components/empty-state.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { seoMeta } from "../lib/meta.ts";
import type { Route } from "./+types/reviews";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Reviews",
    description: "What divers say about their liveaboard trips with Andaman Liveaboards.",
  });

export default function ReviewsScreen() {
  return (
    <>
      <PageHero eyebrow="From our guests" title="Reviews" size="compact" />
      <div className="container screen-body">
        <EmptyState title="No reviews published yet">
          <p>Reviews from guests who have travelled with us are published here.</p>
          <Link to="/trip-schedules" className="button button-primary">
            Liveaboard trips
          </Link>
        </EmptyState>
      </div>
    </>
  );
}
