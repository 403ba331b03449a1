import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project's root folder: the nearest folder above this file holding package.json. The same answer
 * whether the code runs from source (tsx, Vitest) or compiled into dist/.
 */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package.json not found above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return dir;
}

const root = findRoot();

/** A path inside the project, e.g. `projectPath("db", "migrations")`. */
export function projectPath(...parts: string[]): string {
  return path.join(root, ...parts);
}
