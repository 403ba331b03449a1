/**
 * The Stripe adapter: PaymentIntents created with the server's amount and an
 * idempotency key; refunds; webhook events verified over the raw body with a 5-minute tolerance and
 * normalised to {@link ProviderEvent}. `apiBase` points the SDK at a local stand-in in tests.
 */
import Stripe from "stripe";
import type { PaymentProvider, ProviderEvent } from "./payment-provider.ts";

export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests only: e.g. "http://127.0.0.1:4010" for a local stand-in of Stripe's API. */
  apiBase?: string;
};

/** Seconds a webhook's signed timestamp may be off (Stripe's default: 5 minutes). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export class StripeProvider implements PaymentProvider {
  readonly name = "stripe" as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(base
        ? {
            host: base.hostname,
            port: base.port,
            protocol: base.protocol === "http:" ? ("http" as const) : ("https" as const),
          }
        : {}),
    });
  }

  async createPayment(input: {
    amount: number;
    idempotencyKey: string;
    description: string;
    metadata: Record<string, string>;
  }) {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amount,
        currency: "thb",
        description: input.description,
        metadata: input.metadata,
        automatic_payment_methods: { enabled: true },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (!intent.client_secret)
      throw new Error(`Stripe answered PaymentIntent ${intent.id} without a client secret`);
    return { providerRef: intent.id, clientSecret: intent.client_secret };
  }

  async refund(input: { providerRef: string; amount: number; idempotencyKey: string }) {
    const refund = await this.stripe.refunds.create(
      { payment_intent: input.providerRef, amount: input.amount },
      { idempotencyKey: input.idempotencyKey },
    );
    return { refundRef: refund.id };
  }

  /**
   * A webhook's event, verified over the raw body (a re-serialised body fails), or an Error when the
   * signature or timestamp is wrong. Events this site does not act on answer null.
   */
  verifyEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent | null {
    if (!signature) throw new Error("No Stripe-Signature header");
    const event = this.stripe.webhooks.constructEvent(
      rawBody,
      signature,
      this.settings.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
    );
    if (event.type !== "payment_intent.succeeded" && event.type !== "payment_intent.payment_failed")
      return null;
    const intent = event.data.object as Stripe.PaymentIntent;
    return {
      id: event.id,
      type: event.type === "payment_intent.succeeded" ? "payment.succeeded" : "payment.failed",
      providerRef: intent.id,
      amount: event.type === "payment_intent.succeeded" ? intent.amount_received : intent.amount,
      message: intent.last_payment_error?.message ?? undefined,
    };
  }
}
