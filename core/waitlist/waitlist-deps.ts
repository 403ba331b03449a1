/** What the waitlist's use cases share: their deps, the entry as the calls answer it, the offer's link and time. */
import type { Database } from "../../db/client.ts";
import type { MailQueue } from "../mail/mail-queue.ts";
import type { Clock } from "../shared/clock.ts";
import { DEFAULT_WAITLIST_OFFER_HOURS, type WaitlistState } from "./waitlist-types.ts";

export type WaitlistDeps = {
  db: Database;
  now: Clock;
  mail: MailQueue;
  publicUrl: string;
  /** How long an offer holds its spaces (WAITLIST_OFFER_HOURS). */
  offerHours?: number;
  /** Told after a commit that changed what is free on a departure (the page cache drops its copies). */
  spacesChanged?: (tripId: string) => void;
};

/** One entry as the calls answer it. */
export type WaitlistEntryView = {
  id: string;
  tripId: string;
  tripTitle: string;
  departure: string;
  cabinId: string;
  cabinName: string;
  spaces: number;
  /** As of now: an offer past its time reads `expired` before the sweep records it. */
  state: WaitlistState;
  /** Place in line among the waiting entries of that cabin type (1 is next); null when not waiting. */
  position: number | null;
  /** The open offer, while it holds spaces. */
  offer: { id: string; spaces: number; expiresAt: Date } | null;
  createdAt: Date;
  /** For the admin's list. */
  guest: { id: string; firstName: string; lastName: string; email: string };
};

/** Where an offer's e-mail link leads: the booking screen with the offered spaces. */
export const waitlistOfferPath = (offerId: string) => `/waitlist/offer/${offerId}`;

/** How long an offer holds its spaces, milliseconds. */
export function offerMs(deps: WaitlistDeps): number {
  return (deps.offerHours ?? DEFAULT_WAITLIST_OFFER_HOURS) * 3_600_000;
}

/** The answer to a booking or link with an offer whose time ran out (or that was used or withdrawn). */
export const OFFER_GONE = "This waitlist offer has expired: its spaces passed to the next guest in line";
