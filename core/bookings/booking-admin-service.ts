/**
 * The admin side of bookings: the list with its filters and totals, changes to the
 * lead guest's contact and guests' names, offline payments, cancelling with a refund, moving to another
 * departure (capacity checked by the same triggers), extending a hold, and the manifest CSV.
 */
import { withClock } from "../shared/db-clock.ts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { stringify } from "csv-stringify/sync";
import type { Database } from "../../db/client.ts";
import { bookingGuests, bookings, payments, tripCabins, trips } from "../../db/schema.ts";
import type { MailQueue } from "../mail/mail-queue.ts";
import type { PaymentDesk } from "../shared/payment-desk.ts";
import type { Clock } from "../shared/clock.ts";
import { isCheckViolation } from "../shared/db-errors.ts";
import { AppError } from "../shared/errors.ts";
import { bangkokToday } from "../trips/seasons.ts";
import {
  bookingCancelledMail,
  bookingReceivedMail,
  finalDetailsRequestMail,
  type MailDraft,
  paymentReceiptMail,
  paymentReminderMail,
} from "./booking-mails.ts";
import { amountFor, paymentOptions } from "./booking-money.ts";
import type { BookingService, BookingView } from "./booking-service.ts";
import { type AdminBookingPage, type AdminBookingQuery, listAdminBookings } from "./booking-admin-list.ts";
import type { OfflinePaymentMethod, ResendableMail } from "./booking-types.ts";
import type { GuestFinalDetails } from "./final-details.ts";

export { ADMIN_BOOKINGS_PER_PAGE, type AdminBookingQuery, DUE_SOON_DAYS } from "./booking-admin-list.ts";

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

export class BookingAdminService {
  constructor(private readonly deps: BookingAdminDeps) {}

  private get db() {
    return this.deps.db;
  }

  private async freed(tripId: string) {
    await this.deps.spacesFreed?.(tripId).catch(() => undefined);
  }

  /** A page of the bookings, newest first, with the count and totals of every match. */
  list(query: AdminBookingQuery): Promise<AdminBookingPage> {
    return listAdminBookings({ db: this.db, now: this.deps.now(), bookings: this.deps.bookings }, query);
  }

  get(id: string): Promise<BookingView> {
    return this.deps.bookings.getAny(id);
  }

  /** Corrects the lead guest's contact or the guests' names (what was sold and its prices stay). */
  async update(
    id: string,
    change: { leadGuest?: BookingView["leadGuest"]; guestNames?: string[]; clearFlag?: boolean },
  ): Promise<BookingView> {
    const current = await this.get(id);
    if (change.guestNames && change.guestNames.length !== current.guestArray.length) {
      throw AppError.badRequest(
        `guestNames must have ${current.guestArray.length} names, one per guest`,
        "guestNames",
      );
    }
    const now = this.deps.now();
    await this.db.transaction(async (tx) => {
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
    return this.get(id);
  }

  async recordPayment(
    id: string,
    input: { amount: number; method: OfflinePaymentMethod; note?: string },
  ): Promise<BookingView> {
    await this.deps.payments.recordOfflineFor({ kind: "trip", id }, input);
    return this.get(id);
  }

  /** Cancels a booking: its spaces are free at once; what was paid is refunded; the guest is told. */
  async cancel(id: string): Promise<{ booking: BookingView; refunded: number }> {
    const now = this.deps.now();
    const current = await this.get(id);
    if (current.state === "cancelled") throw AppError.conflict("This booking is already cancelled");
    const refunds = await this.db.transaction(async (tx) => {
      await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id)).for("update");
      await tx
        .update(bookings)
        .set({ state: "cancelled", holdExpiresAt: null, updatedAt: now })
        .where(eq(bookings.id, id));
      const pending = await this.deps.payments.refundAll(tx, { kind: "trip", id }, now);
      await this.deps.mail.queue(tx, bookingCancelledMail(current, current.paid));
      return pending;
    });
    this.deps.mail.wake();
    this.deps.spacesChanged?.(current.trip.id);
    await this.freed(current.trip.id);
    await this.deps.payments.sendRefunds(refunds);
    return { booking: await this.get(id), refunded: current.paid };
  }

  /**
   * Moves a booking to another departure offering the same cabin types; prices stay as sold. The
   * capacity triggers refuse the move when the spaces there are not free (409).
   */
  async move(id: string, tripId: string): Promise<BookingView> {
    const now = this.deps.now();
    const current = await this.get(id);
    if (current.state === "cancelled") throw AppError.conflict("A cancelled booking cannot be moved");
    if (current.trip.id === tripId)
      throw AppError.badRequest("The booking is already on that departure", "tripId");
    try {
      await this.db.transaction(async (tx) => {
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
    this.deps.spacesChanged?.(current.trip.id);
    this.deps.spacesChanged?.(tripId);
    await this.freed(current.trip.id);
    return this.get(id);
  }

  /** Gives an unpaid booking whose hold ran out another checkout window, when its spaces are free. */
  async extendHold(id: string): Promise<BookingView> {
    const now = this.deps.now();
    const current = await this.get(id);
    if (current.state !== "expired" && current.state !== "held") {
      throw AppError.conflict("Only an unpaid booking's hold can be extended");
    }
    const until = new Date(now.getTime() + EXTENDED_HOLD_HOURS * 3_600_000);
    try {
      await this.db.transaction(async (tx) => {
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
    this.deps.spacesChanged?.(current.trip.id);
    return this.get(id);
  }

  /**
   * Sends the lead guest one of the booking's e-mails again, as it would read now (the current due date,
   * the latest payment). Refused with the reason when it does not apply: nothing paid has no receipt, a
   * paid-up booking no reminder, an unconfirmed booking no final-details request.
   */
  async resend(id: string, kind: ResendableMail): Promise<MailDraft> {
    const booking = await this.get(id);
    const link = (path: string) => new URL(path, this.deps.publicUrl).toString();
    const live = booking.state === "held" || booking.state === "confirmed";
    let draft: MailDraft;
    switch (kind) {
      case "booking-received": {
        const due = booking.dueDate ?? booking.holdExpiresAt;
        if (!live || !due)
          throw AppError.conflict(`A ${booking.state} booking has no confirmation to resend`);
        draft = bookingReceivedMail(booking, due, link(`/deferred-payment/${booking.id}`));
        break;
      }
      case "payment-receipt": {
        const [latest] = await this.db
          .select({ amount: payments.amount })
          .from(payments)
          .where(
            and(
              eq(payments.bookingId, id),
              eq(payments.state, "succeeded"),
              sql`${payments.kind} <> 'refund'`,
            ),
          )
          .orderBy(sql`${payments.updatedAt} desc`)
          .limit(1);
        if (!latest) throw AppError.conflict("Nothing has been paid on this booking: there is no receipt");
        draft = paymentReceiptMail(
          booking,
          latest.amount,
          booking.paymentInfo.status,
          link(`/booking/${id}`),
        );
        break;
      }
      case "payment-reminder": {
        const due = booking.dueDate;
        if (!live || !due || booking.pending <= 0)
          throw AppError.conflict("Nothing is due on this booking: there is no reminder to send");
        const option =
          paymentOptions(booking.paymentInfo.status, booking.trip.departure, this.deps.now())[0] ?? "full";
        draft = paymentReminderMail(
          booking,
          due,
          amountFor(option, booking.total, booking.deposit, booking.paid),
          link(`/deferred-payment/${id}`),
        );
        break;
      }
      case "final-details-request":
        if (booking.state !== "confirmed")
          throw AppError.conflict("Only a confirmed booking is asked for its final details");
        draft = finalDetailsRequestMail(booking, link(`/final-details/${id}`));
        break;
    }
    await this.db.transaction((tx) => this.deps.mail.queue(tx, draft));
    this.deps.mail.wake();
    return draft;
  }

  /** A departure's held and confirmed bookings, newest first (its admin page, the manifest). */
  async liveBookingsOf(tripId: string): Promise<BookingView[]> {
    return (await this.deps.bookings.viewsWhere(eq(bookings.tripId, tripId))).filter(
      (booking) => booking.state === "held" || booking.state === "confirmed",
    );
  }

  /** The crew's manifest of a departure: one row per guest of a live booking, by cabin. */
  async manifestCsv(tripId: string): Promise<string> {
    const [trip] = await this.db.select({ id: trips.id }).from(trips).where(eq(trips.id, tripId));
    if (!trip) throw AppError.notFound("Trip");
    const list = await this.liveBookingsOf(tripId);
    const details = await this.db
      .select({
        bookingId: bookingGuests.bookingId,
        position: bookingGuests.position,
        finalDetails: bookingGuests.finalDetails,
      })
      .from(bookingGuests)
      .where(
        inArray(
          bookingGuests.bookingId,
          list.length > 0 ? list.map((b) => b.id) : ["00000000-0000-0000-0000-000000000000"],
        ),
      );
    const rows = list
      .flatMap((booking) =>
        booking.guestArray.map((guest, position) => {
          const found = details.find(
            (row) => row.bookingId === booking.id && row.position === position,
          )?.finalDetails;
          const final: Partial<GuestFinalDetails> = found ?? {};
          return {
            cabin: guest.cabinName,
            guest: final.fullName ?? guest.name ?? "",
            booking: booking.id,
            status: booking.paymentInfo.status,
            leadGuest: `${booking.leadGuest.firstName} ${booking.leadGuest.lastName}`,
            phone: booking.leadGuest.phone,
            nationality: final.nationality ?? "",
            passport: final.passportNumber ?? "",
            dateOfBirth: final.dateOfBirth ?? "",
            gender: final.gender ?? "",
            certification: [final.certificationAgency, final.certificationLevel, final.certificationNumber]
              .filter(Boolean)
              .join(" "),
            loggedDives: final.loggedDives ?? "",
            nitrox: final.nitroxCertified ? "yes" : "",
            rental: guest.equipment.map((item) => item.name).join(", "),
            sizes: [
              final.wetsuitSize && `wetsuit ${final.wetsuitSize}`,
              final.bcdSize && `BCD ${final.bcdSize}`,
              final.finSize && `fins ${final.finSize}`,
            ]
              .filter(Boolean)
              .join(", "),
            courses: guest.courses
              .map((course) => course.name + (course.crewPak ? " (crew pak)" : ""))
              .join(", "),
            diet: final.diet ?? "",
            pickup: final.pickupHotel ?? "",
            flight: final.arrivalFlight ?? "",
            emergencyContact: final.emergencyContact ?? "",
          };
        }),
      )
      .sort((a, b) => a.cabin.localeCompare(b.cabin) || a.guest.localeCompare(b.guest));
    return stringify(rows, {
      header: true,
      columns: [
        { key: "cabin", header: "Cabin" },
        { key: "guest", header: "Guest" },
        { key: "nationality", header: "Nationality" },
        { key: "passport", header: "Passport" },
        { key: "dateOfBirth", header: "Date of birth" },
        { key: "gender", header: "Gender" },
        { key: "certification", header: "Certification" },
        { key: "loggedDives", header: "Logged dives" },
        { key: "nitrox", header: "Nitrox" },
        { key: "rental", header: "Rental" },
        { key: "sizes", header: "Sizes" },
        { key: "courses", header: "Courses" },
        { key: "diet", header: "Diet" },
        { key: "pickup", header: "Pickup hotel" },
        { key: "flight", header: "Arrival flight" },
        { key: "emergencyContact", header: "Emergency contact" },
        { key: "leadGuest", header: "Lead guest" },
        { key: "phone", header: "Phone" },
        { key: "status", header: "Payment" },
        { key: "booking", header: "Booking" },
      ],
      // A cell starting with = + - @ is not a formula in the crew's spreadsheet.
      cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
    });
  }
}
