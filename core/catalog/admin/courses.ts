/** Courses (spec §7 `/admin/course/...`): the price comes in THB and is stored in satang. */
import { courses } from "../../../db/schema.ts";
import { type CourseInput, thbToSatang } from "../catalog-schemas.ts";
import {
  type CatalogAdminDeps,
  createNamedItem,
  type ImageUpload,
  pick,
  updateNamedItem,
} from "./catalog-write.ts";

export function createCourse(deps: CatalogAdminDeps, input: CourseInput, uploads: ImageUpload[] = []) {
  return createNamedItem(
    deps,
    "course",
    courses,
    { input, uploads },
    {
      price: thbToSatang(input.price),
      ...(input.durationDays !== undefined ? { durationDays: input.durationDays } : {}),
      ...(input.minimumAge !== undefined ? { minimumAge: input.minimumAge } : {}),
      prerequisites: input.prerequisites ?? "",
      features: input.features ?? [],
    },
  );
}

export function updateCourse(
  deps: CatalogAdminDeps,
  id: string,
  input: Partial<CourseInput>,
  uploads: ImageUpload[] = [],
) {
  return updateNamedItem(deps, "course", courses, id, { input, uploads }, () => ({
    ...pick(input, ["durationDays", "minimumAge", "prerequisites", "features"]),
    ...(input.price !== undefined ? { price: thbToSatang(input.price) } : {}),
  }));
}
