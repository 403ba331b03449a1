import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boats } from "../../db/schema.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

describe(`test database (${process.env.TEST_DB})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("is the dialect the project asked for, migrated and empty", async () => {
    expect(database.kind).toBe(process.env.TEST_DB);
    expect(await database.ping()).toBe(true);
    expect(await database.db.select().from(boats)).toEqual([]);
  });

  it("enforces the schema's constraints", async () => {
    await database.db.insert(boats).values({ name: "A", slug: "same" });
    // 23505: unique_violation (drizzle wraps the driver's error as its cause).
    await expect(database.db.insert(boats).values({ name: "B", slug: "same" })).rejects.toMatchObject({
      cause: { code: "23505", constraint: "boats_slug_key" },
    });
  });

  it("rolls back a failed transaction whole", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(boats).values({ name: "Kept?", slug: "kept" });
        await tx.execute(sql`select 1/0`);
      }),
    ).rejects.toMatchObject({ cause: { code: "22012" } }); // division_by_zero
    const rows = await database.db
      .select()
      .from(boats)
      .where(sql`${boats.slug} = 'kept'`);
    expect(rows).toEqual([]);
  });
});
