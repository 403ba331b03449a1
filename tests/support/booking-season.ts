/**
 * A season of bookings for the admin bookings lists' tests (trip bookings, course bookings), imported
 * as `season`: each booking made in one of four states and paid one of four ways (`season.KINDS`), its
 * stored hold and time of making, its booker and its payments.
 */
import type { Database } from "../../db/client.ts";

/** The states a season is made in: a hold still running and one that ran out are both stored as held. */
const STATES = ["confirmed", "held live", "held run out", "cancelled"] as const;

/** How a season's bookings have paid: nothing, part of the total, all of it, or all of it less a refund. */
const PAID_WAYS = ["nothing", "part", "in full", "in full less a refund"] as const;

/** The sixteen kinds of booking a season holds alike: each state with each way of having paid. */
export const KINDS = STATES.flatMap((state) => PAID_WAYS.map((paidWay) => ({ state, paidWay })));
export type Kind = (typeof KINDS)[number];

/** A booking service's dependencies for a season: the database, a clock stopped at `now`, no mail. */
export function serviceDeps(db: Database, now: Date) {
  return { db, now: () => now, mail: { queue: async () => {}, wake: () => {} } };
}

/**
 * The stored state and hold of the `n`th booking of a season, made in `state` (a hold an hour either
 * side of `now`), and when it was made, `ago` before `now`: a minute apart, and a tie every 16
 * bookings, so the list's order must still be total.
 */
export function booking(state: Kind["state"], now: Date, ago: number, n: number) {
  const hour = 3_600_000;
  return {
    state: state.startsWith("held") ? "held" : state,
    holdExpiresAt:
      state === "held live"
        ? new Date(now.getTime() + hour)
        : state === "held run out"
          ? new Date(now.getTime() - hour)
          : null,
    createdAt: new Date(now.getTime() - ago - (n % 16) * 60_000),
  };
}

/** A booker's contact details, numbered. */
export function contact(firstName: string, lastName: string, n: number) {
  return {
    firstName,
    lastName,
    email: `${firstName === "Guest" ? "guest" : "booker"}${n}@example.com`,
    phone: "+66 1",
    country: "Thailand",
    countryCode: "th",
  };
}

type Owner = { bookingId: string } | { courseBookingId: string };

/** A payment row recorded offline for a trip booking or a course booking (`owner`). */
function offlinePayment(owner: Owner, kind: string, amount: number, state = "succeeded") {
  const ownerId = "bookingId" in owner ? owner.bookingId : owner.courseBookingId;
  return {
    ...owner,
    provider: "offline",
    kind,
    amount,
    state,
    idempotencyKey: `${ownerId}-${kind}-${state}`,
  };
}

/**
 * The payments of a booking (`owner`) that paid `way`: an open payment of the total (of kind `open`),
 * which never counts, then a deposit of `part`, the total, or the total and a refund of `refund`.
 */
export function payments(
  owner: Owner,
  way: Kind["paidWay"],
  amounts: { open: string; total: number; part: number; refund: number },
) {
  const rows = [offlinePayment(owner, amounts.open, amounts.total, "open")];
  if (way === "part") rows.push(offlinePayment(owner, "deposit", amounts.part));
  if (way.startsWith("in full")) rows.push(offlinePayment(owner, "full", amounts.total));
  if (way === "in full less a refund") rows.push(offlinePayment(owner, "refund", amounts.refund));
  return rows;
}
