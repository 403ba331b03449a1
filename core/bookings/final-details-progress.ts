/**
 * How far a booking's final details are: a guest is done when the details saved for them pass today's
 * rules (core/bookings/final-details.ts), so details saved before a rule was tightened show as to do.
 * Every screen that names the state (the guest's booking screens, the admin's booking and departure
 * pages) reads it from here.
 */
import { guestFinalDetailsSchema } from "./final-details.ts";

export type FinalDetailsProgress = {
  /** Guests whose saved details are complete. */
  done: number;
  /** Guests in the booking. */
  total: number;
};

/** Whether one guest's saved details (null or undefined: none yet) are complete. */
export function guestDetailsDone(saved: unknown): boolean {
  return saved != null && guestFinalDetailsSchema.safeParse(saved).success;
}

/** The progress of a booking from its guests' saved details, in any order. */
export function finalDetailsProgress(saved: readonly unknown[]): FinalDetailsProgress {
  return { done: saved.filter(guestDetailsDone).length, total: saved.length };
}

/** "Not started", "2 of 3 guests done" or "Complete". */
export function finalDetailsLabel({ done, total }: FinalDetailsProgress): string {
  if (done === 0) return "Not started";
  if (done >= total) return "Complete";
  return `${done} of ${total} guests done`;
}

/** The state as a word for styling and tests: none, some or all guests done. */
export function finalDetailsState({ done, total }: FinalDetailsProgress): "none" | "partial" | "complete" {
  if (done === 0) return "none";
  return done >= total ? "complete" : "partial";
}
