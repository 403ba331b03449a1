/**
 * The payment calls (contract in docs/api.md "API: the booking calls").
 * The Stripe webhook lives in its own Fastify scope, whose JSON parser keeps the raw bytes: the
 * signature is over the exact body, so a re-serialised body fails the check.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { satangToBaht } from "../../core/shared/money.ts";
import { StripeProvider } from "../../core/payments/stripe-provider.ts";
import type { AppServices } from "../services.ts";
import { requireUser } from "./guards.ts";

/** A trip booking's `bookingId` or a course booking's `courseBookingId`: exactly one. */
const processSchema = z
  .object(
    {
      bookingId: z.uuid({ error: "bookingId must be a booking's id" }).optional(),
      courseBookingId: z.uuid({ error: "courseBookingId must be a course booking's id" }).optional(),
      option: z.enum(["deposit", "full", "balance"], { error: "option must be deposit, full or balance" }),
    },
    { error: "The body must be a JSON object" },
  )
  .refine((body) => (body.bookingId === undefined) !== (body.courseBookingId === undefined), {
    error: "Give either bookingId (a trip booking) or courseBookingId (a course booking)",
    path: ["bookingId"],
  });

const testCardSchema = z.object(
  {
    paymentId: z.uuid({ error: "paymentId must be a payment's id" }),
    cardNumber: z
      .string({ error: "cardNumber is required" })
      .max(40, { error: "cardNumber is too long" })
      .regex(/^[0-9 -]+$/, { error: "cardNumber must be digits" }),
    // The rules on these (a future expiry, a CVC of 3 or 4 digits, a name) are the provider's.
    expiry: z.string({ error: "expiry is required (MM/YY)" }).max(10, { error: "expiry is too long" }),
    cvc: z.string({ error: "cvc is required" }).max(10, { error: "cvc is too long" }),
    name: z.string({ error: "name is required" }).max(200, { error: "name is too long" }),
  },
  { error: "The body must be a JSON object" },
);

export function registerPaymentRoutes(api: FastifyInstance, { payments }: AppServices) {
  api.post("/payment/process", async (request) => {
    const user = requireUser(request);
    const { bookingId, courseBookingId, option } = processSchema.parse(request.body ?? {});
    const payment = courseBookingId
      ? await payments.processCourse(user, courseBookingId, option)
      : await payments.process(user, bookingId!, option);
    return {
      success: true,
      client_secret: payment.clientSecret,
      paymentId: payment.paymentId,
      amount: satangToBaht(payment.amount),
      provider: payment.provider,
    };
  });

  api.post("/payment/test-card", async (request) => {
    const user = requireUser(request);
    const { paymentId, ...card } = testCardSchema.parse(request.body ?? {});
    await payments.testCard(user, paymentId, card);
    return { success: true };
  });
}

/** `POST /api/v1/webhooks/stripe`: always mounted; 400 unless the signature checks out. */
export async function stripeWebhookPlugin(scope: FastifyInstance, options: { services: AppServices }) {
  const { paymentProvider, payments } = options.services;
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  scope.post("/webhooks/stripe", async (request, reply) => {
    if (!(paymentProvider instanceof StripeProvider)) {
      return reply.status(400).send({ success: false, message: "Stripe is not configured on this site" });
    }
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    let event;
    try {
      event = paymentProvider.verifyEvent(raw, request.headers["stripe-signature"] as string | undefined);
    } catch {
      return reply.status(400).send({ success: false, message: "The webhook signature is not valid" });
    }
    if (!event) return { success: true, received: true };
    const outcome = await payments.applyEvent("stripe", event);
    request.log.info({ eventId: event.id, outcome }, "stripe event");
    return { success: true, received: true };
  });
}
