import { Link } from "react-router";
import { ContactInvitation } from "../components/contact-invitation.tsx";
import { EmptyState } from "../components/empty-state.tsx";
import { CalendarIcon } from "../components/icons.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { TripCards, TripFilters } from "../components/trip-cards.tsx";
import { orErrorScreen } from "../lib/route-errors.server.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/trip-schedules";
import { seoMeta } from "../lib/meta.ts";
import { readListQuery } from "../../core/shared/list-query.ts";
import { tripListQuerySchema } from "../../core/trips/trip-schemas.ts";
import { monthLabel, seasonMonths } from "../lib/trip-format.ts";

/** A season's departures fit on one screen (weekly departures of a few boats: about a hundred). */
const SCHEDULE_SIZE = 300;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { trips, catalog } = context.services;
  const query = readListQuery(tripListQuerySchema, new URL(request.url).searchParams);
  const overview = await orErrorScreen(trips.listPublic({ page: 1 }, 1));
  const seasons = [overview.seasonOne, overview.seasonTwo, overview.seasonThree];
  const season =
    seasons.find((s) => s.label === query.season) ?? seasons.find((s) => s.departures > 0) ?? seasons[0]!;
  const [list, boats] = await Promise.all([
    orErrorScreen(trips.listPublic({ ...query, season: season.label, page: 1 }, SCHEDULE_SIZE)),
    orErrorScreen(catalog.menuLinks()),
  ]);
  return {
    seasons,
    season: season.label,
    trips: list.trips,
    filtered: list.filteredTripsCount,
    month: query.month,
    boat: query.boat,
    boats: boats.boats.map((boat) => ({ value: boat.slug, label: boat.name })),
    months: seasonMonths(Number(season.label.slice(0, 4))).map((month) => ({
      value: month,
      label: monthLabel(month),
    })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Liveaboard trips",
    description:
      "Liveaboard dive trips to the Similan and Surin Islands: every departure of the season with its boat, prices and free cabins.",
  });

export default function TripSchedulesScreen({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const { seasons, season, trips, month, boat, boats, months } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Similan · Surin · Richelieu Rock"
        title="Liveaboard Trips"
        summary="Multi-day dive trips to the best sites of the Andaman Sea, October to May."
        size="compact"
      />
      <div className="container screen-body">
        <nav className="season-tabs" aria-label="Seasons">
          {seasons.map((s) => (
            <Link
              key={s.label}
              to={{ search: `?season=${encodeURIComponent(s.label)}` }}
              className="season-tab"
              aria-current={s.label === season ? "page" : undefined}
            >
              <span className="season-tab-label">Season {s.label}</span>
              <span className="season-tab-count">
                {s.departures} {s.departures === 1 ? "departure" : "departures"}
              </span>
            </Link>
          ))}
        </nav>
        <TripFilters months={months} boats={boats} values={{ month, boat }} hidden={{ season }} />
        <section aria-labelledby="departures-title">
          <h2 id="departures-title" className="block-title">
            Departures, season {season}
            {month ? `, ${months.find((m) => m.value === month)?.label ?? month}` : ""}
          </h2>
          {trips.length > 0 ? (
            <TripCards trips={trips} />
          ) : (
            <EmptyState title="No departures" icon={<CalendarIcon size={26} />}>
              <p>No departure matches these choices. Try another month or boat, or another season.</p>
            </EmptyState>
          )}
          <p>
            <Link to="/trip-list" className="text-link">
              All departures as a list
            </Link>
          </p>
        </section>
        {root ? (
          <ContactInvitation contact={root.contact} title="Plan your trip with our team">
            <p>
              Tell us when you would like to travel and which islands you want to dive: we answer by phone,
              WhatsApp and e-mail, and help you choose the boat, the cabin and the dates.
            </p>
          </ContactInvitation>
        ) : null}
      </div>
    </>
  );
}
