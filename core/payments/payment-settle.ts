/**
 * Settling a payment: `applyEvent` is the one path that settles a provider's payment, for webhooks and
 * the test card alike. Claiming the event's id (`payment_events`) is the first write of its transaction,
 * so an event delivered ten times at once is applied once, and a crash mid-way rolls the claim back for
 * the provider's retry. Events in any order end the same: a success is final; a failure only notes its
 * message. Money an admin records as received offline is settled the same way.
 *
 * A payment for a booking whose hold ran out revives it when its spaces are still free (the database's
 * capacity trigger decides); when they were sold meanwhile, or the booking was cancelled, the money is
 * refunded and the booking flagged for an admin — never overbooked.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import {
  bookings,
  courseBookings,
  courseDates,
  courses,
  courseStudents,
  paymentEvents,
  payments,
  trips,
} from "../../db/schema.ts";
import { paymentStatusOf } from "../bookings/booking-money.ts";
import { paymentReceiptMail } from "../bookings/booking-mails.ts";
import { siteLink } from "../bookings/booking-holds.ts";
import { courseBookingPath, coursePaymentReceiptMail } from "../courses/course-mails.ts";
import { withClock } from "../shared/db-clock.ts";
import { isCheckViolation } from "../shared/db-errors.ts";
import { AppError } from "../shared/errors.ts";
import { holdIsLive } from "../shared/holds.ts";
import { formatTHB } from "../shared/money.ts";
import type { Owner, Refund } from "../shared/payment-desk.ts";
import {
  CANCELLED_PAYMENT_FLAG,
  LATE_PAYMENT_FLAG,
  lockOwner,
  ownerColumns,
  ownerOf,
  type OwnerRow,
  paidOn,
  type PaymentDeps,
  updateOwner,
} from "./payment-deps.ts";
import type { ProviderEvent, ProviderName } from "./payment-provider.ts";
import { queueRefund, sendRefunds } from "./payment-refunds.ts";
import { DECLINE_MESSAGE } from "./test-card-provider.ts";

/** Applies a provider's event exactly once. Answers what happened, for the webhook's log. */
export async function applyEvent(
  deps: PaymentDeps,
  providerName: ProviderName,
  event: ProviderEvent,
): Promise<"applied" | "duplicate" | "unknown"> {
  const now = deps.now();
  const refunds: Refund[] = [];
  const revived: string[] = [];
  const outcome = await deps.db.transaction(async (tx) => {
    await withClock(tx, now);
    const claimed = await tx
      .insert(paymentEvents)
      .values({ provider: providerName, eventId: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.eventId });
    if (claimed.length === 0) return "duplicate" as const;
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, providerName), eq(payments.providerRef, event.providerRef)))
      .for("update");
    if (!payment) return "unknown" as const;
    const booking = await lockOwner(tx, ownerOf(payment));
    if (!booking) return "unknown" as const;

    if (event.type === "payment.failed") {
      if (payment.state === "open") {
        await tx
          .update(payments)
          .set({ failureMessage: event.message ?? DECLINE_MESSAGE, updatedAt: now })
          .where(eq(payments.id, payment.id));
      }
      return "applied" as const;
    }
    if (payment.state === "succeeded") return "applied" as const; // another event already settled it

    await tx
      .update(payments)
      .set({ state: "succeeded", succeededAt: now, updatedAt: now, failureMessage: null })
      .where(eq(payments.id, payment.id));
    refunds.push(...(await settle(deps, tx, booking, payment, now, revived)));
    return "applied" as const;
  });
  deps.mail.wake();
  for (const tripId of revived) deps.spacesChanged?.(tripId);
  await sendRefunds(deps, refunds);
  return outcome;
}

/**
 * An admin records money received outside the card form (bank transfer, cash) on a trip or a course
 * booking: a succeeded payment of the provider "offline", settled like a card payment (it may confirm or
 * revive the booking).
 */
export async function recordOfflineFor(
  deps: PaymentDeps,
  owner: Owner,
  input: { amount: number; method: string; note?: string },
) {
  const now = deps.now();
  const refunds: Refund[] = [];
  const revived: string[] = [];
  await deps.db.transaction(async (tx) => {
    await withClock(tx, now);
    const booking = await lockOwner(tx, owner);
    if (!booking) throw AppError.notFound(owner.kind === "trip" ? "Booking" : "Course booking");
    if (booking.state === "cancelled")
      throw AppError.conflict("This booking is cancelled: record no payment on it");
    const paid = await paidOn(tx, owner);
    const outstanding = booking.total - paid;
    if (outstanding <= 0) throw AppError.conflict("This booking is paid in full", "amount");
    if (input.amount > outstanding) {
      throw AppError.badRequest(
        `The amount is more than what is outstanding (${formatTHB(outstanding)})`,
        "amount",
      );
    }
    const kind =
      input.amount === outstanding ? (paid === 0 ? "full" : "balance") : paid === 0 ? "deposit" : "balance";
    const [payment] = await tx
      .insert(payments)
      .values({
        ...ownerColumns(owner),
        provider: "offline",
        providerRef: `offline-${randomUUID()}`,
        kind,
        amount: input.amount,
        state: "succeeded",
        idempotencyKey: randomUUID(),
        note: [input.method, input.note].filter(Boolean).join(": "),
        createdAt: now,
        updatedAt: now,
        succeededAt: now,
      })
      .returning();
    refunds.push(...(await settle(deps, tx, booking, payment!, now, revived)));
  });
  deps.mail.wake();
  for (const tripId of revived) deps.spacesChanged?.(tripId);
  await sendRefunds(deps, refunds);
}

/**
 * After a payment succeeded: confirm (or revive) the booking when the deposit or more is paid and its
 * spaces are free; refund and flag when it was cancelled or its spaces were sold; queue the receipt.
 */
async function settle(
  deps: PaymentDeps,
  tx: Transaction,
  booking: OwnerRow,
  payment: typeof payments.$inferSelect,
  now: Date,
  /** Gets the booking's departure (or course date) when this payment took its spaces again. */
  revived: string[],
): Promise<Refund[]> {
  const owner = ownerOf(payment);
  const refunds: Refund[] = [];
  const paid = await paidOn(tx, owner);
  const status = paymentStatusOf(paid, booking.total, booking.deposit);
  if (booking.state === "cancelled") {
    refunds.push(await queueRefund(deps, tx, payment, now, CANCELLED_PAYMENT_FLAG));
  } else if (booking.state !== "confirmed" && status !== "PENDING") {
    // Held, or a hold that ran out: the deposit or more is paid, so its spaces are sold — if they are free.
    try {
      await tx.transaction(async (savepoint) => {
        await updateOwner(savepoint, owner, { state: "confirmed", holdExpiresAt: null, updatedAt: now });
      });
      // Held or expired here: a hold that is not live any more had run out.
      const holdHadRunOut = !holdIsLive(booking, now);
      if (holdHadRunOut) revived.push(booking.placeId);
    } catch (error) {
      if (!isCheckViolation(error)) throw error;
      await updateOwner(tx, owner, { state: "expired", updatedAt: now });
      refunds.push(await queueRefund(deps, tx, payment, now, LATE_PAYMENT_FLAG));
    }
  }
  if (refunds.length === 0) {
    if (owner.kind === "trip") await queueReceipt(deps, tx, owner.id, payment.amount, paid, status);
    else await queueCourseReceipt(deps, tx, owner.id, payment.amount, paid, status);
  }
  return refunds;
}

async function queueCourseReceipt(
  deps: PaymentDeps,
  tx: Transaction,
  courseBookingId: string,
  amount: number,
  paid: number,
  status: string,
) {
  const [row] = await tx
    .select({ booking: courseBookings, date: courseDates, course: { name: courses.name } })
    .from(courseBookings)
    .innerJoin(courseDates, eq(courseDates.id, courseBookings.courseDateId))
    .innerJoin(courses, eq(courses.id, courseDates.courseId))
    .where(eq(courseBookings.id, courseBookingId));
  if (!row) return;
  const students = await tx
    .select({ firstName: courseStudents.firstName, lastName: courseStudents.lastName })
    .from(courseStudents)
    .where(eq(courseStudents.courseBookingId, courseBookingId));
  const link = siteLink(deps.publicUrl, courseBookingPath(courseBookingId));
  await deps.mail.queue(
    tx,
    coursePaymentReceiptMail(
      {
        id: courseBookingId,
        contact: row.booking.contact,
        price: row.booking.total,
        paid,
        course: row.course,
        courseDate: { start: row.date.startDate, end: row.date.endDate, note: row.date.note },
        studentArray: students,
      },
      amount,
      status,
      link,
    ),
  );
}

async function queueReceipt(
  deps: PaymentDeps,
  tx: Transaction,
  bookingId: string,
  amount: number,
  paid: number,
  status: string,
) {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return;
  const [trip] = await tx
    .select({ title: trips.title, departure: trips.departure })
    .from(trips)
    .where(eq(trips.id, booking.tripId));
  const link = siteLink(deps.publicUrl, `/booking/${booking.id}`);
  await deps.mail.queue(
    tx,
    paymentReceiptMail(
      { ...booking, paid, trip: { title: trip?.title ?? "your trip", departure: trip?.departure ?? "" } },
      amount,
      status,
      link,
    ),
  );
}
