/**
 * Free spaces are computed from rows, never counted down (domain guide "inventory"; decision 0012).
 *
 * A cabin type on a departure offers `spaces`. Bookings take some: confirmed ones (sold) and unpaid
 * ones whose hold has not run out (held). What is free is what is left:
 *
 *     free = spaces − booked − held   (never below 0 in what a guest is shown)
 *
 * The database keeps the same rule (the `trip_cabin_usage(at)` function and the `trip_cabins` capacity
 * trigger, db/migrations): the booking issue defines which booking rows count by replacing that
 * function, and this function stays the one place the arithmetic is written in code.
 */
import type { SpaceUsage } from "./trip-types.ts";

/** No booking takes spaces yet: the usage of a cabin type nothing has been booked in. */
export const NO_USAGE: SpaceUsage = Object.freeze({ booked: 0, held: 0 });

/** Spaces still free for sale: `spaces` less what is sold and held, at least 0. */
export function freeSpaces(spaces: number, usage: SpaceUsage = NO_USAGE): number {
  return Math.max(0, spaces - usage.booked - usage.held);
}

/** Spaces already taken (sold or held): the least a cabin type's `spaces` may be cut to. */
export function takenSpaces(usage: SpaceUsage = NO_USAGE): number {
  return usage.booked + usage.held;
}

/** Spaces taken on a whole departure: what its cabin types have sold and hold. */
export function takenOnDeparture(cabins: readonly SpaceUsage[]): number {
  return cabins.reduce((sum, usage) => sum + takenSpaces(usage), 0);
}

/**
 * The message when a change would offer fewer spaces than are taken, or undefined when it is fine.
 * Used by the admin service before it writes (the database trigger refuses the same write anyway).
 */
export function capacityCutProblem(cabinName: string, spaces: number, usage: SpaceUsage): string | undefined {
  const taken = takenSpaces(usage);
  if (spaces >= taken) return undefined;
  return `${cabinName}: ${taken} ${taken === 1 ? "space is" : "spaces are"} already booked or held, so it cannot offer fewer than ${taken}`;
}
