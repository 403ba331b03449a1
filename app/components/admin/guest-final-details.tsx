/**
 * Every guest's final details as the office reads them on /admin/booking/{id}: passport, birth date,
 * emergency contact, diving, rental sizes and travel, with the booking's progress ("2 of 3 guests
 * done") and each guest's own state. A guest who has sent nothing shows "Not given yet".
 */
import type { GuestFinalDetails } from "../../../core/bookings/final-details.ts";
import {
  type FinalDetailsProgress,
  finalDetailsLabel,
  finalDetailsState,
  guestDetailsDone,
} from "../../../core/bookings/final-details-progress.ts";

export type AdminGuestDetails = { name: string; cabin: string; details: GuestFinalDetails | null };

const or = (value: string | undefined) => (value && value.trim() !== "" ? value : "—");

function rows(details: GuestFinalDetails): [string, string][] {
  return [
    ["Name in passport", details.fullName],
    ["Passport", `${details.passportNumber} (${details.nationality})`],
    ["Date of birth", details.dateOfBirth],
    ["Gender", details.gender],
    ["Emergency contact", details.emergencyContact],
    [
      "Certification",
      [details.certificationAgency, details.certificationLevel, details.certificationNumber]
        .filter(Boolean)
        .join(" "),
    ],
    [
      "Logged dives",
      `${details.loggedDives}${details.lastDiveDate ? `, last on ${details.lastDiveDate}` : ""}`,
    ],
    ["Nitrox", details.nitroxCertified ? "Certified" : "No"],
    ["Dive insurance", or(details.diveInsurance)],
    [
      "Rental sizes",
      or(
        [
          details.wetsuitSize && `wetsuit ${details.wetsuitSize}`,
          details.bcdSize && `BCD ${details.bcdSize}`,
          details.finSize && `fins ${details.finSize}`,
        ]
          .filter(Boolean)
          .join(", "),
      ),
    ],
    ["Diet and allergies", or(details.diet)],
    ["Pickup hotel", or(details.pickupHotel)],
    ["Arrival flight", or(details.arrivalFlight)],
  ];
}

export function GuestFinalDetailsAdmin({
  guests,
  progress,
}: {
  guests: AdminGuestDetails[];
  progress: FinalDetailsProgress;
}) {
  return (
    <section aria-labelledby="final-details-title" className="admin-final-details">
      <h2 id="final-details-title" className="block-title">
        Final details:{" "}
        <span className="final-details-badge" data-state={finalDetailsState(progress)}>
          {finalDetailsLabel(progress)}
        </span>
      </h2>
      {guests.map((guest, index) => {
        const done = guestDetailsDone(guest.details);
        return (
          <section
            key={index}
            className="booking-guest"
            aria-labelledby={`guest-details-${index}`}
            data-testid={`guest-details-${index}`}
          >
            <h3 id={`guest-details-${index}`} className="final-details-guest-title">
              Guest {index + 1}
              {guest.name ? `: ${guest.name}` : ""} ({guest.cabin})
              <span className="final-details-badge" data-state={done ? "complete" : "none"}>
                {done ? "Done" : guest.details ? "Incomplete" : "Not given yet"}
              </span>
            </h3>
            {guest.details ? (
              <dl className="guest-details">
                {rows(guest.details).map(([term, value]) => (
                  <div key={term} className="guest-details-row">
                    <dt>{term}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </section>
        );
      })}
    </section>
  );
}
