/**
 * "This hold is still live": a booking (of a departure's spaces or of a course date's seats) in state
 * `held` whose `holdExpiresAt` is after the instant asked about. A hold that ran out frees its spaces
 * from that instant, whatever the state column still says, so every reader asks this one question.
 *
 * The database asks it through the SQL function `hold_is_live(state, hold_expires_at, at)` (the
 * migration `shared_rules`), which the capacity functions and the queries use; this is its TypeScript
 * twin, and core/shared/holds.int.test.ts checks the two agree on a table of cases on both databases.
 * No ORM here: the browser's bundle may import it.
 */

/** The fields a hold is read from (a trip booking's or a course booking's row). */
export type HoldFields = { state: string; holdExpiresAt: Date | null };

/** True when the row is `held` and its hold runs out after `at`. */
export function holdIsLive(row: HoldFields, at: Date): boolean {
  return row.state === "held" && row.holdExpiresAt !== null && row.holdExpiresAt.getTime() > at.getTime();
}

/** The state as readers see it at `at`: a `held` row whose hold ran out reads as `expired`. */
export function stateAt<S extends string>(
  row: { state: S; holdExpiresAt: Date | null },
  at: Date,
): S | "expired" {
  return row.state === "held" && !holdIsLive(row, at) ? "expired" : row.state;
}
