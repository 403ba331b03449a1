/**
 * What the booking use cases (trip and course bookings, their admin screens, a cancelled course date)
 * ask of the payments: record an offline payment, refund what was paid, list a booking's payments.
 * core/payments/payment-service.ts implements it; the bookings and courses folders name only this, so
 * they do not depend on the payments folder, which depends on them (one way, checked by
 * .dependency-cruiser.mjs).
 */
import type { Transaction } from "../../db/client.ts";

/** Whose payment: a trip booking's or a course booking's (exactly one is set on a payment row). */
export type Owner = { kind: "trip"; id: string } | { kind: "course"; id: string };

/** A refund queued in a transaction, sent to the provider after it commits (satang). */
export type Refund = { paymentId: string; providerRef: string; amount: number; idempotencyKey: string };

/** An offline payment as an admin records it (satang). */
export type OfflinePaymentInput = { amount: number; method: string; note?: string };

/** One payment or refund of a booking, as the admin screens list them. */
export type PaymentRecord = {
  id: string;
  kind: string;
  provider: string;
  amount: number;
  state: string;
  note: string | null;
  failureMessage: string | null;
  createdAt: Date;
};

export type PaymentDesk = {
  recordOfflineFor(owner: Owner, input: OfflinePaymentInput): Promise<unknown>;
  /** Queues a refund of every succeeded payment of the booking, in the caller's transaction. */
  refundAll(tx: Transaction, owner: Owner, now: Date): Promise<Refund[]>;
  /** Sends refunds queued by {@link refundAll}, after the transaction committed. */
  sendRefunds(refunds: Refund[]): Promise<void>;
  listFor(owner: Owner): Promise<PaymentRecord[]>;
};
