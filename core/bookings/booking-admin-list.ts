/**
 * The admin bookings list, filtered, sorted and paged in the database: one query finds the page's
 * bookings (newest first) with the count and the totals of every match, then only that page is read in
 * full (guests, payments) through BookingService. The filters read each booking as the booking views do
 * (core/bookings/booking-service.ts): its net paid (core/shared/net-paid.ts), the state at the clock's
 * instant (core/shared/hold-sql.ts), the payment status (booking-money.ts `paymentStatusOf`) and the
 * spec §4 due date (booking-money.ts `dueDate`), written here in SQL;
 * core/bookings/booking-admin-list.int.test.ts checks them against those rules on both databases.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { netPaidLateral } from "../shared/net-paid.ts";
import { holdIsLiveSql } from "../shared/hold-sql.ts";
import { type PageWindow, pageWindow, searchPattern } from "../shared/list-query.ts";
import { asReference } from "../shared/booking-reference.ts";
import { BALANCE_DUE_DAYS, DEPOSIT_DUE_DAYS, type PaymentStatus } from "./booking-money.ts";
import type { BookingService, BookingView } from "./booking-service.ts";
import type { BookingState } from "./booking-types.ts";

export const ADMIN_BOOKINGS_PER_PAGE = 20;
/** "Due soon": a payment falls due within this many days. */
export const DUE_SOON_DAYS = 7;

export type AdminBookingQuery = {
  page: number;
  tripId?: string;
  /** Payment status (spec §4) or booking state. */
  status?: PaymentStatus | BookingState;
  due?: "soon" | "overdue";
  search?: string;
};

export type AdminBookingPage = {
  bookings: BookingView[];
  count: number;
  resPerPage: number;
  /** Net paid over every match, satang. */
  totalPaid: number;
  /** Still owed by the live matches (held and not run out, or confirmed), satang. */
  totalOutstanding: number;
};

/** `(b.state = 'confirmed' or …)`: whether the booking `b` counts at `now`, confirmed or held and not run out. */
export function liveBookingSql(now: Date): SQL {
  return sql`(b.state = 'confirmed' or ${holdIsLiveSql(sql.raw("b.state"), sql.raw("b.hold_expires_at"), now)})`;
}

/** `where` and every condition joined by `and`, or nothing when there is none. */
export function whereAll(conditions: SQL[]): SQL {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/**
 * `read as (…)`: a list's `facts` (`stored_state`, `live`, `paid`, `total`…) as the views read them: the
 * state at the clock (a held booking no longer live reads `expired`) and the payment `status`, which
 * each kind of booking works out from what was paid.
 */
export function readStep(status: SQL): SQL {
  return sql`read as (
        select *,
               case when stored_state = 'held' and not live then 'expired' else stored_state end as state,
               ${status} as status
        from facts
      )`;
}

const hours = (count: number) => sql`(${count}::integer * interval '1 hour')`;

export async function listAdminBookings(
  deps: { db: Database; now: Date; bookings: BookingService },
  query: AdminBookingQuery,
): Promise<AdminBookingPage> {
  const at = sql`${deps.now.toISOString()}::timestamptz`;
  const window = pageWindow({ page: query.page }, { perPage: ADMIN_BOOKINGS_PER_PAGE });
  const pattern = searchPattern(query.search);
  const live = liveBookingSql(deps.now);
  // Spec §4 due dates: the balance 30 days before departure (midnight in Bangkok, UTC+7), the deposit
  // 3 days after booking; hours, not days, so no time zone's daylight saving moves them.
  const balanceDue = sql`((t.departure - ${BALANCE_DUE_DAYS}::integer)::timestamp at time zone 'UTC' - interval '7 hours')`;
  const depositDue = sql`(b.created_at + ${hours(DEPOSIT_DUE_DAYS * 24)})`;
  const where: SQL[] = [];
  if (query.tripId) where.push(sql`b.trip_id = ${query.tripId}`);
  // A reference (AL-7F3K2Q, any case) finds exactly its booking; other text is looked for in names and ids.
  const reference = query.search ? asReference(query.search) : null;
  if (reference) where.push(sql`b.reference = ${reference}`);
  else if (pattern) {
    where.push(
      sql`concat_ws(' ', b.lead_guest->>'firstName', b.lead_guest->>'lastName', b.lead_guest->>'email', t.title, b.id::text) ilike ${pattern}`,
    );
  }
  const filters: SQL[] = [];
  if (query.status) filters.push(sql`(status = ${query.status} or state = ${query.status})`);
  if (query.due === "overdue") filters.push(sql`due <= ${at} and paid < total`);
  if (query.due === "soon") filters.push(sql`due > ${at} and due <= ${at} + ${hours(DUE_SOON_DAYS * 24)}`);
  const { rows, ...figures } = await matchingPage(
    deps.db,
    sql`
      with facts as (
        select b.id, b.created_at, b.total, b.deposit, b.state as stored_state, t.departure,
               ${live} as live,
               paid.amount as paid,
               ${balanceDue} as balance_due, ${depositDue} as deposit_due
        from bookings b
        join trips t on t.id = b.trip_id
        ${netPaidLateral("booking_id", sql.raw("b.id"))}
        ${whereAll(where)}
      ), ${readStep(sql`case when paid >= total then 'COMPLETED'
                             when paid > 0 and paid >= deposit then 'DEPOSIT PAID'
                             else 'PENDING' end`)}, dated as (
        select *,
               case when not live or status = 'COMPLETED' then null
                    when status = 'DEPOSIT PAID' then greatest(balance_due, ${at})
                    when deposit_due > balance_due then ${at}
                    else deposit_due end as due
        from read
      ), matching as (
        select id, created_at, total, paid, live from dated
        ${whereAll(filters)}
      )`,
    window,
    (ids) => deps.bookings.views({ ids }),
  );
  return { bookings: rows, ...figures };
}

/**
 * The page of a bookings list and its sums, from common table expressions that end in `matching`
 * (`id`, `created_at`, `total`, `paid` net, `live`: held and not run out, or confirmed): how many match,
 * what they paid and what the live ones still owe, and the page's bookings newest first (ties by id, so
 * the order is total), read in full by `read`. Shared by the trip and course bookings lists.
 */
export async function matchingPage<Row extends { id: string }>(
  db: Database,
  ctes: SQL,
  window: PageWindow,
  read: (ids: string[]) => Promise<Row[]>,
): Promise<{ rows: Row[]; count: number; resPerPage: number; totalPaid: number; totalOutstanding: number }> {
  const [row] = (
    (await db.execute(sql`
      ${ctes}
      select (select count(*) from matching) as count,
             (select coalesce(sum(paid), 0) from matching) as paid,
             (select coalesce(sum(greatest(total - paid, 0)) filter (where live), 0) from matching) as outstanding,
             (select coalesce(json_agg(id order by created_at desc, id desc), '[]'::json)
              from (select id, created_at from matching order by created_at desc, id desc
                    limit ${window.limit} offset ${window.offset}) page) as ids`)) as unknown as {
      rows: { count: unknown; paid: unknown; outstanding: unknown; ids: string[] | string }[];
    }
  ).rows;
  // PGlite answers json as text, node-postgres as parsed JSON.
  const ids: string[] = typeof row?.ids === "string" ? (JSON.parse(row.ids) as string[]) : (row?.ids ?? []);
  const byId = new Map((ids.length ? await read(ids) : []).map((item) => [item.id, item]));
  return {
    rows: ids.flatMap((id) => byId.get(id) ?? []),
    count: Number(row?.count ?? 0),
    resPerPage: window.resPerPage,
    totalPaid: Number(row?.paid ?? 0),
    totalOutstanding: Number(row?.outstanding ?? 0),
  };
}
