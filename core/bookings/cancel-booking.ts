/**
 * Cancelling a booking of either kind (an admin's cancel of a trip or a course booking): the row locked
 * and cancelled (its spaces or seats free at once, whatever its hold said), every succeeded payment
 * queued for a refund and the guest's e-mail queued, in one transaction. The caller sends the refunds
 * after the commit and tells whoever watches the freed spaces.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookings, courseBookings } from "../../db/schema.ts";
import type { MailQueue } from "../mail/mail-queue.ts";
import type { Clock } from "../shared/clock.ts";
import { AppError } from "../shared/errors.ts";
import type { Owner, PaymentDesk, Refund } from "../shared/payment-desk.ts";

export type CancelDeps = { db: Database; now: Clock; payments: PaymentDesk; mail: MailQueue };

export async function cancelWithRefunds(
  deps: CancelDeps,
  owner: Owner,
  current: { state: string },
  mail: Parameters<MailQueue["queue"]>[1],
): Promise<Refund[]> {
  if (current.state === "cancelled") throw AppError.conflict("This booking is already cancelled");
  const now = deps.now();
  const cancelled = { state: "cancelled" as const, holdExpiresAt: null, updatedAt: now };
  const refunds = await deps.db.transaction(async (tx) => {
    if (owner.kind === "trip") {
      await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, owner.id)).for("update");
      await tx.update(bookings).set(cancelled).where(eq(bookings.id, owner.id));
    } else {
      await tx
        .select({ id: courseBookings.id })
        .from(courseBookings)
        .where(eq(courseBookings.id, owner.id))
        .for("update");
      await tx.update(courseBookings).set(cancelled).where(eq(courseBookings.id, owner.id));
    }
    const pending = await deps.payments.refundAll(tx, owner, now);
    await deps.mail.queue(tx, mail);
    return pending;
  });
  deps.mail.wake();
  return refunds;
}
