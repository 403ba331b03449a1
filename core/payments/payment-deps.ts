/**
 * What the payment use cases share: their deps, the provider (or a 503 when card payments are off), the
 * booking a payment belongs to (a trip or a course booking: {@link Owner}) locked, changed and summed.
 */
import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { bookings, courseBookings, payments } from "../../db/schema.ts";
import type { SessionUser } from "../accounts/session-user.ts";
import type { BookingService } from "../bookings/booking-service.ts";
import type { CourseBookingView } from "../courses/course-booking-service.ts";
import type { MailQueue } from "../mail/mail-queue.ts";
import type { Clock } from "../shared/clock.ts";
import { AppError } from "../shared/errors.ts";
import { netPaidSum } from "../shared/net-paid.ts";
import type { Owner, Refund } from "../shared/payment-desk.ts";
import type { PaymentProvider, ProviderName } from "./payment-provider.ts";

export const LATE_PAYMENT_FLAG =
  "Paid after the hold ran out, when its spaces had been sold: the payment was refunded";
export const CANCELLED_PAYMENT_FLAG = "Paid after the booking was cancelled: the payment was refunded";

export type PaymentDeps = {
  db: Database;
  now: Clock;
  /** The provider, or null when card payments are off (production without Stripe keys). */
  provider: PaymentProvider | null;
  bookings: BookingService;
  mail: MailQueue;
  publicUrl: string;
  /** Told after a commit that changed what is free on a departure (a late payment revived a hold). */
  spacesChanged?: (tripId: string) => void;
  /** Course bookings, read for their owner (services.courseBookings). */
  courseBookings?: { get(id: string, viewer: SessionUser): Promise<CourseBookingView> };
};

export type { Owner, Refund };

/** The booking row a payment settles, whichever kind (satang; a course's deposit is its total). */
export type OwnerRow = {
  id: string;
  state: string;
  holdExpiresAt: Date | null;
  total: number;
  deposit: number;
  /** The departure or the course date whose spaces the booking takes. */
  placeId: string;
};

export const ownedBy = (owner: Owner) =>
  owner.kind === "trip" ? eq(payments.bookingId, owner.id) : eq(payments.courseBookingId, owner.id);
export const ownerColumns = (owner: Owner) =>
  owner.kind === "trip" ? { bookingId: owner.id } : { courseBookingId: owner.id };
export const ownerOf = (payment: { bookingId: string | null; courseBookingId: string | null }): Owner =>
  payment.bookingId
    ? { kind: "trip", id: payment.bookingId }
    : { kind: "course", id: payment.courseBookingId! };

/** Locks and reads the booking row a payment belongs to. */
export async function lockOwner(tx: Transaction, owner: Owner): Promise<OwnerRow | undefined> {
  if (owner.kind === "trip") {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, owner.id)).for("update");
    return row && { ...row, placeId: row.tripId };
  }
  const [row] = await tx.select().from(courseBookings).where(eq(courseBookings.id, owner.id)).for("update");
  return row && { ...row, deposit: row.total, placeId: row.courseDateId };
}

/** Changes the state, hold or flag of the booking row a payment belongs to. */
export async function updateOwner(
  tx: Transaction,
  owner: Owner,
  values: { state?: string; holdExpiresAt?: Date | null; flag?: string; updatedAt: Date },
) {
  if (owner.kind === "trip") await tx.update(bookings).set(values).where(eq(bookings.id, owner.id));
  else await tx.update(courseBookings).set(values).where(eq(courseBookings.id, owner.id));
}

export type OpenPayment = { paymentId: string; clientSecret: string; amount: number; provider: ProviderName };

/** The provider, or a 503 when card payments are off. */
export function requireProvider(deps: PaymentDeps): PaymentProvider {
  if (!deps.provider) throw new AppError("unavailable", "Card payments are not available at the moment");
  return deps.provider;
}

/** What is paid on a booking: succeeded payments less succeeded refunds, satang. */
export async function paidOn(tx: Transaction, owner: Owner): Promise<number> {
  const [row] = await tx
    .select({
      paid: netPaidSum(),
    })
    .from(payments)
    .where(and(ownedBy(owner), eq(payments.state, "succeeded")));
  return Number(row?.paid ?? 0);
}
