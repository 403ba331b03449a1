/**
 * Payments of bookings: amounts from the server, confirmed only by a verified provider event applied
 * once, each operation one transaction with its e-mails, nothing half-made after a crash. Each use case
 * lives in its own module: starting a payment and the test card (payment-start.ts), settling provider
 * events and offline payments (payment-settle.ts), refunds and the payments list (payment-refunds.ts),
 * over the shared steps of payment-deps.ts. This class only hands them the deps.
 *
 * - Opening a success page confirms nothing: only an event does.
 * - A payment is for a trip booking (`payments.booking_id`) or a course booking
 *   (`payments.course_booking_id`), never both: the same rows, provider path, events and refunds serve
 *   both; only the booking row locked, the owner check and the receipt differ ({@link Owner}). A course
 *   booking is paid in full (option "full") and its seats are checked by the course-date triggers.
 */
import type { Transaction } from "../../db/client.ts";
import type { SessionUser } from "../accounts/session-user.ts";
import type { PaymentOption } from "../bookings/booking-money.ts";
import type { Owner, PaymentDesk, Refund } from "../shared/payment-desk.ts";
import type { OpenPayment, PaymentDeps } from "./payment-deps.ts";
import type { ProviderEvent, ProviderName } from "./payment-provider.ts";
import { paymentsOf, refundAll, sendRefunds } from "./payment-refunds.ts";
import { applyEvent, recordOfflineFor } from "./payment-settle.ts";
import { chargeTestCard, startCoursePayment, startPayment } from "./payment-start.ts";
import type { TestCardDetails } from "./test-card-provider.ts";

export {
  CANCELLED_PAYMENT_FLAG,
  LATE_PAYMENT_FLAG,
  type OpenPayment,
  type Owner,
  type PaymentDeps,
  type Refund,
} from "./payment-deps.ts";

export class PaymentService implements PaymentDesk {
  constructor(private readonly deps: PaymentDeps) {}

  process(user: SessionUser, bookingId: string, option: PaymentOption): Promise<OpenPayment> {
    return startPayment(this.deps, user, bookingId, option);
  }

  processCourse(user: SessionUser, courseBookingId: string, option: PaymentOption): Promise<OpenPayment> {
    return startCoursePayment(this.deps, user, courseBookingId, option);
  }

  testCard(user: SessionUser, paymentId: string, card: TestCardDetails): Promise<void> {
    return chargeTestCard(this.deps, user, paymentId, card);
  }

  applyEvent(providerName: ProviderName, event: ProviderEvent): Promise<"applied" | "duplicate" | "unknown"> {
    return applyEvent(this.deps, providerName, event);
  }

  recordOffline(bookingId: string, input: { amount: number; method: string; note?: string }) {
    return recordOfflineFor(this.deps, { kind: "trip", id: bookingId }, input);
  }

  recordOfflineFor(owner: Owner, input: { amount: number; method: string; note?: string }) {
    return recordOfflineFor(this.deps, owner, input);
  }

  /** Joins the cancelling transaction of another core service (see payment-refunds.ts). */
  refundAll(tx: Transaction, bookingId: string | Owner, now: Date): Promise<Refund[]> {
    return refundAll(this.deps, tx, bookingId, now);
  }

  sendRefunds(refunds: Refund[]) {
    return sendRefunds(this.deps, refunds);
  }

  listFor(bookingId: string | Owner) {
    return paymentsOf(this.deps, bookingId);
  }
}
