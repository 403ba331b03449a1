/**
 * Refunds: every succeeded payment of a booking being cancelled (card payments through the provider,
 * offline ones recorded as refunded for the admin to pay back), and a late or unwanted payment. The rows
 * are written in the caller's transaction; the provider calls go after it commits, and one the provider
 * does not answer stays open, with the booking flagged for an admin (the idempotency key makes a retry
 * safe). Also a booking's payments and refunds as the admin screens list them.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { payments } from "../../db/schema.ts";
import { isId } from "../shared/ids.ts";
import type { Owner, Refund } from "../shared/payment-desk.ts";
import { ownedBy, ownerColumns, ownerOf, type PaymentDeps, updateOwner } from "./payment-deps.ts";

/**
 * Refunds every succeeded payment of a booking being cancelled (card payments through the provider,
 * offline ones recorded as refunded for the admin to pay back). Runs inside the cancelling transaction;
 * the provider calls go after it commits ({@link sendRefunds}).
 */
export async function refundAll(
  deps: PaymentDeps,
  tx: Transaction,
  bookingId: string | Owner,
  now: Date,
): Promise<Refund[]> {
  const owner: Owner = typeof bookingId === "string" ? { kind: "trip", id: bookingId } : bookingId;
  const paidRows = await tx
    .select()
    .from(payments)
    .where(and(ownedBy(owner), eq(payments.state, "succeeded"), sql`${payments.kind} <> 'refund'`));
  const refunds: Refund[] = [];
  for (const payment of paidRows) {
    const offline = payment.provider === "offline";
    const idempotencyKey = `refund-${payment.id}`;
    const [row] = await tx
      .insert(payments)
      .values({
        ...ownerColumns(owner),
        provider: payment.provider,
        providerRef: offline ? `offline-refund-${payment.id}` : null,
        kind: "refund",
        amount: payment.amount,
        state: offline ? "succeeded" : "open",
        idempotencyKey,
        note: offline ? "To be paid back by the office" : `Refund of ${payment.providerRef}`,
        createdAt: now,
        updatedAt: now,
        succeededAt: offline ? now : null,
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    if (row && !offline) {
      refunds.push({
        paymentId: row.id,
        providerRef: payment.providerRef ?? "",
        amount: payment.amount,
        idempotencyKey,
      });
    }
  }
  return refunds;
}

/** Sends refunds to the provider after their rows committed. */
export async function sendRefunds(deps: PaymentDeps, refunds: Refund[]) {
  for (const refund of refunds) await sendRefund(deps, refund);
}

/** A booking's payments and refunds, oldest first (admin screens). */
export async function paymentsOf(deps: PaymentDeps, bookingId: string | Owner) {
  const owner: Owner = typeof bookingId === "string" ? { kind: "trip", id: bookingId } : bookingId;
  if (!isId(owner.id)) return [];
  return deps.db
    .select({
      id: payments.id,
      kind: payments.kind,
      provider: payments.provider,
      amount: payments.amount,
      state: payments.state,
      note: payments.note,
      failureMessage: payments.failureMessage,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(ownedBy(owner))
    .orderBy(payments.createdAt);
}

export async function queueRefund(
  deps: PaymentDeps,
  tx: Transaction,
  payment: typeof payments.$inferSelect,
  now: Date,
  flag: string,
): Promise<Refund> {
  const idempotencyKey = `refund-${payment.id}`;
  const [row] = await tx
    .insert(payments)
    .values({
      bookingId: payment.bookingId,
      courseBookingId: payment.courseBookingId,
      provider: payment.provider,
      providerRef: null,
      kind: "refund",
      amount: payment.amount,
      idempotencyKey,
      note: `Refund of ${payment.providerRef}`,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  await updateOwner(tx, ownerOf(payment), { flag, updatedAt: now });
  return {
    paymentId: row?.id ?? "",
    providerRef: payment.providerRef ?? "",
    amount: payment.amount,
    idempotencyKey,
  };
}

/**
 * Sends a refund to the provider after its row committed. If the provider does not answer, the row
 * stays open and the booking stays flagged for an admin (the idempotency key makes a retry safe).
 */
async function sendRefund(deps: PaymentDeps, refund: Refund) {
  if (!refund.paymentId || !deps.provider) return;
  try {
    const { refundRef } = await deps.provider.refund(refund);
    const now = deps.now();
    await deps.db
      .update(payments)
      .set({ state: "succeeded", providerRef: refundRef, succeededAt: now, updatedAt: now })
      .where(eq(payments.id, refund.paymentId));
  } catch {
    // Left open and flagged: the admin screen shows it.
  }
}
