/**
 * The bookings domain's value lists and shapes, shared by the schema, the services, the API
 * and the screens. Plain types only: the browser's bundle imports this.
 */

/**
 * A booking's life: `held` (spaces held until `holdExpiresAt`, nothing or not enough paid), `confirmed`
 * (the deposit or more is paid: its spaces are sold), `expired` (a hold that ran out; its spaces were
 * free again from the moment it ran out, whatever this column says), `cancelled`.
 */
export const bookingStates = ["held", "confirmed", "expired", "cancelled"] as const;
export type BookingState = (typeof bookingStates)[number];

export const paymentKinds = ["deposit", "balance", "full", "refund"] as const;
export type PaymentKind = (typeof paymentKinds)[number];

/** open: created at the provider, not paid yet; succeeded; failed (declined); cancelled (superseded). */
export const paymentStates = ["open", "succeeded", "failed", "cancelled"] as const;
export type PaymentState = (typeof paymentStates)[number];

export const paymentProviders = ["stripe", "test", "offline"] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/**
 * The e-mails an admin may send a booking's lead guest again ("resend e-mails"): the
 * booking confirmation with its due date and payment link, the latest payment's receipt, a reminder of
 * the payment due, and the request for final details.
 */
export const resendableMails = [
  "booking-received",
  "payment-receipt",
  "payment-reminder",
  "final-details-request",
] as const;
export type ResendableMail = (typeof resendableMails)[number];

/** How an admin may record a payment received outside the card provider. */
export const offlinePaymentMethods = ["bank transfer", "cash", "other"] as const;
export type OfflinePaymentMethod = (typeof offlinePaymentMethods)[number];

/** The lead guest's contact, copied onto the booking (it defaults to the booker's profile). */
export type LeadGuest = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  countryCode: string;
};

/** The lead-guest contact of a profile (or any row that has its fields), and nothing else of it. */
export function leadGuestOf(profile: LeadGuest): LeadGuest {
  const { firstName, lastName, email, phone, country, countryCode } = profile;
  return { firstName, lastName, email, phone, country, countryCode };
}

/** A rental item as booked for one guest: name and price (satang per trip) copied at booking time. */
export type BookedEquipment = { id: string; name: string; price: number };
/** A course taken on board, copied at booking time (spec §3 Course entry). */
export type BookedCourse = { courseId: string; name: string; coursePrice: number; crewPak: boolean };
