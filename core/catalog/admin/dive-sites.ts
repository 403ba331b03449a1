/** Dive sites (spec §7 `/admin/dive-site/...`): a depth range where the minimum is not below the maximum. */
import { diveSites } from "../../../db/schema.ts";
import { AppError } from "../../shared/errors.ts";
import type { DiveSiteInput } from "../catalog-schemas.ts";
import { namedItemWrites, pick } from "./catalog-write.ts";

export const { create: createDiveSite, update: updateDiveSite } = namedItemWrites("dive-site", diveSites, {
  created: (input: DiveSiteInput) => {
    assertDepths(input.minDepthM, input.maxDepthM);
    return {
      region: input.region ?? "",
      level: input.level ?? "",
      minDepthM: input.minDepthM ?? null,
      maxDepthM: input.maxDepthM ?? null,
      features: input.features ?? [],
    };
  },
  changed: (input, current) => {
    assertDepths(input.minDepthM ?? current.minDepthM, input.maxDepthM ?? current.maxDepthM);
    return pick(input, ["region", "level", "minDepthM", "maxDepthM", "features"]);
  },
});

/** Refuses a minimum depth below the maximum (either may be unknown). */
export function assertDepths(min: number | null | undefined, max: number | null | undefined) {
  if (min != null && max != null && min > max) {
    throw AppError.badRequest("Minimum depth must not be more than the maximum depth", "minDepthM");
  }
}
