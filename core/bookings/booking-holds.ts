/**
 * What trip bookings (core/bookings/) and course bookings (core/courses/) share: the settings of a hold
 * (deposit, checkout window, unpaid limit, lock timeout), the deps both placing paths take, and the steps
 * both write the same way: the unpaid-limit refusal, the lock-timeout code, what has been paid on each
 * booking, the state a reader sees at an instant, and the owner's "still active" check.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments } from "../../db/schema.ts";
import type { MailQueue } from "../mail/mail-queue.ts";
import type { Clock } from "../shared/clock.ts";
import { AppError } from "../shared/errors.ts";
import { isId } from "../shared/ids.ts";
import { holdIsLive, stateAt } from "../shared/holds.ts";
import { netPaidSum } from "../shared/net-paid.ts";
import { DEFAULT_DEPOSIT_PERCENT } from "./booking-money.ts";
import type { BookingState } from "./booking-types.ts";

export type BookingSettings = {
  /** Percent of the total asked as the deposit. */
  depositPercent: number;
  /** The least time a new booking holds its spaces, for the guest to pay. */
  checkoutWindowMinutes: number;
  /** Unpaid bookings a customer may hold at once. */
  maxUnpaidBookings: number;
  /** How long a booking waits for another booking's lock on the same cabins before giving up. */
  lockTimeoutMs: number;
};

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  depositPercent: DEFAULT_DEPOSIT_PERCENT,
  checkoutWindowMinutes: 20,
  maxUnpaidBookings: 3,
  lockTimeoutMs: 5_000,
};

/** What a service that places holds (of a departure's spaces or a course date's seats) is given. */
export type HoldingDeps = {
  db: Database;
  now: Clock;
  settings?: Partial<BookingSettings>;
  /**
   * Test-only: false skips the row locks, so the concurrency test can show that without them the race
   * oversells (its control run also disables the database triggers). Never set by the application.
   */
  capacityLocks?: boolean;
  /** The outbox: the "booking received" e-mail is queued in the booking's own transaction. */
  mail?: MailQueue;
  /** The site's address, for links in e-mails. */
  publicUrl?: string;
};

/** PostgreSQL's lock_not_available: the lock timeout ran out. */
export const LOCK_TIMEOUT = "55P03";

/** The refusal when a customer already holds as many unpaid bookings (of either kind) as allowed. */
export function unpaidLimitReached(maxUnpaidBookings: number): AppError {
  return AppError.conflict(
    `You already hold ${maxUnpaidBookings} unpaid bookings: pay or let one of them go before booking another`,
  );
}

/** An address of this site for an e-mail (`path` from the site's root). */
export function siteLink(publicUrl: string | undefined, path: string): string {
  return new URL(path, publicUrl ?? "http://localhost").toString();
}

/** What has been paid, net of refunds, on each of the bookings `ids` (by the payments' `column`). */
export async function paidByBooking(
  db: Database,
  column: typeof payments.bookingId | typeof payments.courseBookingId,
  ids: string[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: column, paid: netPaidSum() })
    .from(payments)
    .where(and(inArray(column, ids), eq(payments.state, "succeeded")))
    .groupBy(column);
  return new Map(rows.map((row) => [row.id as string, Number(row.paid ?? 0)]));
}

/** A stored booking as a reader sees it at `now`: a hold that ran out reads `expired`, with no expiry. */
export function holdAt(row: { state: string; holdExpiresAt: Date | null }, now: Date) {
  return {
    state: stateAt(row, now) as BookingState,
    holdExpiresAt: holdIsLive(row, now) ? row.holdExpiresAt : null,
  };
}

/**
 * Refuses a change by anyone but the booking's owner (404: an admin may read it, not change it) and a
 * change to a booking no longer active.
 */
export function checkOwnActiveBooking(
  booking: { userId: string; state: BookingState },
  userId: string,
  what: "Booking" | "Course booking",
): void {
  if (booking.userId !== userId) throw AppError.notFound(what);
  if (booking.state === "cancelled" || booking.state === "expired") {
    throw AppError.conflict(`This ${what.toLowerCase()} is no longer active`);
  }
}

/** The one booking `read` finds for `id`, or 404 naming `what` (an id that is not one never reaches a query). */
export async function oneBooking<V>(
  id: string,
  what: "Booking" | "Course booking",
  read: () => Promise<V[]>,
): Promise<V> {
  if (!isId(id)) throw AppError.notFound(what);
  const [view] = await read();
  if (!view) throw AppError.notFound(what);
  return view;
}
