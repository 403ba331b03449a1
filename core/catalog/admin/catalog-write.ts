/**
 * The steps every catalogue change shares (boats, dive sites, courses, pages, categories):
 * - `saveCatalogItem`: save the uploaded pictures, write in one transaction, announce the change on
 *   the content feed after it commits (so the anonymous page cache drops its copies), and remove the
 *   pictures again if the write fails (decision 0009, "Images");
 * - a slug for each new or renamed item (catalog-slugs.ts);
 * - rich text through the one sanitiser, and the next place at the end of a list.
 */
import { desc, eq } from "drizzle-orm";
import type { Database, Transaction } from "../../../db/client.ts";
import { type boats, type courses, type diveSites } from "../../../db/schema.ts";
import type { ImageStore } from "../../images/image-store.ts";
import { keptImages, type PictureChange, removeQuietly, saveUploads } from "../../images/picture-list.ts";
import type { StoredImage } from "../../images/stored-image.ts";
import type { ContentEvents } from "../../shared/content-events.ts";
import { AppError } from "../../shared/errors.ts";
import type { CatalogKind } from "../catalog-types.ts";
import {
  changedSlug,
  type ImageOwnerTable,
  insertWithFreeSlug,
  LABELS,
  slugConflict,
  type SlugTable,
} from "./catalog-slugs.ts";

export type CatalogAdminDeps = {
  db: Database;
  images: ImageStore;
  contentEvents: ContentEvents;
  /** The one rich-text policy (core/shared/rich-text.ts). */
  sanitizeRichText: (html: string) => string;
  now: () => Date;
};

/** An image sent with a form: its bytes; its alt text comes from `imageAlts` in the same order. */
export type ImageUpload = Uint8Array;

/** The pictures that came with a change: their bytes and alt texts (`imageAlts`), in order. */
export type PictureUploads = { uploads: ImageUpload[]; alts: string[] | undefined };

/**
 * Saves `pictures` (none for a kind without any), runs `write` in one transaction with the saved
 * pictures, then announces the change of the item whose id `write` answers. When anything fails the
 * saved pictures are removed again, and a slug another item took meanwhile answers the same 400 as
 * the check before the write.
 */
export async function saveCatalogItem(
  deps: CatalogAdminDeps,
  kind: CatalogKind,
  pictures: PictureUploads | undefined,
  write: (tx: Transaction, saved: StoredImage[]) => Promise<string>,
): Promise<string> {
  const saved = pictures ? await saveUploads(deps.images, pictures.uploads, pictures.alts, LABELS[kind]) : [];
  let id: string;
  try {
    id = await deps.db.transaction((tx) => write(tx, saved));
  } catch (error) {
    await removeQuietly(deps.images, saved);
    throw slugConflict(error, kind);
  }
  announce(deps, kind, id);
  return id;
}

/** The catalogue's named items: a name, a slug, a summary, a rich-text description and pictures. */
export type NamedItemTable = typeof boats | typeof diveSites | typeof courses;

/**
 * Creates a boat, dive site or course through {@link saveCatalogItem}: the columns they share (name,
 * a free slug, summary, sanitised description, the saved pictures, the place after the last item)
 * and the kind's `own` columns, then `after` in the same transaction (a boat's cabin types).
 */
export function createNamedItem<Table extends NamedItemTable>(
  deps: CatalogAdminDeps,
  kind: "boat" | "dive-site" | "course",
  table: Table,
  change: {
    input: { name: string; slug?: string; summary?: string; description?: string; imageAlts?: string[] };
    uploads: ImageUpload[];
  },
  own: Partial<Table["$inferInsert"]>,
  after?: (tx: Transaction, id: string) => Promise<void>,
): Promise<string> {
  const { input, uploads } = change;
  const named = table as NamedItemTable;
  return saveCatalogItem(deps, kind, { uploads, alts: input.imageAlts }, async (tx, images) => {
    const id = await insertWithFreeSlug(tx, kind, named, input.slug ?? input.name, {
      name: input.name,
      summary: input.summary ?? "",
      description: richText(deps, input.description),
      images,
      position: await nextPosition(tx, named),
      ...own,
    });
    await after?.(tx, id);
    return id;
  });
}

/** Tells the content feed (and so the page cache) that an item changed; call after the commit. */
export function announce(deps: Pick<CatalogAdminDeps, "contentEvents">, kind: CatalogKind, id: string) {
  deps.contentEvents.emit({ kind, id });
}

/** Rich text as stored: through the one sanitiser, or empty. */
export function richText(deps: Pick<CatalogAdminDeps, "sanitizeRichText">, html: string | undefined) {
  return html ? deps.sanitizeRichText(html) : "";
}

/** The place after the last item of `table` (1 when it is empty). */
export async function nextPosition(tx: Transaction, table: SlugTable): Promise<number> {
  const [last] = await tx
    .select({ position: table.position })
    .from(table)
    .orderBy(desc(table.position))
    .limit(1);
  return (last?.position ?? 0) + 1;
}

/**
 * What every change of a pictured item sets besides its own fields: the slug after the change, the
 * pictures kept (reordered, alt texts edited) followed by the ones added, and the time of the change.
 */
export async function pictureItemChange(
  tx: Transaction,
  deps: Pick<CatalogAdminDeps, "now">,
  kind: Exclude<CatalogKind, "category">,
  current: { id: string; slug: string; name: string; images: StoredImage[] },
  input: { name?: string; slug?: string } & PictureChange,
  added: StoredImage[],
) {
  return {
    slug: await changedSlug(tx, deps.now(), kind, current, input),
    images: [...keptImages(current.images, input), ...added],
    updatedAt: deps.now(),
  };
}

/**
 * The change of a pictured item (boat, dive site, course, page): its row locked (404 naming the kind
 * when missing), its own columns from `own` (given the row as it was and the transaction, for checks
 * against it and other writes), then with them the slug, pictures and time of change every such item
 * sets. `after` runs in the same transaction with the row as it was and the columns written (a boat's
 * cabins, a page's place); what it answers is answered once the change has committed.
 */
export async function updatePicturedItem<Table extends ImageOwnerTable, After = void>(
  deps: CatalogAdminDeps,
  kind: Exclude<CatalogKind, "category">,
  table: Table,
  id: string,
  change: {
    input: { name?: string; slug?: string; imageAlts?: string[] } & PictureChange;
    uploads: ImageUpload[];
  },
  own: (
    current: Table["$inferSelect"],
    tx: Transaction,
  ) => Promise<Partial<Table["$inferInsert"]>> | Partial<Table["$inferInsert"]>,
  after?: (
    current: Table["$inferSelect"],
    tx: Transaction,
    written: Partial<Table["$inferInsert"]>,
  ) => Promise<After>,
): Promise<After | undefined> {
  const { input, uploads } = change;
  const owner = table as ImageOwnerTable;
  let answer: After | undefined;
  await saveCatalogItem(deps, kind, { uploads, alts: input.imageAlts }, async (tx, added) => {
    const [current] = (await tx
      .select()
      .from(owner)
      .where(eq(owner.id, id))
      .for("update")) as Table["$inferSelect"][];
    if (!current) throw AppError.notFound(LABELS[kind]);
    const named = { ...current, name: "name" in current ? current.name : current.title };
    const written = await own(current, tx);
    await tx
      .update(owner)
      .set({ ...written, ...(await pictureItemChange(tx, deps, kind, named, input, added)) } as never)
      .where(eq(owner.id, id));
    answer = await after?.(current, tx, written);
    return id;
  });
  return answer;
}

/**
 * Changes a boat, dive site or course through {@link updatePicturedItem}: the columns they share (name,
 * summary and sanitised description, each when given) with the kind's `own` columns.
 */
export function updateNamedItem<Table extends NamedItemTable, After = void>(
  deps: CatalogAdminDeps,
  kind: "boat" | "dive-site" | "course",
  table: Table,
  id: string,
  change: {
    input: {
      name?: string;
      slug?: string;
      summary?: string;
      description?: string;
      imageAlts?: string[];
    } & PictureChange;
    uploads: ImageUpload[];
  },
  own: (current: Table["$inferSelect"]) => Partial<Table["$inferInsert"]>,
  after?: (current: Table["$inferSelect"], tx: Transaction) => Promise<After>,
): Promise<After | undefined> {
  const { input } = change;
  return updatePicturedItem(
    deps,
    kind,
    table,
    id,
    change,
    (current) => ({
      ...pick(input, ["name", "summary"]),
      ...(input.description !== undefined ? { description: richText(deps, input.description) } : {}),
      ...own(current),
    }),
    after,
  );
}

/**
 * The create and change of a dive site or course, whose own columns need nothing but the input (and,
 * on a change, the row as it was): `created` answers them for a new item, `changed` for a change,
 * each free to refuse the input first.
 */
export function namedItemWrites<
  Table extends NamedItemTable,
  Input extends Parameters<typeof createNamedItem>[3]["input"] & PictureChange,
>(
  kind: "dive-site" | "course",
  table: Table,
  own: {
    created: (input: Input) => Partial<Table["$inferInsert"]>;
    changed: (input: Partial<Input>, current: Table["$inferSelect"]) => Partial<Table["$inferInsert"]>;
  },
) {
  return {
    create: (deps: CatalogAdminDeps, input: Input, uploads: ImageUpload[] = []) =>
      createNamedItem(deps, kind, table, { input, uploads }, own.created(input)),
    update: (deps: CatalogAdminDeps, id: string, input: Partial<Input>, uploads: ImageUpload[] = []) =>
      updateNamedItem(deps, kind, table, id, { input, uploads }, (current) => own.changed(input, current)),
  };
}

/** The fields of `input` among `keys` that were given (undefined means "not sent"). */
export function pick<T extends object, K extends keyof T>(input: T, keys: K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) if (input[key] !== undefined) out[key] = input[key];
  return out;
}

/** The 400 for a sub-item index past the end of its list, naming the index field and the valid range. */
export function indexOutOfRange(label: string, indexName: string, index: number, length: number): AppError {
  return AppError.badRequest(
    length === 0
      ? `${label} ${index} does not exist: the list is empty`
      : `${label} ${index} does not exist: ${indexName} must be from 0 to ${length - 1}`,
    indexName,
  );
}
