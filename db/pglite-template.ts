/**
 * A migrated, empty embedded database made once by the build, copied into a data folder on its first
 * start instead of creating one there.
 *
 * Creating a PGlite database (PostgreSQL's initdb, run in WebAssembly) is most of a first start: about
 * 6 CPU-seconds on a 2-core machine, against a fraction of a second to copy the 40 MB folder it leaves
 * (docs/performance.md, "A ready database from the build"). The build runs {@link writePgliteTemplate}
 * (`build/pglite-template/`); the server's first start on an empty data folder copies it
 * ({@link copyPgliteTemplate}) and then migrates as usual, which applies nothing or only what is newer.
 *
 * The copy is used only when it is certainly right: its note (`template.json`) must name the PGlite
 * version installed now, and the migrations it holds must be the first of the migrations folder's,
 * byte for byte (a hash of each file). Otherwise the start creates the database as before. The folder is
 * copied beside its final place and renamed into it, so a start killed halfway leaves nothing that a
 * later start would mistake for a database.
 */
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { projectPath } from "../core/shared/project-path.ts";
import { migrationsFolder, openDatabase } from "./client.ts";

/** Where the build leaves the template. */
export const PGLITE_TEMPLATE_DIR = projectPath("build", "pglite-template");

/** What the template holds, written beside its data folder. */
type TemplateNote = { pglite: string; migrations: { tag: string; sha256: string }[] };

const NOTE_FILE = "template.json";
/** The reason given when the data folder already has its database (not a first start). */
export const DATABASE_EXISTS = "the data folder already holds a database";
const DATA_FOLDER = "pgdata";

/** The installed PGlite's version, or undefined if its package file cannot be read. */
function installedPgliteVersion(): string | undefined {
  try {
    const file = projectPath("node_modules", "@electric-sql", "pglite", "package.json");
    return (JSON.parse(readFileSync(file, "utf8")) as { version?: string }).version;
  } catch {
    return undefined;
  }
}

/** The migrations folder's migrations in order, each with a hash of its SQL. */
export function migrationList(folder = migrationsFolder): TemplateNote["migrations"] {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  return journal.entries.map(({ tag }) => ({
    tag,
    sha256: createHash("sha256")
      .update(readFileSync(path.join(folder, `${tag}.sql`)))
      .digest("hex"),
  }));
}

/**
 * Makes the template in `target` (replacing one there): a new PGlite database with every migration
 * applied, closed cleanly, and its note.
 */
export async function writePgliteTemplate(target = PGLITE_TEMPLATE_DIR): Promise<void> {
  const pglite = installedPgliteVersion();
  if (!pglite) throw new Error("The installed PGlite's version cannot be read: run npm install.");
  const building = `${target}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(path.join(building, DATA_FOLDER), { recursive: true });
  const client = await PGlite.create(path.join(building, DATA_FOLDER));
  try {
    const database = await openDatabase({ kind: "pglite", client });
    await database.migrate();
  } finally {
    await client.close();
  }
  const note: TemplateNote = { pglite, migrations: migrationList() };
  writeFileSync(path.join(building, NOTE_FILE), `${JSON.stringify(note, null, 2)}\n`);
  rmSync(target, { recursive: true, force: true });
  renameSync(building, target);
}

/** Why the template cannot be used for this start, or undefined when it can. */
export function templateProblem(template = PGLITE_TEMPLATE_DIR): string | undefined {
  let note: TemplateNote;
  try {
    note = JSON.parse(readFileSync(path.join(template, NOTE_FILE), "utf8")) as TemplateNote;
  } catch {
    return "no template (run npm run build)";
  }
  if (!existsSync(path.join(template, DATA_FOLDER))) return "the template has no database folder";
  if (note.pglite !== installedPgliteVersion()) return "the template was made by another PGlite version";
  const current = migrationList();
  const matches =
    note.migrations.length <= current.length &&
    note.migrations.every(
      (migration, index) =>
        migration.tag === current[index]!.tag && migration.sha256 === current[index]!.sha256,
    );
  return matches ? undefined : "the template's migrations differ from the migrations folder's";
}

/**
 * Puts a copy of the template's database in `folder` when `folder` is missing or empty and the template
 * fits (see {@link templateProblem}). Answers whether it did, and if not, why.
 */
export function copyPgliteTemplate(
  folder: string,
  template = PGLITE_TEMPLATE_DIR,
): { copied: true } | { copied: false; reason: string } {
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    return { copied: false, reason: DATABASE_EXISTS };
  }
  const problem = templateProblem(template);
  if (problem) return { copied: false, reason: problem };
  // A copy left by a start that was killed halfway is removed (the caller holds the data folder's lock).
  const parent = path.dirname(folder);
  const prefix = `${path.basename(folder)}.copying-`;
  for (const name of existsSync(parent) ? readdirSync(parent) : []) {
    if (name.startsWith(prefix)) rmSync(path.join(parent, name), { recursive: true, force: true });
  }
  const copying = path.join(parent, `${prefix}${process.pid}`);
  cpSync(path.join(template, DATA_FOLDER), copying, { recursive: true });
  rmSync(folder, { recursive: true, force: true }); // empty, or missing
  renameSync(copying, folder);
  return { copied: true };
}
