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
import { and, asc, count, desc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
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
import { loadUsage } from "../trips/space-usage.ts";
import {
  bookingTotal,
  DEFAULT_DEPOSIT_PERCENT,
  depositOf,
  dueDate,
  paymentStatusOf,
  type PaymentStatus,
} from "./booking-money.ts";
import type { BookingInput } from "./booking-schemas.ts";
import type { BookedCourse, BookedEquipment, BookingState, LeadGuest } from "./booking-types.ts";
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

  async create(user: SessionUser, input: BookingInput): Promise<BookingView> {
    const now = this.deps.now();
    let id: string;
    try {
      id = await this.db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('app.now', ${now.toISOString()}, true), set_config('lock_timeout', ${`${this.settings.lockTimeoutMs}ms`}, true)`,
        );
        const profile = await this.lockCustomer(tx, user, now);
        const trip = await this.offeredTrip(tx, input.tripId, now);
        // Prices from the server's own rows, read before the cabins are locked (the lock is held to commit).
        const courseIds = [
          ...new Set(input.guestArray.flatMap((guest) => guest.courses.map((c) => c.courseId))),
        ];
        const [rentalRows, courseRows] = await Promise.all([
          tx.select().from(rentals).where(eq(rentals.available, true)),
          courseIds.length > 0
            ? tx.select().from(courses).where(inArray(courses.id, courseIds))
            : Promise.resolve([]),
        ]);

        // The cabin rows this booking needs, locked in id order, then what is free at this instant.
        const wanted = [...new Set(input.guestArray.map((guest) => guest.cabinId))];
        const cabinQuery = tx
          .select({
            id: tripCabins.id,
            cabinTypeId: tripCabins.cabinTypeId,
            name: cabinTypes.name,
            price: tripCabins.price,
            spaces: tripCabins.spaces,
          })
          .from(tripCabins)
          .innerJoin(cabinTypes, eq(cabinTypes.id, tripCabins.cabinTypeId))
          .where(and(eq(tripCabins.tripId, trip.id), inArray(tripCabins.cabinTypeId, wanted)))
          .orderBy(asc(tripCabins.id));
        const cabins =
          this.deps.capacityLocks === false
            ? await cabinQuery
            : await cabinQuery.for("update", { of: tripCabins });
        for (const cabinId of wanted) {
          if (!cabins.some((cabin) => cabin.cabinTypeId === cabinId)) {
            throw AppError.badRequest(
              "A guest's cabinId is not a cabin type of this departure",
              "guestArray",
            );
          }
        }
        const usage = await loadUsage(
          tx,
          cabins.map((cabin) => cabin.id),
          now,
        );
        for (const cabin of cabins) {
          const needed = input.guestArray.filter((guest) => guest.cabinId === cabin.cabinTypeId).length;
          const free = freeSpaces(cabin.spaces, usage.get(cabin.id) ?? NO_USAGE);
          if (needed > free) {
            throw AppError.conflict(
              free === 0
                ? `${cabin.name} is sold out on this departure`
                : `Only ${free} ${free === 1 ? "space is" : "spaces are"} free in ${cabin.name} on this departure; you asked for ${needed}`,
              "guestArray",
            );
          }
        }

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

        const [row] = await tx
          .insert(bookings)
          .values({
            tripId: trip.id,
            userId: user.id,
            leadGuest: input.leadGuest ?? profile,
            discount: trip.discount,
            agentDiscount,
            total,
            deposit,
            state: "held",
            holdExpiresAt,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: bookings.id });
        await tx.insert(bookingGuests).values(guests.map((guest) => ({ ...guest, bookingId: row!.id })));
        if (this.deps.mail) {
          const lead = input.leadGuest ?? profile;
          await this.deps.mail.queue(
            tx,
            bookingReceivedMail(
              { id: row!.id, leadGuest: lead, total, trip: { title: trip.title, departure: trip.departure } },
              holdExpiresAt,
              new URL(`/deferred-payment/${row!.id}`, this.deps.publicUrl ?? "http://localhost").toString(),
            ),
          );
        }
        return row!.id;
      });
    } catch (error) {
      throw bookingConflict(error);
    }
    this.deps.mail?.wake();
    this.deps.spacesChanged?.(input.tripId);
    return this.get(id, user);
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

  /** Locks the booker's row (so their unpaid-bookings count cannot race) and answers their contact. */
  private async lockCustomer(tx: Transaction, user: SessionUser, now: Date): Promise<LeadGuest> {
    const [profile] = await tx
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
        country: users.country,
        countryCode: users.countryCode,
      })
      .from(users)
      .where(eq(users.id, user.id))
      .for("update");
    if (!profile) throw new AppError("unauthorized", "Please sign in again");
    if (user.role === "customer") {
      const [{ unpaid }] = (await tx
        .select({ unpaid: count() })
        .from(bookings)
        .where(
          and(eq(bookings.userId, user.id), eq(bookings.state, "held"), gt(bookings.holdExpiresAt, now)),
        )) as [{ unpaid: number }];
      if (Number(unpaid) >= this.settings.maxUnpaidBookings) {
        throw AppError.conflict(
          `You already hold ${this.settings.maxUnpaidBookings} unpaid bookings: pay or let one of them go before booking another`,
        );
      }
    }
    return profile;
  }

  private async offeredTrip(tx: Transaction, tripId: string, now: Date) {
    const [trip] = await tx.select().from(trips).where(eq(trips.id, tripId));
    if (!trip) throw AppError.notFound("Trip");
    if (trip.status !== "scheduled")
      throw AppError.conflict("This departure is cancelled and cannot be booked");
    if (trip.departure <= bangkokToday(now))
      throw AppError.conflict("This departure has sailed and cannot be booked");
    return trip;
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
          .map(({ guest, cabinTypeId }) => ({
            name: guest.name,
            cabinId: cabinTypeId,
            cabinName: guest.cabinName,
            cabinPrice: guest.cabinPrice,
            fees: guest.fees,
            equipmentPrice: guest.equipmentPrice,
            equipment: guest.equipment,
            courses: guest.courses,
          })),
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

/** Lock waits and the capacity triggers' refusals, as answers a guest can read. */
function bookingConflict(error: unknown): unknown {
  if (sqlState(error) === "55P03") {
    return Object.assign(
      AppError.conflict("Many guests are booking this departure right now: please try again"),
      { cause: error },
    );
  }
  if (isCheckViolation(error)) {
    return Object.assign(
      AppError.conflict("Those spaces were just taken: please choose again", "guestArray"),
      { cause: error },
    );
  }
  return error;
}
