/** Courses (spec §7 `/admin/course/...`): the price comes in THB and is stored in satang. */
import { courses } from "../../../db/schema.ts";
import { type CourseInput, thbToSatang } from "../catalog-schemas.ts";
import { namedItemWrites, pick } from "./catalog-write.ts";

export const { create: createCourse, update: updateCourse } = namedItemWrites("course", courses, {
  created: (input: CourseInput) => ({
    price: thbToSatang(input.price),
    ...(input.durationDays !== undefined ? { durationDays: input.durationDays } : {}),
    ...(input.minimumAge !== undefined ? { minimumAge: input.minimumAge } : {}),
    prerequisites: input.prerequisites ?? "",
    features: input.features ?? [],
  }),
  changed: (input) => ({
    ...pick(input, ["durationDays", "minimumAge", "prerequisites", "features"]),
    ...(input.price !== undefined ? { price: thbToSatang(input.price) } : {}),
  }),
});
