/**
 * A fresh, migrated database for one test file: PGlite or PostgreSQL, chosen by the Vitest project
 * (env TEST_DB). Integration tests import only this, so the same test runs against both.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/client.ts";

export type TestDatabase = DatabaseHandle & { url?: string };

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
  const template = readFileSync(inject("pgliteTemplate"));
  const client = await PGlite.create({ loadDataDir: new Blob([template]) });
  return openDatabase({ kind: "pglite", client });
}
