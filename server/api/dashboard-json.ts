/**
 * The dashboard as `GET /api/v1/admin/dashboard` answers it: the figures of core/dashboard with amounts
 * in THB (the API's unit) and instants as ISO text. Nothing is computed here beyond the unit.
 */
import type { Dashboard, DueBooking } from "../../core/dashboard/dashboard-queries.ts";
import { satangToBaht } from "../../core/shared/money.ts";

const thb = (money: { today: number; month: number; season: number }) => ({
  today: satangToBaht(money.today),
  month: satangToBaht(money.month),
  season: satangToBaht(money.season),
});

const due = (item: DueBooking) => ({
  ...item,
  dueDate: item.dueDate.toISOString(),
  pending: satangToBaht(item.pending),
});

export function dashboardJson(dashboard: Dashboard) {
  return {
    success: true,
    received: thb(dashboard.received),
    refunded: thb(dashboard.refunded),
    outstanding: satangToBaht(dashboard.outstanding),
    dueSoon: dashboard.dueSoon.map(due),
    overdue: dashboard.overdue.map(due),
    departures: dashboard.departures,
    courseDates: dashboard.courseDates,
    latestBookings: dashboard.latestBookings.map((booking) => ({
      ...booking,
      total: satangToBaht(booking.total),
      createdAt: booking.createdAt.toISOString(),
    })),
    pendingReviews: dashboard.pendingReviews,
    failedMails: dashboard.failedMails,
    receivedByMonth: dashboard.receivedByMonth.map(({ month, amount }) => ({
      month,
      amount: satangToBaht(amount),
    })),
    occupancy: dashboard.occupancy,
  };
}
