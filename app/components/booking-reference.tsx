/**
 * A booking's short reference (AL-7F3K2Q) beside its long id, as every screen that names a booking
 * shows them: the reference to quote, the id for the office's records.
 */
export function BookingReference({
  reference,
  id,
  showId = true,
}: {
  reference: string;
  id: string;
  showId?: boolean;
}) {
  return (
    <span className="booking-ref">
      Booking reference <strong data-booking-reference>{reference}</strong>
      {showId ? <span className="muted booking-ref-id"> · id {id}</span> : null}
    </span>
  );
}
