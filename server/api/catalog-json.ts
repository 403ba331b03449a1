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

/**
 * A list the public site shows whole (no paging): `count` and `resPerPage` are both its length, so the
 * same answer fits the paged lists' `{ count, resPerPage }` contract.
 */
export function wholeListJson<T>(key: string, items: T[]) {
  return { success: true, [key]: items, count: items.length, resPerPage: items.length };
}
