/**
 * /admin/bookings: bookings with filters in the address (departure, payment status or
 * state, due soon or overdue, search), totals paid and outstanding, and the manifest of one departure.
 * "Course bookings" (`kind=course`) lists the course bookings instead, filtered by course, status and
 * search; each opens on /admin/booking/{id} with the same actions.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type PaymentStatus, statusColour } from "../../../core/bookings/booking-money.ts";
import { bookingStates } from "../../../core/bookings/booking-types.ts";
import { formatDateTime } from "../../../core/shared/dates.ts";
import { pageSchema, readListQuery, searchSchema } from "../../../core/shared/list-query.ts";
import { formatTHB } from "../../../core/shared/money.ts";
import { z } from "zod";
import {
  AdminFilters,
  AdminTable,
  FilterSearch,
  FilterSelect,
  StatusFilter,
} from "../../components/admin-list.tsx";
import { matchCount } from "../../lib/admin-query.ts";
import { AdminPageHead } from "../../components/admin-page-head.tsx";
import { SelectField } from "../../components/form-field.tsx";
import { Pagination } from "../../components/pagination.tsx";
import { requireAdmin } from "../../lib/guards.server.ts";
import { privateMeta } from "../../lib/meta.ts";
import { orErrorScreen } from "../../lib/route-errors.server.ts";
import { dateRange } from "../../lib/trip-format.ts";
import type { Route } from "./+types/bookings";

export const meta: Route.MetaFunction = () => privateMeta("Bookings | Admin | Andaman Liveaboards");

const STATUSES = ["PENDING", "DEPOSIT PAID", "COMPLETED", ...bookingStates] as const;
/** A course booking is paid in full when booked: it is never "DEPOSIT PAID". */
const COURSE_STATUSES = STATUSES.filter((status) => status !== "DEPOSIT PAID");
const blank = (value: unknown) => (value === "" ? undefined : value);
const querySchema = z.object({
  page: pageSchema,
  search: searchSchema,
  trip: z.preprocess(blank, z.uuid().optional()),
  status: z.preprocess(blank, z.enum(STATUSES).optional()),
  due: z.preprocess(blank, z.enum(["soon", "overdue"]).optional()),
  kind: z.preprocess(blank, z.enum(["trip", "course"]).optional()),
  course: z.preprocess(blank, z.uuid().optional()),
});

type Query = z.output<typeof querySchema>;

async function courseBookingsPage(context: Route.LoaderArgs["context"], query: Query) {
  const { courseBookingAdmin, catalog } = context.services;
  const status = query.status === "DEPOSIT PAID" ? undefined : query.status;
  const [result, courses] = await Promise.all([
    orErrorScreen(
      courseBookingAdmin.list({ page: query.page, search: query.search, course: query.course, status }),
    ),
    orErrorScreen(catalog.listCourseTeasers()),
  ]);
  return {
    kind: "course" as const,
    page: query.page,
    filters: {
      kind: "course",
      search: query.search ?? "",
      course: query.course ?? "",
      status: status ?? "",
    },
    ...listTotals(result),
    courseBookings: result.courseBookings.map((booking) => ({
      ...rowOf(booking, booking.contact),
      course: booking.course.name,
      start: booking.courseDate.start,
      end: booking.courseDate.end,
      students: booking.studentArray.length,
      price: booking.price,
    })),
    courses: courses.map((course) => ({ value: course.id, label: course.name })),
  };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const query = readListQuery(querySchema, new URL(request.url).searchParams);
  if (query.kind === "course") return courseBookingsPage(context, query);
  const { bookingAdmin, trips } = context.services;
  const [result, departures] = await Promise.all([
    orErrorScreen(bookingAdmin.list({ ...query, tripId: query.trip })),
    orErrorScreen(trips.listAdmin({ page: 1, when: "all" }, 300)),
  ]);
  return {
    kind: "trip" as const,
    page: query.page,
    filters: {
      search: query.search ?? "",
      trip: query.trip ?? "",
      status: query.status ?? "",
      due: query.due ?? "",
    },
    ...listTotals(result),
    bookings: result.bookings.map((booking) => ({
      ...rowOf(booking, booking.leadGuest),
      trip: booking.trip,
      guests: booking.guestArray.length,
      total: booking.total,
      dueDate: booking.dueDate?.toISOString() ?? null,
    })),
    departures: departures.trips
      .filter((trip) => trip.spaces > trip.spacesLeft || query.trip === trip.id)
      .map((trip) => ({
        value: trip.id,
        label: `${trip.boat.name}, ${dateRange(trip.departure, trip.returnDate)}`,
      })),
  };
}

/** A page of either list: how many match, per page, and what they paid and still owe. */
function listTotals(result: {
  count: number;
  resPerPage: number;
  totalPaid: number;
  totalOutstanding: number;
}) {
  const { count, resPerPage, totalPaid, totalOutstanding } = result;
  return { count, resPerPage, totalPaid, totalOutstanding };
}

/** What both lists show of a booking: who booked and how to reach them, its reference, money and state. */
function rowOf(
  booking: {
    id: string;
    reference: string;
    paid: number;
    pending: number;
    paymentInfo: { status: PaymentStatus };
    state: string;
    flag: string | null;
  },
  booker: { firstName: string; lastName: string; email: string },
) {
  return {
    id: booking.id,
    reference: booking.reference,
    name: `${booker.firstName} ${booker.lastName}`,
    email: booker.email,
    paid: booking.paid,
    pending: booking.pending,
    status: booking.paymentInfo.status,
    state: booking.state,
    flag: booking.flag,
  };
}
type BookingRow = ReturnType<typeof rowOf>;

/** Trip bookings or course bookings: the list's first choice. */
function KindField({ value }: { value: string }) {
  return (
    <SelectField
      label="Bookings"
      name="kind"
      defaultValue={value}
      options={[
        { value: "", label: "Trip bookings" },
        { value: "course", label: "Course bookings" },
      ]}
    />
  );
}

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "course") return <CourseBookings loaderData={loaderData} />;
  return <TripBookings loaderData={loaderData} />;
}

function CourseBookings({
  loaderData,
}: {
  loaderData: Extract<Route.ComponentProps["loaderData"], { kind: "course" }>;
}) {
  const { courseBookings, filters, courses } = loaderData;
  return (
    <BookingList
      title="Course bookings"
      nouns={["course booking", "course bookings"]}
      kind="course"
      list={loaderData}
      filtered={Boolean(filters.search || filters.course || filters.status)}
      searchPlaceholder="Reference, customer, student, e-mail or course"
      fields={
        <>
          <FilterSelect
            label="Course"
            name="course"
            value={filters.course}
            anyLabel="All courses"
            options={courses}
          />
          <StatusFilter value={filters.status} options={COURSE_STATUSES} />
        </>
      }
    >
      <AdminTable
        caption="Course bookings"
        columns={["Booked by", "Course", "Students", "Total", "Paid", "Outstanding", "Status"]}
        empty={courseBookings.length === 0 ? "No course booking matches." : null}
      >
        {courseBookings.map((booking) => (
          <tr key={booking.id}>
            <BookerCell booking={booking} />
            <td data-label="Course">
              {booking.course}, {dateRange(booking.start, booking.end)}
            </td>
            <td data-label="Students">{booking.students}</td>
            <MoneyCells total={booking.price} paid={booking.paid} pending={booking.pending} />
            <StatusCell status={booking.status} state={booking.state} />
          </tr>
        ))}
      </AdminTable>
    </BookingList>
  );
}

function TripBookings({
  loaderData,
}: {
  loaderData: Extract<Route.ComponentProps["loaderData"], { kind: "trip" }>;
}) {
  const { bookings, filters, departures } = loaderData;
  return (
    <BookingList
      title="Bookings"
      nouns={["booking", "bookings"]}
      kind=""
      list={loaderData}
      filtered={Object.values(filters).some(Boolean)}
      searchPlaceholder="Reference (AL-…), guest, e-mail or trip"
      fields={
        <>
          <FilterSelect
            label="Departure"
            name="trip"
            value={filters.trip}
            anyLabel="All departures"
            options={departures}
          />
          <StatusFilter value={filters.status} options={STATUSES} />
          <FilterSelect
            label="Due"
            name="due"
            value={filters.due}
            anyLabel="Any time"
            options={[
              { value: "soon", label: "Due within 7 days" },
              { value: "overdue", label: "Overdue" },
            ]}
          />
        </>
      }
    >
      {filters.trip ? (
        <p>
          <a href={`/api/v1/admin/trip/${filters.trip}/manifest.csv`} className="text-link" download>
            Download the manifest (CSV)
          </a>
        </p>
      ) : null}
      <AdminTable
        caption="Bookings"
        columns={["Lead guest", "Departure", "Guests", "Total", "Paid", "Outstanding", "Due", "Status"]}
        empty={bookings.length === 0 ? "No booking matches." : null}
      >
        {bookings.map((booking) => (
          <tr key={booking.id}>
            <BookerCell booking={booking} />
            <td data-label="Departure">
              {dateRange(booking.trip.departure, booking.trip.returnDate)}, {booking.trip.boat.name}
            </td>
            <td data-label="Guests">{booking.guests}</td>
            <MoneyCells total={booking.total} paid={booking.paid} pending={booking.pending} />
            <td data-label="Due">{booking.dueDate ? formatDateTime(booking.dueDate) : "—"}</td>
            <StatusCell status={booking.status} state={booking.state} />
          </tr>
        ))}
      </AdminTable>
    </BookingList>
  );
}

/**
 * The frame both lists share: the count with what was paid and is outstanding, the filters (the list's
 * kind and search, then `fields`), the list itself (`children`) and its pages.
 */
function BookingList({
  title,
  nouns: [one, many],
  kind,
  list,
  filtered,
  searchPlaceholder,
  fields,
  children,
}: {
  title: string;
  nouns: [one: string, many: string];
  kind: "" | "course";
  list: {
    count: number;
    page: number;
    resPerPage: number;
    totalPaid: number;
    totalOutstanding: number;
    filters: { search: string } & Record<string, string>;
  };
  filtered: boolean;
  searchPlaceholder: string;
  fields: ReactNode;
  children: ReactNode;
}) {
  const { count, page, resPerPage, totalPaid, totalOutstanding, filters } = list;
  return (
    <>
      <AdminPageHead
        title={title}
        summary={`${matchCount(count, one, many, filtered)}: paid ${formatTHB(totalPaid)}, outstanding ${formatTHB(totalOutstanding)}.`}
      />
      <div className="admin-section">
        <AdminFilters
          clearTo={kind ? `/admin/bookings?kind=${kind}` : "/admin/bookings"}
          filtered={filtered}
          formKey={JSON.stringify(filters)}
        >
          <KindField value={kind} />
          <FilterSearch value={filters.search} placeholder={searchPlaceholder} />
          {fields}
        </AdminFilters>
        {children}
        <Pagination page={page} count={count} perPage={resPerPage} params={filters} />
      </div>
    </>
  );
}

/** A row's heading cell: who booked (linked to the booking), their e-mail, the reference and a flag. */
function BookerCell({ booking }: { booking: BookingRow }) {
  return (
    <th scope="row">
      <Link to={`/admin/booking/${booking.id}`}>{booking.name}</Link>
      <br />
      <span className="muted">{booking.email}</span>
      <br />
      <strong data-booking-reference>{booking.reference}</strong>
      {booking.flag ? (
        <>
          <br />
          <span className="badge" data-status="failed">
            Needs attention
          </span>
        </>
      ) : null}
    </th>
  );
}

/** A booking's total, what is paid and what is still to pay. */
function MoneyCells({ total, paid, pending }: { total: number; paid: number; pending: number }) {
  return (
    <>
      <td data-label="Total">{formatTHB(total)}</td>
      <td data-label="Paid">{formatTHB(paid)}</td>
      <td data-label="Outstanding">{formatTHB(pending)}</td>
    </>
  );
}

/** The payment status as a coloured badge, then the booking's state. */
function StatusCell({ status, state }: { status: PaymentStatus; state: string }) {
  return (
    <td data-label="Status">
      <span className="payment-status" data-colour={statusColour(status)}>
        {status}
      </span>{" "}
      {state}
    </td>
  );
}
