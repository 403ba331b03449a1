/**
 * The one save skeleton of the catalogue on each database: pictures saved before the write are
 * removed when it fails, the change is announced only once it has committed, and two items cannot
 * share a slug.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boats } from "../../../db/schema.ts";
import { makeBoat } from "../../../tests/support/factories.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import type { ImageStore } from "../../images/image-store.ts";
import { type ContentChange, createContentEvents } from "../../shared/content-events.ts";
import { freeSlug } from "./catalog-slugs.ts";
import { type CatalogAdminDeps, saveCatalogItem } from "./catalog-write.ts";

/** An image store that only remembers what it holds. */
function memoryStore(): ImageStore & { held: Set<string> } {
  const held = new Set<string>();
  return {
    held,
    async save(_bytes, { alt }) {
      const id = randomUUID();
      held.add(id);
      return { id, url: `/uploads/${id}.webp`, alt, width: 10, height: 10 };
    },
    async saveEncoded({ alt, width, height }) {
      const id = randomUUID();
      held.add(id);
      return { id, url: `/uploads/${id}.webp`, alt, width, height };
    },
    async remove(id) {
      held.delete(id);
    },
  };
}

describe(`saving a catalogue item on ${process.env.TEST_DB}`, () => {
  let database: TestDatabase;
  let deps: CatalogAdminDeps & { images: ReturnType<typeof memoryStore> };
  const announced: ContentChange[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const contentEvents = createContentEvents();
    contentEvents.on((change) => announced.push(change));
    deps = {
      db: database.db,
      images: memoryStore(),
      contentEvents,
      sanitizeRichText: (html) => html,
      now: () => new Date("2026-11-23T05:00:00Z"),
    };
  });
  afterAll(() => database.close());

  const pictures = { uploads: [new Uint8Array([1]), new Uint8Array([2])], alts: ["Bow", "Stern"] };

  it("writes with the saved pictures, then announces the item", async () => {
    announced.length = 0;
    const boat = await makeBoat(database.db, { name: "MV Skeleton" }, []);
    const id = await saveCatalogItem(deps, "boat", pictures, async (tx, saved) => {
      expect(announced).toEqual([]);
      await tx.update(boats).set({ images: saved }).where(eq(boats.id, boat.id));
      return boat.id;
    });
    expect(id).toBe(boat.id);
    expect(announced).toEqual([{ kind: "boat", id: boat.id }]);
    const [row] = await database.db.select().from(boats).where(eq(boats.id, boat.id));
    expect(row!.images.map((image) => image.alt)).toEqual(["Bow", "Stern"]);
    expect(row!.images.every((image) => deps.images.held.has(image.id))).toBe(true);
  });

  it("rolls the write back, removes the pictures and announces nothing when the write fails", async () => {
    announced.length = 0;
    const before = deps.images.held.size;
    const boat = await makeBoat(database.db, { name: "MV Rollback" }, []);
    await expect(
      saveCatalogItem(deps, "boat", pictures, async (tx, saved) => {
        await tx.update(boats).set({ images: saved, summary: "changed" }).where(eq(boats.id, boat.id));
        throw new Error("the write failed");
      }),
    ).rejects.toThrow("the write failed");
    expect(deps.images.held.size).toBe(before);
    expect(announced).toEqual([]);
    const [row] = await database.db.select().from(boats).where(eq(boats.id, boat.id));
    expect(row!.summary).not.toBe("changed");
  });

  it("answers 400 naming the slug when another item has it, whichever check sees it first", async () => {
    await makeBoat(database.db, { name: "Taken", slug: "taken-slug" }, []);
    const inTransaction = saveCatalogItem(deps, "boat", undefined, (tx) =>
      freeSlug(tx, "boat", "Taken slug"),
    );
    await expect(inTransaction).rejects.toMatchObject({ code: "bad_request", field: "slug" });
    // A unique violation from the database (another admin got there first) reads the same.
    const other = await makeBoat(database.db, { name: "Other", slug: "other-slug" }, []);
    const raced = saveCatalogItem(deps, "boat", undefined, async (tx) => {
      await tx.update(boats).set({ slug: "taken-slug" }).where(eq(boats.id, other.id));
      return other.id;
    });
    await expect(raced).rejects.toMatchObject({ code: "bad_request", field: "slug" });
  });
});
