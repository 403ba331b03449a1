import { EmptyState } from "../components/empty-state.tsx";
import { CalendarIcon } from "../components/icons.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { Pagination } from "../components/pagination.tsx";
import { TripCards, TripFilters } from "../components/trip-cards.tsx";
import { orErrorScreen } from "../lib/route-errors.server.ts";
import { seoMeta } from "../lib/meta.ts";
import { readListQuery } from "../../core/shared/list-query.ts";
import { tripListQuerySchema } from "../../core/trips/trip-schemas.ts";
import { monthLabel, seasonMonths } from "../lib/trip-format.ts";
import type { Route } from "./+types/trip-list";
import { BOOT_ON_INTENT } from "../lib/deferred-scripts.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { trips, catalog } = context.services;
  const query = readListQuery(tripListQuerySchema, new URL(request.url).searchParams);
  const [list, links] = await Promise.all([
    orErrorScreen(trips.listPublic(query)),
    orErrorScreen(catalog.menuLinks()),
  ]);
  const seasons = [list.seasonOne, list.seasonTwo, list.seasonThree];
  return {
    trips: list.trips,
    page: query.page,
    count: list.filteredTripsCount,
    perPage: list.resPerPage,
    values: { month: query.month, boat: query.boat, available: query.available },
    boats: links.boats.map((boat) => ({ value: boat.slug, label: boat.name })),
    months: seasons
      .flatMap((season) => seasonMonths(Number(season.label.slice(0, 4))))
      .map((month) => ({ value: month, label: monthLabel(month) })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "All trips",
    description:
      "Every upcoming liveaboard dive trip to the Similan and Surin Islands, with dates, boats and free places.",
  });

export default function TripListScreen({ loaderData }: Route.ComponentProps) {
  const { trips, page, count, perPage, values, boats, months } = loaderData;
  return (
    <>
      <PageHero eyebrow="Liveaboard trips" title="All trips" size="compact" />
      <div className="container screen-body">
        <TripFilters months={months} boats={boats} values={values} withAvailable />
        <h2 className="block-title">
          {count} {count === 1 ? "departure" : "departures"}
        </h2>
        {trips.length > 0 ? (
          <TripCards trips={trips} />
        ) : (
          <EmptyState title="No departures" icon={<CalendarIcon size={26} />}>
            <p>No departure matches these choices.</p>
          </EmptyState>
        )}
        <Pagination page={page} count={count} perPage={perPage} params={values} />
      </div>
    </>
  );
}

/** Whole without its scripts: the app starts on the visitor's first move. */
export const handle = BOOT_ON_INTENT;
