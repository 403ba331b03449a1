/**
 * Pricing a trip booking: what it is priced from (the kept offers: the departure with its boat and cabin
 * rows, the rentals, the courses), and the booking priced from it (booking-money.ts) with its guests,
 * total, deposit, hold and e-mail, as the answer and as the `place_booking` call that stores it. Every
 * amount is computed here; nothing a client sends is trusted as a price.
 */
import { randomUUID } from "node:crypto";
import type { SessionUser } from "../accounts/session-user.ts";
import { effectiveAgentDiscount } from "../accounts/agent-discount.ts";
import { outboxFields } from "../mail/mail.ts";
import { referenceOf } from "../shared/booking-reference.ts";
import { AppError } from "../shared/errors.ts";
import { bangkokToday } from "../trips/seasons.ts";
import { siteLink } from "./booking-holds.ts";
import { bookedGuest, type BookingView } from "./booking-views.ts";
import { bookingReceivedMail } from "./booking-mails.ts";
import { bookingTotal, depositOf, dueDate, paymentStatusOf } from "./booking-money.ts";
import type {
  BookingOffers,
  OfferedCabin,
  OfferedCourse,
  OfferedRental,
  TripOffer,
} from "./booking-offers.ts";
import type { PlacingDeps } from "./booking-placing.ts";
import type { BookingInput } from "./booking-schemas.ts";
import type { BookedCourse, BookedEquipment } from "./booking-types.ts";
import { finalDetailsProgress } from "./final-details-progress.ts";

/** What one booking is priced from. */
export type Offer = {
  trip: TripOffer;
  /** The departure's cabin rows the guests asked for. */
  cabins: OfferedCabin[];
  rentals: OfferedRental[];
  courses: OfferedCourse[];
};

export const cancelledDeparture = () => AppError.conflict("This departure is cancelled and cannot be booked");

/**
 * What the booking is priced from, from the kept offers: the departure's cabin rows the guests asked
 * for, with the departure and its boat, and the rentals and courses when a guest asked for one.
 * Refuses an unknown, cancelled or sailed departure and a cabin type the departure does not offer.
 */
export async function offerFor(offers: BookingOffers, input: BookingInput, now: Date): Promise<Offer> {
  const wantsRentals = input.guestArray.some((guest) => guest.equipment.length > 0);
  const wantsCourses = input.guestArray.some((guest) => guest.courses.length > 0);
  const [trip, rentalRows, courseRows] = await Promise.all([
    offers.trip(input.tripId),
    wantsRentals ? offers.availableRentals() : [],
    wantsCourses ? offers.allCourses() : [],
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
export function priceBooking(
  deps: PlacingDeps,
  user: SessionUser,
  input: BookingInput,
  offer: Offer,
  now: Date,
) {
  const { settings } = deps;
  const id = randomUUID();
  const { trip, cabins } = offer;
  const agentDiscount = effectiveAgentDiscount(user);
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
        throw AppError.badRequest(`Guest ${index + 1}: no course has the id ${entry.courseId}`, "guestArray");
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
  const deposit = depositOf(total, settings.depositPercent);
  const due = dueDate("PENDING", now, trip.departure, now)!;
  const holdExpiresAt = new Date(
    Math.max(due.getTime(), now.getTime() + settings.checkoutWindowMinutes * 60_000),
  );
  // Without a lead guest, `place_booking` stores the profile's contact; the e-mail goes to the
  // same name and address, which the session has (read from the same row for this request).
  const mailTo = input.leadGuest ?? user;
  const mail = deps.mail
    ? outboxFields(
        bookingReceivedMail(
          { id, leadGuest: mailTo, total, trip: { title: trip.title, departure: trip.departure } },
          holdExpiresAt,
          siteLink(deps.publicUrl, `/deferred-payment/${id}`),
        ),
      )
    : null;
  const call = {
    at: now.toISOString(),
    lockTimeoutMs: settings.lockTimeoutMs,
    lockCabins: deps.capacityLocks !== false,
    maxUnpaid: user.role === "customer" ? settings.maxUnpaidBookings : null,
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
