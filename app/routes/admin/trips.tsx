/**
 * /admin/trips: departures as a list (occupancy per departure: sold and held spaces
 * of all spaces) or as a month calendar; filters by boat, season, status and upcoming/past live in the
 * address. Links to a new departure or weekly series and to the rental price list.
 */
import { Link, useSearchParams } from "react-router";
import { readListQuery } from "../../../core/shared/list-query.ts";
import { adminTripListQuerySchema } from "../../../core/trips/trip-schemas.ts";
import { shiftMonth } from "../../../core/trips/schedule.ts";
import { MonthGrid } from "../../components/month-grid.tsx";
import { tripStatuses } from "../../../core/trips/trip-types.ts";
import { ActionNotices } from "../../components/action-notices.tsx";
import { AdminFilters, AdminTable, FilterSelect, StatusFilter } from "../../components/admin-list.tsx";
import { AdminPageHead } from "../../components/admin-page-head.tsx";
import { SelectField } from "../../components/form-field.tsx";
import { Pagination } from "../../components/pagination.tsx";
import { doneNotice } from "../../lib/done-notice.ts";
import { requireAdmin } from "../../lib/guards.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import { dateRange, monthLabel } from "../../lib/trip-format.ts";
import { takenOnDeparture } from "../../../core/trips/free-spaces.ts";
import type { Route } from "./+types/trips";

export const meta: Route.MetaFunction = () => privateMeta("Trips | Admin | Andaman Liveaboards");

/** The calendar's columns, Monday first; on a phone each day's line in a week's card is named by them. */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const view = params.get("view") === "calendar" ? "calendar" : "list";
  const query = readListQuery(adminTripListQuerySchema, params);
  const { trips, catalog } = context.services;
  const today = trips.today();
  const month = MONTH.test(params.get("month") ?? "") ? params.get("month")! : today.slice(0, 7);
  const [list, links] = await Promise.all([
    orErrorScreen(
      view === "calendar"
        ? trips.listAdmin({ ...query, month, when: "all", page: 1 }, 500)
        : trips.listAdmin(query),
    ),
    orErrorScreen(catalog.menuLinks()),
  ]);
  return {
    view,
    month,
    trips: list.trips.map((trip) => ({
      id: trip.id,
      departure: trip.departure,
      returnDate: trip.returnDate,
      nights: trip.nights,
      title: trip.title,
      boat: trip.boat.name,
      status: trip.status,
      discount: trip.discount,
      spaces: trip.spaces,
      taken: takenOnDeparture(trip.cabins),
      closedSeason: trip.closedSeason,
    })),
    count: list.filteredTripsCount,
    resPerPage: list.resPerPage,
    page: query.page,
    seasons: [list.seasonOne, list.seasonTwo, list.seasonThree].map((s) => s.label),
    boats: links.boats.map((boat) => ({ value: boat.id, label: boat.name })),
    filters: {
      boat: query.boat ?? "",
      season: query.season ?? "",
      status: query.status ?? "",
      when: query.when,
    },
  };
}

export default function AdminTrips({ loaderData }: Route.ComponentProps) {
  const { view, month, trips, count, resPerPage, page, seasons, boats, filters } = loaderData;
  const [address] = useSearchParams();
  const filtered = Boolean(filters.boat || filters.season || filters.status || filters.when !== "upcoming");
  const keep = { boat: filters.boat, season: filters.season, status: filters.status };
  const search = (extra: Record<string, string>) =>
    `?${new URLSearchParams(Object.entries({ ...keep, ...extra }).filter(([, v]) => v)).toString()}`;
  return (
    <>
      <AdminPageHead
        title="Trips"
        summary={
          <>
            {count} {count === 1 ? "departure" : "departures"}.{" "}
            <Link to="/admin/trip" className="text-link">
              New departure or weekly series
            </Link>{" "}
            ·{" "}
            <Link to="/admin/rentals" className="text-link">
              Rental prices
            </Link>
          </>
        }
      />
      <div className="admin-section">
        <ActionNotices done={doneNotice(address)} />
        <nav className="season-tabs" aria-label="Views">
          <Link
            to={search({ view: "list" })}
            className="season-tab"
            aria-current={view === "list" ? "page" : undefined}
          >
            List
          </Link>
          <Link
            to={search({ view: "calendar", month })}
            className="season-tab"
            aria-current={view === "calendar" ? "page" : undefined}
          >
            Calendar
          </Link>
        </nav>
        <AdminFilters
          clearTo={`/admin/trips${view === "calendar" ? "?view=calendar" : ""}`}
          filtered={filtered}
          formKey={JSON.stringify(filters)}
        >
          {view === "calendar" ? (
            <>
              <input type="hidden" name="view" value="calendar" />
              <input type="hidden" name="month" value={month} />
            </>
          ) : null}
          <FilterSelect label="Boat" name="boat" value={filters.boat} anyLabel="All boats" options={boats} />
          {view === "list" ? (
            <>
              <FilterSelect
                label="Season"
                name="season"
                value={filters.season}
                anyLabel="All seasons"
                options={seasons}
              />
              <SelectField
                label="When"
                name="when"
                defaultValue={filters.when}
                options={[
                  { value: "upcoming", label: "Upcoming" },
                  { value: "past", label: "Sailed" },
                  { value: "all", label: "All" },
                ]}
              />
            </>
          ) : null}
          <StatusFilter value={filters.status} options={tripStatuses} />
        </AdminFilters>
        {view === "calendar" ? (
          <>
            <nav className="receipt-actions" aria-label="Months">
              <Link
                to={search({ view: "calendar", month: shiftMonth(month, -1) })}
                className="button button-outline button-small"
              >
                Previous month
              </Link>
              <Link
                to={search({ view: "calendar", month: shiftMonth(month, 1) })}
                className="button button-outline button-small"
              >
                Next month
              </Link>
            </nav>
            <div className="scroll-x table-cards">
              <MonthGrid
                month={month}
                caption={`Departures in ${monthLabel(month)}`}
                className="booking-table trip-calendar"
                dayNumberClassName="muted"
                labelCells
              >
                {(day) =>
                  trips
                    .filter((trip) => trip.departure === day)
                    .map((trip) => (
                      <Link
                        key={trip.id}
                        to={`/admin/trip/${trip.id}`}
                        className="text-link trip-calendar-item"
                      >
                        {trip.boat}, {trip.nights} n · {trip.taken}/{trip.spaces}
                        {trip.status === "cancelled" ? " (cancelled)" : ""}
                      </Link>
                    ))
                }
              </MonthGrid>
            </div>
          </>
        ) : (
          <>
            <AdminTable
              caption="Departures"
              columns={["Dates", "Boat", "Itinerary", "Occupancy", "Discount", "Status"]}
              empty={trips.length === 0 ? "No departure matches." : null}
            >
              {trips.map((trip) => (
                <tr key={trip.id}>
                  <th scope="row">
                    <Link to={`/admin/trip/${trip.id}`}>{dateRange(trip.departure, trip.returnDate)}</Link>
                  </th>
                  <td data-label="Boat">{trip.boat}</td>
                  <td data-label="Itinerary">
                    {trip.title}
                    {trip.closedSeason ? " · closed season" : ""}
                  </td>
                  <td data-label="Occupancy">
                    <meter
                      min={0}
                      max={Math.max(trip.spaces, 1)}
                      value={trip.taken}
                      aria-label={`${trip.taken} of ${trip.spaces} spaces taken`}
                    />{" "}
                    {trip.taken} / {trip.spaces}
                    {trip.taken > 0 ? (
                      <>
                        {" · "}
                        <a href={`/api/v1/admin/trip/${trip.id}/manifest.csv`} className="text-link" download>
                          Manifest
                          <span className="visually-hidden">
                            {" "}
                            of {trip.boat}, {dateRange(trip.departure, trip.returnDate)}
                          </span>
                        </a>
                      </>
                    ) : null}
                  </td>
                  <td data-label="Discount">{trip.discount > 0 ? `${trip.discount} %` : "—"}</td>
                  <td data-label="Status">
                    <span className="badge" data-status={trip.status === "cancelled" ? "failed" : "sent"}>
                      {trip.status}
                    </span>
                  </td>
                </tr>
              ))}
            </AdminTable>
            <Pagination
              page={page}
              count={count}
              perPage={resPerPage}
              params={{ ...keep, when: filters.when }}
            />
          </>
        )}
      </div>
    </>
  );
}
