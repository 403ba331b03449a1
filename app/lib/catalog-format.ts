/** Small wording rules shared by the catalogue screens. */
import type { BoatWithCabins, DiveSite } from "../../core/catalog/catalog-service.ts";

/** "5–40 m", "from 5 m", "to 40 m", or null when the depths are not set. */
export function depthRange(site: Pick<DiveSite, "minDepthM" | "maxDepthM">): string | null {
  const { minDepthM: min, maxDepthM: max } = site;
  if (min !== null && max !== null) return min === max ? `${min} m` : `${min}–${max} m`;
  if (min !== null) return `from ${min} m`;
  if (max !== null) return `to ${max} m`;
  return null;
}

/** Guests a boat sleeps: berths per cabin times cabins, over every cabin type. */
export function boatCapacity(boat: Pick<BoatWithCabins, "cabins">): { guests: number; cabins: number } {
  return boat.cabins.reduce(
    (total, cabin) => ({
      guests: total.guests + cabin.spaces * cabin.cabinCount,
      cabins: total.cabins + cabin.cabinCount,
    }),
    { guests: 0, cabins: 0 },
  );
}

/** "1 day", "3 days". */
export function days(count: number): string {
  return count === 1 ? "1 day" : `${count} days`;
}

/** The noun for a count: noun(1, "guest") is "guest", noun(2, "guest") is "guests". */
export function noun(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

/** "1 guest", "2 guests" and the like. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${noun(count, one, many)}`;
}
