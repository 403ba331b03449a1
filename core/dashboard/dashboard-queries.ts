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
 * The money figures are read in dashboard-money.ts and the others in dashboard-places.ts.
 */
import { dashboardPeriods } from "./dashboard-periods.ts";
import { moneyFigures, owedFigures, receivedByMonth } from "./dashboard-money.ts";
import {
  countFigures,
  latestBookings,
  nextCourseDates,
  nextDepartures,
  occupancyFigures,
} from "./dashboard-places.ts";
import type { Dashboard, DashboardDeps } from "./dashboard-types.ts";

export * from "./dashboard-types.ts";

export class DashboardQueries {
  constructor(private readonly deps: DashboardDeps) {}

  async read(): Promise<Dashboard> {
    const now = this.deps.now();
    const periods = dashboardPeriods(now);
    const [money, byMonth, owed, departures, occupancy, courseDates, latest, counts] = await Promise.all([
      moneyFigures(this.deps, periods),
      receivedByMonth(this.deps, periods),
      owedFigures(this.deps, now),
      nextDepartures(this.deps, periods.today, now),
      occupancyFigures(this.deps, periods, now),
      nextCourseDates(this.deps, periods.today, now),
      latestBookings(this.deps, now),
      countFigures(this.deps),
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
}
