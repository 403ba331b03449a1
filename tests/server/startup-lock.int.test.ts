/**
 * Several server processes started at the same moment on one empty PostgreSQL database: they take
 * turns under the start-up advisory lock (db/client.ts), so each migration runs once, one first
 * administrator is created, and all of them come up ready. PGlite has one owner, so PostgreSQL only.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, afterEach, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { migrationList } from "../../db/pglite-template.ts";
import { killServerProcesses, startServerProcess } from "../support/server-process.ts";
import { tempFolder } from "../support/temp-folder.ts";

const postgres = process.env.TEST_DB === "postgres";

describe.skipIf(!postgres)("three processes starting at once on an empty database", () => {
  const name = `startup_${randomBytes(6).toString("hex")}`;
  let url: string;
  afterEach(killServerProcesses);
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: inject("postgresUrl") });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  async function emptyDatabase(database: string): Promise<string> {
    const admin = new pg.Client({ connectionString: inject("postgresUrl") });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const target = new URL(inject("postgresUrl"));
    target.pathname = `/${database}`;
    return target.toString();
  }

  // Without start-up's jitter (loading the server takes seconds), four migrators meet head-on: without
  // the lock they fail on each other's tables ("already exists", duplicate keys in the catalog).
  it("four migrators at the same moment, each on its own pool, apply each migration once", async () => {
    const url = await emptyDatabase(`${name}_direct`);
    const handles = await Promise.all(
      [1, 2, 3, 4].map(() => openDatabase({ kind: "postgres", url, maxConnections: 2 })),
    );
    try {
      await Promise.all(handles.map((handle) => handle.withStartupLock(() => handle.migrate())));
      for (const handle of handles) expect(await handle.ready()).toBe(true);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      const admin = new pg.Client({ connectionString: inject("postgresUrl") });
      await admin.connect();
      await admin.query(`drop database if exists ${name}_direct with (force)`);
      await admin.end();
    }
  });

  it("migrate once, create one first admin, and all answer ready", async () => {
    url = await emptyDatabase(name);
    const env = {
      DATABASE_URL: url,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: "owner@example.com",
      ADMIN_PASSWORD: "correct horse battery staple",
    };
    const servers = await Promise.all(
      [1, 2, 3].map(() =>
        startServerProcess({ ...env, DATA_DIR: tempFolder("startup-lock-") }, { startSeconds: 90 }),
      ),
    );
    for (const server of servers) {
      expect(server.child.exitCode).toBeNull();
      expect((await fetch(`${server.url}/api/v1/ready`)).status).toBe(200);
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const applied = await client.query(
        "select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash",
      );
      expect(applied.rows).toHaveLength(migrationList().length);
      expect(applied.rows.every((row: { times: number }) => row.times === 1)).toBe(true);
      const admins = await client.query("select count(*)::int as n from users where role = 'admin'");
      expect(admins.rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
  }, 120_000);
});
