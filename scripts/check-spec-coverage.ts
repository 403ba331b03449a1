/**
 * Checks that every file or folder docs/spec-coverage.md names exists, so the table of "where it is built
 * and which test proves it" cannot drift from the tree: `npx tsx scripts/check-spec-coverage.ts`, and
 * scripts/check-spec-coverage.test.ts runs it in the unit stage.
 *
 * A path is a backticked word that starts with one of the repository's top folders (`core/…`,
 * `tests/e2e/x.e2e.ts`) or is a bare file name (`booking-money.ts`). A bare name is looked up beside the
 * last full path of the same table cell (the table writes `core/bookings/booking-service.ts`,
 * `booking-money.ts`), then at the root. Braces expand (`app/routes/{boat,course}.tsx`); `*` and `…`
 * match within one folder name. Anything else in backticks (SQL names, calls, settings) is not a path.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const TOP_FOLDERS = ["app", "bench", "core", "db", "docs", "public", "scripts", "server", "tests"];
const BARE_FILE = /^[\w.-]+\.(ts|tsx|mjs|js|json|css|md|txt|sql|jpg|png)$/;

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts` (nested braces are not used in the document). */
function expandBraces(text: string): string[] {
  const match = /\{([^{}]*)\}/.exec(text);
  if (!match) return [text];
  const before = text.slice(0, match.index);
  const after = text.slice(match.index + match[0].length);
  return match[1]!.split(",").flatMap((choice) => expandBraces(`${before}${choice}${after}`));
}

/** Whether `relative` (with `*` or `…` standing for any part of one name) names something under `root`. */
function existsUnder(root: string, relative: string): boolean {
  const parts = relative.split("/").filter((part) => part !== "");
  let candidates = [root];
  for (const part of parts) {
    if (!/[*…]/.test(part)) {
      candidates = candidates.map((folder) => path.join(folder, part)).filter((file) => existsSync(file));
      continue;
    }
    const pattern = new RegExp(
      `^${part
        .split(/[*…]/)
        .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
        .join(".*")}$`,
    );
    candidates = candidates.flatMap((folder) =>
      existsSync(folder) && statSync(folder).isDirectory()
        ? readdirSync(folder)
            .filter((name) => pattern.test(name))
            .map((name) => path.join(folder, name))
        : [],
    );
  }
  return candidates.length > 0;
}

/** The backticked words of one table cell or line, in order. */
function codeSpans(text: string): string[] {
  return [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!.trim());
}

export type MissingPath = { line: number; path: string };

/** Every path the markdown names that does not exist under `root`, with its line number. */
export function missingPaths(markdown: string, root: string): MissingPath[] {
  const missing: MissingPath[] = [];
  markdown.split("\n").forEach((lineText, index) => {
    const cells = lineText.startsWith("|") ? lineText.split("|") : [lineText];
    for (const cell of cells) {
      let folder: string | undefined;
      for (const span of codeSpans(cell)) {
        const isFull = TOP_FOLDERS.some((top) => span === top || span.startsWith(`${top}/`));
        if (isFull && !/\s/.test(span)) {
          for (const each of expandBraces(span)) {
            if (!existsUnder(root, each)) missing.push({ line: index + 1, path: each });
          }
          folder = span.endsWith("/") ? span : path.posix.dirname(span);
        } else if (BARE_FILE.test(span) || /^[\w.-]*\{[\w.,-]+\}[\w.-]*\.\w+$/.test(span)) {
          for (const each of expandBraces(span)) {
            const found =
              (folder !== undefined && existsUnder(root, path.posix.join(folder, each))) ||
              existsUnder(root, each);
            if (!found)
              missing.push({ line: index + 1, path: folder ? `${each} (in ${folder} or the root)` : each });
          }
        }
      }
    }
  });
  return missing;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const file = process.argv[2] ?? "docs/spec-coverage.md";
  const missing = missingPaths(readFileSync(path.join(root, file), "utf8"), root);
  for (const { line, path: name } of missing) console.log(`${file}:${line}: no ${name}`);
  console.log(missing.length === 0 ? `${file}: every named path exists.` : `${missing.length} missing.`);
  process.exitCode = missing.length === 0 ? 0 : 1;
}
