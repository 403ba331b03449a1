/**
 * A fresh, migrated database for one test file: PGlite or PostgreSQL, chosen by the Vitest project
 * (env TEST_DB). Integration tests import only this, so the same test runs against both.
 *
 * PostgreSQL: a new database per call, copied from the migrated template (`app_template`).
 *
 * PGlite: starting an embedded database from the migrated template costs about a second of CPU, which
 * was most of the time of a small test file. So a Vitest worker, which runs its files one after
 * another (and keeps this module between them, `isolate: false`), keeps one PGlite and hands it to each
 * file in turn, as the migrated template has it: every table of the app truncated, then the rows the
 * migrations insert (the rentals, the footer's categories) put back from a copy taken when the PGlite
 * started (in a schema of its own, `kept_template`). A file that changed the schema (a trigger turned
 * off, a function replaced, a constraint added: the schema's fingerprint differs when it lets go) or
 * left it unusable gets its PGlite closed, and the next file a new one. A second database asked for
 * while the kept one is in use (two in one file) is a PGlite of its own, closed with its handle.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "../../db/client.ts";

export type TestDatabase = DatabaseHandle & { url?: string };

/**
 * One database for the calling file or `describe` block (a new one per test is slow on PGlite): opened
 * before its tests and closed after them, the `emptied` tables emptied before each test. Its `db` is
 * there inside hooks and tests.
 */
export function databaseForTests(...emptied: PgTable[]): { readonly db: Database } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  if (emptied.length > 0) {
    beforeEach(async () => {
      for (const table of emptied) await database!.db.delete(table);
    });
  }
  return {
    get db() {
      if (!database)
        throw new Error("The test database is opened in beforeAll: read it inside a hook or test");
      return database.db;
    },
  };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB === "postgres") {
    const serverUrl = inject("postgresUrl");
    const name = `test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template app_template`);
    } finally {
      await admin.end();
    }
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 20 });
    return { ...handle, url: url.toString() };
  }
  return keptPglite();
}

/** A PGlite started from the migrated template (tests/setup/pglite-template.ts). */
async function newPglite(): Promise<PGlite> {
  return PGlite.create({ loadDataDir: new Blob([readFileSync(inject("pgliteTemplate"))]) });
}

/** What makes up the app's schema: tables, columns, constraints, indexes, triggers and functions. */
const SCHEMA_FINGERPRINT = `
  select md5(string_agg(item, ',' order by item)) as fingerprint from (
    select 'c:' || c.relname || ':' || c.relkind::text as item from pg_class c
      join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'
    union all
    select 'a:' || c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull::text
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped
    union all
    select 'k:' || conname || ':' || pg_get_constraintdef(o.oid) from pg_constraint o
      join pg_namespace n on n.oid = o.connamespace where n.nspname = 'public'
    union all
    select 't:' || t.tgname || ':' || t.tgenabled::text from pg_trigger t
      join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and not t.tgisinternal
    union all
    select 'f:' || p.proname || ':' || md5(pg_get_functiondef(p.oid)) from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and p.prokind in ('f', 'p')
  ) items`;

async function fingerprintOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT);
  return rows[0]!.fingerprint;
}

/** Where a kept PGlite keeps a copy of the rows the migrations inserted (outside `public`). */
const COPY_SCHEMA = "kept_template";

/** The app's tables, quoted for SQL. They stay the same while the schema's fingerprint does. */
async function appTables(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select format('%I', tablename) as name from pg_tables where schemaname = 'public'`,
  );
  return rows.map((row) => row.name);
}

/** Copies the rows the migrations inserted, once, when the PGlite starts; answers the tables copied. */
async function copyTemplateRows(client: PGlite, tables: string[]): Promise<string[]> {
  const withRows: string[] = [];
  for (const name of tables) {
    const { rows: sample } = await client.query(`select 1 from public.${name} limit 1`);
    if (sample.length > 0) withRows.push(name);
  }
  await client.exec(
    [
      `create schema ${COPY_SCHEMA}`,
      ...withRows.map((name) => `create table ${COPY_SCHEMA}.${name} as table public.${name}`),
    ].join(";\n"),
  );
  return withRows;
}

/** Puts the database back as the migrated template has it: tables emptied, the migrations' rows back. */
async function reset({ client, tables, copied }: Kept): Promise<void> {
  await client.exec(
    [
      `truncate ${tables.map((name) => `public.${name}`).join(", ")} restart identity cascade`,
      ...copied.map((name) => `insert into public.${name} select * from ${COPY_SCHEMA}.${name}`),
    ].join(";\n"),
  );
}

type Kept = { client: PGlite; fingerprint: string; tables: string[]; copied: string[]; inUse: boolean };

let kept: Kept | undefined;

async function keptPglite(): Promise<TestDatabase> {
  if (kept?.inUse) {
    // A second database in one file: one of its own.
    return openDatabase({ kind: "pglite", client: await newPglite() });
  }
  if (kept) {
    await reset(kept);
  } else {
    const client = await newPglite();
    const tables = await appTables(client);
    const copied = await copyTemplateRows(client, tables);
    kept = { client, fingerprint: await fingerprintOf(client), tables, copied, inUse: false };
  }
  const entry = kept;
  entry.inUse = true;
  const handle = await openDatabase({ kind: "pglite", client: entry.client });
  let released = false;
  return {
    ...handle,
    close: async () => {
      if (released) return;
      released = true;
      const unchanged = await fingerprintOf(entry.client).then(
        (fingerprint) => fingerprint === entry.fingerprint,
        () => false,
      );
      if (unchanged) {
        entry.inUse = false;
        return;
      }
      if (kept === entry) kept = undefined;
      if (!entry.client.closed) await entry.client.close();
    },
  };
}
