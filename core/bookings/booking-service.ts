/**
 * Bookings: make one, read one, list a customer's own. Each use case lives in its own module:
 * pricing (booking-pricing.ts: every amount computed from the departure, the price list and the
 * courses; nothing a client sends is trusted as a price), placing (booking-placing.ts), reading
 * (booking-views.ts) and the guests' final details (booking-final-details.ts). This class only hands
 * them the deps.
 *
 * Capacity, never oversold (decisions 0012 and 0014):
 * - one transaction per booking (`place_booking`, the migration baseline, decision 0014); the departure's cabin
 *   rows it needs are locked in id order (the one order every writer uses, so two bookings cannot
 *   deadlock), with a lock timeout;
 * - free spaces are counted from rows at the clock's instant (`trip_cabin_usage(at)`), so a hold that
 *   ran out frees its spaces by time alone;
 * - the database's capacity triggers refuse any write over capacity whatever path makes it
 *   (the migration baseline); a refusal becomes a readable message from a fresh read of what is free.
 * A new booking holds its spaces until its payment is due, and at least for the checkout window.
 */
import type { SessionUser } from "../accounts/session-user.ts";
import { DEFAULT_BOOKING_SETTINGS, type HoldingDeps } from "./booking-holds.ts";
import { finalDetailsOf, saveFinalDetails } from "./booking-final-details.ts";
import { BookingOffers } from "./booking-offers.ts";
import { placeBooking, type PlacingDeps } from "./booking-placing.ts";
import type { BookingInput } from "./booking-schemas.ts";
import {
  bookingViews,
  type BookingView,
  type BookingViewFilter,
  getAnyBooking,
  getBooking,
  listMyBookings,
} from "./booking-views.ts";
import type { GuestFinalDetails } from "./final-details.ts";

export { type BookingSettings, DEFAULT_BOOKING_SETTINGS } from "./booking-holds.ts";
export type { BookedGuest, BookingView } from "./booking-views.ts";

export type BookingDeps = HoldingDeps & {
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

export class BookingService {
  private readonly deps: PlacingDeps;

  constructor(deps: BookingDeps) {
    this.deps = {
      ...deps,
      settings: { ...DEFAULT_BOOKING_SETTINGS, ...deps.settings },
      offers: deps.offers ?? new BookingOffers(deps.db, deps.now),
    };
  }

  /** The deposit asked at booking, percent of the total (the checkout summary names it). */
  get depositPercent(): number {
    return this.deps.settings.depositPercent;
  }

  create(user: SessionUser, input: BookingInput): Promise<BookingView> {
    return placeBooking(this.deps, user, input);
  }

  get(id: string, viewer: SessionUser): Promise<BookingView> {
    return getBooking(this.deps, id, viewer);
  }

  listMine(viewer: SessionUser) {
    return listMyBookings(this.deps, viewer);
  }

  finalDetailsOf(id: string, viewer: SessionUser): Promise<(GuestFinalDetails | null)[]> {
    return finalDetailsOf(this.deps, id, viewer);
  }

  getAny(id: string): Promise<BookingView> {
    return getAnyBooking(this.deps, id);
  }

  /** Bookings matching `filter`, for other core services (admin lists, manifests, the sweep). */
  views(filter: BookingViewFilter): Promise<BookingView[]> {
    return bookingViews(this.deps, filter);
  }

  saveFinalDetails(user: SessionUser, id: string, guests: (GuestFinalDetails | null)[]): Promise<void> {
    return saveFinalDetails(this.deps, user, id, guests);
  }
}
