/**
 * The one clock. Every service that reads the time gets it from createServices (server/services.ts)
 * instead of calling `new Date()` or `Date.now()`, and writes the times its rules depend on (expiries,
 * due times, ordering) from it rather than from the database's `now()`. Tests hand in a clock they move.
 */
export type Clock = () => Date;

/** The real time. */
export const systemClock: Clock = () => new Date();
