/**
 * The migrations start from one baseline that stands for the history folded into it
 * (docs/decisions/0034-one-migration-baseline.md). Drizzle's migrator applies what was generated after
 * the newest migration a database records, so: a new database takes the baseline, one that took the
 * folded history is left alone, and one stopped part-way along that history is refused untouched.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterEach, describe, expect, inject, it } from "vitest";
import { migrationsFolder, openDatabase, type DatabaseHandle } from "./client.ts";

const postgres = process.env.TEST_DB === "postgres";
const opened: DatabaseHandle[] = [];
const created: string[] = [];

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: inject("postgresUrl") });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** An empty database of the kind this run tests. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (postgres) {
    const name = `history_${randomBytes(6).toString("hex")}`;
    await adminQuery(`create database ${name}`);
    created.push(name);
    const url = new URL(inject("postgresUrl"));
    url.pathname = `/${name}`;
    handle = await openDatabase({ kind: "postgres", url: url.toString() });
  } else {
    handle = await openDatabase({ kind: "pglite", client: await PGlite.create() });
  }
  opened.push(handle);
  return handle;
}

async function rows<T>(handle: DatabaseHandle, text: string): Promise<T[]> {
  const { sql } = await import("drizzle-orm");
  const result = await handle.db.execute(sql.raw(text));
  return (result as unknown as { rows: T[] }).rows;
}

/** A database as a release of the folded history left it: its migrations table says how far it got. */
async function recordHistoryUpTo(handle: DatabaseHandle, createdAt: number): Promise<void> {
  await rows(handle, "create schema drizzle");
  await rows(
    handle,
    "create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)",
  );
  await rows(
    handle,
    `insert into drizzle.__drizzle_migrations (hash, created_at) values ('folded', ${createdAt})`,
  );
}

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
  entries: { when: number; tag: string }[];
};
const baseline = journal.entries[0]!;

async function publicTables(handle: DatabaseHandle): Promise<number> {
  const [row] = await rows<{ n: number }>(
    handle,
    "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
  );
  return row!.n;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((handle) => handle.close()));
  for (const name of created.splice(0)) await adminQuery(`drop database if exists ${name} with (force)`);
});

describe(`the migration baseline (${process.env.TEST_DB})`, () => {
  it("is the first migration, and a new database takes it with the rules PostgreSQL enforces", async () => {
    expect(baseline.tag).toBe("0000_baseline");
    const handle = await emptyDatabase();
    await handle.migrate();
    expect(await handle.ready()).toBe(true);
    const functions = await rows<{ name: string }>(
      handle,
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' order by 1`,
    );
    expect(functions.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        "hold_is_live",
        "place_booking",
        "check_trip_cabin_capacity",
        "check_course_date_capacity",
      ]),
    );
    const [rentals] = await rows<{ n: number }>(handle, "select count(*)::int as n from rentals");
    expect(rentals!.n).toBe(7);
  });

  it("leaves a database that took the folded history as it is", async () => {
    const handle = await emptyDatabase();
    await recordHistoryUpTo(handle, baseline.when);
    await handle.migrate();
    expect(await publicTables(handle)).toBe(0);
    expect(await handle.ready()).toBe(journal.entries.length === 1);
  });

  it("refuses a database stopped part-way along the folded history, writing nothing", async () => {
    const handle = await emptyDatabase();
    await recordHistoryUpTo(handle, baseline.when - 86_400_000);
    await expect(handle.migrate()).rejects.toThrow(/before the migration baseline.*Start release 0a98da0/s);
    expect(await publicTables(handle)).toBe(0);
    const [recorded] = await rows<{ n: number }>(
      handle,
      "select count(*)::int as n from drizzle.__drizzle_migrations",
    );
    expect(recorded!.n).toBe(1);
  });
});
