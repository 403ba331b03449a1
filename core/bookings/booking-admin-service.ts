/**
 * The admin side of bookings: the list with its filters and totals, changes to the
 * lead guest's contact and guests' names, offline payments, cancelling with a refund, moving to another
 * departure (capacity checked by the same triggers), extending a hold, and the manifest CSV. Each lives
 * in its own module (booking-admin-list.ts, booking-admin-changes.ts, booking-admin-mails.ts,
 * booking-manifest.ts); this class only hands them the deps.
 */
import type { MailDraft } from "./booking-mails.ts";
import {
  adminBooking,
  type BookingAdminDeps,
  cancelBooking,
  extendHold,
  moveBooking,
  recordPayment,
  updateBooking,
} from "./booking-admin-changes.ts";
import { type AdminBookingPage, type AdminBookingQuery, listAdminBookings } from "./booking-admin-list.ts";
import { resendMail } from "./booking-admin-mails.ts";
import { liveBookingsOf, manifestCsv } from "./booking-manifest.ts";
import type { BookingView } from "./booking-service.ts";
import type { OfflinePaymentMethod, ResendableMail } from "./booking-types.ts";

export { type BookingAdminDeps, EXTENDED_HOLD_HOURS } from "./booking-admin-changes.ts";
export { ADMIN_BOOKINGS_PER_PAGE, type AdminBookingQuery, DUE_SOON_DAYS } from "./booking-admin-list.ts";

export class BookingAdminService {
  constructor(private readonly deps: BookingAdminDeps) {}

  /** A page of the bookings, newest first, with the count and totals of every match. */
  list(query: AdminBookingQuery): Promise<AdminBookingPage> {
    return listAdminBookings({ db: this.deps.db, now: this.deps.now(), bookings: this.deps.bookings }, query);
  }

  get(id: string): Promise<BookingView> {
    return adminBooking(this.deps, id);
  }

  /** Corrects the lead guest's contact or the guests' names (what was sold and its prices stay). */
  update(
    id: string,
    change: { leadGuest?: BookingView["leadGuest"]; guestNames?: string[]; clearFlag?: boolean },
  ): Promise<BookingView> {
    return updateBooking(this.deps, id, change);
  }

  recordPayment(
    id: string,
    input: { amount: number; method: OfflinePaymentMethod; note?: string },
  ): Promise<BookingView> {
    return recordPayment(this.deps, id, input);
  }

  cancel(id: string): Promise<{ booking: BookingView; refunded: number }> {
    return cancelBooking(this.deps, id);
  }

  move(id: string, tripId: string): Promise<BookingView> {
    return moveBooking(this.deps, id, tripId);
  }

  extendHold(id: string): Promise<BookingView> {
    return extendHold(this.deps, id);
  }

  resend(id: string, kind: ResendableMail): Promise<MailDraft> {
    return resendMail(this.deps, id, kind);
  }

  liveBookingsOf(tripId: string): Promise<BookingView[]> {
    return liveBookingsOf(this.deps, tripId);
  }

  manifestCsv(tripId: string): Promise<string> {
    return manifestCsv(this.deps, tripId);
  }
}
