/**
 * An admin's changes to a trip booking: the lead guest's contact and the guests' names, an offline
 * payment, cancelling with a refund, moving to another departure (capacity checked by the same
 * triggers) and extending a hold. Every change that frees spaces tells the page cache and the waitlist.
 */
import { withClock } from "../shared/db-clock.ts";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookingGuests, bookings, tripCabins, trips } from "../../db/schema.ts";
import type { MailQueue } from "../mail/mail-queue.ts";
import type { PaymentDesk } from "../shared/payment-desk.ts";
import type { Clock } from "../shared/clock.ts";
import { cancelWithRefunds } from "./cancel-booking.ts";
import { isCheckViolation } from "../shared/db-errors.ts";
import { AppError } from "../shared/errors.ts";
import { bangkokToday } from "../trips/seasons.ts";
import { bookingCancelledMail } from "./booking-mails.ts";
import type { BookingService, BookingView } from "./booking-service.ts";
import type { OfflinePaymentMethod } from "./booking-types.ts";

export type BookingAdminDeps = {
  db: Database;
  now: Clock;
  bookings: BookingService;
  payments: PaymentDesk;
  mail: MailQueue;
  /** The site's public address, for the links in e-mails. */
  publicUrl: string;
  /** Told after a commit that changed what is free on a departure (the page cache drops its copies). */
  spacesChanged?: (tripId: string) => void;
  /**
   * Told after a commit that freed spaces on a departure (the waitlist offers them at once). Awaited;
   * a failure is left to the scheduled sweep, which makes the same offers.
   */
  spacesFreed?: (tripId: string) => Promise<unknown>;
};

/** An admin's "extend hold" gives the guest this long to pay. */
export const EXTENDED_HOLD_HOURS = 24;

export async function freed(deps: BookingAdminDeps, tripId: string) {
  await deps.spacesFreed?.(tripId).catch(() => undefined);
}

export function adminBooking(deps: BookingAdminDeps, id: string): Promise<BookingView> {
  return deps.bookings.getAny(id);
}

/** Corrects the lead guest's contact or the guests' names (what was sold and its prices stay). */
export async function updateBooking(
  deps: BookingAdminDeps,
  id: string,
  change: { leadGuest?: BookingView["leadGuest"]; guestNames?: string[]; clearFlag?: boolean },
): Promise<BookingView> {
  const current = await adminBooking(deps, id);
  if (change.guestNames && change.guestNames.length !== current.guestArray.length) {
    throw AppError.badRequest(
      `guestNames must have ${current.guestArray.length} names, one per guest`,
      "guestNames",
    );
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(bookings)
      .set({
        ...(change.leadGuest ? { leadGuest: change.leadGuest } : {}),
        ...(change.clearFlag ? { flag: null } : {}),
        updatedAt: now,
      })
      .where(eq(bookings.id, id));
    for (const [position, name] of (change.guestNames ?? []).entries()) {
      await tx
        .update(bookingGuests)
        .set({ name })
        .where(and(eq(bookingGuests.bookingId, id), eq(bookingGuests.position, position)));
    }
  });
  return adminBooking(deps, id);
}

export async function recordPayment(
  deps: BookingAdminDeps,
  id: string,
  input: { amount: number; method: OfflinePaymentMethod; note?: string },
): Promise<BookingView> {
  await deps.payments.recordOfflineFor({ kind: "trip", id }, input);
  return adminBooking(deps, id);
}

/** Cancels a booking: its spaces are free at once; what was paid is refunded; the guest is told. */
export async function cancelBooking(
  deps: BookingAdminDeps,
  id: string,
): Promise<{ booking: BookingView; refunded: number }> {
  const current = await adminBooking(deps, id);
  const refunds = await cancelWithRefunds(
    deps,
    { kind: "trip", id },
    current,
    bookingCancelledMail(current, current.paid),
  );
  deps.spacesChanged?.(current.trip.id);
  await freed(deps, current.trip.id);
  await deps.payments.sendRefunds(refunds);
  return { booking: await adminBooking(deps, id), refunded: current.paid };
}

/**
 * Moves a booking to another departure offering the same cabin types; prices stay as sold. The
 * capacity triggers refuse the move when the spaces there are not free (409).
 */
export async function moveBooking(deps: BookingAdminDeps, id: string, tripId: string): Promise<BookingView> {
  const now = deps.now();
  const current = await adminBooking(deps, id);
  if (current.state === "cancelled") throw AppError.conflict("A cancelled booking cannot be moved");
  if (current.trip.id === tripId)
    throw AppError.badRequest("The booking is already on that departure", "tripId");
  try {
    await deps.db.transaction(async (tx) => {
      await withClock(tx, now);
      const [target] = await tx.select().from(trips).where(eq(trips.id, tripId));
      if (!target) throw AppError.badRequest("tripId does not name a departure", "tripId");
      if (target.status !== "scheduled" || target.departure <= bangkokToday(now)) {
        throw AppError.conflict("That departure is not open for booking", "tripId");
      }
      const wanted = [...new Set(current.guestArray.map((guest) => guest.cabinId))];
      const cabins = await tx
        .select()
        .from(tripCabins)
        .where(and(eq(tripCabins.tripId, tripId), inArray(tripCabins.cabinTypeId, wanted)))
        .orderBy(asc(tripCabins.id))
        .for("update");
      for (const guest of current.guestArray) {
        if (!cabins.some((cabin) => cabin.cabinTypeId === guest.cabinId)) {
          throw AppError.conflict(`${guest.cabinName} is not offered on that departure`, "tripId");
        }
      }
      await tx.update(bookings).set({ tripId, updatedAt: now }).where(eq(bookings.id, id));
      const guests = await tx
        .select({ id: bookingGuests.id, cabinTypeId: tripCabins.cabinTypeId })
        .from(bookingGuests)
        .innerJoin(tripCabins, eq(tripCabins.id, bookingGuests.tripCabinId))
        .where(eq(bookingGuests.bookingId, id));
      for (const guest of guests) {
        const cabin = cabins.find((row) => row.cabinTypeId === guest.cabinTypeId)!;
        await tx.update(bookingGuests).set({ tripCabinId: cabin.id }).where(eq(bookingGuests.id, guest.id));
      }
    });
  } catch (error) {
    if (isCheckViolation(error))
      throw AppError.conflict("Not enough spaces are free on that departure", "tripId");
    throw error;
  }
  deps.spacesChanged?.(current.trip.id);
  deps.spacesChanged?.(tripId);
  await freed(deps, current.trip.id);
  return adminBooking(deps, id);
}

/** Gives an unpaid booking whose hold ran out another checkout window, when its spaces are free. */
export async function extendHold(deps: BookingAdminDeps, id: string): Promise<BookingView> {
  const now = deps.now();
  const current = await adminBooking(deps, id);
  if (current.state !== "expired" && current.state !== "held") {
    throw AppError.conflict("Only an unpaid booking's hold can be extended");
  }
  const until = new Date(now.getTime() + EXTENDED_HOLD_HOURS * 3_600_000);
  try {
    await deps.db.transaction(async (tx) => {
      await withClock(tx, now);
      await tx
        .update(bookings)
        .set({ state: "held", holdExpiresAt: until, updatedAt: now })
        .where(eq(bookings.id, id));
    });
  } catch (error) {
    if (isCheckViolation(error))
      throw AppError.conflict("Its spaces were sold meanwhile: the hold cannot be extended");
    throw error;
  }
  deps.spacesChanged?.(current.trip.id);
  return adminBooking(deps, id);
}
