/**
 * Starting a payment: the guest chooses deposit, full or balance; the amount is the server's
 * (core/bookings/booking-money.ts). The payment row and the provider's PaymentIntent are made under a
 * lock on the booking, with the row's idempotency key, so asking again while a payment is open answers
 * that same payment and a retried call never charges twice. The offline provider's card form charges an
 * open payment with a test card and applies the event it answers.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { bookings, courseBookings, payments } from "../../db/schema.ts";
import type { SessionUser } from "../accounts/session-user.ts";
import { amountFor, paymentOptions, type PaymentOption } from "../bookings/booking-money.ts";
import { AppError } from "../shared/errors.ts";
import { isId } from "../shared/ids.ts";
import type { Owner } from "../shared/payment-desk.ts";
import {
  lockOwner,
  type OpenPayment,
  ownedBy,
  ownerColumns,
  type PaymentDeps,
  requireProvider,
} from "./payment-deps.ts";
import { applyEvent } from "./payment-settle.ts";
import {
  checkTestCard,
  DECLINE_MESSAGE,
  TEST_CARD_MESSAGES,
  type TestCardDetails,
  TestCardProvider,
} from "./test-card-provider.ts";

/** Starts (or answers the open) payment of `option` for the owner's booking. */
export async function startPayment(
  deps: PaymentDeps,
  user: SessionUser,
  bookingId: string,
  option: PaymentOption,
): Promise<OpenPayment> {
  requireProvider(deps);
  const booking = await deps.bookings.get(bookingId, user);
  if (booking.userId !== user.id) throw AppError.notFound("Booking");
  if (booking.state === "cancelled") throw AppError.conflict("This booking is cancelled");
  const now = deps.now();
  const offered = paymentOptions(booking.paymentInfo.status, booking.trip.departure, now);
  if (!offered.includes(option)) {
    throw AppError.badRequest(
      offered.length === 0
        ? "This booking is paid in full"
        : `option must be ${offered.map((o) => `"${o}"`).join(" or ")} for this booking now`,
      "option",
    );
  }
  const amount = amountFor(option, booking.total, booking.deposit, booking.paid);
  if (amount <= 0) throw AppError.conflict("Nothing is due on this booking");
  return openPayment(
    deps,
    { kind: "trip", id: bookingId },
    option,
    amount,
    `${booking.trip.title}, ${booking.trip.departure} (${option})`,
  );
}

/** Starts (or answers the open) payment in full of the owner's course booking. */
export async function startCoursePayment(
  deps: PaymentDeps,
  user: SessionUser,
  courseBookingId: string,
  option: PaymentOption,
): Promise<OpenPayment> {
  requireProvider(deps);
  if (!deps.courseBookings) throw AppError.notFound("Course booking");
  const booking = await deps.courseBookings.get(courseBookingId, user);
  if (booking.userId !== user.id) throw AppError.notFound("Course booking");
  if (booking.state === "cancelled") throw AppError.conflict("This booking is cancelled");
  if (booking.paymentInfo.status === "COMPLETED")
    throw AppError.badRequest("This booking is paid in full", "option");
  if (option !== "full") {
    throw AppError.badRequest('option must be "full" for a course booking: it is paid in full', "option");
  }
  return openPayment(
    deps,
    { kind: "course", id: courseBookingId },
    option,
    booking.pending,
    `${booking.course.name}, ${booking.courseDate.start} (${option})`,
  );
}

/**
 * The payment row and the provider's PaymentIntent, made under a lock on the booking with the row's
 * idempotency key: asking again while a payment is open answers that same payment.
 */
async function openPayment(
  deps: PaymentDeps,
  owner: Owner,
  option: PaymentOption,
  amount: number,
  description: string,
): Promise<OpenPayment> {
  const provider = requireProvider(deps);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const [open] = await tx
      .select()
      .from(payments)
      .where(and(ownedBy(owner), eq(payments.state, "open"), sql`${payments.kind} <> 'refund'`));
    if (
      open &&
      open.kind === option &&
      open.amount === amount &&
      open.clientSecret &&
      open.provider === provider.name
    ) {
      return { paymentId: open.id, clientSecret: open.clientSecret, amount, provider: provider.name };
    }
    if (open) {
      await tx.update(payments).set({ state: "cancelled", updatedAt: now }).where(eq(payments.id, open.id));
    }
    const idempotencyKey = randomUUID();
    const [row] = await tx
      .insert(payments)
      .values({
        ...ownerColumns(owner),
        provider: provider.name,
        kind: option,
        amount,
        idempotencyKey,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: payments.id });
    let created: { providerRef: string; clientSecret: string };
    try {
      created = await provider.createPayment({
        amount,
        idempotencyKey,
        description,
        metadata: {
          [owner.kind === "trip" ? "bookingId" : "courseBookingId"]: owner.id,
          paymentId: row!.id,
        },
      });
    } catch (error) {
      throw Object.assign(
        new AppError("unavailable", "The payment service did not answer: please try again in a moment"),
        { cause: error },
      );
    }
    await tx
      .update(payments)
      .set({ providerRef: created.providerRef, clientSecret: created.clientSecret })
      .where(eq(payments.id, row!.id));
    return { paymentId: row!.id, clientSecret: created.clientSecret, amount, provider: provider.name };
  });
}

/** The offline provider's card form: charges an open payment with a test card. */
export async function chargeTestCard(
  deps: PaymentDeps,
  user: SessionUser,
  paymentId: string,
  card: TestCardDetails,
): Promise<void> {
  const provider = deps.provider;
  if (!(provider instanceof TestCardProvider)) throw AppError.notFound("Test-card payments");
  if (!isId(paymentId)) throw AppError.notFound("Payment");
  checkTestCard(card, deps.now());
  const [payment] = await deps.db
    .select({
      payment: payments,
      userId: sql<string>`coalesce(${bookings.userId}, ${courseBookings.userId})`,
    })
    .from(payments)
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(courseBookings, eq(courseBookings.id, payments.courseBookingId))
    .where(eq(payments.id, paymentId));
  if (!payment || payment.userId !== user.id || payment.payment.provider !== "test")
    throw AppError.notFound("Payment");
  if (payment.payment.state === "succeeded") throw AppError.conflict("This payment is already made");
  if (payment.payment.state !== "open" || !payment.payment.providerRef) {
    throw AppError.conflict("This payment was replaced by a newer one: start the payment again");
  }
  const event = provider.charge(payment.payment.providerRef, payment.payment.amount, card.cardNumber);
  if (!event) throw AppError.badRequest(TEST_CARD_MESSAGES.cardNumber, "cardNumber");
  await applyEvent(deps, "test", event);
  if (event.type === "payment.failed") throw new AppError("payment_failed", event.message ?? DECLINE_MESSAGE);
}
