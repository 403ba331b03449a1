/**
 * Bookings (issue 11): make one, read one, list a customer's own. Every amount is computed here from
 * the departure, the price list and the courses (core/bookings/booking-money.ts); nothing a client
 * sends is trusted as a price.
 *
 * Capacity, never oversold (security items 19–21):
 * - one transaction per booking; the departure's cabin rows it needs are locked in id order (the one
 *   order every writer uses, so two bookings cannot deadlock), with a lock timeout;
 * - free spaces are counted from rows at the clock's instant (`trip_cabin_usage(at)`), so a hold that
 *   ran out frees its spaces by time alone;
 * - the database's capacity triggers refuse any write over capacity whatever path makes it
 *   (migration 0007), the backstop behind the check made here with a readable message.
 * A new booking holds its spaces until its payment is due, and at least for the checkout window.
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import {
  bookingGuests,
  bookings,
  boats,
  cabinTypes,
  courses,
  payments,
  rentals,
  tripCabins,
  trips,
  users,
} from "../../db/schema.ts";
import type { MailQueue } from "../accounts/account-service.ts";
import type { SessionUser } from "../accounts/session-user.ts";
import { bookingReceivedMail } from "./booking-mails.ts";
import type { Clock } from "../shared/clock.ts";
import { isCheckViolation, sqlState } from "../shared/db-errors.ts";
import { AppError } from "../shared/errors.ts";
import { freeSpaces, NO_USAGE } from "../trips/free-spaces.ts";
import { bangkokToday } from "../trips/seasons.ts";
import { loadUsage, usageAt } from "../trips/space-usage.ts";
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
  /** Told after a commit that changed what is free on a departure (the page cache drops its copies). */
  spacesChanged?: (tripId: string) => void;
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
};

export class BookingService {
  private readonly settings: BookingSettings;

  constructor(private readonly deps: BookingDeps) {
    this.settings = { ...DEFAULT_BOOKING_SETTINGS, ...deps.settings };
  }

  private get db() {
    return this.deps.db;
  }

  /**
   * Books: four statements inside the transaction, since on a busy server each round trip to the
   * database costs more than the work in it (docs/performance.md, "Booking commits"):
   * 1. the booker's row, locked (their unpaid-bookings count cannot race), with the transaction's
   *    clock and lock timeout;
   * 2. the departure's cabin rows it needs, locked in id order, with the departure, the boat, what is
   *    taken of each cabin and the booker's unpaid holds (read after their row is locked);
   * 3. the booking and its guests in one statement (the capacity trigger checks them at its end);
   * 4. the `booking-received` e-mail in the outbox.
   * The answer is built from the rows in hand: nothing is read back.
   */
  async create(user: SessionUser, input: BookingInput): Promise<BookingView> {
    const now = this.deps.now();
    const id = randomUUID();
    const wanted = [...new Set(input.guestArray.map((guest) => guest.cabinId))];
    let view: BookingView;
    try {
      view = await this.db.transaction(async (tx) => {
        const profile = await this.lockCustomer(tx, user, now);
        const cabins = await this.lockCabins(tx, user, input.tripId, wanted, now);
        const trip = cabins[0]!.trip;
        if (user.role === "customer" && cabins[0]!.unpaid >= this.settings.maxUnpaidBookings) {
          throw AppError.conflict(
            `You already hold ${this.settings.maxUnpaidBookings} unpaid bookings: pay or let one of them go before booking another`,
          );
        }
        // What was free when the statement began: a readable refusal in the usual case. The trigger is
        // the guarantee (a booking that committed while this one waited for the lock is counted there).
        for (const cabin of cabins) {
          const needed = input.guestArray.filter((guest) => guest.cabinId === cabin.cabinTypeId).length;
          throwIfTooFew(cabin.name, freeSpaces(cabin.spaces, cabin.usage), needed);
        }
        const [rentalRows, courseRows] = await this.pricesOf(tx, input);

        // Copied onto each guest.
        const agentDiscount = user.role === "agent" ? user.agentDiscount : 0;
        const guests = input.guestArray.map((guest, index) => {
          const cabin = cabins.find((row) => row.cabinTypeId === guest.cabinId)!;
          const equipment: BookedEquipment[] = guest.equipment.map((rentalId) => {
            const rental = rentalRows.find((row) => row.id === rentalId);
            if (!rental)
              throw AppError.badRequest(
                `Guest ${index + 1}: ${rentalId} is not offered for rent`,
                "guestArray",
              );
            return { id: rental.id, name: rental.name, price: rental.price };
          });
          const booked: BookedCourse[] = guest.courses.map((entry) => {
            const course = courseRows.find((row) => row.id === entry.courseId);
            if (!course)
              throw AppError.badRequest(
                `Guest ${index + 1}: no course has the id ${entry.courseId}`,
                "guestArray",
              );
            return {
              courseId: course.id,
              name: course.name,
              coursePrice: course.price,
              crewPak: entry.crewPak,
            };
          });
          return {
            bookingId: id,
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
        const discounts = { discount: trip.discount, agentDiscount };
        const total = bookingTotal(guests, discounts);
        const deposit = depositOf(total, this.settings.depositPercent);
        const due = dueDate("PENDING", now, trip.departure, now)!;
        const holdExpiresAt = new Date(
          Math.max(due.getTime(), now.getTime() + this.settings.checkoutWindowMinutes * 60_000),
        );
        const leadGuest = input.leadGuest ?? profile;

        // The booking and its guests in one statement; the guests' capacity trigger runs at its end.
        const newBooking = tx.insert(bookings).values({
          id,
          tripId: trip.id,
          userId: user.id,
          leadGuest,
          discount: trip.discount,
          agentDiscount,
          total,
          deposit,
          state: "held",
          holdExpiresAt,
          createdAt: now,
          updatedAt: now,
        });
        const newGuests = tx.insert(bookingGuests).values(guests);
        await tx.execute(sql`with new_booking as (${newBooking.getSQL()}) ${newGuests.getSQL()}`);
        if (this.deps.mail) {
          await this.deps.mail.queue(
            tx,
            bookingReceivedMail(
              { id, leadGuest, total, trip: { title: trip.title, departure: trip.departure } },
              holdExpiresAt,
              new URL(`/deferred-payment/${id}`, this.deps.publicUrl ?? "http://localhost").toString(),
            ),
          );
        }
        const status = paymentStatusOf(0, total, deposit);
        return {
          id,
          userId: user.id,
          trip: {
            id: trip.id,
            title: trip.title,
            departure: trip.departure,
            returnDate: trip.returnDate,
            nights: trip.nights,
            boat: trip.boat,
          },
          leadGuest,
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
        } satisfies BookingView;
      });
    } catch (error) {
      throw await this.bookingConflict(error, input, now);
    }
    this.deps.mail?.wake();
    this.deps.spacesChanged?.(input.tripId);
    return view;
  }

  /** One booking, for its owner or an admin; anyone else gets 404 (not 403: its existence is not told). */
  async get(id: string, viewer: SessionUser): Promise<BookingView> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw AppError.notFound("Booking");
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

  /** Locks the booker's row and answers their contact; sets the transaction's clock and lock timeout. */
  private async lockCustomer(tx: Transaction, user: SessionUser, now: Date): Promise<LeadGuest> {
    const result = await tx.execute(sql`
      select ${users.firstName} as "firstName", ${users.lastName} as "lastName", ${users.email} as "email",
             ${users.phone} as "phone", ${users.country} as "country", ${users.countryCode} as "countryCode",
             set_config('app.now', ${now.toISOString()}, true) as "clock",
             set_config('lock_timeout', ${`${this.settings.lockTimeoutMs}ms`}, true) as "lockTimeout"
      from ${users} where ${users.id} = ${user.id} for update`);
    const [row] = (result as unknown as { rows: (LeadGuest & { clock: string; lockTimeout: string })[] })
      .rows;
    if (!row) throw new AppError("unauthorized", "Please sign in again");
    return leadGuestOf(row);
  }

  /**
   * The departure's cabin rows the booking needs, locked in id order (`FOR UPDATE`, unless the
   * concurrency test's control run turned locks off), each with the departure and its boat, what is
   * taken of it at `now`, and the booker's unpaid holds (counted in this statement's snapshot, taken
   * after the booker's row was locked). Refuses an unknown, cancelled or sailed departure and a cabin
   * type the departure does not offer.
   */
  private async lockCabins(tx: Transaction, user: SessionUser, tripId: string, wanted: string[], now: Date) {
    const lock = this.deps.capacityLocks === false ? sql`` : sql`for update of ${tripCabins}`;
    const result = await tx.execute(sql`
      select ${tripCabins.id} as "id", ${tripCabins.cabinTypeId} as "cabinTypeId", ${cabinTypes.name} as "name",
             ${tripCabins.price} as "price", ${tripCabins.spaces} as "spaces",
             coalesce(usage.booked, 0) as "booked", coalesce(usage.held, 0) as "held",
             ${trips.title} as "title", ${trips.departure}::text as "departure",
             ${trips.returnDate}::text as "returnDate", ${trips.nights} as "nights",
             ${trips.discount} as "discount", ${trips.fees} as "fees", ${trips.status} as "status",
             ${boats.name} as "boatName", ${boats.slug} as "boatSlug",
             (select count(*) from ${bookings}
               where ${bookings.userId} = ${user.id} and ${bookings.state} = 'held'
                 and ${bookings.holdExpiresAt} > ${now.toISOString()}::timestamptz) as "unpaid"
      from ${tripCabins}
      join ${cabinTypes} on ${cabinTypes.id} = ${tripCabins.cabinTypeId}
      join ${trips} on ${trips.id} = ${tripCabins.tripId}
      join ${boats} on ${boats.id} = ${trips.boatId}
      left join lateral (select u.booked, u.held from ${usageAt(now)} u where u.trip_cabin_id = ${tripCabins.id}) usage on true
      where ${tripCabins.tripId} = ${tripId} and ${tripCabins.cabinTypeId} in ${wanted}
      order by ${tripCabins.id}
      ${lock}`);
    const rows = (result as unknown as { rows: LockedCabinRow[] }).rows;
    const first = rows[0];
    if (!first) {
      // Nothing matched: say whether the departure or the cabin type is wrong (an error path only).
      const [trip] = await tx.select({ status: trips.status }).from(trips).where(eq(trips.id, tripId));
      if (!trip) throw AppError.notFound("Trip");
      if (trip.status !== "scheduled")
        throw AppError.conflict("This departure is cancelled and cannot be booked");
    } else {
      if (first.status !== "scheduled")
        throw AppError.conflict("This departure is cancelled and cannot be booked");
      if (first.departure <= bangkokToday(now))
        throw AppError.conflict("This departure has sailed and cannot be booked");
    }
    for (const cabinId of wanted) {
      if (!rows.some((row) => row.cabinTypeId === cabinId)) {
        throw AppError.badRequest("A guest's cabinId is not a cabin type of this departure", "guestArray");
      }
    }
    return rows.map((row) => ({
      id: row.id,
      cabinTypeId: row.cabinTypeId,
      name: row.name,
      price: Number(row.price),
      spaces: Number(row.spaces),
      usage: { booked: Number(row.booked), held: Number(row.held) },
      unpaid: Number(row.unpaid),
      trip: {
        id: tripId,
        title: row.title,
        departure: row.departure,
        returnDate: row.returnDate,
        nights: Number(row.nights),
        discount: Number(row.discount),
        fees: Number(row.fees),
        boat: { name: row.boatName, slug: row.boatSlug },
      },
    }));
  }

  /** The rentals and courses the guests asked for, from the server's rows (read only when asked for). */
  private async pricesOf(tx: Transaction, input: BookingInput) {
    const courseIds = [...new Set(input.guestArray.flatMap((guest) => guest.courses.map((c) => c.courseId)))];
    const wantsRentals = input.guestArray.some((guest) => guest.equipment.length > 0);
    return Promise.all([
      wantsRentals ? tx.select().from(rentals).where(eq(rentals.available, true)) : Promise.resolve([]),
      courseIds.length > 0
        ? tx.select().from(courses).where(inArray(courses.id, courseIds))
        : Promise.resolve([]),
    ]);
  }

  /**
   * Lock waits and the capacity trigger's refusals, as answers a guest can read. A refusal by the
   * trigger means spaces went while this booking waited for the lock: what is free now is read again
   * so the message says how many are left.
   */
  private async bookingConflict(error: unknown, input: BookingInput, now: Date): Promise<unknown> {
    if (sqlState(error) === "55P03") {
      return Object.assign(
        AppError.conflict("Many guests are booking this departure right now: please try again"),
        { cause: error },
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
      return Object.assign(refusal as AppError, { cause: error });
    }
    return Object.assign(
      AppError.conflict("Those spaces were just taken: please choose again", "guestArray"),
      { cause: error },
    );
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
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw AppError.notFound("Booking");
    const [view] = await this.views(eq(bookings.id, id));
    if (!view) throw AppError.notFound("Booking");
    return view;
  }

  /** Bookings matching `where` (admin lists and manifests), newest first. */
  viewsWhere(where: SQL | undefined): Promise<BookingView[]> {
    return this.views(where);
  }

  /** Each guest's final details, in the booking's order (owner only; the booking must be live). */
  async saveFinalDetails(user: SessionUser, id: string, guests: GuestFinalDetails[]): Promise<void> {
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
          paid: sql<number>`coalesce(sum(case when ${payments.kind} = 'refund' then -${payments.amount} else ${payments.amount} end), 0)`,
        })
        .from(payments)
        .where(and(inArray(payments.bookingId, ids), eq(payments.state, "succeeded")))
        .groupBy(payments.bookingId),
    ]);
    return rows.map(({ booking, trip, boat }) => {
      const paidAmount = Number(paid.find((row) => row.bookingId === booking.id)?.paid ?? 0);
      const status = paymentStatusOf(paidAmount, booking.total, booking.deposit);
      const held = booking.state === "held" && booking.holdExpiresAt !== null && booking.holdExpiresAt > now;
      const state: BookingState =
        booking.state === "held" && !held ? "expired" : (booking.state as BookingState);
      const live = state === "held" || state === "confirmed";
      return {
        id: booking.id,
        userId: booking.userId,
        trip: { ...trip, boat },
        leadGuest: booking.leadGuest,
        guestArray: guests
          .filter((row) => row.guest.bookingId === booking.id)
          .map(({ guest, cabinTypeId }) => bookedGuest(guest, cabinTypeId)),
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

type LockedCabinRow = {
  id: string;
  cabinTypeId: string;
  name: string;
  price: number | string;
  spaces: number | string;
  booked: number | string;
  held: number | string;
  title: string;
  departure: string;
  returnDate: string;
  nights: number | string;
  discount: number | string;
  fees: number | string;
  status: string;
  boatName: string;
  boatSlug: string;
  unpaid: number | string;
};

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
