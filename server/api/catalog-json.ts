/**
 * Catalogue items as the API answers them: prices in THB (prices in requests and answers
 * are THB); the services and pages keep integer satang.
 */
import type { BoatWithCabins, Course } from "../../core/catalog/catalog-service.ts";
import { satangToThb } from "../../core/catalog/catalog-schemas.ts";

export function boatJson(boat: BoatWithCabins) {
  return { ...boat, cabins: boat.cabins.map((cabin) => ({ ...cabin, price: satangToThb(cabin.price) })) };
}

export function courseJson(course: Course) {
  return { ...course, price: satangToThb(course.price) };
}
