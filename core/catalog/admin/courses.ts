/** Courses (spec §7 `/admin/course/...`): the price comes in THB and is stored in satang. */
import { courses } from "../../../db/schema.ts";
import { type CourseInput, thbToSatang } from "../catalog-schemas.ts";
import {
  type CatalogAdminDeps,
  freeSlug,
  type ImageUpload,
  nextPosition,
  pick,
  richText,
  saveCatalogItem,
  updatePicturedItem,
} from "./catalog-write.ts";

export function createCourse(deps: CatalogAdminDeps, input: CourseInput, uploads: ImageUpload[] = []) {
  return saveCatalogItem(deps, "course", { uploads, alts: input.imageAlts }, async (tx, images) => {
    const [row] = await tx
      .insert(courses)
      .values({
        name: input.name,
        slug: await freeSlug(tx, "course", input.slug ?? input.name),
        summary: input.summary ?? "",
        description: richText(deps, input.description),
        price: thbToSatang(input.price),
        ...(input.durationDays !== undefined ? { durationDays: input.durationDays } : {}),
        ...(input.minimumAge !== undefined ? { minimumAge: input.minimumAge } : {}),
        prerequisites: input.prerequisites ?? "",
        features: input.features ?? [],
        images,
        position: await nextPosition(tx, courses),
      })
      .returning({ id: courses.id });
    return row!.id;
  });
}

export function updateCourse(
  deps: CatalogAdminDeps,
  id: string,
  input: Partial<CourseInput>,
  uploads: ImageUpload[] = [],
) {
  return updatePicturedItem(deps, "course", courses, id, { input, uploads }, () => ({
    ...pick(input, ["name", "summary", "durationDays", "minimumAge", "prerequisites", "features"]),
    ...(input.price !== undefined ? { price: thbToSatang(input.price) } : {}),
    ...(input.description !== undefined ? { description: richText(deps, input.description) } : {}),
  }));
}
