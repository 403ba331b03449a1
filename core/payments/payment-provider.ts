/**
 * The card-payment provider behind a small interface (architecture: outside services each behind an
 * interface with a real adapter and an offline one that is the default):
 * - Stripe (./stripe-provider.ts): PaymentIntents; events come by webhook;
 * - the offline test-card provider (./test-card-provider.ts): a card form on the payment screen, whose
 *   result goes through the same event path as a webhook.
 * Amounts are integer satang (THB has two decimals at Stripe too). Every create carries an idempotency
 * key, so a retried call never creates a second charge or refund.
 */

export type ProviderName = "stripe" | "test";

/** What a provider tells about a payment, normalised: the one path that changes a payment's state. */
export type ProviderEvent = {
  /** The provider's event id: applied once, however often it comes. */
  id: string;
  type: "payment.succeeded" | "payment.failed";
  /** The payment's id at the provider (a PaymentIntent id). */
  providerRef: string;
  amount: number;
  /** Why a payment failed, in words a guest can read. */
  message?: string;
};

export interface PaymentProvider {
  readonly name: ProviderName;
  /** What the browser's card form is loaded with (null for the offline provider). */
  readonly publishableKey: string | null;
  createPayment(input: {
    amount: number;
    idempotencyKey: string;
    description: string;
    metadata: Record<string, string>;
  }): Promise<{ providerRef: string; clientSecret: string }>;
  refund(input: {
    providerRef: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ refundRef: string }>;
}
