/** Categories of pages (spec §7 `/admin/category/...`), listed with their pages in order. */
import { asc, eq } from "drizzle-orm";
import { categories, pages } from "../../../db/schema.ts";
import { AppError } from "../../shared/errors.ts";
import type { CategoryInput } from "../catalog-schemas.ts";
import { changedSlug, insertWithFreeSlug } from "./catalog-slugs.ts";
import { type CatalogAdminDeps, nextPosition, pick, saveCatalogItem } from "./catalog-write.ts";

export async function listCategories(deps: Pick<CatalogAdminDeps, "db">) {
  const rows = await deps.db
    .select()
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name));
  const pageRows = await deps.db
    .select({
      id: pages.id,
      title: pages.title,
      slug: pages.slug,
      categoryId: pages.categoryId,
      position: pages.position,
    })
    .from(pages)
    .orderBy(asc(pages.position), asc(pages.title));
  return rows.map((category) => ({
    ...category,
    pages: pageRows
      .filter((page) => page.categoryId === category.id)
      .map(({ categoryId: _c, ...page }) => page),
  }));
}

export async function getCategory(deps: Pick<CatalogAdminDeps, "db">, id: string) {
  const category = (await listCategories(deps)).find((row) => row.id === id);
  if (!category) throw AppError.notFound("Category");
  return category;
}

export function createCategory(deps: CatalogAdminDeps, input: CategoryInput) {
  return saveCatalogItem(deps, "category", undefined, async (tx) =>
    insertWithFreeSlug(tx, "category", categories, input.slug ?? input.name, {
      name: input.name,
      placement: input.placement ?? "none",
      position: input.position ?? (await nextPosition(tx, categories)),
    }),
  );
}

export async function updateCategory(deps: CatalogAdminDeps, id: string, input: Partial<CategoryInput>) {
  await saveCatalogItem(deps, "category", undefined, async (tx) => {
    const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
    if (!current) throw AppError.notFound("Category");
    await tx
      .update(categories)
      .set({
        ...pick(input, ["name", "position", "placement"]),
        slug: await changedSlug(tx, deps.now(), "category", current, input),
        updatedAt: deps.now(),
      })
      .where(eq(categories.id, id));
    return id;
  });
}
