/**
 * Information pages (spec §7 `/admin/page/...`): each in a category or none, numbered 1, 2, 3… within
 * its category (the page-number options the admin form offers).
 */
import { asc, eq } from "drizzle-orm";
import type { Transaction } from "../../../db/client.ts";
import { categories, pages } from "../../../db/schema.ts";
import { AppError } from "../../shared/errors.ts";
import type { PageInput } from "../catalog-schemas.ts";
import { insertWithFreeSlug } from "./catalog-slugs.ts";
import {
  type CatalogAdminDeps,
  type ImageUpload,
  pick,
  richText,
  saveCatalogItem,
  updatePicturedItem,
} from "./catalog-write.ts";

export function createPage(deps: CatalogAdminDeps, input: PageInput, uploads: ImageUpload[] = []) {
  return saveCatalogItem(deps, "page", { uploads, alts: input.imageAlts }, async (tx, images) => {
    const categoryId = await existingCategory(tx, input.categoryId);
    const id = await insertWithFreeSlug(tx, "page", pages, input.slug ?? input.title, {
      title: input.title,
      summary: input.summary ?? "",
      body: richText(deps, input.body),
      listItems: input.listItems ?? [],
      events: input.events ?? [],
      categoryId,
      position: 0,
      images,
    });
    await placePage(tx, id, categoryId, input.position);
    return id;
  });
}

export async function updatePage(
  deps: CatalogAdminDeps,
  id: string,
  input: Partial<PageInput>,
  uploads: ImageUpload[] = [],
) {
  await updatePicturedItem(
    deps,
    "page",
    pages,
    id,
    { input: { ...input, name: input.title }, uploads },
    async (current, tx) => ({
      ...pick(input, ["title", "summary", "listItems", "events"]),
      ...(input.body !== undefined ? { body: richText(deps, input.body) } : {}),
      categoryId:
        input.categoryId !== undefined ? await existingCategory(tx, input.categoryId) : current.categoryId,
    }),
    async (current, tx, written) => {
      const categoryId = written.categoryId ?? null;
      if (input.position !== undefined || categoryId !== current.categoryId) {
        await placePage(tx, id, categoryId, input.position);
      }
    },
  );
}

/**
 * The order of a category's pages once `pageId` is put at `position` (1 = first) among `others`, or
 * last when no position is given; a position past either end puts it at that end.
 */
export function orderWithPageAt(others: readonly string[], pageId: string, position?: number): string[] {
  const at = Math.min(Math.max((position ?? others.length + 1) - 1, 0), others.length);
  return [...others.slice(0, at), pageId, ...others.slice(at)];
}

/** Puts a page at `position` among its category's pages and renumbers the category 1, 2, 3… */
async function placePage(tx: Transaction, pageId: string, categoryId: string | null, position?: number) {
  const siblings = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(categoryId ? eq(pages.categoryId, categoryId) : eq(pages.id, pageId))
    .orderBy(asc(pages.position), asc(pages.title));
  const others = siblings.map((page) => page.id).filter((id) => id !== pageId);
  for (const [index, id] of orderWithPageAt(others, pageId, position).entries()) {
    await tx
      .update(pages)
      .set({ position: index + 1 })
      .where(eq(pages.id, id));
  }
}

async function existingCategory(tx: Transaction, categoryId: string | undefined): Promise<string | null> {
  if (!categoryId) return null;
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw AppError.badRequest("Category not found: choose one of the categories", "categoryId");
  return row.id;
}
