/**
 * Opens the database: embedded PGlite in the data folder by default, or a PostgreSQL server when a
 * URL is given. Both are driven through the same Drizzle schema and migrations.
 *
 * PGlite does not lock its folder: exactly one process (and one module copy) may open it. The server
 * opens it once here and hands the handle to routes through the load context; nothing else imports it.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
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
  close(): Promise<void>;
};

export const migrationsFolder = projectPath("db", "migrations");

/** Connections to a PostgreSQL server, unless `maxConnections` says otherwise. */
export const DEFAULT_POOL_SIZE = 10;

/** The embedded database's own folder inside the data folder. */
export function pgliteFolder(dataDir: string): string {
  return path.join(dataDir, "pglite");
}

export type OpenDatabaseOptions =
  | { kind: "postgres"; url: string; maxConnections?: number; onError?: (error: Error) => void }
  | { kind: "pglite"; dataDir: string }
  | { kind: "pglite"; client: PGlite };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? DEFAULT_POOL_SIZE,
    });
    // An idle client losing its server (a PostgreSQL restart) must not crash the process:
    // the pool drops that client and opens a new one for the next query.
    pool.on("error", (error) => options.onError?.(error));
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      migrate: () => migrateNodePg(drizzleNodePg({ client: pool, schema }), { migrationsFolder }),
      ping: () => ping(db),
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
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    ping: () => ping(db),
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

/** A transaction handle, as passed to `db.transaction(async (tx) => ...)`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Either the database or an open transaction: services that can join a caller's transaction take this. */
export type Executor = Database | Transaction;
