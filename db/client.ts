/**
 * Opens the database: embedded PGlite in the data folder by default, or a PostgreSQL server when a
 * URL is given. Both are driven through the same Drizzle schema and migrations.
 *
 * PGlite does not lock its folder: exactly one process (and one module copy) may open it. The server
 * opens it once here and hands the handle to routes through the load context; nothing else imports it.
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { projectPath } from "../core/shared/project-path.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The Drizzle handle, whichever driver is underneath. Transactions work the same on both. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Applies the generated SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Answers true when a trivial query succeeds. */
  ping(): Promise<boolean>;
  /** Answers true when the database answers and every migration of this build has been applied. */
  ready(): Promise<boolean>;
  /**
   * Runs `work` (migrate, first admin, demo seed) while holding the start-up lock: on PostgreSQL a
   * session advisory lock, so N processes starting at once on an empty database take turns and the
   * later ones find the work done. PGlite has one owner (db/data-dir-lock.ts) and needs none.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** The embedded database only: PGlite's gzip tarball of its data folder, consistent while in use (db/backup.ts). */
  dump?: () => Promise<Blob>;
  /** Connections in use, idle and waited for (PostgreSQL's pool; PGlite has one connection). */
  poolUse(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
};

export const migrationsFolder = projectPath("db", "migrations");

/** Connections to a PostgreSQL server, unless `maxConnections` says otherwise. */
export const DEFAULT_POOL_SIZE = 10;

/**
 * The PostgreSQL pool's limits (settings DATABASE_POOL_SIZE and the DATABASE_*_MS timeouts in
 * server/config.ts). A timeout of 0 means none.
 */
export type PoolSettings = {
  maxConnections?: number;
  /** A statement running longer is cancelled by the server (57014), so a stuck query frees its connection. */
  statementTimeoutMs?: number;
  /** Opening a connection (or waiting for a free one) longer fails the request instead of hanging it. */
  connectTimeoutMs?: number;
  /** An idle connection is closed after this long. */
  idleTimeoutMs?: number;
};

/**
 * The key of the start-up advisory lock (any bigint the site uses for nothing else): "andaman" in
 * ASCII. Session-level, so it is released when the holder's connection ends, a crash included.
 */
export const STARTUP_LOCK_KEY = 0x616e64616d616en;

/** When each migration of this build was generated (drizzle's journal, which the migrator records). */
function migrationTimes(): number[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return journal.entries.map((entry) => entry.when);
}

/**
 * The migrator applies every migration generated after the newest one a database records. The
 * history before the baseline was folded into it (docs/decisions/0034-one-migration-baseline.md), and
 * the baseline carries the last folded migration's time: a database that took all of the old history
 * skips it, a new one applies it. A database stopped part-way along the old history would have the
 * baseline tried over its tables, so it is refused with what to do instead.
 */
async function refusePartialHistory(db: Database): Promise<void> {
  // Two statements: a table a statement names must exist when the statement is parsed.
  if ((await oneValue(db, sql`select to_regclass('drizzle.__drizzle_migrations')::text`)) === null) return;
  const newest = await oneValue(db, sql`select max(created_at)::text from drizzle.__drizzle_migrations`);
  if (newest === null) return;
  const baseline = Math.min(...migrationTimes());
  if (Number(newest) < baseline) {
    throw new Error(
      `This database was last migrated on ${new Date(Number(newest)).toISOString()}, before the ` +
        `migration baseline of ${new Date(baseline).toISOString()}. Start release 0a98da0 on it once to ` +
        "apply the migrations it is missing, then this release (docs/operations.md, Upgrades).",
    );
  }
}

/** The first column of a one-row answer, as text. */
async function oneValue(db: Database, query: SQL): Promise<string | null> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, string | null>[] };
  const [row] = result.rows;
  return row ? (Object.values(row)[0] ?? null) : null;
}

/** The embedded database's own folder inside the data folder. */
export function pgliteFolder(dataDir: string): string {
  return path.join(dataDir, "pglite");
}

export type OpenDatabaseOptions =
  | ({ kind: "postgres"; url: string; onError?: (error: Error) => void } & PoolSettings)
  | { kind: "pglite"; dataDir: string }
  | { kind: "pglite"; client: PGlite };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const onError = (error: Error) => options.onError?.(error);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? DEFAULT_POOL_SIZE,
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
      connectionTimeoutMillis: options.connectTimeoutMs ?? 0,
      idleTimeoutMillis: options.idleTimeoutMs ?? 10_000,
    });
    // A connection losing its server (a restart, a failover, pg_terminate_backend) emits 'error'; an
    // 'error' event nobody listens to stops the process. The pool listens only while a client is idle,
    // so every client gets its own listener for the time it is checked out (inside a transaction,
    // between two statements) too. The query in flight fails and its request answers 503
    // (server/http-errors.ts); the pool drops the broken client and opens a new one for the next.
    pool.on("error", onError);
    pool.on("connect", (client) => client.on("error", onError));
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      migrate: async () => {
        await refusePartialHistory(db);
        await migrateNodePg(drizzleNodePg({ client: pool, schema }), { migrationsFolder });
      },
      ping: () => ping(db),
      ready: () => migrationsApplied(db),
      withStartupLock: async (work) => {
        // A connection of its own without the statement timeout: waiting for another process's
        // migrations and seed may take longer than any one statement should.
        const client = new pg.Client({
          connectionString: options.url,
          connectionTimeoutMillis: options.connectTimeoutMs ?? 0,
        });
        client.on("error", onError);
        await client.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY.toString()]);
          return await work();
        } finally {
          await client.end().catch(() => {});
        }
      },
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ("client" in options) {
    client = options.client;
  } else {
    const folder = pgliteFolder(options.dataDir);
    mkdirSync(folder, { recursive: true });
    client = await PGlite.create(folder);
  }
  const pgliteDb = drizzlePglite({ client, schema });
  const db = pgliteDb as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: async () => {
      await refusePartialHistory(db);
      await migratePglite(pgliteDb, { migrationsFolder });
    },
    ping: () => ping(db),
    ready: () => migrationsApplied(db),
    withStartupLock: (work) => work(),
    poolUse: () => ({ total: 1, idle: 1, waiting: 0 }),
    dump: () => client.dumpDataDir("gzip"),
    close: () => client.close(),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** The migrator records each migration's journal time in drizzle.__drizzle_migrations.created_at. */
async function migrationsApplied(db: Database): Promise<boolean> {
  try {
    const result = await db.execute(
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    const [row] = (result as unknown as { rows: { newest: string | null }[] }).rows;
    const newest = Number(row?.newest ?? 0);
    return newest >= Math.max(...migrationTimes());
  } catch {
    // Unreachable, or not migrated at all (no such table).
    return false;
  }
}

/** A transaction handle, as passed to `db.transaction(async (tx) => ...)`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Either the database or an open transaction: services that can join a caller's transaction take this. */
export type Executor = Database | Transaction;
