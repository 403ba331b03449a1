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

/**
 * Each file gets the database as the migrated template has it, whichever way the project provides it
 * (PGlite: one kept per worker and reset between files; PostgreSQL: a new copy of the template).
 */
describe(`a test database after another file's (${process.env.TEST_DB})`, () => {
  const count = async (database: TestDatabase, table: string) =>
    Number(
      (
        (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n,
    );

  it("holds none of the last file's rows, and the rows the migrations insert (the rentals)", async () => {
    const first = await createTestDatabase();
    const rentals = await count(first, "rentals");
    const categories = await count(first, "categories");
    expect(rentals, "the migrations' rental price list").toBeGreaterThan(0);
    await first.db.insert(boats).values({ name: "Left behind", slug: "left-behind" });
    await first.db.execute(sql`delete from rentals`);
    await first.db.execute(sql`insert into categories (name, slug) values ('Left behind', 'left-behind')`);
    await first.close();

    const next = await createTestDatabase();
    try {
      expect(await next.db.select().from(boats)).toEqual([]);
      expect(await count(next, "rentals")).toBe(rentals);
      expect(await count(next, "categories")).toBe(categories);
    } finally {
      await next.close();
    }
  });

  it("does not inherit a schema change: a file that altered the schema leaves the next one a fresh database", async () => {
    const first = await createTestDatabase();
    await first.db.execute(sql`alter table boats add column left_behind integer`);
    await first.db.execute(sql`alter table booking_guests disable trigger user`);
    await first.close();

    const next = await createTestDatabase();
    try {
      const columns = (await next.db.execute(
        sql`select column_name from information_schema.columns where table_name = 'boats' and column_name = 'left_behind'`,
      )) as unknown as { rows: unknown[] };
      expect(columns.rows).toEqual([]);
      const disabled = (await next.db.execute(
        sql`select tgname from pg_trigger where tgrelid = 'booking_guests'::regclass and not tgisinternal and tgenabled = 'D'`,
      )) as unknown as { rows: unknown[] };
      expect(disabled.rows).toEqual([]);
    } finally {
      await next.close();
    }
  });

  it("gives two databases open at once rows of their own", async () => {
    const one = await createTestDatabase();
    const two = await createTestDatabase();
    try {
      await one.db.insert(boats).values({ name: "Only in one", slug: "only-in-one" });
      expect(await two.db.select().from(boats)).toEqual([]);
      expect(await one.db.select().from(boats)).toHaveLength(1);
    } finally {
      await two.close();
      await one.close();
    }
  });
});
