/**
 * "Cancel booking" on an admin's booking screen (trip or course), inside the screen's action form: a
 * first press asks, saying what cancelling does (`consequence`); "Yes, cancel the booking" posts
 * `intent=cancel`, "Keep it" asks no more.
 */
import { useState } from "react";

export function CancelBookingControl({ consequence, busy }: { consequence: string; busy: boolean }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="button button-outline" onClick={() => setAsking(true)}>
        Cancel booking
      </button>
    );
  }
  return (
    <>
      <p role="alert">Cancel this booking? {consequence}</p>
      <button type="submit" name="intent" value="cancel" className="button button-primary" disabled={busy}>
        Yes, cancel the booking
      </button>
      <button type="button" className="button button-outline" onClick={() => setAsking(false)}>
        Keep it
      </button>
    </>
  );
}
