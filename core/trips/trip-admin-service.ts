/**
 * The admin side of trips: create, change, cancel and delete departures, create a weekly series from
 * one template, and edit the rental price list. Each use case lives in its own module
 * (trip-admin-save.ts, trip-admin-cancel.ts, trip-admin-rentals.ts) over the shared steps of
 * trip-admin-steps.ts; this class only hands them the deps.
 *
 * Rules kept there (each refusal names the problem):
 * - the return is after the departure, and `nights` (when given) matches the dates;
 * - the boat, its cabin types and the dive sites exist, and every cabin type offered is the boat's;
 * - two scheduled departures of one boat never overlap: the boat's row is locked (FOR UPDATE) while
 *   the overlap is checked and the row written, so two admins saving at once cannot both pass (409);
 * - capacity is never cut below what is sold or held (core/trips/free-spaces.ts; the database's
 *   `trip_cabins_capacity` trigger refuses the same write whatever path makes it);
 * - a departure in the parks' closed season is allowed; answers carry a warning for the admin screens;
 * - a departure with anything booked is cancelled, not deleted (decision 0009).
 * Every change is announced on the content feed, so cached schedule pages drop at once.
 */
import { cancelTrip, deleteTrip } from "./trip-admin-cancel.ts";
import { updateRentals } from "./trip-admin-rentals.ts";
import { createSeries, createTrip, updateTrip } from "./trip-admin-save.ts";
import type { SavedTrip, TripAdminDeps } from "./trip-admin-steps.ts";
import type { RentalsChange, TripChange, TripInput, TripSeriesInput } from "./trip-schemas.ts";

export { CLOSED_SEASON_WARNING, type SavedTrip, type TripAdminDeps } from "./trip-admin-steps.ts";

export class TripAdminService {
  constructor(private readonly deps: TripAdminDeps) {}

  create(input: TripInput): Promise<SavedTrip> {
    return createTrip(this.deps, input);
  }

  update(id: string, change: TripChange): Promise<SavedTrip> {
    return updateTrip(this.deps, id, change);
  }

  /** Deletes a departure nothing is booked on; one with bookings must be cancelled instead (409). */
  delete(id: string) {
    return deleteTrip(this.deps, id);
  }

  cancel(id: string) {
    return cancelTrip(this.deps, id);
  }

  createSeries(input: TripSeriesInput) {
    return createSeries(this.deps, input);
  }

  updateRentals(change: RentalsChange) {
    return updateRentals(this.deps, change);
  }
}
