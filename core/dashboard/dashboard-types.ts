/** The dashboard's figures as the API and the screen read them, and the SQL helpers its queries share. */
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import type { BookingState } from "../bookings/booking-types.ts";
import type { Clock } from "../shared/clock.ts";
import { type DashboardPeriods } from "./dashboard-periods.ts";

/** What the dashboard's queries read with. */
export type DashboardDeps = { db: Executor; now: Clock };

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

export type Row = Record<string, unknown>;

export async function rows<T extends Row>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export const num = (value: unknown) => Number(value ?? 0);
export const iso = (at: Date) => sql`${at.toISOString()}::timestamptz`;
/** A timestamptz as the Bangkok wall clock (UTC+7 all year, as booking-money.ts). */
export const bangkokMonth = (column: SQL) =>
  sql`to_char((${column} at time zone 'UTC') + interval '7 hours', 'YYYY-MM')`;
