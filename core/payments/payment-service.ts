/**
 * Payments of bookings: amounts from the server, confirmed only by a verified provider event applied
 * once, each operation one transaction with its e-mails, nothing half-made after a crash.
 *
 * - `process`: the guest chooses deposit, full or balance; the amount is the server's
 *   (core/bookings/booking-money.ts). The payment row and the provider's PaymentIntent are made under a
 *   lock on the booking, with the row's idempotency key, so asking again while a payment is open
 *   answers that same payment and a retried call never charges twice.
 * - `applyEvent`: the one path that settles a payment, for webhooks and the test card alike. Claiming
 *   the event's id (`payment_events`) is the first write of its transaction, so an event delivered ten
 *   times at once is applied once, and a crash mid-way rolls the claim back for the provider's retry.
 *   Events in any order end the same: a success is final; a failure only notes its message.
 * - A payment for a booking whose hold ran out revives it when its spaces are still free (the
 *   database's capacity trigger decides); when they were sold meanwhile, or the booking was cancelled,
 *   the money is refunded and the booking flagged for an admin — never overbooked.
 * - Opening a success page confirms nothing: only an event does.
 * - A payment is for a trip booking (`payments.booking_id`) or a course booking
 *   (`payments.course_booking_id`), never both: the same rows, provider path, events and refunds serve
 *   both; only the booking row locked, the owner check and the receipt differ ({@link Owner}). A course
 *   booking is paid in full (option "full") and its seats are checked by the course-date triggers.
 */
import { isId } from "../shared/ids.ts";
import { netPaidSum } from "../shared/net-paid.ts";
import { holdIsLive } from "../shared/holds.ts";
import { withClock } from "../shared/db-clock.ts";
import type { Owner, PaymentDesk, Refund } from "../shared/payment-desk.ts";
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
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
import type { MailQueue } from "../mail/mail-queue.ts";
import type { SessionUser } from "../accounts/session-user.ts";
import { amountFor, paymentOptions, paymentStatusOf, type PaymentOption } from "../bookings/booking-money.ts";
import { paymentReceiptMail } from "../bookings/booking-mails.ts";
import type { BookingService } from "../bookings/booking-service.ts";
import type { CourseBookingView } from "../courses/course-booking-service.ts";
import { courseBookingPath, coursePaymentReceiptMail } from "../courses/course-mails.ts";
import type { Clock } from "../shared/clock.ts";
import { isCheckViolation } from "../shared/db-errors.ts";
import { AppError } from "../shared/errors.ts";
import { formatTHB } from "../shared/money.ts";
import type { PaymentProvider, ProviderEvent, ProviderName } from "./payment-provider.ts";
import {
  checkTestCard,
  DECLINE_MESSAGE,
  TEST_CARD_MESSAGES,
  type TestCardDetails,
  TestCardProvider,
} from "./test-card-provider.ts";

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
type OwnerRow = {
  id: string;
  state: string;
  holdExpiresAt: Date | null;
  total: number;
  deposit: number;
  /** The departure or the course date whose spaces the booking takes. */
  placeId: string;
};

const ownedBy = (owner: Owner) =>
  owner.kind === "trip" ? eq(payments.bookingId, owner.id) : eq(payments.courseBookingId, owner.id);
const ownerColumns = (owner: Owner) =>
  owner.kind === "trip" ? { bookingId: owner.id } : { courseBookingId: owner.id };
const ownerOf = (payment: { bookingId: string | null; courseBookingId: string | null }): Owner =>
  payment.bookingId
    ? { kind: "trip", id: payment.bookingId }
    : { kind: "course", id: payment.courseBookingId! };

/** Locks and reads the booking row a payment belongs to. */
async function lockOwner(tx: Transaction, owner: Owner): Promise<OwnerRow | undefined> {
  if (owner.kind === "trip") {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, owner.id)).for("update");
    return row && { ...row, placeId: row.tripId };
  }
  const [row] = await tx.select().from(courseBookings).where(eq(courseBookings.id, owner.id)).for("update");
  return row && { ...row, deposit: row.total, placeId: row.courseDateId };
}

/** Changes the state, hold or flag of the booking row a payment belongs to. */
async function updateOwner(
  tx: Transaction,
  owner: Owner,
  values: { state?: string; holdExpiresAt?: Date | null; flag?: string; updatedAt: Date },
) {
  if (owner.kind === "trip") await tx.update(bookings).set(values).where(eq(bookings.id, owner.id));
  else await tx.update(courseBookings).set(values).where(eq(courseBookings.id, owner.id));
}

export type OpenPayment = { paymentId: string; clientSecret: string; amount: number; provider: ProviderName };

export class PaymentService implements PaymentDesk {
  constructor(private readonly deps: PaymentDeps) {}

  private get db() {
    return this.deps.db;
  }

  private provider(): PaymentProvider {
    if (!this.deps.provider)
      throw new AppError("unavailable", "Card payments are not available at the moment");
    return this.deps.provider;
  }

  /** Starts (or answers the open) payment of `option` for the owner's booking. */
  async process(user: SessionUser, bookingId: string, option: PaymentOption): Promise<OpenPayment> {
    this.provider();
    const booking = await this.deps.bookings.get(bookingId, user);
    if (booking.userId !== user.id) throw AppError.notFound("Booking");
    if (booking.state === "cancelled") throw AppError.conflict("This booking is cancelled");
    const now = this.deps.now();
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
    return this.open(
      { kind: "trip", id: bookingId },
      option,
      amount,
      `${booking.trip.title}, ${booking.trip.departure} (${option})`,
    );
  }

  /** Starts (or answers the open) payment in full of the owner's course booking. */
  async processCourse(
    user: SessionUser,
    courseBookingId: string,
    option: PaymentOption,
  ): Promise<OpenPayment> {
    this.provider();
    if (!this.deps.courseBookings) throw AppError.notFound("Course booking");
    const booking = await this.deps.courseBookings.get(courseBookingId, user);
    if (booking.userId !== user.id) throw AppError.notFound("Course booking");
    if (booking.state === "cancelled") throw AppError.conflict("This booking is cancelled");
    if (booking.paymentInfo.status === "COMPLETED")
      throw AppError.badRequest("This booking is paid in full", "option");
    if (option !== "full") {
      throw AppError.badRequest('option must be "full" for a course booking: it is paid in full', "option");
    }
    return this.open(
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
  private async open(
    owner: Owner,
    option: PaymentOption,
    amount: number,
    description: string,
  ): Promise<OpenPayment> {
    const provider = this.provider();
    const now = this.deps.now();
    return this.db.transaction(async (tx) => {
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
  async testCard(user: SessionUser, paymentId: string, card: TestCardDetails): Promise<void> {
    const provider = this.deps.provider;
    if (!(provider instanceof TestCardProvider)) throw AppError.notFound("Test-card payments");
    if (!isId(paymentId)) throw AppError.notFound("Payment");
    checkTestCard(card, this.deps.now());
    const [payment] = await this.db
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
    await this.applyEvent("test", event);
    if (event.type === "payment.failed")
      throw new AppError("payment_failed", event.message ?? DECLINE_MESSAGE);
  }

  /** Applies a provider's event exactly once. Answers what happened, for the webhook's log. */
  async applyEvent(
    providerName: ProviderName,
    event: ProviderEvent,
  ): Promise<"applied" | "duplicate" | "unknown"> {
    const now = this.deps.now();
    const refunds: Refund[] = [];
    const revived: string[] = [];
    const outcome = await this.db.transaction(async (tx) => {
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
      refunds.push(...(await this.settle(tx, booking, payment, now, revived)));
      return "applied" as const;
    });
    this.deps.mail.wake();
    for (const tripId of revived) this.deps.spacesChanged?.(tripId);
    for (const refund of refunds) await this.sendRefund(refund);
    return outcome;
  }

  /**
   * An admin records money received outside the card form (bank transfer, cash): a succeeded payment
   * of the provider "offline", settled like a card payment (it may confirm or revive the booking).
   */
  async recordOffline(bookingId: string, input: { amount: number; method: string; note?: string }) {
    return this.recordOfflineFor({ kind: "trip", id: bookingId }, input);
  }

  /** {@link recordOffline} for a trip or a course booking. */
  async recordOfflineFor(owner: Owner, input: { amount: number; method: string; note?: string }) {
    const now = this.deps.now();
    const refunds: Refund[] = [];
    const revived: string[] = [];
    await this.db.transaction(async (tx) => {
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
      refunds.push(...(await this.settle(tx, booking, payment!, now, revived)));
    });
    this.deps.mail.wake();
    for (const tripId of revived) this.deps.spacesChanged?.(tripId);
    for (const refund of refunds) await this.sendRefund(refund);
  }

  /**
   * Refunds every succeeded payment of a booking being cancelled (card payments through the provider,
   * offline ones recorded as refunded for the admin to pay back). Runs inside the cancelling transaction;
   * the provider calls go after it commits ({@link sendRefunds}).
   */
  async refundAll(tx: Transaction, bookingId: string | Owner, now: Date): Promise<Refund[]> {
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
  async sendRefunds(refunds: Refund[]) {
    for (const refund of refunds) await this.sendRefund(refund);
  }

  /** A booking's payments and refunds, oldest first (admin screens). */
  async listFor(bookingId: string | Owner) {
    const owner: Owner = typeof bookingId === "string" ? { kind: "trip", id: bookingId } : bookingId;
    if (!isId(owner.id)) return [];
    return this.db
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

  // ---- Steps ----

  /**
   * After a payment succeeded: confirm (or revive) the booking when the deposit or more is paid and its
   * spaces are free; refund and flag when it was cancelled or its spaces were sold; queue the receipt.
   */
  private async settle(
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
      refunds.push(await this.queueRefund(tx, payment, now, CANCELLED_PAYMENT_FLAG));
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
        refunds.push(await this.queueRefund(tx, payment, now, LATE_PAYMENT_FLAG));
      }
    }
    if (refunds.length === 0) {
      if (owner.kind === "trip") await this.queueReceipt(tx, owner.id, payment.amount, paid, status);
      else await this.queueCourseReceipt(tx, owner.id, payment.amount, paid, status);
    }
    return refunds;
  }

  private async queueRefund(
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
  private async sendRefund(refund: Refund) {
    if (!refund.paymentId || !this.deps.provider) return;
    try {
      const { refundRef } = await this.deps.provider.refund(refund);
      const now = this.deps.now();
      await this.db
        .update(payments)
        .set({ state: "succeeded", providerRef: refundRef, succeededAt: now, updatedAt: now })
        .where(eq(payments.id, refund.paymentId));
    } catch {
      // Left open and flagged: the admin screen shows it.
    }
  }

  private async queueCourseReceipt(
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
    const link = new URL(courseBookingPath(courseBookingId), this.deps.publicUrl).toString();
    await this.deps.mail.queue(
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

  private async queueReceipt(
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
    const link = new URL(`/booking/${booking.id}`, this.deps.publicUrl).toString();
    await this.deps.mail.queue(
      tx,
      paymentReceiptMail(
        { ...booking, paid, trip: { title: trip?.title ?? "your trip", departure: trip?.departure ?? "" } },
        amount,
        status,
        link,
      ),
    );
  }
}

/** What is paid on a booking: succeeded payments less succeeded refunds, satang. */
async function paidOn(tx: Transaction, owner: Owner): Promise<number> {
  const [row] = await tx
    .select({
      paid: netPaidSum(),
    })
    .from(payments)
    .where(and(ownedBy(owner), eq(payments.state, "succeeded")));
  return Number(row?.paid ?? 0);
}
