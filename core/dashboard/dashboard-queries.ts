/**
 * Every figure of the operator's dashboard (`/admin/dashboard` and `GET /api/v1/admin/dashboard`), read
 * in one place so that no route or component computes one. Amounts are integer satang here (the API
 * turns them into THB); periods are Bangkok calendar days and months from the injected clock
 * (./dashboard-periods.ts).
 *
 * - received / refunded: succeeded payments (trip and course bookings) by the instant they succeeded,
 *   payments in and refunds apart, today, this month and this season;
 * - outstanding: what live bookings (confirmed, or held and not run out) of both kinds still owe;
 * - dueSoon / overdue: trip bookings whose spec §4 due date (core/bookings/booking-money.ts `dueDate`,
 *   the same rule the booking list's `due` filter applies) falls within the next 7 days, or has passed
 *   with money still owed. SQL picks the candidates (live, money owed); the rule is applied here.
 * - departures: the next 10 scheduled departures, per cabin type paid (sold), held and free, from the
 *   database's `trip_cabin_usage(at)` (core/trips/space-usage.ts); courseDates likewise from
 *   `course_date_usage(at)`;
 * - latestBookings: the 10 newest bookings of both kinds; pendingReviews; failedMails;
 * - receivedByMonth: payments in per Bangkok month of the season; occupancy: per departure of the next
 *   8 weeks, spaces sold, held and free.
 */
import { netPaidSum } from "../shared/net-paid.ts";
import { holdIsLive } from "../shared/holds.ts";
import { holdIsLiveSql } from "../shared/hold-sql.ts";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { DUE_SOON_DAYS } from "../bookings/booking-admin-service.ts";
import { dueDate, paymentStatusOf } from "../bookings/booking-money.ts";
import type { BookingState } from "../bookings/booking-types.ts";
import type { Clock } from "../shared/clock.ts";
import { usageAt } from "../trips/space-usage.ts";
import { dashboardPeriods, type DashboardPeriods } from "./dashboard-periods.ts";

/** Rows shown in the lists. */
export const DASHBOARD_DEPARTURES = 10;
export const DASHBOARD_COURSE_DATES = 10;
export const DASHBOARD_LATEST_BOOKINGS = 10;

export type MoneyByPeriod = { today: number; month: number; season: number };

export type DueBooking = {
  id: string;
  leadGuest: string;
  tripTitle: string;
  departure: string;
  dueDate: Date;
  /** What is still owed, satang. */
  pending: number;
};

export type CabinOccupancy = { cabinType: string; spaces: number; paid: number; held: number; free: number };

export type DepartureOccupancy = {
  tripId: string;
  title: string;
  boat: string;
  departure: string;
  cabins: CabinOccupancy[];
};

export type CourseDateSeats = {
  id: string;
  courseId: string;
  course: string;
  startDate: string;
  endDate: string;
  seats: number;
  paid: number;
  held: number;
  free: number;
};

export type LatestBooking = {
  kind: "trip" | "course";
  id: string;
  /** Where the admin reads it: the booking screen, or the course's screen for a course booking. */
  href: string;
  name: string;
  title: string;
  /** The departure or the course's first day. */
  startDate: string;
  total: number;
  state: BookingState;
  createdAt: Date;
};

export type DepartureLoad = {
  tripId: string;
  title: string;
  departure: string;
  spaces: number;
  paid: number;
  held: number;
  free: number;
};

export type Dashboard = {
  periods: DashboardPeriods;
  received: MoneyByPeriod;
  refunded: MoneyByPeriod;
  outstanding: number;
  dueSoon: DueBooking[];
  overdue: DueBooking[];
  departures: DepartureOccupancy[];
  courseDates: CourseDateSeats[];
  latestBookings: LatestBooking[];
  pendingReviews: number;
  failedMails: number;
  receivedByMonth: { month: string; amount: number }[];
  occupancy: DepartureLoad[];
};

type Row = Record<string, unknown>;

async function rows<T extends Row>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const num = (value: unknown) => Number(value ?? 0);
const iso = (at: Date) => sql`${at.toISOString()}::timestamptz`;
/** A timestamptz as the Bangkok wall clock (UTC+7 all year, as booking-money.ts). */
const bangkokMonth = (column: SQL) =>
  sql`to_char((${column} at time zone 'UTC') + interval '7 hours', 'YYYY-MM')`;

export class DashboardQueries {
  constructor(private readonly deps: { db: Executor; now: Clock }) {}

  async read(): Promise<Dashboard> {
    const now = this.deps.now();
    const periods = dashboardPeriods(now);
    const [money, byMonth, owed, departures, occupancy, courseDates, latest, counts] = await Promise.all([
      this.money(periods),
      this.receivedByMonth(periods),
      this.owed(now),
      this.departures(periods.today, now),
      this.occupancy(periods, now),
      this.courseDates(periods.today, now),
      this.latestBookings(now),
      this.counts(),
    ]);
    return {
      periods,
      ...money,
      ...owed,
      departures,
      courseDates,
      latestBookings: latest,
      ...counts,
      receivedByMonth: byMonth,
      occupancy,
    };
  }

  private async money(p: DashboardPeriods) {
    const from = [p.day.from, p.month.from, p.season.from].reduce((a, b) => (a < b ? a : b));
    const to = [p.day.to, p.month.to, p.season.to].reduce((a, b) => (a > b ? a : b));
    const sum = (refund: boolean, period: { from: Date; to: Date }) =>
      sql`coalesce(sum(amount) filter (where (kind = 'refund') = ${refund} and succeeded_at >= ${iso(period.from)} and succeeded_at < ${iso(period.to)}), 0)`;
    const [row] = await rows(
      this.deps.db,
      sql`select ${sum(false, p.day)} as rt, ${sum(false, p.month)} as rm, ${sum(false, p.season)} as rs,
                 ${sum(true, p.day)} as ft, ${sum(true, p.month)} as fm, ${sum(true, p.season)} as fs
          from payments
          where state = 'succeeded' and succeeded_at >= ${iso(from)} and succeeded_at < ${iso(to)}`,
    );
    return {
      received: { today: num(row?.rt), month: num(row?.rm), season: num(row?.rs) },
      refunded: { today: num(row?.ft), month: num(row?.fm), season: num(row?.fs) },
    };
  }

  private async receivedByMonth(p: DashboardPeriods) {
    const found = await rows<{ month: string; amount: unknown }>(
      this.deps.db,
      sql`select ${bangkokMonth(sql`succeeded_at`)} as month, sum(amount) as amount
          from payments
          where state = 'succeeded' and kind <> 'refund'
            and succeeded_at >= ${iso(p.season.from)} and succeeded_at < ${iso(p.season.to)}
          group by 1`,
    );
    const byMonth = new Map(found.map((row) => [row.month, num(row.amount)]));
    return p.months.map((month) => ({ month, amount: byMonth.get(month) ?? 0 }));
  }

  /** Outstanding over live bookings of both kinds, and the trip bookings due soon or overdue. */
  private async owed(now: Date) {
    const live = (alias: string) => {
      const a = sql.raw(alias);
      return sql`(${a}.state = 'confirmed' or ${holdIsLiveSql(sql.raw(`${alias}.state`), sql.raw(`${alias}.hold_expires_at`), now)})`;
    };
    const paidOf = (column: string) =>
      sql`select ${sql.raw(column)} as owner, ${netPaidSum(sql.raw("kind"), sql.raw("amount"))} as paid
          from payments where state = 'succeeded' and ${sql.raw(column)} is not null group by ${sql.raw(column)}`;
    const [trips, [course]] = await Promise.all([
      rows<{
        id: string;
        first_name: string;
        last_name: string;
        title: string;
        departure: string;
        total: number;
        deposit: number;
        paid: unknown;
        created_at: string | Date;
      }>(
        this.deps.db,
        sql`select b.id, b.lead_guest->>'firstName' as first_name, b.lead_guest->>'lastName' as last_name,
                   t.title, t.departure::text as departure, b.total, b.deposit, coalesce(p.paid, 0) as paid, b.created_at
            from bookings b
            join trips t on t.id = b.trip_id
            left join (${paidOf("booking_id")}) p on p.owner = b.id
            where ${live("b")}
              and b.total > coalesce(p.paid, 0)`,
      ),
      rows(
        this.deps.db,
        sql`select coalesce(sum(cb.total - coalesce(p.paid, 0)), 0) as owed
            from course_bookings cb
            left join (${paidOf("course_booking_id")}) p on p.owner = cb.id
            where ${live("cb")}
              and cb.total > coalesce(p.paid, 0)`,
      ),
    ]);
    const soon = now.getTime() + DUE_SOON_DAYS * 86_400_000;
    const dueSoon: DueBooking[] = [];
    const overdue: DueBooking[] = [];
    let outstanding = num(course?.owed);
    for (const row of trips) {
      const paid = num(row.paid);
      const pending = row.total - paid;
      outstanding += pending;
      const status = paymentStatusOf(paid, row.total, row.deposit);
      const due = dueDate(status, new Date(row.created_at), row.departure, now);
      if (!due) continue;
      const item: DueBooking = {
        id: row.id,
        leadGuest: `${row.first_name} ${row.last_name}`,
        tripTitle: row.title,
        departure: row.departure,
        dueDate: due,
        pending,
      };
      if (due.getTime() <= now.getTime()) overdue.push(item);
      else if (due.getTime() <= soon) dueSoon.push(item);
    }
    const byDue = (a: DueBooking, b: DueBooking) =>
      a.dueDate.getTime() - b.dueDate.getTime() || a.departure.localeCompare(b.departure);
    return { outstanding, dueSoon: dueSoon.sort(byDue), overdue: overdue.sort(byDue) };
  }

  private async departures(today: string, now: Date): Promise<DepartureOccupancy[]> {
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
      this.deps.db,
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

  private async occupancy(p: DashboardPeriods, now: Date): Promise<DepartureLoad[]> {
    const found = await rows<{
      id: string;
      title: string;
      departure: string;
      spaces: unknown;
      booked: unknown;
      held: unknown;
      free: unknown;
    }>(
      this.deps.db,
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

  private async courseDates(today: string, now: Date): Promise<CourseDateSeats[]> {
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
      this.deps.db,
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

  private async latestBookings(now: Date): Promise<LatestBooking[]> {
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
      this.deps.db,
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

  private async counts() {
    const [row] = await rows(
      this.deps.db,
      sql`select (select count(*) from reviews where status = 'pending') as reviews,
                 (select count(*) from mail_outbox where status = 'failed') as mails`,
    );
    return { pendingReviews: num(row?.reviews), failedMails: num(row?.mails) };
  }
}
