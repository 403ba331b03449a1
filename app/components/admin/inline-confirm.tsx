/**
 * A destructive action inside an admin screen's action form, asked for in place: a first press shows
 * `question` (what the action does) with the confirming button, which posts `intent`; "Keep it" asks
 * no more. Used for cancelling a booking and deleting a review.
 */
import { useState } from "react";

export function InlineConfirm({
  action,
  question,
  confirm,
  intent,
  busy,
}: {
  /** The first button's text, e.g. "Cancel booking". */
  action: string;
  question: string;
  /** The confirming button's text, e.g. "Yes, cancel the booking". */
  confirm: string;
  intent: string;
  busy: boolean;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="button button-outline" onClick={() => setAsking(true)}>
        {action}
      </button>
    );
  }
  return (
    <>
      <p role="alert">{question}</p>
      <button type="submit" name="intent" value={intent} className="button button-primary" disabled={busy}>
        {confirm}
      </button>
      <button type="button" className="button button-outline" onClick={() => setAsking(false)}>
        Keep it
      </button>
    </>
  );
}
