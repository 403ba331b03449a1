/** A departure's live bookings and the crew's manifest (CSV, one row per guest, by cabin). */
import { eq, inArray } from "drizzle-orm";
import { stringify } from "csv-stringify/sync";
import { bookingGuests, trips } from "../../db/schema.ts";
import { AppError } from "../shared/errors.ts";
import type { BookingView } from "./booking-service.ts";
import type { GuestFinalDetails } from "./final-details.ts";

import type { BookingAdminDeps } from "./booking-admin-changes.ts";

/** A departure's held and confirmed bookings, newest first (its admin page, the manifest). */
export async function liveBookingsOf(deps: BookingAdminDeps, tripId: string): Promise<BookingView[]> {
  return (await deps.bookings.views({ tripId })).filter(
    (booking) => booking.state === "held" || booking.state === "confirmed",
  );
}

/** The crew's manifest of a departure: one row per guest of a live booking, by cabin. */
export async function manifestCsv(deps: BookingAdminDeps, tripId: string): Promise<string> {
  const [trip] = await deps.db.select({ id: trips.id }).from(trips).where(eq(trips.id, tripId));
  if (!trip) throw AppError.notFound("Trip");
  const list = await liveBookingsOf(deps, tripId);
  const details = await deps.db
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
