/**
 * Vitest global set-up for the PGlite integration run: migrate one embedded database, dump its data
 * folder to a file, and let each test file start from a copy (much faster than migrating every time).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), "pglite-template-"));
  const client = await PGlite.create();
  const handle = await openDatabase({ kind: "pglite", client });
  await handle.migrate();
  const dump = await client.dumpDataDir("none");
  const file = path.join(folder, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("pgliteTemplate", file);
  return () => rmSync(folder, { recursive: true, force: true });
}
