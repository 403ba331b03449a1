import { useNavigation } from "react-router";

/**
 * The last step before a booking is made (the trip's guests screen, the course's students screen):
 * "Book now", busy while the form is sent, and the button that empties what is being booked.
 */
export function BookNowActions({ clearLabel, onClear }: { clearLabel: string; onClear: () => void }) {
  const busy = useNavigation().state !== "idle";
  return (
    <div className="receipt-actions">
      <button type="submit" className="button button-primary" disabled={busy}>
        Book now
      </button>
      <button type="button" className="button button-outline" onClick={onClear}>
        {clearLabel}
      </button>
    </div>
  );
}
