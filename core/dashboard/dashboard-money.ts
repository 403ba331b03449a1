/** The money figures: received and refunded by period, received per month of the season, what is owed and due. */
import { netPaidSum } from "../shared/net-paid.ts";
import { holdIsLiveSql } from "../shared/hold-sql.ts";
import { sql } from "drizzle-orm";
import { DUE_SOON_DAYS } from "../bookings/booking-admin-service.ts";
import { dueDate, paymentStatusOf } from "../bookings/booking-money.ts";
import { type DashboardPeriods } from "./dashboard-periods.ts";

import { bangkokMonth, type DashboardDeps, iso, num, rows, type DueBooking } from "./dashboard-types.ts";

export async function moneyFigures(deps: DashboardDeps, p: DashboardPeriods) {
  const from = [p.day.from, p.month.from, p.season.from].reduce((a, b) => (a < b ? a : b));
  const to = [p.day.to, p.month.to, p.season.to].reduce((a, b) => (a > b ? a : b));
  const sum = (refund: boolean, period: { from: Date; to: Date }) =>
    sql`coalesce(sum(amount) filter (where (kind = 'refund') = ${refund} and succeeded_at >= ${iso(period.from)} and succeeded_at < ${iso(period.to)}), 0)`;
  const [row] = await rows(
    deps.db,
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

export async function receivedByMonth(deps: DashboardDeps, p: DashboardPeriods) {
  const found = await rows<{ month: string; amount: unknown }>(
    deps.db,
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
export async function owedFigures(deps: DashboardDeps, now: Date) {
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
      deps.db,
      sql`select b.id, b.lead_guest->>'firstName' as first_name, b.lead_guest->>'lastName' as last_name,
                 t.title, t.departure::text as departure, b.total, b.deposit, coalesce(p.paid, 0) as paid, b.created_at
          from bookings b
          join trips t on t.id = b.trip_id
          left join (${paidOf("booking_id")}) p on p.owner = b.id
          where ${live("b")}
            and b.total > coalesce(p.paid, 0)`,
    ),
    rows(
      deps.db,
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
