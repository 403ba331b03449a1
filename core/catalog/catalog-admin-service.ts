/**
 * The admin side of the catalogue (spec §7 Resource calls): create, change and delete boats (with
 * their cabin types), dive sites, courses, information pages and categories; delete one image or one
 * sub-item (a feature, detail, cabin or list item) by its place.
 *
 * Each kind is its own module under admin/ (boats.ts, dive-sites.ts, courses.ts, pages.ts,
 * categories.ts, removals.ts, admin-list.ts), written over the shared steps of admin/catalog-write.ts:
 * pictures saved before the transaction and removed if it fails, slugs and their old addresses, and
 * the change announced to the page cache after the commit. This class only hands them the deps.
 */
import type { CatalogKind, CatalogSort } from "./catalog-types.ts";
import type { BoatInput, CategoryInput, CourseInput, DiveSiteInput, PageInput } from "./catalog-schemas.ts";
import { listItems } from "./admin/admin-list.ts";
import { createBoat, deleteCabin, updateBoat } from "./admin/boats.ts";
import { addCabinPictures, deleteCabinPicture } from "./admin/cabin-pictures.ts";
import { createCategory, getCategory, listCategories, updateCategory } from "./admin/categories.ts";
import { redirectFor } from "./admin/catalog-slugs.ts";
import type { CatalogAdminDeps, ImageUpload } from "./admin/catalog-write.ts";
import { createCourse, updateCourse } from "./admin/courses.ts";
import { createDiveSite, updateDiveSite } from "./admin/dive-sites.ts";
import { createPage, updatePage } from "./admin/pages.ts";
import { deleteImage, deleteItem, deleteSubItem, type SubItemPath } from "./admin/removals.ts";

export { ADMIN_PAGE_SIZE } from "./admin/admin-list.ts";
export type { CatalogAdminDeps, ImageUpload } from "./admin/catalog-write.ts";
export { SUB_ITEM_LISTS, type SubItemPath } from "./admin/removals.ts";

export class CatalogAdminService {
  constructor(private readonly deps: CatalogAdminDeps) {}

  list(kind: Exclude<CatalogKind, "category">, query: { page: number; search?: string; sort?: CatalogSort }) {
    return listItems(this.deps, kind, query);
  }

  createBoat(input: BoatInput, uploads: ImageUpload[] = []) {
    return createBoat(this.deps, input, uploads);
  }

  updateBoat(id: string, input: Partial<BoatInput>, uploads: ImageUpload[] = []) {
    return updateBoat(this.deps, id, input, uploads);
  }

  deleteCabin(boatId: string, cabinIndex: number) {
    return deleteCabin(this.deps, boatId, cabinIndex);
  }

  /** Adds photographs to one of a boat's cabin types (their alt texts in `alts`, in order). */
  addCabinPictures(boatId: string, cabinId: string, uploads: ImageUpload[], alts: string[]) {
    return addCabinPictures(this.deps, boatId, cabinId, uploads, alts);
  }

  deleteCabinPicture(boatId: string, cabinId: string, imageId: string) {
    return deleteCabinPicture(this.deps, boatId, cabinId, imageId);
  }

  createDiveSite(input: DiveSiteInput, uploads: ImageUpload[] = []) {
    return createDiveSite(this.deps, input, uploads);
  }

  updateDiveSite(id: string, input: Partial<DiveSiteInput>, uploads: ImageUpload[] = []) {
    return updateDiveSite(this.deps, id, input, uploads);
  }

  createCourse(input: CourseInput, uploads: ImageUpload[] = []) {
    return createCourse(this.deps, input, uploads);
  }

  updateCourse(id: string, input: Partial<CourseInput>, uploads: ImageUpload[] = []) {
    return updateCourse(this.deps, id, input, uploads);
  }

  createPage(input: PageInput, uploads: ImageUpload[] = []) {
    return createPage(this.deps, input, uploads);
  }

  updatePage(id: string, input: Partial<PageInput>, uploads: ImageUpload[] = []) {
    return updatePage(this.deps, id, input, uploads);
  }

  listCategories() {
    return listCategories(this.deps);
  }

  getCategory(id: string) {
    return getCategory(this.deps, id);
  }

  createCategory(input: CategoryInput) {
    return createCategory(this.deps, input);
  }

  updateCategory(id: string, input: Partial<CategoryInput>) {
    return updateCategory(this.deps, id, input);
  }

  /** Deletes a catalogue item, its old addresses and (after commit) its pictures. */
  delete(kind: CatalogKind, id: string) {
    return deleteItem(this.deps, kind, id);
  }

  deleteImage(kind: Exclude<CatalogKind, "category">, id: string, imageId: string) {
    return deleteImage(this.deps, kind, id, imageId);
  }

  deleteSubItem(path: SubItemPath, id: string, index: number) {
    return deleteSubItem(this.deps, path, id, index);
  }

  /** The current slug of an item that was once at `/kind/oldSlug`, or null. */
  redirectFor(kind: CatalogKind, oldSlug: string) {
    return redirectFor(this.deps.db, kind, oldSlug);
  }
}
