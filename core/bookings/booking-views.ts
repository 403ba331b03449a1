/**
 * Reading trip bookings: one booking as the API and the screens answer it (`BookingView`), built from
 * its stored rows at the clock's instant (a hold that ran out reads `expired`; what is paid is net of
 * refunds), and the reads by owner, by id and by a filter in the domain's terms.
 */
import { and, asc, between, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookingGuests, bookings, boats, payments, tripCabins, trips } from "../../db/schema.ts";
import type { SessionUser } from "../accounts/session-user.ts";
import type { Clock } from "../shared/clock.ts";
import { holdAt, oneBooking, paidByBooking } from "./booking-holds.ts";
import { dueDate, paymentStatusOf, type PaymentStatus } from "./booking-money.ts";
import type { BookedCourse, BookedEquipment, BookingState, LeadGuest } from "./booking-types.ts";
import { type FinalDetailsProgress, finalDetailsProgress } from "./final-details-progress.ts";
import type { TripOutline } from "../trips/trip-types.ts";

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
  trip: TripOutline & { boat: { name: string; slug: string } };
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

/**
 * Which bookings a read wants, in the domain's terms (the other parts of core ask through the booking
 * service and never write SQL against its tables). Every field given narrows the list; none reads all.
 */
export type BookingViewFilter = {
  ids?: readonly string[];
  tripId?: string;
  userId?: string;
  /** Stored states: a hold that ran out but is still stored as `held` is included by "held". */
  states?: readonly BookingState[];
  /** Departures that came back between these days, both included (yyyy-MM-dd). */
  returned?: { from: string; to: string };
};

function filterSql(filter: BookingViewFilter) {
  return and(
    filter.ids ? inArray(bookings.id, [...filter.ids]) : undefined,
    filter.tripId ? eq(bookings.tripId, filter.tripId) : undefined,
    filter.userId ? eq(bookings.userId, filter.userId) : undefined,
    filter.states ? inArray(bookings.state, [...filter.states]) : undefined,
    filter.returned ? between(trips.returnDate, filter.returned.from, filter.returned.to) : undefined,
  );
}

/** What the reads need. */
export type ReadDeps = { db: Database; now: Clock };

/** A guest as a booking answers it, from its stored row (or the row about to be stored). */
export function bookedGuest(
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

/** One booking, for its owner or an admin; anyone else gets 404 (not 403: its existence is not told). */
export async function getBooking(deps: ReadDeps, id: string, viewer: SessionUser): Promise<BookingView> {
  return oneBooking(id, "Booking", () =>
    bookingViews(deps, { ids: [id], ...(viewer.role === "admin" ? {} : { userId: viewer.id }) }),
  );
}

/** Any booking, for admins and the services acting for them. */
export async function getAnyBooking(deps: ReadDeps, id: string): Promise<BookingView> {
  return oneBooking(id, "Booking", () => bookingViews(deps, { ids: [id] }));
}

/** The viewer's own bookings, newest first, with what they come to and what is still to pay. */
export async function listMyBookings(deps: ReadDeps, viewer: SessionUser) {
  const list = await bookingViews(deps, { userId: viewer.id });
  const live = list.filter((booking) => booking.state === "held" || booking.state === "confirmed");
  return {
    bookings: list,
    totalAmount: live.reduce((sum, booking) => sum + booking.total, 0),
    pending: live.reduce((sum, booking) => sum + booking.pending, 0),
  };
}

/** Bookings matching `filter` (admin lists, manifests, the sweep), newest first. */
export async function bookingViews(deps: ReadDeps, filter: BookingViewFilter): Promise<BookingView[]> {
  const { db } = deps;
  const now = deps.now();
  const rows = await db
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
    .where(filterSql(filter))
    .orderBy(desc(bookings.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.booking.id);
  const [guests, paid] = await Promise.all([
    db
      .select({ guest: bookingGuests, cabinTypeId: tripCabins.cabinTypeId })
      .from(bookingGuests)
      .innerJoin(tripCabins, eq(tripCabins.id, bookingGuests.tripCabinId))
      .where(inArray(bookingGuests.bookingId, ids))
      .orderBy(asc(bookingGuests.position)),
    paidByBooking(db, payments.bookingId, ids),
  ]);
  return rows.map(({ booking, trip, boat }) => {
    const paidAmount = paid.get(booking.id) ?? 0;
    const status = paymentStatusOf(paidAmount, booking.total, booking.deposit);
    const hold = holdAt(booking, now);
    const live = hold.state === "held" || hold.state === "confirmed";
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
      state: hold.state,
      paymentInfo: { status },
      dueDate: live ? dueDate(status, booking.createdAt, trip.departure, now) : null,
      holdExpiresAt: hold.holdExpiresAt,
      flag: booking.flag,
      createdAt: booking.createdAt,
      finalDetails: finalDetailsProgress(guestRows.map((row) => row.guest.finalDetails)),
    };
  });
}
