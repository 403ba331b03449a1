/**
 * Placing a trip booking in one call to the database, since on a busy server each round trip costs more
 * than the work in it (docs/performance.md, "Booking commits"; decision 0014):
 * 1. the booking is priced (booking-pricing.ts) from the kept offers; a refusal is checked against a
 *    fresh read before it is given;
 * 2. `place_booking` (the migration baseline), one statement and so one transaction: the booker's row and the
 *    cabin rows locked in id order, every price it was priced with compared with the rows (one changed
 *    meanwhile: priced again from fresh rows, at most three times), the unpaid-holds limit, then the
 *    booking with the lead guest (the profile's contact unless one was given), its guests (the capacity
 *    trigger checks them at the statement's end) and the `booking-received` e-mail.
 * The answer is built from what is in hand: nothing is read back.
 */
import { eq, sql } from "drizzle-orm";
import { cabinTypes, tripCabins } from "../../db/schema.ts";
import type { SessionUser } from "../accounts/session-user.ts";
import { isReferenceClash } from "../shared/booking-reference.ts";
import { isCheckViolation, sqlState } from "../shared/db-errors.ts";
import { AppError, isAppError } from "../shared/errors.ts";
import { freeSpaces, NO_USAGE } from "../trips/free-spaces.ts";
import { loadUsage } from "../trips/space-usage.ts";
import { OFFER_GONE } from "../waitlist/waitlist-service.ts";
import { type BookingSettings, type HoldingDeps, LOCK_TIMEOUT, unpaidLimitReached } from "./booking-holds.ts";
import type { BookingOffers } from "./booking-offers.ts";
import { cancelledDeparture, offerFor, priceBooking } from "./booking-pricing.ts";
import type { BookingInput } from "./booking-schemas.ts";
import { type LeadGuest, leadGuestOf } from "./booking-types.ts";
import type { BookingView } from "./booking-views.ts";

/** The deps of placing, with the settings filled in and the offers the service keeps. */
export type PlacingDeps = HoldingDeps & {
  settings: BookingSettings;
  offers: BookingOffers;
  spacesChanged?: (tripId: string) => void;
  spacesFreed?: (tripId: string) => Promise<unknown>;
};

/** `place_booking`'s refusals (the migration baseline), by their SQLSTATE. */
const STALE_PRICES = "BKSTL";
const NO_ACCOUNT = "BKUSR";
const NOT_SCHEDULED = "BKCAN";
const UNPAID_LIMIT = "BKUNP";
/** A waitlist offer not the booker's or not on this departure (the migration baseline). */
const OFFER_NOT_FOUND = "BKOFN";
/** A waitlist offer past its time, withdrawn or already used. */
const OFFER_GONE_STATE = "BKOFX";

export async function placeBooking(
  deps: PlacingDeps,
  user: SessionUser,
  input: BookingInput,
): Promise<BookingView> {
  for (let attempt = 1; ; attempt++) {
    const fresh = attempt > 1;
    if (fresh) deps.offers.invalidate(input.tripId);
    const now = deps.now();
    let placing: ReturnType<typeof priceBooking>;
    try {
      placing = priceBooking(deps, user, input, await offerFor(deps.offers, input, now), now);
    } catch (error) {
      if (!fresh && isAppError(error)) continue; // refused from kept rows: ask the database
      throw error;
    }
    const { view, call } = placing;
    let leadGuest: LeadGuest;
    try {
      const result = await deps.db.execute(
        sql`select place_booking(${JSON.stringify(call)}::jsonb) as "leadGuest"`,
      );
      // Both drivers parse jsonb into an object.
      const [row] = (result as unknown as { rows: { leadGuest: LeadGuest }[] }).rows;
      leadGuest = leadGuestOf(row!.leadGuest);
    } catch (error) {
      if (sqlState(error) === STALE_PRICES && attempt < 3) continue;
      // Another booking has this id's short reference: booked again, under a new id.
      if (isReferenceClash(error) && attempt < 5) continue;
      throw await bookingConflict(deps, error, input, now);
    }
    deps.mail?.wake();
    deps.spacesChanged?.(input.tripId);
    if (input.offerId) await deps.spacesFreed?.(input.tripId).catch(() => undefined);
    return { ...view, leadGuest };
  }
}

/**
 * Lock waits and the capacity trigger's refusals, as answers a guest can read. A refusal by the
 * trigger means spaces went while this booking waited for the lock: what is free now is read again
 * so the message says how many are left.
 */
async function bookingConflict(
  deps: PlacingDeps,
  error: unknown,
  input: BookingInput,
  now: Date,
): Promise<unknown> {
  const answer = (appError: AppError) => Object.assign(appError, { cause: error });
  switch (sqlState(error)) {
    case NO_ACCOUNT:
      return answer(new AppError("unauthorized", "Please sign in again"));
    case NOT_SCHEDULED:
      return answer(cancelledDeparture());
    case UNPAID_LIMIT:
      return answer(unpaidLimitReached(deps.settings.maxUnpaidBookings));
    case STALE_PRICES:
      return answer(AppError.conflict("This departure's prices changed while you booked: please try again"));
    case OFFER_NOT_FOUND:
      return answer(AppError.notFound("Waitlist offer"));
    case OFFER_GONE_STATE:
      return answer(AppError.conflict(OFFER_GONE, "offerId"));
    case LOCK_TIMEOUT:
      return answer(AppError.conflict("Many guests are booking this departure right now: please try again"));
  }
  if (!isCheckViolation(error)) return error;
  const cabins = await deps.db
    .select({
      id: tripCabins.id,
      cabinTypeId: tripCabins.cabinTypeId,
      name: cabinTypes.name,
      spaces: tripCabins.spaces,
    })
    .from(tripCabins)
    .innerJoin(cabinTypes, eq(cabinTypes.id, tripCabins.cabinTypeId))
    .where(eq(tripCabins.tripId, input.tripId));
  const usage = await loadUsage(
    deps.db,
    cabins.map((cabin) => cabin.id),
    now,
  );
  try {
    for (const cabin of cabins) {
      const needed = input.guestArray.filter((guest) => guest.cabinId === cabin.cabinTypeId).length;
      if (needed > 0) {
        throwIfTooFew(cabin.name, freeSpaces(cabin.spaces, usage.get(cabin.id) ?? NO_USAGE), needed);
      }
    }
  } catch (refusal) {
    return answer(refusal as AppError);
  }
  return answer(AppError.conflict("Those spaces were just taken: please choose again", "guestArray"));
}

/** Refuses a booking that needs more spaces of a cabin type than are free, saying how many are. */
function throwIfTooFew(cabinName: string, free: number, needed: number) {
  if (needed <= free) return;
  throw AppError.conflict(
    free <= 0
      ? `${cabinName} is sold out on this departure`
      : `Only ${free} ${free === 1 ? "space is" : "spaces are"} free in ${cabinName} on this departure; you asked for ${needed}`,
    "guestArray",
  );
}
