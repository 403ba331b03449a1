/**
 * Vitest global set-up for the PGlite integration run: migrate one embedded database, dump its data
 * folder to a file, and let each test file start from a copy (much faster than migrating every time).
 * The dump is the same whether the database came from the build's template or was created here.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../db/client.ts";
import { copyPgliteTemplate } from "../../db/pglite-template.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), "pglite-template-"));
  // The build's migrated database when it matches the migrations (npm test builds first): a copy opens
  // in a fraction of the 6 CPU-seconds a new one takes. Otherwise a new one, migrated here.
  const copy = path.join(folder, "pgdata");
  const client = copyPgliteTemplate(copy).copied ? await PGlite.create(copy) : await PGlite.create();
  const handle = await openDatabase({ kind: "pglite", client });
  await handle.migrate();
  const dump = await client.dumpDataDir("none");
  const file = path.join(folder, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("pgliteTemplate", file);
  return () => rmSync(folder, { recursive: true, force: true });
}
