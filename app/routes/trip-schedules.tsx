/**
 * /trip-schedules: the departures a guest can book, one month of one season a page (core/trips/schedule.ts),
 * as rows or as a month calendar. Seasons and months without a departure after today are not offered.
 * Every choice (season, month, boat, view) is a link or a GET form: the address says what is shown and
 * it works without JavaScript.
 */
import { Link } from "react-router";
import type { StoredImage } from "../../core/images/stored-image.ts";
import { readListQuery } from "../../core/shared/list-query.ts";
import { neighbourMonths, pickSchedulePage, scheduleSeasons } from "../../core/trips/schedule.ts";
import { tripListQuerySchema } from "../../core/trips/trip-schemas.ts";
import { ContactInvitation } from "../components/contact-invitation.tsx";
import { EmptyState } from "../components/empty-state.tsx";
import { SelectField } from "../components/form-field.tsx";
import { CalendarIcon } from "../components/icons.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { ScheduleCalendar, type ScheduleDeparture, ScheduleRows } from "../components/schedule-rows.tsx";
import { seoMeta } from "../lib/meta.ts";
import { orErrorScreen } from "../lib/route-errors.server.ts";
import { monthLabel } from "../lib/trip-format.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/trip-schedules";
import { BOOT_ON_INTENT } from "../lib/deferred-scripts.ts";

/** A month's departures of every boat (weekly departures of a few boats: a few dozen at most). */
const MONTH_SIZE = 200;

type View = "list" | "calendar";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { trips, catalog } = context.services;
  const params = new URL(request.url).searchParams;
  const query = readListQuery(tripListQuerySchema, params);
  const view: View = params.get("view") === "calendar" ? "calendar" : "list";
  const [days, boats] = await Promise.all([
    orErrorScreen(trips.publicDepartureDays(query.boat)),
    orErrorScreen(catalog.listBoatTeasers()),
  ]);
  const seasons = scheduleSeasons(days);
  const page = pickSchedulePage(seasons, query);
  const list = page
    ? await orErrorScreen(
        trips.listPublic({ month: page.month.month, boat: query.boat, page: 1 }, MONTH_SIZE),
      )
    : { trips: [] };
  const departures: ScheduleDeparture[] = list.trips.map((trip) => ({
    id: trip.id,
    departure: trip.departure,
    returnDate: trip.returnDate,
    nights: trip.nights,
    title: trip.title,
    discount: trip.discount,
    priceFrom: trip.priceFrom,
    spacesLeft: trip.spacesLeft,
    boat: trip.boat,
  }));
  // Only the pictures of the boats on this page, once each.
  const pictures: Record<string, StoredImage> = {};
  for (const boat of boats) {
    const picture = boat.images[0];
    if (picture && departures.some((trip) => trip.boat.id === boat.id)) pictures[boat.id] = picture;
  }
  const neighbours = page ? neighbourMonths(seasons, page.month.month) : {};
  return {
    view,
    boat: query.boat ?? "",
    boats: boats.map((boat) => ({ value: boat.slug, label: boat.name })),
    seasons: seasons.map(({ label, departures: count }) => ({ label, departures: count })),
    season: page?.season.label ?? null,
    month: page?.month.month ?? null,
    months: seasons.flatMap((s) => s.months.map((m) => ({ month: m.month, season: s.label }))),
    seasonMonths: page?.season.months ?? [],
    previous: neighbours.previous?.month ?? null,
    next: neighbours.next?.month ?? null,
    departures,
    pictures,
  };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Liveaboard trips",
    description:
      "Liveaboard dive trips to the Similan and Surin Islands: every departure of the season with its boat, prices and free cabins.",
  });

const plural = (count: number, word: string) => `${count} ${count === 1 ? word : `${word}s`}`;

export default function TripSchedulesScreen({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const { view, boat, boats, seasons, season, month, months, seasonMonths, previous, next } = loaderData;
  const { departures, pictures } = loaderData;
  /** The address of a page of the schedule, keeping the boat and the view. */
  const to = (choice: { season?: string; month?: string; view?: View }) => {
    const search = new URLSearchParams();
    if (choice.season) search.set("season", choice.season);
    if (choice.month) search.set("month", choice.month);
    if (boat) search.set("boat", boat);
    const shown = choice.view ?? view;
    if (shown === "calendar") search.set("view", "calendar");
    const text = search.toString();
    return { search: text ? `?${text}` : "" };
  };
  const monthName = month ? monthLabel(month) : "";
  return (
    <>
      <PageHero
        eyebrow="Similan · Surin · Richelieu Rock"
        title="Liveaboard Trips"
        summary="Multi-day dive trips to the best sites of the Andaman Sea, October to May."
        size="compact"
      />
      <div className="container screen-body">
        {seasons.length > 0 ? (
          <nav className="season-tabs" aria-label="Seasons">
            {seasons.map((s) => (
              <Link
                key={s.label}
                to={to({ season: s.label })}
                className="season-tab"
                aria-current={s.label === season ? "page" : undefined}
              >
                <span className="season-tab-label">{`Season ${s.label}`}</span>
                <span className="season-tab-count">{plural(s.departures, "departure")}</span>
              </Link>
            ))}
          </nav>
        ) : null}
        <form method="get" className="trip-filters" aria-label="Filter departures">
          {view === "calendar" ? <input type="hidden" name="view" value="calendar" /> : null}
          <SelectField
            label="Month"
            name="month"
            defaultValue={month ?? ""}
            options={months.map((m) => ({ value: m.month, label: monthLabel(m.month) }))}
          />
          <SelectField
            label="Boat"
            name="boat"
            defaultValue={boat}
            options={[{ value: "", label: "Any boat" }, ...boats]}
          />
          <button type="submit" className="button button-primary">
            Show departures
          </button>
        </form>
        <section aria-labelledby="departures-title">
          <div className="schedule-head">
            <h2 id="departures-title" className="block-title">
              {month ? `Departures in ${monthName}` : "Departures"}
            </h2>
            {month ? (
              <nav className="schedule-views" aria-label="Show as">
                <Link
                  to={to({ season: season ?? "", month, view: "list" })}
                  aria-current={view === "list" ? "page" : undefined}
                >
                  List
                </Link>
                <Link
                  to={to({ season: season ?? "", month, view: "calendar" })}
                  aria-current={view === "calendar" ? "page" : undefined}
                >
                  Calendar
                </Link>
              </nav>
            ) : null}
          </div>
          {seasonMonths.length > 0 ? (
            <nav className="schedule-months" aria-label={`Months of season ${season}`}>
              <ul>
                {seasonMonths.map((m) => (
                  <li key={m.month}>
                    <Link
                      to={to({ season: season ?? "", month: m.month })}
                      aria-current={m.month === month ? "page" : undefined}
                    >
                      {monthLabel(m.month)} <span className="muted">{`(${m.departures})`}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {month && departures.length > 0 ? (
            view === "calendar" ? (
              <div
                className="scroll-x"
                tabIndex={0}
                role="region"
                aria-label={`Calendar of ${monthName}, scrollable`}
              >
                <ScheduleCalendar month={month} monthName={monthName} departures={departures} />
              </div>
            ) : (
              <ScheduleRows departures={departures} pictures={pictures} />
            )
          ) : (
            <EmptyState title="No departures" icon={<CalendarIcon size={26} />}>
              <p>
                No departure is open for booking{boat ? " on this boat" : ""} yet. Try another boat, or ask us
                about the coming season.
              </p>
            </EmptyState>
          )}
          {previous || next ? (
            <nav className="schedule-pager" aria-label="More departures">
              {previous ? (
                <Link to={to({ month: previous })} rel="prev" className="button button-outline">
                  Earlier: {monthLabel(previous)}
                </Link>
              ) : null}
              {next ? (
                <Link to={to({ month: next })} rel="next" className="button button-outline">
                  Next: {monthLabel(next)}
                </Link>
              ) : null}
            </nav>
          ) : null}
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

/** Whole without its scripts: the app starts on the visitor's first move. */
export const handle = BOOT_ON_INTENT;
