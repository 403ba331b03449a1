import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempFolder } from "../tests/support/temp-folder.ts";
import { missingPaths } from "./check-spec-coverage.ts";

describe("docs/spec-coverage.md", () => {
  it("names only files and folders that exist", () => {
    expect(missingPaths(readFileSync("docs/spec-coverage.md", "utf8"), process.cwd())).toEqual([]);
  });
});

describe("the path check", () => {
  /** A small tree of its own, so the check's own test does not follow the project's files. */
  function tree(files: string[]): string {
    const root = tempFolder("spec-coverage-");
    for (const file of files) {
      mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
      writeFileSync(path.join(root, file), "");
    }
    return root;
  }

  it("accepts full paths, bare names beside them or at the root, braces, globs and folders", () => {
    const root = tree([
      "core/bookings/booking-money.ts",
      "core/bookings/booking-service.ts",
      "core/trips/trip-types.ts",
      "app/routes/boat.tsx",
      "app/routes/course.tsx",
      "db/seed/seed.ts",
      "playwright.config.ts",
    ]);
    const markdown = [
      "| a | `core/bookings/booking-money.ts`, `booking-service.ts` | `playwright.config.ts` |",
      "| b | `app/routes/{boat,course}.tsx`, `db/seed/` | `core/*/…-types.ts` |",
      "| c | `place_booking`, `npm run bench`, `GET /api/v1/pages`, `users.agent_discount` | — |",
    ].join("\n");
    expect(missingPaths(markdown, root)).toEqual([]);
  });

  it("names each missing full path, bare name, brace choice, glob and folder with its line", () => {
    const root = tree(["core/bookings/booking-money.ts", "app/routes/boat.tsx", "db/seed/artwork.test.ts"]);
    const markdown = [
      "| a | `core/bookings/booking-money.ts`, `no-such-file.ts` | — |",
      "| b | `app/routes/{boat,no-such-route}.tsx`, `db/no-such-folder/` | `core/*/…-types.ts` |",
      "| c | `db/seed/artwork/artwork.test.ts` | — |",
    ].join("\n");
    expect(missingPaths(markdown, root)).toEqual([
      { line: 1, path: "no-such-file.ts (in core/bookings or the root)" },
      { line: 2, path: "app/routes/no-such-route.tsx" },
      { line: 2, path: "db/no-such-folder/" },
      { line: 2, path: "core/*/…-types.ts" },
      { line: 3, path: "db/seed/artwork/artwork.test.ts" },
    ]);
  });
});
