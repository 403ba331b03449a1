/**
 * Bookings: make one, read one, list a customer's own. Every amount is computed here from
 * the departure, the price list and the courses (core/bookings/booking-money.ts); nothing a client
 * sends is trusted as a price.
 *
 * Capacity, never oversold (decisions 0012 and 0014):
 * - one transaction per booking (`place_booking`, migration 0010, decision 0014); the departure's cabin
 *   rows it needs are locked in id order (the one order every writer uses, so two bookings cannot
 *   deadlock), with a lock timeout;
 * - free spaces are counted from rows at the clock's instant (`trip_cabin_usage(at)`), so a hold that
 *   ran out frees its spaces by time alone;
 * - the database's capacity triggers refuse any write over capacity whatever path makes it
 *   (migrations 0007, 0009); a refusal becomes a readable message from a fresh read of what is free.
 * A new booking holds its spaces until its payment is due, and at least for the checkout window.
 */
import { isId } from "../shared/ids.ts";
import { netPaidSum } from "../shared/net-paid.ts";
import { holdIsLive, stateAt } from "../shared/holds.ts";
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookingGuests, bookings, boats, cabinTypes, payments, tripCabins, trips } from "../../db/schema.ts";
import type { MailQueue } from "../mail/mail-queue.ts";
import type { SessionUser } from "../accounts/session-user.ts";
import { bookingReceivedMail } from "./booking-mails.ts";
import { isReferenceClash, referenceOf } from "../shared/booking-reference.ts";
import {
  BookingOffers,
  type OfferedCabin,
  type OfferedCourse,
  type OfferedRental,
  type TripOffer,
} from "./booking-offers.ts";
import { outboxFields } from "../mail/mail.ts";
import type { Clock } from "../shared/clock.ts";
import { isCheckViolation, sqlState } from "../shared/db-errors.ts";
import { AppError, isAppError } from "../shared/errors.ts";
import { freeSpaces, NO_USAGE } from "../trips/free-spaces.ts";
import { bangkokToday } from "../trips/seasons.ts";
import { loadUsage } from "../trips/space-usage.ts";
import { OFFER_GONE } from "../waitlist/waitlist-service.ts";
import {
  bookingTotal,
  DEFAULT_DEPOSIT_PERCENT,
  depositOf,
  dueDate,
  paymentStatusOf,
  type PaymentStatus,
} from "./booking-money.ts";
import type { BookingInput } from "./booking-schemas.ts";
import {
  type BookedCourse,
  type BookedEquipment,
  type BookingState,
  type LeadGuest,
  leadGuestOf,
} from "./booking-types.ts";
import type { GuestFinalDetails } from "./final-details.ts";
import { type FinalDetailsProgress, finalDetailsProgress } from "./final-details-progress.ts";

export type BookingSettings = {
  /** Percent of the total asked as the deposit. */
  depositPercent: number;
  /** The least time a new booking holds its spaces, for the guest to pay. */
  checkoutWindowMinutes: number;
  /** Unpaid bookings a customer may hold at once. */
  maxUnpaidBookings: number;
  /** How long a booking waits for another booking's lock on the same cabins before giving up. */
  lockTimeoutMs: number;
};

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  depositPercent: DEFAULT_DEPOSIT_PERCENT,
  checkoutWindowMinutes: 20,
  maxUnpaidBookings: 3,
  lockTimeoutMs: 5_000,
};

export type BookingDeps = {
  db: Database;
  now: Clock;
  settings?: Partial<BookingSettings>;
  /**
   * Test-only: false skips the row locks, so the concurrency test can show that without them the race
   * oversells (its control run also disables the database triggers). Never set by the application.
   */
  capacityLocks?: boolean;
  /** The outbox: `booking-received` is queued in the booking's own transaction. */
  mail?: MailQueue;
  /** The site's address, for links in e-mails. */
  publicUrl?: string;
  /**
   * What bookings are priced from, kept (booking-offers.ts); the server shares one that the content
   * feed invalidates. Without it the service keeps its own.
   */
  offers?: BookingOffers;
  /** Told after a commit that changed what is free on a departure (the page cache drops its copies). */
  spacesChanged?: (tripId: string) => void;
  /**
   * Told after a booking took a waitlist offer: spaces of the offer it did not use are free again and
   * go to the next in line at once (a failure is left to the scheduled sweep).
   */
  spacesFreed?: (tripId: string) => Promise<unknown>;
};

/** One guest as a booking answers it (satang). */
export type BookedGuest = {
  name: string;
  cabinId: string;
  cabinName: string;
  cabinPrice: number;
  fees: number;
  equipmentPrice: number;
  equipment: BookedEquipment[];
  courses: BookedCourse[];
};

export type BookingView = {
  id: string;
  /** The short reference a guest quotes (core/shared/booking-reference.ts). */
  reference: string;
  userId: string;
  trip: {
    id: string;
    title: string;
    departure: string;
    returnDate: string;
    nights: number;
    boat: { name: string; slug: string };
  };
  leadGuest: LeadGuest;
  guestArray: BookedGuest[];
  discount: number;
  agentDiscount: number;
  total: number;
  deposit: number;
  paid: number;
  pending: number;
  /** As of now: a hold whose time has passed reads `expired` whatever the stored state. */
  state: BookingState;
  paymentInfo: { status: PaymentStatus };
  dueDate: Date | null;
  holdExpiresAt: Date | null;
  flag: string | null;
  createdAt: Date;
  /** How many guests have given complete final details (core/bookings/final-details-progress.ts). */
  finalDetails: FinalDetailsProgress;
};

export class BookingService {
  private readonly settings: BookingSettings;

  private readonly offers: BookingOffers;

  constructor(private readonly deps: BookingDeps) {
    this.settings = { ...DEFAULT_BOOKING_SETTINGS, ...deps.settings };
    this.offers = deps.offers ?? new BookingOffers(deps.db, deps.now);
  }

  private get db() {
    return this.deps.db;
  }

  /** The deposit asked at booking, percent of the total (the checkout summary names it). */
  get depositPercent(): number {
    return this.settings.depositPercent;
  }

  /**
   * Books in one call to the database, since on a busy server each round trip costs more than the
   * work in it (docs/performance.md, "Booking commits"; decision 0014):
   * 1. the booking is priced here (booking-money.ts) from the kept offers (booking-offers.ts: the
   *    departure with its boat and cabin rows, the rentals, the courses), with its guests, total,
   *    deposit, hold and e-mail; a refusal is checked against a fresh read before it is given;
   * 2. `place_booking` (migration 0010), one statement and so one transaction: the booker's row and
   *    the cabin rows locked in id order, every price it was priced with compared with the rows (one
   *    changed meanwhile: priced again from fresh rows, at most three times), the unpaid-holds limit,
   *    then the booking with the lead guest (the profile's contact unless one was given), its guests
   *    (the capacity trigger checks them at the statement's end) and the `booking-received` e-mail.
   * The answer is built from what is in hand: nothing is read back.
   */
  async create(user: SessionUser, input: BookingInput): Promise<BookingView> {
    for (let attempt = 1; ; attempt++) {
      const fresh = attempt > 1;
      if (fresh) this.offers.invalidate(input.tripId);
      const now = this.deps.now();
      let placing: ReturnType<BookingService["priced"]>;
      try {
        placing = this.priced(user, input, await this.offer(input, now), now);
      } catch (error) {
        if (!fresh && isAppError(error)) continue; // refused from kept rows: ask the database
        throw error;
      }
      const { view, call } = placing;
      let leadGuest: LeadGuest;
      try {
        const result = await this.db.execute(
          sql`select place_booking(${JSON.stringify(call)}::jsonb) as "leadGuest"`,
        );
        // Both drivers parse jsonb into an object.
        const [row] = (result as unknown as { rows: { leadGuest: LeadGuest }[] }).rows;
        leadGuest = leadGuestOf(row!.leadGuest);
      } catch (error) {
        if (sqlState(error) === STALE_PRICES && attempt < 3) continue;
        // Another booking has this id's short reference: booked again, under a new id.
        if (isReferenceClash(error) && attempt < 5) continue;
        throw await this.bookingConflict(error, input, now);
      }
      this.deps.mail?.wake();
      this.deps.spacesChanged?.(input.tripId);
      if (input.offerId) await this.deps.spacesFreed?.(input.tripId).catch(() => undefined);
      return { ...view, leadGuest };
    }
  }

  /** One booking, for its owner or an admin; anyone else gets 404 (not 403: its existence is not told). */
  async get(id: string, viewer: SessionUser): Promise<BookingView> {
    if (!isId(id)) throw AppError.notFound("Booking");
    const [view] = await this.views(
      and(eq(bookings.id, id), viewer.role === "admin" ? undefined : eq(bookings.userId, viewer.id)),
    );
    if (!view) throw AppError.notFound("Booking");
    return view;
  }

  /** The viewer's own bookings, newest first, with what they come to and what is still to pay. */
  async listMine(viewer: SessionUser) {
    const list = await this.views(eq(bookings.userId, viewer.id));
    const live = list.filter((booking) => booking.state === "held" || booking.state === "confirmed");
    return {
      bookings: list,
      totalAmount: live.reduce((sum, booking) => sum + booking.total, 0),
      pending: live.reduce((sum, booking) => sum + booking.pending, 0),
    };
  }

  // ---- Steps ----

  /**
   * What the booking is priced from, from the kept offers: the departure's cabin rows the guests asked
   * for, with the departure and its boat, and the rentals and courses when a guest asked for one.
   * Refuses an unknown, cancelled or sailed departure and a cabin type the departure does not offer.
   */
  private async offer(input: BookingInput, now: Date): Promise<Offer> {
    const wantsRentals = input.guestArray.some((guest) => guest.equipment.length > 0);
    const wantsCourses = input.guestArray.some((guest) => guest.courses.length > 0);
    const [trip, rentalRows, courseRows] = await Promise.all([
      this.offers.trip(input.tripId),
      wantsRentals ? this.offers.availableRentals() : [],
      wantsCourses ? this.offers.allCourses() : [],
    ]);
    if (!trip) throw AppError.notFound("Trip");
    if (trip.status !== "scheduled") throw cancelledDeparture();
    if (trip.departure <= bangkokToday(now))
      throw AppError.conflict("This departure has sailed and cannot be booked");
    const cabins = trip.cabins.filter((cabin) =>
      input.guestArray.some((guest) => guest.cabinId === cabin.cabinTypeId),
    );
    for (const guest of input.guestArray) {
      if (!cabins.some((cabin) => cabin.cabinTypeId === guest.cabinId)) {
        throw AppError.badRequest("A guest's cabinId is not a cabin type of this departure", "guestArray");
      }
    }
    return { trip, cabins, rentals: rentalRows, courses: courseRows };
  }

  /** The booking priced from the offer (the answer), and the call that places it. */
  private priced(user: SessionUser, input: BookingInput, offer: Offer, now: Date) {
    const id = randomUUID();
    const { trip, cabins } = offer;
    const agentDiscount = user.role === "agent" ? user.agentDiscount : 0;
    // Names and prices are copied onto each guest.
    const guests = input.guestArray.map((guest, index) => {
      const cabin = cabins.find((row) => row.cabinTypeId === guest.cabinId)!;
      const equipment: BookedEquipment[] = guest.equipment.map((rentalId) => {
        const rental = offer.rentals.find((row) => row.id === rentalId);
        if (!rental)
          throw AppError.badRequest(`Guest ${index + 1}: ${rentalId} is not offered for rent`, "guestArray");
        return { id: rental.id, name: rental.name, price: rental.price };
      });
      const booked: BookedCourse[] = guest.courses.map((entry) => {
        const course = offer.courses.find((row) => row.id === entry.courseId);
        if (!course)
          throw AppError.badRequest(
            `Guest ${index + 1}: no course has the id ${entry.courseId}`,
            "guestArray",
          );
        return { courseId: course.id, name: course.name, coursePrice: course.price, crewPak: entry.crewPak };
      });
      return {
        tripCabinId: cabin.id,
        position: index,
        name: guest.name,
        cabinName: cabin.name,
        cabinPrice: cabin.price,
        fees: trip.fees,
        equipmentPrice: equipment.reduce((sum, item) => sum + item.price, 0),
        equipment,
        courses: booked,
      };
    });
    const usedRentals = new Set(guests.flatMap((guest) => guest.equipment.map((item) => item.id)));
    const usedCourses = new Set(guests.flatMap((guest) => guest.courses.map((course) => course.courseId)));
    const total = bookingTotal(guests, { discount: trip.discount, agentDiscount });
    const deposit = depositOf(total, this.settings.depositPercent);
    const due = dueDate("PENDING", now, trip.departure, now)!;
    const holdExpiresAt = new Date(
      Math.max(due.getTime(), now.getTime() + this.settings.checkoutWindowMinutes * 60_000),
    );
    // Without a lead guest, `place_booking` stores the profile's contact; the e-mail goes to the
    // same name and address, which the session has (read from the same row for this request).
    const mailTo = input.leadGuest ?? user;
    const mail = this.deps.mail
      ? outboxFields(
          bookingReceivedMail(
            { id, leadGuest: mailTo, total, trip: { title: trip.title, departure: trip.departure } },
            holdExpiresAt,
            new URL(`/deferred-payment/${id}`, this.deps.publicUrl ?? "http://localhost").toString(),
          ),
        )
      : null;
    const call = {
      at: now.toISOString(),
      lockTimeoutMs: this.settings.lockTimeoutMs,
      lockCabins: this.deps.capacityLocks !== false,
      maxUnpaid: user.role === "customer" ? this.settings.maxUnpaidBookings : null,
      userId: user.id,
      priced: {
        discount: trip.discount,
        fees: trip.fees,
        departure: trip.departure,
        rentals: offer.rentals.filter((rental) => usedRentals.has(rental.id)),
        courses: offer.courses.filter((course) => usedCourses.has(course.id)),
      },
      cabins: cabins.map((cabin) => ({ id: cabin.id, price: cabin.price })),
      booking: {
        id,
        tripId: trip.id,
        leadGuest: input.leadGuest ?? null,
        discount: trip.discount,
        agentDiscount,
        total,
        deposit,
        holdExpiresAt: holdExpiresAt.toISOString(),
      },
      guests,
      mail,
      offerId: input.offerId ?? null,
    };
    const status = paymentStatusOf(0, total, deposit);
    const view: Omit<BookingView, "leadGuest"> = {
      id,
      reference: referenceOf(id),
      userId: user.id,
      trip: {
        id: trip.id,
        title: trip.title,
        departure: trip.departure,
        returnDate: trip.returnDate,
        nights: trip.nights,
        boat: trip.boat,
      },
      guestArray: guests.map((guest, index) => bookedGuest(guest, input.guestArray[index]!.cabinId)),
      discount: trip.discount,
      agentDiscount,
      total,
      deposit,
      paid: 0,
      pending: total,
      state: "held",
      paymentInfo: { status },
      dueDate: dueDate(status, now, trip.departure, now),
      holdExpiresAt,
      flag: null,
      createdAt: now,
      finalDetails: finalDetailsProgress(guests.map(() => null)),
    };
    return { view, call };
  }

  /**
   * Lock waits and the capacity trigger's refusals, as answers a guest can read. A refusal by the
   * trigger means spaces went while this booking waited for the lock: what is free now is read again
   * so the message says how many are left.
   */
  private async bookingConflict(error: unknown, input: BookingInput, now: Date): Promise<unknown> {
    const answer = (appError: AppError) => Object.assign(appError, { cause: error });
    switch (sqlState(error)) {
      case NO_ACCOUNT:
        return answer(new AppError("unauthorized", "Please sign in again"));
      case NOT_SCHEDULED:
        return answer(cancelledDeparture());
      case UNPAID_LIMIT:
        return answer(
          AppError.conflict(
            `You already hold ${this.settings.maxUnpaidBookings} unpaid bookings: pay or let one of them go before booking another`,
          ),
        );
      case STALE_PRICES:
        return answer(
          AppError.conflict("This departure's prices changed while you booked: please try again"),
        );
      case OFFER_NOT_FOUND:
        return answer(AppError.notFound("Waitlist offer"));
      case OFFER_GONE_STATE:
        return answer(AppError.conflict(OFFER_GONE, "offerId"));
      case LOCK_TIMEOUT:
        return answer(
          AppError.conflict("Many guests are booking this departure right now: please try again"),
        );
    }
    if (!isCheckViolation(error)) return error;
    const cabins = await this.db
      .select({
        id: tripCabins.id,
        cabinTypeId: tripCabins.cabinTypeId,
        name: cabinTypes.name,
        spaces: tripCabins.spaces,
      })
      .from(tripCabins)
      .innerJoin(cabinTypes, eq(cabinTypes.id, tripCabins.cabinTypeId))
      .where(eq(tripCabins.tripId, input.tripId));
    const usage = await loadUsage(
      this.db,
      cabins.map((cabin) => cabin.id),
      now,
    );
    try {
      for (const cabin of cabins) {
        const needed = input.guestArray.filter((guest) => guest.cabinId === cabin.cabinTypeId).length;
        if (needed > 0) {
          throwIfTooFew(cabin.name, freeSpaces(cabin.spaces, usage.get(cabin.id) ?? NO_USAGE), needed);
        }
      }
    } catch (refusal) {
      return answer(refusal as AppError);
    }
    return answer(AppError.conflict("Those spaces were just taken: please choose again", "guestArray"));
  }

  /** The guests' saved final details, in order (null where not given yet); owner and admins only. */
  async finalDetailsOf(id: string, viewer: SessionUser): Promise<(GuestFinalDetails | null)[]> {
    await this.get(id, viewer);
    const rows = await this.db
      .select({ finalDetails: bookingGuests.finalDetails })
      .from(bookingGuests)
      .where(eq(bookingGuests.bookingId, id))
      .orderBy(asc(bookingGuests.position));
    return rows.map((row) => row.finalDetails);
  }

  /** Any booking, for admins and the services acting for them. */
  async getAny(id: string): Promise<BookingView> {
    if (!isId(id)) throw AppError.notFound("Booking");
    const [view] = await this.views(eq(bookings.id, id));
    if (!view) throw AppError.notFound("Booking");
    return view;
  }

  /** Bookings matching `where` (admin lists and manifests), newest first. */
  viewsWhere(where: SQL | undefined): Promise<BookingView[]> {
    return this.views(where);
  }

  /**
   * Each guest's final details, in the booking's order (owner only; the booking must be live). A `null`
   * entry keeps what that guest has saved, so a form can save the guests it has complete.
   */
  async saveFinalDetails(user: SessionUser, id: string, guests: (GuestFinalDetails | null)[]): Promise<void> {
    const booking = await this.get(id, user);
    if (booking.userId !== user.id) throw AppError.notFound("Booking");
    if (booking.state === "cancelled" || booking.state === "expired") {
      throw AppError.conflict("This booking is no longer active");
    }
    if (guests.length !== booking.guestArray.length) {
      throw AppError.badRequest(
        `guests must hold ${booking.guestArray.length} entries, one per guest`,
        "guests",
      );
    }
    await this.db.transaction(async (tx) => {
      for (const [position, details] of guests.entries()) {
        if (details === null) continue;
        await tx
          .update(bookingGuests)
          .set({ finalDetails: details, name: details.fullName })
          .where(and(eq(bookingGuests.bookingId, id), eq(bookingGuests.position, position)));
      }
    });
  }

  private async views(where: SQL | undefined): Promise<BookingView[]> {
    const now = this.deps.now();
    const rows = await this.db
      .select({
        booking: bookings,
        trip: {
          id: trips.id,
          title: trips.title,
          departure: trips.departure,
          returnDate: trips.returnDate,
          nights: trips.nights,
        },
        boat: { name: boats.name, slug: boats.slug },
      })
      .from(bookings)
      .innerJoin(trips, eq(trips.id, bookings.tripId))
      .innerJoin(boats, eq(boats.id, trips.boatId))
      .where(where)
      .orderBy(desc(bookings.createdAt));
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.booking.id);
    const [guests, paid] = await Promise.all([
      this.db
        .select({ guest: bookingGuests, cabinTypeId: tripCabins.cabinTypeId })
        .from(bookingGuests)
        .innerJoin(tripCabins, eq(tripCabins.id, bookingGuests.tripCabinId))
        .where(inArray(bookingGuests.bookingId, ids))
        .orderBy(asc(bookingGuests.position)),
      this.db
        .select({
          bookingId: payments.bookingId,
          paid: netPaidSum(),
        })
        .from(payments)
        .where(and(inArray(payments.bookingId, ids), eq(payments.state, "succeeded")))
        .groupBy(payments.bookingId),
    ]);
    return rows.map(({ booking, trip, boat }) => {
      const paidAmount = Number(paid.find((row) => row.bookingId === booking.id)?.paid ?? 0);
      const status = paymentStatusOf(paidAmount, booking.total, booking.deposit);
      const held = holdIsLive(booking, now);
      const state = stateAt(booking, now) as BookingState;
      const live = state === "held" || state === "confirmed";
      const guestRows = guests.filter((row) => row.guest.bookingId === booking.id);
      return {
        id: booking.id,
        reference: booking.reference,
        userId: booking.userId,
        trip: { ...trip, boat },
        leadGuest: booking.leadGuest,
        guestArray: guestRows.map(({ guest, cabinTypeId }) => bookedGuest(guest, cabinTypeId)),
        discount: booking.discount,
        agentDiscount: booking.agentDiscount,
        total: booking.total,
        deposit: booking.deposit,
        paid: paidAmount,
        pending: Math.max(0, booking.total - paidAmount),
        state,
        paymentInfo: { status },
        dueDate: live ? dueDate(status, booking.createdAt, trip.departure, now) : null,
        holdExpiresAt: held ? booking.holdExpiresAt : null,
        flag: booking.flag,
        createdAt: booking.createdAt,
        finalDetails: finalDetailsProgress(guestRows.map((row) => row.guest.finalDetails)),
      };
    });
  }
}

/** A guest as a booking answers it, from its stored row (or the row about to be stored). */
function bookedGuest(
  guest: Omit<BookedGuest, "cabinId"> & Record<string, unknown>,
  cabinTypeId: string,
): BookedGuest {
  return {
    name: guest.name,
    cabinId: cabinTypeId,
    cabinName: guest.cabinName,
    cabinPrice: guest.cabinPrice,
    fees: guest.fees,
    equipmentPrice: guest.equipmentPrice,
    equipment: guest.equipment,
    courses: guest.courses,
  };
}

/** What one booking is priced from (BookingService.offer). */
type Offer = {
  trip: TripOffer;
  /** The departure's cabin rows the guests asked for. */
  cabins: OfferedCabin[];
  rentals: OfferedRental[];
  courses: OfferedCourse[];
};

/** `place_booking`'s refusals (migration 0010), by their SQLSTATE. */
const STALE_PRICES = "BKSTL";
const NO_ACCOUNT = "BKUSR";
const NOT_SCHEDULED = "BKCAN";
const UNPAID_LIMIT = "BKUNP";
/** A waitlist offer not the booker's or not on this departure (migration 0014). */
const OFFER_NOT_FOUND = "BKOFN";
/** A waitlist offer past its time, withdrawn or already used. */
const OFFER_GONE_STATE = "BKOFX";
/** PostgreSQL's lock_not_available: the lock timeout ran out. */
const LOCK_TIMEOUT = "55P03";

const cancelledDeparture = () => AppError.conflict("This departure is cancelled and cannot be booked");

/** Refuses a booking that needs more spaces of a cabin type than are free, saying how many are. */
function throwIfTooFew(cabinName: string, free: number, needed: number) {
  if (needed <= free) return;
  throw AppError.conflict(
    free <= 0
      ? `${cabinName} is sold out on this departure`
      : `Only ${free} ${free === 1 ? "space is" : "spaces are"} free in ${cabinName} on this departure; you asked for ${needed}`,
    "guestArray",
  );
}
