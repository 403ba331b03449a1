/**
 * The way from a booking to its final details (/final-details/{id}), with how far they are: "Not
 * started", "2 of 3 guests done" or "Complete" (core/bookings/final-details-progress.ts). Only a held or
 * confirmed booking takes details; a cancelled or expired one shows nothing.
 */
import { Link } from "react-router";
import {
  type FinalDetailsProgress,
  finalDetailsLabel,
  finalDetailsState,
} from "../../core/bookings/final-details-progress.ts";

export function FinalDetailsLink({
  bookingId,
  progress,
  state,
  className = "text-link",
  of,
}: {
  bookingId: string;
  progress: FinalDetailsProgress;
  state: string;
  className?: string;
  /** Read after "Final details" by screen readers where several bookings are listed. */
  of?: string;
}) {
  if (state !== "held" && state !== "confirmed") return null;
  return (
    <Link
      to={`/final-details/${bookingId}`}
      className={className}
      data-final-details={finalDetailsState(progress)}
    >
      {finalDetailsState(progress) === "complete" ? "Final details" : "Give the final details"}
      {of ? <span className="visually-hidden"> of {of}</span> : null}
      {": "}
      {finalDetailsLabel(progress)}
    </Link>
  );
}
