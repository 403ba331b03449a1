/** The places figures: the next departures and course dates with what is sold, held and free, the 8-week occupancy, the newest bookings and the counts. */
import { holdIsLive } from "../shared/holds.ts";
import { sql } from "drizzle-orm";
import type { BookingState } from "../bookings/booking-types.ts";
import { usageAt } from "../trips/space-usage.ts";
import { type DashboardPeriods } from "./dashboard-periods.ts";

import {
  type DashboardDeps,
  iso,
  num,
  rows,
  type CourseDateSeats,
  type DepartureLoad,
  type DepartureOccupancy,
  type LatestBooking,
  DASHBOARD_DEPARTURES,
  DASHBOARD_COURSE_DATES,
  DASHBOARD_LATEST_BOOKINGS,
} from "./dashboard-types.ts";

export async function nextDepartures(
  deps: DashboardDeps,
  today: string,
  now: Date,
): Promise<DepartureOccupancy[]> {
  const found = await rows<{
    id: string;
    title: string;
    departure: string;
    boat: string;
    cabin: string;
    spaces: number;
    booked: unknown;
    held: unknown;
  }>(
    deps.db,
    sql`with next as (
          select id, title, departure, boat_id from trips
          where status = 'scheduled' and departure >= ${today}
          order by departure, id limit ${DASHBOARD_DEPARTURES}
        )
        select n.id, n.title, n.departure::text as departure, bo.name as boat, ct.name as cabin, tc.spaces,
               coalesce(u.booked, 0) as booked, coalesce(u.held, 0) as held
        from next n
        join boats bo on bo.id = n.boat_id
        join trip_cabins tc on tc.trip_id = n.id
        join cabin_types ct on ct.id = tc.cabin_type_id
        left join ${usageAt(now)} u on u.trip_cabin_id = tc.id
        order by n.departure, n.id, tc.position, ct.name`,
  );
  const byTrip = new Map<string, DepartureOccupancy>();
  for (const row of found) {
    let trip = byTrip.get(row.id);
    if (!trip) {
      trip = { tripId: row.id, title: row.title, boat: row.boat, departure: row.departure, cabins: [] };
      byTrip.set(row.id, trip);
    }
    const paid = num(row.booked);
    const held = num(row.held);
    trip.cabins.push({
      cabinType: row.cabin,
      spaces: row.spaces,
      paid,
      held,
      free: Math.max(0, row.spaces - paid - held),
    });
  }
  return [...byTrip.values()];
}

export async function occupancyFigures(
  deps: DashboardDeps,
  p: DashboardPeriods,
  now: Date,
): Promise<DepartureLoad[]> {
  const found = await rows<{
    id: string;
    title: string;
    departure: string;
    spaces: unknown;
    booked: unknown;
    held: unknown;
    free: unknown;
  }>(
    deps.db,
    sql`select t.id, t.title, t.departure::text as departure, sum(tc.spaces) as spaces,
               sum(coalesce(u.booked, 0)) as booked, sum(coalesce(u.held, 0)) as held,
               sum(greatest(tc.spaces - coalesce(u.booked, 0) - coalesce(u.held, 0), 0)) as free
        from trips t
        join trip_cabins tc on tc.trip_id = t.id
        left join ${usageAt(now)} u on u.trip_cabin_id = tc.id
        where t.status = 'scheduled' and t.departure >= ${p.today} and t.departure < ${p.occupancyUntil}
        group by t.id, t.title, t.departure
        order by t.departure, t.id`,
  );
  return found.map((row) => ({
    tripId: row.id,
    title: row.title,
    departure: row.departure,
    spaces: num(row.spaces),
    paid: num(row.booked),
    held: num(row.held),
    free: num(row.free),
  }));
}

export async function nextCourseDates(
  deps: DashboardDeps,
  today: string,
  now: Date,
): Promise<CourseDateSeats[]> {
  const found = await rows<{
    id: string;
    course_id: string;
    course: string;
    start_date: string;
    end_date: string;
    seats: number;
    booked: unknown;
    held: unknown;
  }>(
    deps.db,
    sql`with next as (
          select id, course_id, start_date, end_date, seats from course_dates
          where status = 'scheduled' and start_date >= ${today}
          order by start_date, id limit ${DASHBOARD_COURSE_DATES}
        )
        select n.id, n.course_id, c.name as course, n.start_date::text as start_date,
               n.end_date::text as end_date, n.seats, coalesce(u.booked, 0) as booked, coalesce(u.held, 0) as held
        from next n
        join courses c on c.id = n.course_id
        left join course_date_usage(${iso(now)}) u on u.course_date_id = n.id
        order by n.start_date, n.id`,
  );
  return found.map((row) => {
    const paid = num(row.booked);
    const held = num(row.held);
    return {
      id: row.id,
      courseId: row.course_id,
      course: row.course,
      startDate: row.start_date,
      endDate: row.end_date,
      seats: row.seats,
      paid,
      held,
      free: Math.max(0, row.seats - paid - held),
    };
  });
}

export async function latestBookings(deps: DashboardDeps, now: Date): Promise<LatestBooking[]> {
  const limit = DASHBOARD_LATEST_BOOKINGS;
  const found = await rows<{
    kind: "trip" | "course";
    id: string;
    owner_id: string;
    first_name: string;
    last_name: string;
    title: string;
    start_date: string;
    total: number;
    state: BookingState;
    hold_expires_at: string | Date | null;
    created_at: string | Date;
  }>(
    deps.db,
    sql`(select 'trip' as kind, b.id, b.trip_id as owner_id, b.lead_guest->>'firstName' as first_name,
                b.lead_guest->>'lastName' as last_name, t.title, t.departure::text as start_date, b.total,
                b.state, b.hold_expires_at, b.created_at
         from bookings b join trips t on t.id = b.trip_id
         order by b.created_at desc, b.id desc limit ${limit})
        union all
        (select 'course' as kind, cb.id, cd.course_id as owner_id, cb.contact->>'firstName' as first_name,
                cb.contact->>'lastName' as last_name, c.name as title, cd.start_date::text as start_date,
                cb.total, cb.state, cb.hold_expires_at, cb.created_at
         from course_bookings cb
         join course_dates cd on cd.id = cb.course_date_id
         join courses c on c.id = cd.course_id
         order by cb.created_at desc, cb.id desc limit ${limit})
        order by created_at desc, id desc limit ${limit}`,
  );
  return found.map((row) => {
    const ranOut =
      row.state === "held" &&
      !holdIsLive(
        {
          state: row.state,
          holdExpiresAt: row.hold_expires_at === null ? null : new Date(row.hold_expires_at),
        },
        now,
      );
    return {
      kind: row.kind,
      id: row.id,
      href: row.kind === "trip" ? `/admin/booking/${row.id}` : `/admin/course/${row.owner_id}`,
      name: `${row.first_name} ${row.last_name}`,
      title: row.title,
      startDate: row.start_date,
      total: row.total,
      state: ranOut ? "expired" : row.state,
      createdAt: new Date(row.created_at),
    };
  });
}

export async function countFigures(deps: DashboardDeps) {
  const [row] = await rows(
    deps.db,
    sql`select (select count(*) from reviews where status = 'pending') as reviews,
               (select count(*) from mail_outbox where status = 'failed') as mails`,
  );
  return { pendingReviews: num(row?.reviews), failedMails: num(row?.mails) };
}
