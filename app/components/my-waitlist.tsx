/**
 * The guest's waitlist entries on /bookings/me (decision 0020): place in line, an open offer with the
 * time it is held until and its link to book, and a button to leave the line.
 */
import { Form, Link } from "react-router";
import { formatDate, formatDateTime } from "../../core/shared/dates.ts";
import { LabelledSection } from "./labelled-section.tsx";

export type MyWaitlistEntry = {
  id: string;
  tripId: string;
  tripTitle: string;
  departure: string;
  cabinName: string;
  spaces: number;
  state: string;
  position: number | null;
  offer: { id: string; spaces: number; expiresAt: string } | null;
};

const STATE_TEXT: Record<string, string> = {
  booked: "Booked",
  cancelled: "Left the waitlist",
  expired: "Offer expired",
};

export function MyWaitlist({ entries }: { entries: MyWaitlistEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <LabelledSection id="my-waitlist-title" title="Your waitlist" headingClassName="block-title">
      <ul className="waitlist-list">
        {entries.map((entry) => (
          <li key={entry.id} className="waitlist-entry">
            <p>
              <Link to={`/trip/${entry.tripId}`} className="text-link">
                {entry.tripTitle}
              </Link>{" "}
              (departing {formatDate(`${entry.departure}T12:00:00+07:00`)}): {entry.spaces}{" "}
              {entry.spaces === 1 ? "space" : "spaces"} in {entry.cabinName}.{" "}
              {entry.offer ? (
                <>
                  <strong>Offered to you</strong>, held until {formatDateTime(entry.offer.expiresAt)}.{" "}
                  <Link to={`/waitlist/offer/${entry.offer.id}`} className="text-link">
                    Book these spaces
                  </Link>
                </>
              ) : entry.state === "waiting" ? (
                <>Number {entry.position} in line.</>
              ) : (
                (STATE_TEXT[entry.state] ?? entry.state)
              )}
            </p>
            {entry.state === "waiting" || entry.offer ? (
              <Form method="post">
                <input type="hidden" name="intent" value="leave-waitlist" />
                <input type="hidden" name="entryId" value={entry.id} />
                <button type="submit" className="button button-secondary">
                  Leave the waitlist<span className="visually-hidden"> for {entry.tripTitle}</span>
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
    </LabelledSection>
  );
}
