/**
 * The build's ready embedded database (db/pglite-template.ts): a first start copies it, and only when it
 * certainly matches the installed PGlite and the migrations folder. PGlite only: a PostgreSQL server
 * never uses it.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { beforeAll, describe, expect, it } from "vitest";
import { tempFolder } from "../tests/support/temp-folder.ts";
import { openDatabase } from "./client.ts";
import {
  copyPgliteTemplate,
  DATABASE_EXISTS,
  migrationList,
  templateProblem,
  writePgliteTemplate,
} from "./pglite-template.ts";

/** A copy of the template in its own folder with its note changed by `change`. */
function templateWithNote(template: string, change: (note: Record<string, unknown>) => void): string {
  const copy = path.join(tempFolder("pglite-template-variant-"), "template");
  mkdirSync(copy);
  // The note is read before the data folder, so an empty data folder stands in for the real one.
  mkdirSync(path.join(copy, "pgdata"));
  const note = JSON.parse(readFileSync(path.join(template, "template.json"), "utf8")) as Record<
    string,
    unknown
  >;
  change(note);
  writeFileSync(path.join(copy, "template.json"), JSON.stringify(note));
  return copy;
}

describe.runIf(process.env.TEST_DB === "pglite")("the build's embedded database template", () => {
  let template: string;

  beforeAll(async () => {
    template = path.join(tempFolder("pglite-template-"), "template");
    await writePgliteTemplate(template);
  }, 60_000);

  it("notes the PGlite version and every migration with a hash of its SQL", () => {
    const note = JSON.parse(readFileSync(path.join(template, "template.json"), "utf8")) as {
      pglite: string;
      migrations: { tag: string; sha256: string }[];
    };
    const installed = JSON.parse(
      readFileSync(path.join("node_modules", "@electric-sql", "pglite", "package.json"), "utf8"),
    ) as { version: string };
    expect(note.pglite).toBe(installed.version);
    expect(note.migrations).toEqual(migrationList());
    expect(note.migrations.map((m) => m.tag)).toContain("0000_baseline");
    expect(templateProblem(template)).toBeUndefined();
    // Nothing of the work in progress is left beside it.
    expect(readdirSync(path.dirname(template))).toEqual(["template"]);
  });

  it("is copied into an empty data folder as a migrated database that needs no migration", async () => {
    const folder = path.join(tempFolder("pglite-copy-"), "pglite");
    expect(copyPgliteTemplate(folder, template)).toEqual({ copied: true });
    const client = await PGlite.create(folder);
    try {
      const applied = async () =>
        (await client.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations"))
          .rows[0]!.n;
      expect(await applied()).toBe(migrationList().length);
      // The rows the migrations insert are there (the rental price list).
      const rentals = await client.query<{ n: number }>("select count(*)::int as n from rentals");
      expect(rentals.rows[0]!.n).toBeGreaterThan(0);
      await (await openDatabase({ kind: "pglite", client })).migrate();
      expect(await applied()).toBe(migrationList().length);
    } finally {
      await client.close();
    }
  }, 60_000);

  it("never touches a data folder that already holds a database", () => {
    const folder = path.join(tempFolder("pglite-existing-"), "pglite");
    mkdirSync(folder);
    writeFileSync(path.join(folder, "PG_VERSION"), "17\n");
    expect(copyPgliteTemplate(folder, template)).toEqual({ copied: false, reason: DATABASE_EXISTS });
    expect(readdirSync(folder)).toEqual(["PG_VERSION"]);
  });

  it("removes a copy left by a start killed halfway, and leaves only the database", () => {
    const dataDir = tempFolder("pglite-halfway-");
    mkdirSync(path.join(dataDir, "pglite.copying-999999", "base"), { recursive: true });
    expect(copyPgliteTemplate(path.join(dataDir, "pglite"), template)).toEqual({ copied: true });
    expect(readdirSync(dataDir)).toEqual(["pglite"]);
    expect(existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
  });

  it("is not used when it does not certainly match, and says why", () => {
    const cases: [string, string | undefined, RegExp][] = [
      ["no template at all", path.join(tempFolder("no-template-"), "missing"), /no template/],
      [
        "a migration whose SQL changed since",
        templateWithNote(template, (note) => {
          (note.migrations as { sha256: string }[])[0]!.sha256 = "0".repeat(64);
        }),
        /migrations differ/,
      ],
      [
        "a migration the folder does not have",
        templateWithNote(template, (note) => {
          (note.migrations as object[]).push({ tag: "9999_elsewhere", sha256: "0".repeat(64) });
        }),
        /migrations differ/,
      ],
      [
        "another PGlite version",
        templateWithNote(template, (note) => {
          note.pglite = "0.0.1";
        }),
        /another PGlite version/,
      ],
    ];
    for (const [what, variant, reason] of cases) {
      const folder = path.join(tempFolder("pglite-refused-"), "pglite");
      const result = copyPgliteTemplate(folder, variant);
      expect(result.copied, what).toBe(false);
      expect(!result.copied && result.reason, what).toMatch(reason);
      expect(existsSync(folder), what).toBe(false);
    }
  });

  it("is used when it holds only the first of the migrations: the start migrates the rest", () => {
    const older = templateWithNote(template, (note) => {
      (note.migrations as object[]).pop();
    });
    expect(templateProblem(older)).toBeUndefined();
  });
});
