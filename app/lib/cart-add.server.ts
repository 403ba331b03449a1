/**
 * The cart page's check of an addition in its address (app/lib/cart-add.ts): the departure as the
 * site offers it now, the cabin type with free spaces, and the spaces by the button's own rule.
 */
import type { AppLoadContext } from "react-router";
import { isAppError } from "../../core/shared/errors.ts";
import { type CartAddition, requestedAddition, spacesProblem } from "./cart-add.ts";
import { dateRange } from "./trip-format.ts";

const NOT_OFFERED = "This departure is no longer offered.";

export async function checkCartAddition(
  context: AppLoadContext,
  request: Request,
): Promise<CartAddition | null> {
  const asked = requestedAddition(new URL(request.url).searchParams);
  if (!asked) return null;
  let trip;
  try {
    trip = await context.services.trips.get(asked.tripId);
  } catch (error) {
    if (isAppError(error)) return { ok: false, tripId: null, problem: NOT_OFFERED };
    throw error;
  }
  if (trip.status !== "scheduled" || trip.past) return { ok: false, tripId: trip.id, problem: NOT_OFFERED };
  const cabin = trip.cabins.find((c) => c.cabinId === asked.cabinId && c.spacesLeft > 0);
  if (!cabin)
    return {
      ok: false,
      tripId: trip.id,
      problem: "This cabin type has no free spaces. Please choose again.",
    };
  const problem = spacesProblem(asked.spaces, cabin);
  if (problem) return { ok: false, tripId: trip.id, problem };
  return {
    ok: true,
    tripId: trip.id,
    cabinId: cabin.cabinId,
    spaces: Number(asked.spaces),
    tripTitle: trip.title,
    dates: dateRange(trip.departure, trip.returnDate),
    cabinName: cabin.name,
  };
}
