/**
 * /admin/dashboard: what the operator reads each morning. Every figure comes from core's dashboard
 * queries (core/dashboard/dashboard-queries.ts) and links to the list behind it; the charts (money
 * received by month over the season, occupancy of the next 8 weeks' departures) load their library on
 * this screen only, each with a table of the same figures. The console's sections stay linked below.
 */
import { type ComponentProps, useMemo } from "react";
import { Link } from "react-router";
import { formatShort } from "../../../core/shared/dates.ts";
import { formatTHB } from "../../../core/shared/money.ts";
import { AdminTable } from "../../components/admin-list.tsx";
import { AdminPageHead } from "../../components/admin-page-head.tsx";
import { ChartFigure } from "../../components/admin/dashboard-charts.tsx";
import { ArrowRightIcon } from "../../components/icons.tsx";
import { ADMIN_NAV } from "../../lib/admin-sections.ts";
import { requireAdmin } from "../../lib/guards.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import { monthLabel } from "../../lib/trip-format.ts";
import { takenSpaces } from "../../../core/trips/free-spaces.ts";
import type { Route } from "./+types/dashboard";

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireAdmin(context);
  const dashboard = await orErrorScreen(context.services.dashboard.read());
  return { name: `${user.firstName} ${user.lastName}`, dashboard };
}

export const meta: Route.MetaFunction = () => privateMeta("Dashboard | Admin | Andaman Liveaboards");

const SECTIONS = ADMIN_NAV.filter((item) => item.to !== "/admin/dashboard");

/** The lists behind the figures (their filters are the ones those screens read from the address). */
const LINKS = {
  bookings: "/admin/bookings",
  cancelled: "/admin/bookings?status=cancelled",
  dueSoon: "/admin/bookings?due=soon",
  overdue: "/admin/bookings?due=overdue",
  courseBookings: "/admin/bookings?kind=course",
  pendingReviews: "/admin/reviews?status=pending",
  failedMails: "/admin/mails?status=failed",
  trips: "/admin/trips",
};

/** Rows a due list shows here; its heading links to the whole list. */
const DUE_ROWS_SHOWN = 20;

const thb = (satang: number) => formatTHB(satang);
const spaces = (value: number) => String(Math.round(value));
const day = (isoDay: string) => formatShort(`${isoDay}T12:00:00+07:00`);

type Data = Route.ComponentProps["loaderData"]["dashboard"];

function Figure({ label, value, to }: { label: string; value: string; to: string }) {
  return (
    <li>
      <Link to={to} className="admin-card dashboard-figure">
        <span className="admin-card-summary">{label}</span>
        <span className="dashboard-figure-value">{value}</span>
      </Link>
    </li>
  );
}

/** A table under a heading that links to the whole list it comes from. */
function LinkedTable({
  id,
  title,
  to,
  ...table
}: { id: string; title: string; to: string } & ComponentProps<typeof AdminTable>) {
  return (
    <>
      <h2 id={id}>
        <Link to={to}>{title}</Link>
      </h2>
      <AdminTable {...table} />
    </>
  );
}

/** The spaces (or seats) of a cabin type or course date: paid, held, and free of all. */
function SpaceCells({ paid, held, free, of }: { paid: number; held: number; free: number; of: number }) {
  return (
    <>
      <td data-label="Paid">{paid}</td>
      <td data-label="Held">{held}</td>
      <td data-label="Free">
        {free} of {of}
      </td>
    </>
  );
}

function MoneyFigures({ data }: { data: Data }) {
  return (
    <section aria-labelledby="dashboard-money">
      <h2 id="dashboard-money">Money</h2>
      <ul className="dashboard-figures">
        <Figure label="Received today" value={thb(data.received.today)} to={LINKS.bookings} />
        <Figure label="Received this month" value={thb(data.received.month)} to={LINKS.bookings} />
        <Figure
          label={`Received in season ${data.periods.season.label}`}
          value={thb(data.received.season)}
          to={LINKS.bookings}
        />
        <Figure label="Refunded today" value={thb(data.refunded.today)} to={LINKS.cancelled} />
        <Figure label="Refunded this month" value={thb(data.refunded.month)} to={LINKS.cancelled} />
        <Figure
          label={`Refunded in season ${data.periods.season.label}`}
          value={thb(data.refunded.season)}
          to={LINKS.cancelled}
        />
        <Figure label="Outstanding" value={thb(data.outstanding)} to={LINKS.bookings} />
        <Figure
          label="Reviews waiting for approval"
          value={String(data.pendingReviews)}
          to={LINKS.pendingReviews}
        />
        <Figure label="E-mails that failed to send" value={String(data.failedMails)} to={LINKS.failedMails} />
      </ul>
    </section>
  );
}

function DueTable({ title, rows, listTo }: { title: string; rows: Data["overdue"]; listTo: string }) {
  const id = `dashboard-${title.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <section aria-labelledby={id}>
      <LinkedTable
        id={id}
        title={`${title} (${rows.length})`}
        to={listTo}
        caption={title}
        columns={["Booking", "Departure", "Due", "Outstanding"]}
        empty={rows.length === 0 ? "Nothing here." : null}
      >
        {rows.slice(0, DUE_ROWS_SHOWN).map((row) => (
          <tr key={row.id}>
            <th scope="row" data-label="Booking">
              <Link to={`/admin/booking/${row.id}`}>
                {row.leadGuest}, {row.tripTitle}
              </Link>
            </th>
            <td data-label="Departure">{day(row.departure)}</td>
            <td data-label="Due">{formatShort(row.dueDate)}</td>
            <td data-label="Outstanding">{thb(row.pending)}</td>
          </tr>
        ))}
      </LinkedTable>
      {rows.length > DUE_ROWS_SHOWN ? (
        <p>
          <Link to={listTo}>All {rows.length}</Link>
        </p>
      ) : null}
    </section>
  );
}

function Departures({ data }: { data: Data }) {
  return (
    <section aria-labelledby="dashboard-departures">
      <LinkedTable
        id="dashboard-departures"
        title="Next departures"
        to={LINKS.trips}
        caption="Next departures: spaces per cabin type"
        columns={["Departure", "Cabin type", "Paid", "Held", "Free"]}
        empty={data.departures.length === 0 ? "No departures ahead." : null}
      >
        {data.departures.flatMap((trip) =>
          trip.cabins.map((cabin, index) => (
            <tr key={`${trip.tripId}-${cabin.cabinType}`}>
              <th scope="row" data-label="Departure">
                {index === 0 ? (
                  <Link to={`/admin/trip/${trip.tripId}`}>
                    {day(trip.departure)} {trip.title} ({trip.boat})
                  </Link>
                ) : (
                  <span className="visually-hidden">
                    {day(trip.departure)} {trip.title}
                  </span>
                )}
              </th>
              <td data-label="Cabin type">{cabin.cabinType}</td>
              <SpaceCells paid={cabin.paid} held={cabin.held} free={cabin.free} of={cabin.spaces} />
            </tr>
          )),
        )}
      </LinkedTable>
      <LinkedTable
        id="dashboard-course-dates"
        title="Next course dates"
        to={LINKS.courseBookings}
        caption="Next course dates: seats"
        columns={["Course", "Dates", "Paid", "Held", "Free"]}
        empty={data.courseDates.length === 0 ? "No course dates ahead." : null}
      >
        {data.courseDates.map((date) => (
          <tr key={date.id}>
            <th scope="row" data-label="Course">
              <Link to={`/admin/course/${date.courseId}`}>{date.course}</Link>
            </th>
            <td data-label="Dates">
              {day(date.startDate)} to {day(date.endDate)}
            </td>
            <SpaceCells paid={date.paid} held={date.held} free={date.free} of={date.seats} />
          </tr>
        ))}
      </LinkedTable>
    </section>
  );
}

function LatestBookings({ data }: { data: Data }) {
  return (
    <section aria-labelledby="dashboard-latest">
      <LinkedTable
        id="dashboard-latest"
        title="Latest bookings"
        to={LINKS.bookings}
        caption="Latest bookings"
        columns={["Guest", "Trip or course", "Starts", "Total", "State", "Booked"]}
        empty={data.latestBookings.length === 0 ? "No bookings yet." : null}
      >
        {data.latestBookings.map((booking) => (
          <tr key={booking.id}>
            <th scope="row" data-label="Guest">
              <Link to={booking.href}>{booking.name}</Link>
            </th>
            <td data-label="Trip or course">
              {booking.kind === "course" ? "Course: " : ""}
              {booking.title}
            </td>
            <td data-label="Starts">{day(booking.startDate)}</td>
            <td data-label="Total">{thb(booking.total)}</td>
            <td data-label="State">{booking.state}</td>
            <td data-label="Booked">{formatShort(booking.createdAt)}</td>
          </tr>
        ))}
      </LinkedTable>
    </section>
  );
}

function Charts({ data }: { data: Data }) {
  const money = useMemo(
    () => ({
      labels: data.receivedByMonth.map((row) => monthLabel(row.month).slice(0, 3)),
      labelName: "Month",
      series: [
        { label: "Received", values: data.receivedByMonth.map((row) => row.amount), colour: "#1f6f9f" },
      ],
      format: thb,
    }),
    [data.receivedByMonth],
  );
  const occupancy = useMemo(
    () => ({
      // "30 Nov": the year is in the table.
      labels: data.occupancy.map((row) => day(row.departure).replace(/ \d{4}$/, "")),
      labelName: "Departure",
      series: [
        {
          label: "Taken (paid and held)",
          values: data.occupancy.map((row) => takenSpaces({ booked: row.paid, held: row.held })),
          colour: "#9cc9e3",
        },
        { label: "Paid", values: data.occupancy.map((row) => row.paid), colour: "#0b4f71" },
      ],
      format: spaces,
    }),
    [data.occupancy],
  );
  return (
    <section aria-labelledby="dashboard-charts" className="dashboard-charts">
      <h2 id="dashboard-charts" className="visually-hidden">
        Charts
      </h2>
      <ChartFigure
        title={`Money received by month, season ${data.periods.season.label}`}
        chart={money}
        table={
          <AdminTable caption="Money received by month" columns={["Month", "Received"]} empty={null}>
            {data.receivedByMonth.map((row) => (
              <tr key={row.month}>
                <th scope="row" data-label="Month">
                  {monthLabel(row.month)}
                </th>
                <td data-label="Received">{thb(row.amount)}</td>
              </tr>
            ))}
          </AdminTable>
        }
      />
      <ChartFigure
        title="Occupancy of the departures in the next 8 weeks"
        chart={occupancy}
        table={
          <AdminTable
            caption="Occupancy per departure"
            columns={["Departure", "Paid", "Held", "Free"]}
            empty={data.occupancy.length === 0 ? "No departures in the next 8 weeks." : null}
          >
            {data.occupancy.map((row) => (
              <tr key={row.tripId}>
                <th scope="row" data-label="Departure">
                  <Link to={`/admin/trip/${row.tripId}`}>
                    {day(row.departure)} {row.title}
                  </Link>
                </th>
                <td data-label="Paid">{row.paid}</td>
                <td data-label="Held">{row.held}</td>
                <td data-label="Free">
                  {row.free} of {row.spaces}
                </td>
              </tr>
            ))}
          </AdminTable>
        }
      />
    </section>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { dashboard: data, name } = loaderData;
  return (
    <>
      <AdminPageHead
        title="Dashboard"
        summary={`Welcome back, ${name}. Today is ${day(data.periods.today)}.`}
      />
      <div className="dashboard">
        <MoneyFigures data={data} />
        <DueTable title="Overdue payments" rows={data.overdue} listTo={LINKS.overdue} />
        <DueTable title="Payments due in the next 7 days" rows={data.dueSoon} listTo={LINKS.dueSoon} />
        <Charts data={data} />
        <Departures data={data} />
        <LatestBookings data={data} />
        <section aria-labelledby="dashboard-sections">
          <h2 id="dashboard-sections">Sections</h2>
          <ul className="admin-cards" aria-label="Sections">
            {SECTIONS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="admin-card">
                  <span className="admin-card-title">
                    {item.label} <ArrowRightIcon size={16} />
                  </span>
                  <span className="admin-card-summary">{item.summary}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
