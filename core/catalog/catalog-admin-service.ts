/**
 * The admin side of the catalogue (spec §7 Resource calls): create, change and delete boats (with
 * their cabin types), dive sites, courses, information pages and categories; delete one image or one
 * sub-item (a feature, detail, cabin or list item) by its place.
 *
 * Rules kept here:
 * - Slugs follow spec §5 (`slugify`) and are unique per kind. A change with a new name and no `slug`
 *   makes a new slug from the name; a change with a `slug` uses it. The old slug of a renamed item
 *   keeps working: its address answers 301 to the new one (`slug_redirects`).
 * - Rich text (descriptions, page bodies) goes through the one sanitiser on save.
 * - Images come as bytes with their alt text (required), are saved by the image store before the
 *   transaction, and removed again if it fails; images of a deleted row or removed image are deleted
 *   from the store after the transaction commits (decision 0009, "Images").
 * - Every change that public pages show is announced on the content feed after it commits, so the
 *   anonymous page cache drops its copies at once.
 */
import { type AnyColumn, and, asc, count, desc, eq, ilike, inArray, or } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { boats, cabinTypes, categories, courses, diveSites, pages, slugRedirects } from "../../db/schema.ts";
import type { ImageStore } from "../images/image-store.ts";
import { keptImages, removeQuietly, saveUploads } from "../images/picture-list.ts";
import type { StoredImage } from "../images/stored-image.ts";
import type { ContentEvents } from "../shared/content-events.ts";
import { asConflict, isUniqueViolation } from "../shared/db-errors.ts";
import { AppError } from "../shared/errors.ts";
import { sortParts } from "../shared/list-query.ts";
import { slugify } from "../shared/slug.ts";
import type { CatalogKind, CatalogSort, PageEvent, TitledText } from "./catalog-types.ts";
import {
  type BoatInput,
  type CabinInput,
  type CategoryInput,
  type CourseInput,
  type DiveSiteInput,
  type PageInput,
  thbToSatang,
} from "./catalog-schemas.ts";

/** An image sent with a form: its bytes; its alt text comes from `imageAlts` in the same order. */
export type ImageUpload = Uint8Array;

export type CatalogAdminDeps = {
  db: Database;
  images: ImageStore;
  contentEvents: ContentEvents;
  /** The one rich-text policy (core/shared/rich-text.ts). */
  sanitizeRichText: (html: string) => string;
  now: () => Date;
};

/** Admin lists: `resPerPage` items a page (spec §3: lists carry `count` and `resPerPage`). */
export const ADMIN_PAGE_SIZE = 20;

type ImageOwnerTable = typeof boats | typeof diveSites | typeof courses | typeof pages;
type SlugTable = ImageOwnerTable | typeof categories;

const LABELS: Record<CatalogKind, string> = {
  boat: "Boat",
  "dive-site": "Dive site",
  course: "Course",
  page: "Page",
  category: "Category",
};

const TABLES: Record<CatalogKind, SlugTable> = {
  boat: boats,
  "dive-site": diveSites,
  course: courses,
  page: pages,
  category: categories,
};

/**
 * Deleting what departures refer to is refused (decision 0009: the RESTRICT keys of trips and their
 * cabins and dive sites); the admin cancels or changes those departures first.
 */
const CABIN_IN_USE = "This cabin type is offered on departures: take it off those departures first";
const IN_USE: Record<CatalogKind, string> = {
  boat: "This boat has departures: delete or move them first",
  "dive-site": "Departures visit this dive site: take it off their itineraries first",
  course: "This course is in use and cannot be deleted",
  page: "This page is in use and cannot be deleted",
  category: "This category is in use and cannot be deleted",
};

/** The JSON lists that sub-item deletes address (spec §7), by kind and the query's index name. */
export const SUB_ITEM_LISTS = {
  "dive-site/feature": { kind: "dive-site", list: "features", index: "index", label: "Feature" },
  "course/feature": { kind: "course", list: "features", index: "index", label: "Feature" },
  "boat/detail": { kind: "boat", list: "details", index: "detailIndex", label: "Detail" },
  "page/listItem": { kind: "page", list: "listItems", index: "itemIndex", label: "List item" },
} as const;
export type SubItemPath = keyof typeof SUB_ITEM_LISTS;

export class CatalogAdminService {
  constructor(private readonly deps: CatalogAdminDeps) {}

  private get db() {
    return this.deps.db;
  }

  // ---- Lists (admin: search, sort and paging) ----

  async list(
    kind: Exclude<CatalogKind, "category">,
    query: { page: number; search?: string; sort?: CatalogSort },
  ) {
    const table = TABLES[kind] as ImageOwnerTable;
    const nameColumn = kind === "page" ? pages.title : (table as typeof boats).name;
    const where = query.search
      ? or(
          ilike(nameColumn, `%${escapeLike(query.search)}%`),
          ilike(table.slug, `%${escapeLike(query.search)}%`),
        )
      : undefined;
    const [{ total }] = (await this.db.select({ total: count() }).from(table).where(where)) as [
      { total: number },
    ];
    const rows = await this.db
      .select()
      .from(table)
      .where(where)
      .orderBy(...listOrder(query.sort ?? "position", table, nameColumn))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE);
    return { rows, count: Number(total), resPerPage: ADMIN_PAGE_SIZE };
  }

  // ---- Boats ----

  async createBoat(input: BoatInput, uploads: ImageUpload[] = []) {
    const images = await this.saveImages(uploads, input.imageAlts, "Boat");
    try {
      const id = await this.db.transaction(async (tx) => {
        const slug = await this.freeSlug(tx, "boat", input.slug ?? input.name);
        const [row] = await tx
          .insert(boats)
          .values({
            name: input.name,
            slug,
            summary: input.summary ?? "",
            description: this.rich(input.description),
            details: input.details ?? [],
            images,
            position: await this.nextPosition(tx, boats),
          })
          .returning({ id: boats.id });
        await this.replaceCabins(tx, row!.id, input.cabins ?? []);
        return row!.id;
      });
      this.changed("boat", id);
      return id;
    } catch (error) {
      await this.removeImages(images);
      throw this.slugConflict(error, "boat");
    }
  }

  async updateBoat(id: string, input: Partial<BoatInput>, uploads: ImageUpload[] = []) {
    const added = await this.saveImages(uploads, input.imageAlts, "Boat");
    try {
      await this.db.transaction(async (tx) => {
        const [current] = await tx.select().from(boats).where(eq(boats.id, id)).for("update");
        if (!current) throw AppError.notFound("Boat");
        const slug = await this.changedSlug(tx, "boat", current, input.name, input.slug);
        await tx
          .update(boats)
          .set({
            ...(input.name !== undefined ? { name: input.name } : {}),
            slug,
            ...(input.summary !== undefined ? { summary: input.summary } : {}),
            ...(input.description !== undefined ? { description: this.rich(input.description) } : {}),
            ...(input.details !== undefined ? { details: input.details } : {}),
            images: [...keptImages(current.images, input), ...added],
            updatedAt: this.deps.now(),
          })
          .where(eq(boats.id, id));
        if (input.cabins !== undefined) await this.replaceCabins(tx, id, input.cabins);
      });
    } catch (error) {
      await this.removeImages(added);
      throw this.slugConflict(error, "boat");
    }
    this.changed("boat", id);
  }

  /**
   * The boat's cabin types become `cabins`, in that order: an item with the `id` of one of this boat's
   * cabin types changes it in place (trips will refer to it), one without is new, and the boat's
   * cabin types missing from the list are deleted.
   */
  private async replaceCabins(tx: Transaction, boatId: string, cabins: CabinInput[]) {
    const existing = await tx
      .select({ id: cabinTypes.id })
      .from(cabinTypes)
      .where(eq(cabinTypes.boatId, boatId));
    const known = new Set(existing.map((row) => row.id));
    for (const cabin of cabins) {
      if (cabin.id && !known.has(cabin.id)) {
        throw AppError.badRequest(`Cabin "${cabin.name}" is not one of this boat's cabin types`, "cabins");
      }
    }
    const kept = new Set(cabins.flatMap((cabin) => (cabin.id ? [cabin.id] : [])));
    const gone = [...known].filter((cabinId) => !kept.has(cabinId));
    if (gone.length > 0) {
      await tx
        .delete(cabinTypes)
        .where(inArray(cabinTypes.id, gone))
        .catch((error: unknown) => {
          throw asConflict(error, CABIN_IN_USE, "cabins");
        });
    }
    for (const [position, cabin] of cabins.entries()) {
      const values = {
        name: cabin.name,
        description: cabin.description,
        spaces: cabin.spaces,
        cabinCount: cabin.cabinCount,
        price: thbToSatang(cabin.price),
        position,
      };
      if (cabin.id) await tx.update(cabinTypes).set(values).where(eq(cabinTypes.id, cabin.id));
      else await tx.insert(cabinTypes).values({ ...values, boatId });
    }
  }

  /** Spec §7 `DELETE /admin/boat/cabin?id=&cabinIndex=`: one cabin type by its place. */
  async deleteCabin(boatId: string, cabinIndex: number) {
    await this.db.transaction(async (tx) => {
      const [boat] = await tx.select({ id: boats.id }).from(boats).where(eq(boats.id, boatId)).for("update");
      if (!boat) throw AppError.notFound("Boat");
      const cabins = await tx
        .select({ id: cabinTypes.id })
        .from(cabinTypes)
        .where(eq(cabinTypes.boatId, boatId))
        .orderBy(asc(cabinTypes.position));
      const cabin = cabins[cabinIndex];
      if (!cabin) throw indexOutOfRange("Cabin", "cabinIndex", cabinIndex, cabins.length);
      await tx
        .delete(cabinTypes)
        .where(eq(cabinTypes.id, cabin.id))
        .catch((error: unknown) => {
          throw asConflict(error, CABIN_IN_USE, "cabinIndex");
        });
      // Close the gap so the places stay 0, 1, 2…
      for (const [position, rest] of cabins.filter((c) => c.id !== cabin.id).entries()) {
        await tx.update(cabinTypes).set({ position }).where(eq(cabinTypes.id, rest.id));
      }
      await tx.update(boats).set({ updatedAt: this.deps.now() }).where(eq(boats.id, boatId));
    });
    this.changed("boat", boatId);
  }

  // ---- Dive sites ----

  async createDiveSite(input: DiveSiteInput, uploads: ImageUpload[] = []) {
    assertDepths(input.minDepthM, input.maxDepthM);
    const images = await this.saveImages(uploads, input.imageAlts, "Dive site");
    try {
      const id = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(diveSites)
          .values({
            name: input.name,
            slug: await this.freeSlug(tx, "dive-site", input.slug ?? input.name),
            summary: input.summary ?? "",
            description: this.rich(input.description),
            region: input.region ?? "",
            level: input.level ?? "",
            minDepthM: input.minDepthM ?? null,
            maxDepthM: input.maxDepthM ?? null,
            features: input.features ?? [],
            images,
            position: await this.nextPosition(tx, diveSites),
          })
          .returning({ id: diveSites.id });
        return row!.id;
      });
      this.changed("dive-site", id);
      return id;
    } catch (error) {
      await this.removeImages(images);
      throw this.slugConflict(error, "dive-site");
    }
  }

  async updateDiveSite(id: string, input: Partial<DiveSiteInput>, uploads: ImageUpload[] = []) {
    const added = await this.saveImages(uploads, input.imageAlts, "Dive site");
    try {
      await this.db.transaction(async (tx) => {
        const [current] = await tx.select().from(diveSites).where(eq(diveSites.id, id)).for("update");
        if (!current) throw AppError.notFound("Dive site");
        assertDepths(input.minDepthM ?? current.minDepthM, input.maxDepthM ?? current.maxDepthM);
        await tx
          .update(diveSites)
          .set({
            ...pick(input, ["name", "summary", "region", "level", "minDepthM", "maxDepthM", "features"]),
            ...(input.description !== undefined ? { description: this.rich(input.description) } : {}),
            slug: await this.changedSlug(tx, "dive-site", current, input.name, input.slug),
            images: [...keptImages(current.images, input), ...added],
            updatedAt: this.deps.now(),
          })
          .where(eq(diveSites.id, id));
      });
    } catch (error) {
      await this.removeImages(added);
      throw this.slugConflict(error, "dive-site");
    }
    this.changed("dive-site", id);
  }

  // ---- Courses ----

  async createCourse(input: CourseInput, uploads: ImageUpload[] = []) {
    const images = await this.saveImages(uploads, input.imageAlts, "Course");
    try {
      const id = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(courses)
          .values({
            name: input.name,
            slug: await this.freeSlug(tx, "course", input.slug ?? input.name),
            summary: input.summary ?? "",
            description: this.rich(input.description),
            price: thbToSatang(input.price),
            ...(input.durationDays !== undefined ? { durationDays: input.durationDays } : {}),
            ...(input.minimumAge !== undefined ? { minimumAge: input.minimumAge } : {}),
            prerequisites: input.prerequisites ?? "",
            features: input.features ?? [],
            images,
            position: await this.nextPosition(tx, courses),
          })
          .returning({ id: courses.id });
        return row!.id;
      });
      this.changed("course", id);
      return id;
    } catch (error) {
      await this.removeImages(images);
      throw this.slugConflict(error, "course");
    }
  }

  async updateCourse(id: string, input: Partial<CourseInput>, uploads: ImageUpload[] = []) {
    const added = await this.saveImages(uploads, input.imageAlts, "Course");
    try {
      await this.db.transaction(async (tx) => {
        const [current] = await tx.select().from(courses).where(eq(courses.id, id)).for("update");
        if (!current) throw AppError.notFound("Course");
        await tx
          .update(courses)
          .set({
            ...pick(input, ["name", "summary", "durationDays", "minimumAge", "prerequisites", "features"]),
            ...(input.price !== undefined ? { price: thbToSatang(input.price) } : {}),
            ...(input.description !== undefined ? { description: this.rich(input.description) } : {}),
            slug: await this.changedSlug(tx, "course", current, input.name, input.slug),
            images: [...keptImages(current.images, input), ...added],
            updatedAt: this.deps.now(),
          })
          .where(eq(courses.id, id));
      });
    } catch (error) {
      await this.removeImages(added);
      throw this.slugConflict(error, "course");
    }
    this.changed("course", id);
  }

  // ---- Pages ----

  async createPage(input: PageInput, uploads: ImageUpload[] = []) {
    const images = await this.saveImages(uploads, input.imageAlts, "Page");
    try {
      const id = await this.db.transaction(async (tx) => {
        const categoryId = await this.existingCategory(tx, input.categoryId);
        const [row] = await tx
          .insert(pages)
          .values({
            title: input.title,
            slug: await this.freeSlug(tx, "page", input.slug ?? input.title),
            summary: input.summary ?? "",
            body: this.rich(input.body),
            listItems: input.listItems ?? [],
            events: input.events ?? [],
            categoryId,
            position: 0,
            images,
          })
          .returning({ id: pages.id });
        await this.placePage(tx, row!.id, categoryId, input.position);
        return row!.id;
      });
      this.changed("page", id);
      return id;
    } catch (error) {
      await this.removeImages(images);
      throw this.slugConflict(error, "page");
    }
  }

  async updatePage(id: string, input: Partial<PageInput>, uploads: ImageUpload[] = []) {
    const added = await this.saveImages(uploads, input.imageAlts, "Page");
    try {
      await this.db.transaction(async (tx) => {
        const [current] = await tx.select().from(pages).where(eq(pages.id, id)).for("update");
        if (!current) throw AppError.notFound("Page");
        const categoryId =
          input.categoryId !== undefined
            ? await this.existingCategory(tx, input.categoryId)
            : current.categoryId;
        await tx
          .update(pages)
          .set({
            ...pick(input, ["title", "summary", "listItems", "events"]),
            ...(input.body !== undefined ? { body: this.rich(input.body) } : {}),
            slug: await this.changedSlug(
              tx,
              "page",
              { ...current, name: current.title },
              input.title,
              input.slug,
            ),
            categoryId,
            images: [...keptImages(current.images, input), ...added],
            updatedAt: this.deps.now(),
          })
          .where(eq(pages.id, id));
        if (input.position !== undefined || categoryId !== current.categoryId) {
          await this.placePage(tx, id, categoryId, input.position);
        }
      });
    } catch (error) {
      await this.removeImages(added);
      throw this.slugConflict(error, "page");
    }
    this.changed("page", id);
  }

  /**
   * Puts a page at `position` (1 = first) among its category's pages, or last when none is given,
   * and renumbers the category 1, 2, 3… (the page-number options the admin form offers).
   */
  private async placePage(tx: Transaction, pageId: string, categoryId: string | null, position?: number) {
    const siblings = await tx
      .select({ id: pages.id })
      .from(pages)
      .where(categoryId ? eq(pages.categoryId, categoryId) : eq(pages.id, pageId))
      .orderBy(asc(pages.position), asc(pages.title));
    const others = siblings.filter((page) => page.id !== pageId);
    const at = Math.min(Math.max((position ?? others.length + 1) - 1, 0), others.length);
    const ordered = [...others.slice(0, at), { id: pageId }, ...others.slice(at)];
    for (const [index, page] of ordered.entries()) {
      await tx
        .update(pages)
        .set({ position: index + 1 })
        .where(eq(pages.id, page.id));
    }
  }

  private async existingCategory(tx: Transaction, categoryId: string | undefined): Promise<string | null> {
    if (!categoryId) return null;
    const [row] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, categoryId));
    if (!row) throw AppError.badRequest("Category not found: choose one of the categories", "categoryId");
    return row.id;
  }

  // ---- Categories ----

  async listCategories() {
    const rows = await this.db
      .select()
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.name));
    const pageRows = await this.db
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

  async getCategory(id: string) {
    const category = (await this.listCategories()).find((row) => row.id === id);
    if (!category) throw AppError.notFound("Category");
    return category;
  }

  async createCategory(input: CategoryInput) {
    try {
      const id = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(categories)
          .values({
            name: input.name,
            slug: await this.freeSlug(tx, "category", input.slug ?? input.name),
            placement: input.placement ?? "none",
            position: input.position ?? (await this.nextPosition(tx, categories)),
          })
          .returning({ id: categories.id });
        return row!.id;
      });
      this.changed("category", id);
      return id;
    } catch (error) {
      throw this.slugConflict(error, "category");
    }
  }

  async updateCategory(id: string, input: Partial<CategoryInput>) {
    try {
      await this.db.transaction(async (tx) => {
        const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
        if (!current) throw AppError.notFound("Category");
        await tx
          .update(categories)
          .set({
            ...pick(input, ["name", "position", "placement"]),
            slug: await this.changedSlug(tx, "category", current, input.name, input.slug),
            updatedAt: this.deps.now(),
          })
          .where(eq(categories.id, id));
      });
    } catch (error) {
      throw this.slugConflict(error, "category");
    }
    this.changed("category", id);
  }

  // ---- Deletes ----

  /** Deletes a catalogue item, its old addresses and (after commit) its pictures. */
  async delete(kind: CatalogKind, id: string) {
    const table = TABLES[kind];
    const images = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(table).where(eq(table.id, id)).for("update");
      if (!row) throw AppError.notFound(LABELS[kind]);
      await tx.delete(slugRedirects).where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.targetId, id)));
      await tx
        .delete(table)
        .where(eq(table.id, id))
        .catch((error: unknown) => {
          throw asConflict(error, IN_USE[kind]);
        });
      return "images" in row ? (row.images as StoredImage[]) : [];
    });
    await this.removeImages(images);
    this.changed(kind, id);
  }

  /** Spec §7 `DELETE /admin/{R}/image?id=&imgId=`: one picture of an item. */
  async deleteImage(kind: Exclude<CatalogKind, "category">, id: string, imageId: string) {
    const table = TABLES[kind] as ImageOwnerTable;
    const removed = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ images: table.images })
        .from(table)
        .where(eq(table.id, id))
        .for("update");
      if (!row) throw AppError.notFound(LABELS[kind]);
      const image = row.images.find((candidate) => candidate.id === imageId);
      if (!image) throw AppError.notFound("Image");
      await tx
        .update(table)
        .set({
          images: row.images.filter((candidate) => candidate.id !== imageId),
          updatedAt: this.deps.now(),
        })
        .where(eq(table.id, id));
      return image;
    });
    await this.removeImages([removed]);
    this.changed(kind, id);
  }

  /** Spec §7 sub-item deletes: one feature, detail or list item by its place (0-based). */
  async deleteSubItem(path: SubItemPath, id: string, index: number) {
    const { kind, list, index: indexName, label } = SUB_ITEM_LISTS[path];
    const table = TABLES[kind] as ImageOwnerTable;
    await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(table).where(eq(table.id, id)).for("update");
      if (!row) throw AppError.notFound(LABELS[kind]);
      const items = (row as Record<string, unknown>)[list] as (TitledText | PageEvent)[];
      if (index >= items.length) throw indexOutOfRange(label, indexName, index, items.length);
      await tx
        .update(table)
        .set({ [list]: items.filter((_, at) => at !== index), updatedAt: this.deps.now() })
        .where(eq(table.id, id));
    });
    this.changed(kind, id);
  }

  // ---- Old addresses ----

  /** The current slug of an item that was once at `/kind/oldSlug`, or null. */
  async redirectFor(kind: CatalogKind, oldSlug: string): Promise<string | null> {
    const table = TABLES[kind];
    const [row] = await this.db
      .select({ slug: table.slug })
      .from(slugRedirects)
      .innerJoin(table, eq(table.id, slugRedirects.targetId))
      .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.oldSlug, oldSlug)));
    return row?.slug ?? null;
  }

  // ---- Shared steps ----

  private rich(html: string | undefined): string {
    return html ? this.deps.sanitizeRichText(html) : "";
  }

  private changed(kind: CatalogKind, id: string) {
    this.deps.contentEvents.emit({ kind, id });
  }

  private saveImages(uploads: ImageUpload[], alts: string[] | undefined, owner: string) {
    return saveUploads(this.deps.images, uploads, alts, owner);
  }

  private removeImages(images: StoredImage[]) {
    return removeQuietly(this.deps.images, images);
  }

  private async nextPosition(tx: Transaction, table: SlugTable): Promise<number> {
    const [last] = await tx
      .select({ position: table.position })
      .from(table)
      .orderBy(desc(table.position))
      .limit(1);
    return (last?.position ?? 0) + 1;
  }

  /** A slug made from `text` (spec §5), refused when empty or taken by another item of the kind. */
  private async freeSlug(tx: Transaction, kind: CatalogKind, text: string, ownId?: string): Promise<string> {
    const slug = slugify(text.trim());
    if (!/[a-z0-9]/.test(slug)) {
      throw AppError.badRequest(
        "Slug must contain letters or digits (from the name or the slug field)",
        "slug",
      );
    }
    const table = TABLES[kind];
    const [taken] = await tx.select({ id: table.id }).from(table).where(eq(table.slug, slug));
    if (taken && taken.id !== ownId) {
      // Bad input like a missing name: 400, naming the field.
      throw AppError.badRequest(
        `Another ${LABELS[kind].toLowerCase()} already uses the address "${slug}"`,
        "slug",
      );
    }
    return slug;
  }

  /**
   * The slug after a change: the given `slug`, or one made from a new name, or the current one. A new
   * slug keeps the old one as a redirect, and takes over any redirect that held the new one.
   */
  private async changedSlug(
    tx: Transaction,
    kind: CatalogKind,
    current: { id: string; slug: string; name: string },
    newName: string | undefined,
    newSlug: string | undefined,
  ): Promise<string> {
    const wanted =
      newSlug !== undefined
        ? newSlug
        : newName !== undefined && newName !== current.name
          ? newName
          : undefined;
    if (wanted === undefined) return current.slug;
    const slug = await this.freeSlug(tx, kind, wanted, current.id);
    if (slug === current.slug) return slug;
    await tx.delete(slugRedirects).where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.oldSlug, slug)));
    await tx
      .insert(slugRedirects)
      .values({ kind, oldSlug: current.slug, targetId: current.id, createdAt: this.deps.now() })
      .onConflictDoUpdate({
        target: [slugRedirects.kind, slugRedirects.oldSlug],
        set: { targetId: current.id, createdAt: this.deps.now() },
      });
    return slug;
  }

  /** Two admins saving the same new slug at once: the loser gets the same 400 as the check gives. */
  private slugConflict(error: unknown, kind: CatalogKind): unknown {
    if (isUniqueViolation(error)) {
      return AppError.badRequest(`Another ${LABELS[kind].toLowerCase()} already uses this address`, "slug");
    }
    return error;
  }
}

function indexOutOfRange(label: string, indexName: string, index: number, length: number): AppError {
  return AppError.badRequest(
    length === 0
      ? `${label} ${index} does not exist: the list is empty`
      : `${label} ${index} does not exist: ${indexName} must be from 0 to ${length - 1}`,
    indexName,
  );
}

function assertDepths(min: number | null | undefined, max: number | null | undefined) {
  if (min != null && max != null && min > max) {
    throw AppError.badRequest("Minimum depth must not be more than the maximum depth", "minDepthM");
  }
}

/** The fields of `input` among `keys` that were given (undefined means "not sent"). */
function pick<T extends object, K extends keyof T>(input: T, keys: K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) if (input[key] !== undefined) out[key] = input[key];
  return out;
}

/** `%` and `_` typed in a search are letters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The ORDER BY of an admin list's sort. Ties fall back to the name, then the id, so that an item never
 * shows on two pages of the same sort.
 */
function listOrder(sort: CatalogSort, table: ImageOwnerTable, name: AnyColumn) {
  const { key, descending } = sortParts(sort);
  const by = descending ? desc : asc;
  const column = key === "name" ? name : key === "updated" ? table.updatedAt : table.position;
  return [by(column), ...(key === "name" ? [] : [asc(name)]), asc(table.id)];
}
