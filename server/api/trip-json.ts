/**
 * Trips as the API answers them: amounts in THB, and for guests without what only
 * the crew and the admins see (crew notes, sold and held spaces).
 */
import { satangToBaht } from "../../core/shared/money.ts";
import type { TripList, TripView } from "../../core/trips/trip-service.ts";
import type { Rental } from "../../core/trips/trip-types.ts";

export function tripJson(trip: TripView, audience: "public" | "admin") {
  const cabins = trip.cabins.map((cabin) => {
    const base = {
      cabinId: cabin.cabinId,
      name: cabin.name,
      berths: cabin.berths,
      price: satangToBaht(cabin.price),
      spaces: cabin.spaces,
      spacesLeft: cabin.spacesLeft,
    };
    return audience === "admin" ? { ...base, booked: cabin.booked, held: cabin.held } : base;
  });
  const { crewNotes, ...rest } = trip;
  return {
    ...rest,
    ...(audience === "admin" ? { crewNotes } : {}),
    cabins,
    fees: satangToBaht(trip.fees),
    priceFrom: satangToBaht(trip.priceFrom),
    ...(audience === "admin"
      ? {
          booked: trip.cabins.reduce((sum, cabin) => sum + cabin.booked, 0),
          held: trip.cabins.reduce((sum, cabin) => sum + cabin.held, 0),
        }
      : {}),
  };
}

export function tripListJson(list: TripList, audience: "public" | "admin") {
  return {
    success: true,
    trips: list.trips.map((trip) => tripJson(trip, audience)),
    tripsCount: list.tripsCount,
    resPerPage: list.resPerPage,
    filteredTripsCount: list.filteredTripsCount,
    finalTrip: list.finalTrip ? tripJson(list.finalTrip, audience) : null,
    seasonOne: list.seasonOne,
    seasonTwo: list.seasonTwo,
    seasonThree: list.seasonThree,
  };
}

export const rentalJson = (rental: Rental) => ({ ...rental, price: satangToBaht(rental.price) });
