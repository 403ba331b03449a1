/**
 * The one clock. Every service that reads the time gets it from createServices (server/services.ts)
 * instead of calling `new Date()` or `Date.now()`, and writes the times its rules depend on (expiries,
 * due times, ordering) from it rather than from the database's `now()`. Tests hand in a clock they move.
 */
export type Clock = () => Date;

/** The real time. */
export const systemClock: Clock = () => new Date();

/**
 * A clock that runs `offsetMs()` milliseconds ahead of `base` (tests that move the time of a running
 * server; see CLOCK_OFFSET_FILE in server/config.ts).
 */
export function offsetClock(offsetMs: () => number, base: Clock = systemClock): Clock {
  return () => new Date(base().getTime() + offsetMs());
}
