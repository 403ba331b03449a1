/**
 * Temporary folders for tests. Each is removed when its test file ends: tests/setup/temp-folders.ts
 * (a set-up file of every Vitest project) calls `removeTempFolders` after all tests of the file.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const made: string[] = [];

/** A new empty folder under the system's temporary folder, its name starting with `prefix`. */
export function tempFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(folder);
  return folder;
}

export function removeTempFolders(): void {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
}
