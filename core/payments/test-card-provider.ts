/**
 * The offline test-card provider: the default without Stripe keys, so the whole site
 * runs offline. Its card form takes Stripe's well-known test numbers: 4242 4242 4242 4242 succeeds and
 * 4000 0000 0000 0002 is declined; the outcome becomes a {@link ProviderEvent} that goes through the
 * same path as a webhook. Off in production (server/services.ts): nobody pays with a test card on a
 * live site.
 */
import { randomUUID } from "node:crypto";
import type { PaymentProvider, ProviderEvent } from "./payment-provider.ts";

export const TEST_CARD_SUCCEEDS = "4242424242424242";
export const TEST_CARD_DECLINED = "4000000000000002";
export const DECLINE_MESSAGE = "Your card was declined. Please try another card.";

/** The card number without spaces or dashes. */
export const normaliseCardNumber = (cardNumber: string) => cardNumber.replace(/[\s-]/g, "");

export class TestCardProvider implements PaymentProvider {
  readonly name = "test" as const;
  readonly publishableKey = null;

  async createPayment(input: { idempotencyKey: string }) {
    return { providerRef: `test_pi_${input.idempotencyKey}`, clientSecret: `test_secret_${randomUUID()}` };
  }

  async refund(input: { idempotencyKey: string }) {
    return { refundRef: `test_re_${input.idempotencyKey}` };
  }

  /**
   * The event a test card makes for an open payment, or undefined for a number that is not a test card.
   * Each attempt is its own event (a declined card may be retried with another).
   */
  charge(providerRef: string, amount: number, cardNumber: string): ProviderEvent | undefined {
    const number = normaliseCardNumber(cardNumber);
    const id = `test_evt_${randomUUID()}`;
    if (number === TEST_CARD_SUCCEEDS) return { id, type: "payment.succeeded", providerRef, amount };
    if (number === TEST_CARD_DECLINED)
      return { id, type: "payment.failed", providerRef, amount, message: DECLINE_MESSAGE };
    return undefined;
  }
}
