/**
 * The offline test-card provider: the default without Stripe keys, so the whole site
 * runs offline. Its card form takes Stripe's well-known test numbers: 4242 4242 4242 4242 succeeds and
 * 4000 0000 0000 0002 is declined; the outcome becomes a {@link ProviderEvent} that goes through the
 * same path as a webhook. Off in production (server/services.ts): nobody pays with a test card on a
 * live site.
 */
import { randomUUID } from "node:crypto";
import { formatIsoDay } from "../shared/dates.ts";
import { AppError } from "../shared/errors.ts";
import type { PaymentProvider, ProviderEvent } from "./payment-provider.ts";

export const TEST_CARD_SUCCEEDS = "4242424242424242";
export const TEST_CARD_DECLINED = "4000000000000002";
export const DECLINE_MESSAGE = "Your card was declined. Please try another card.";

/** The card number without spaces or dashes. */
export const normaliseCardNumber = (cardNumber: string) => cardNumber.replace(/[\s-]/g, "");

/** What the offline card form sends: the fields of a real card form. */
export type TestCardDetails = { cardNumber: string; expiry: string; cvc: string; name: string };

export const TEST_CARD_MESSAGES = {
  cardNumber: "Use the test card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline)",
  expiryFormat: "Enter the expiry date as MM/YY",
  expiryPast: "The expiry date has passed: use a card that is still valid",
  cvc: "Enter the CVC: the 3 or 4 digits on the back of the card",
  name: "Enter the name on the card",
  nameLong: "The name on the card is at most 100 characters",
} as const;

/** The expiry's month and full year ("MM/YY", "MM / YY" or "MM/YYYY"), or null. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/**
 * The card form's rules, as a card network would check them: a test number, an expiry that has not
 * passed (a card is valid to the end of its month; the month is Bangkok's, as everything the site
 * dates), a CVC of 3 or 4 digits and the name on the card. The first problem is refused, naming its
 * field, in the form's order.
 */
export function checkTestCard(card: TestCardDetails, now: Date): void {
  const number = normaliseCardNumber(card.cardNumber);
  if (number !== TEST_CARD_SUCCEEDS && number !== TEST_CARD_DECLINED)
    throw AppError.badRequest(TEST_CARD_MESSAGES.cardNumber, "cardNumber");
  const expiry = parseExpiry(card.expiry);
  if (!expiry) throw AppError.badRequest(TEST_CARD_MESSAGES.expiryFormat, "expiry");
  const thisMonth = formatIsoDay(now).slice(0, 7);
  if (`${expiry.year}-${String(expiry.month).padStart(2, "0")}` < thisMonth)
    throw AppError.badRequest(TEST_CARD_MESSAGES.expiryPast, "expiry");
  if (!/^\d{3,4}$/.test(card.cvc.trim())) throw AppError.badRequest(TEST_CARD_MESSAGES.cvc, "cvc");
  const name = card.name.trim();
  if (!name) throw AppError.badRequest(TEST_CARD_MESSAGES.name, "name");
  if (name.length > 100) throw AppError.badRequest(TEST_CARD_MESSAGES.nameLong, "name");
}

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
