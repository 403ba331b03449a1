/**
 * The waitlist (decision 0020): a signed-in guest queues for spaces of a sold-out cabin type on a
 * departure; when spaces come free, the first in line whose request fits gets an offer that holds
 * those spaces for WAITLIST_OFFER_HOURS and an e-mail with a link that books them.
 *
 * - An offer is a hold: `trip_cabin_usage(at)` counts open offers before their time (the migration baseline),
 *   so every reader and the capacity triggers see the spaces as taken, and an offer past its time
 *   frees them by time alone. `place_booking` consumes the offer when the booking names it.
 * - The line (waitlist-line.ts) and the one offer step (waitlist-offers.ts, `offerFreed`) are modules
 *   over one deps (waitlist-deps.ts); this class only hands them the deps.
 * - The offer step locks the cabin row (the lock every booking of that cabin type takes), so two sweeps, on one process or several, run it one after the
 *   other and the second sees the first's offers; `waitlist_offers_entry_key` makes a second offer for
 *   an entry fail whatever path tries, and the e-mail is queued in the offer's own transaction, so each
 *   offer sends exactly one.
 * - It runs from the scheduled sweep (holds and offers run out by time alone) and at once after a
 *   cancellation, a move, a capacity change and a removed entry.
 */
import type { Transaction } from "../../db/client.ts";
import type { SessionUser } from "../accounts/session-user.ts";
import type { WaitlistDeps } from "./waitlist-deps.ts";
import { joinWaitlist, lineOfTrip, myEntries, removeEntry } from "./waitlist-line.ts";
import { offerFor, offerFreed, offerFreedOnCabin, sweepWaitlist } from "./waitlist-offers.ts";

export { OFFER_GONE, type WaitlistDeps, type WaitlistEntryView, waitlistOfferPath } from "./waitlist-deps.ts";
export type { Transaction };

export class WaitlistService {
  constructor(private readonly deps: WaitlistDeps) {}

  /** Joins the line; refused with 409 while the spaces asked for are free (book them instead). */
  join(user: SessionUser, tripId: string, input: { cabinId: string; spaces: number }) {
    return joinWaitlist(this.deps, user, tripId, input);
  }

  mine(user: SessionUser) {
    return myEntries(this.deps, user);
  }

  ofTrip(tripId: string) {
    return lineOfTrip(this.deps, tripId);
  }

  remove(id: string, viewer: SessionUser): Promise<string> {
    return removeEntry(this.deps, id, viewer);
  }

  offerFreed(tripId: string): Promise<number> {
    return offerFreed(this.deps, tripId);
  }

  sweep(): Promise<number> {
    return sweepWaitlist(this.deps);
  }

  offerFreedOnCabin(tripCabinId: string): Promise<number> {
    return offerFreedOnCabin(this.deps, tripCabinId);
  }

  offerFor(viewer: SessionUser, offerId: string) {
    return offerFor(this.deps, viewer, offerId);
  }
}
