/**
 * Checks that no public screen loads the admin rich-text editor (TipTap, ProseMirror) or the dashboard's
 * chart library (uPlot), and that no client
 * chunk holds the server-only sanitiser (sanitize-html): after
 * `npm run build`, run `npx tsx scripts/check-public-chunks.ts`. It reads React Router's client
 * manifest (build/client/assets/manifest-*.js: each route's module and every chunk it imports
 * statically) and looks into each chunk a public route or the entry loads. Exits 1 naming the route
 * and chunk when one holds editor code; otherwise says where the editor's code lives (only chunks
 * loaded on demand, from admin screens). app/components/admin/lazy-rich-text-editor.test.ts runs the
 * same check on a build when there is one.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** Strings every TipTap or ProseMirror bundle holds, also minified (class names, error texts). */
export const EDITOR_CODE = /tiptap|prosemirror/i;

/** Strings uPlot's bundle holds, also minified (its root and legend class names). */
export const CHART_CODE = /"uplot"|u-legend/;

export type ClientManifest = {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { id: string; module: string; imports?: string[] }>;
};

/** Admin screens: the admin layout and its children (ids "routes/admin/..." and "admin-..."). */
export function isAdminRoute(id: string): boolean {
  return id.startsWith("routes/admin/") || id.startsWith("admin-");
}

/**
 * The chunks holding editor code that a public route (or the entry, which every page loads) imports
 * statically, as "route: chunk". `read` gives a chunk's text by its address ("/assets/x.js").
 */
export function editorCodeInPublicChunks(
  manifest: ClientManifest,
  read: (asset: string) => string,
  code: RegExp = EDITOR_CODE,
): string[] {
  const loads: [string, string[]][] = [
    ["entry", [manifest.entry.module, ...(manifest.entry.imports ?? [])]],
    ...Object.values(manifest.routes)
      .filter((route) => !isAdminRoute(route.id))
      .map((route): [string, string[]] => [route.id, [route.module, ...(route.imports ?? [])]]),
  ];
  const problems: string[] = [];
  const cache = new Map<string, boolean>();
  for (const [id, assets] of loads) {
    for (const asset of assets) {
      if (!cache.has(asset)) cache.set(asset, code.test(read(asset)));
      if (cache.get(asset)) problems.push(`${id}: ${asset}`);
    }
  }
  return problems;
}

/**
 * Option names only sanitize-html's code holds (also minified): the sanitiser is server-only, so no
 * client chunk at all may hold them (a value import of a core service would pull it in).
 */
export const SANITIZER_CODE = /allowedSchemesAppliedToAttributes|nonTextTags/;

/** The client chunks holding the sanitiser's code. */
export function sanitizerInClientChunks(assets: string[], read: (asset: string) => string): string[] {
  return assets.filter((asset) => SANITIZER_CODE.test(read(asset)));
}

/** The client build's manifest and a reader for its chunks, or null when there is no build. */
export function readClientBuild(
  root = process.cwd(),
): { manifest: ClientManifest; read: (asset: string) => string; assets: string[] } | null {
  const folder = join(root, "build", "client", "assets");
  if (!existsSync(folder)) return null;
  const files = readdirSync(folder);
  const manifestFile = files.find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!manifestFile) return null;
  const text = readFileSync(join(folder, manifestFile), "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  const read = (asset: string) => readFileSync(join(root, "build", "client", asset), "utf8");
  return {
    manifest: JSON.parse(json) as ClientManifest,
    read,
    assets: files.filter((name) => name.endsWith(".js")).map((name) => `/assets/${name}`),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const build = readClientBuild();
  if (!build) {
    console.error("No client build: run `npm run build` first.");
    process.exit(2);
  }
  const problems = editorCodeInPublicChunks(build.manifest, build.read);
  if (problems.length > 0) {
    console.error(
      `Editor code (tiptap/prosemirror) in chunks a public route loads:\n  ${problems.join("\n  ")}`,
    );
    process.exit(1);
  }
  const editorChunks = build.assets.filter((asset) => EDITOR_CODE.test(build.read(asset)));
  console.log(
    `No public route loads editor code. Chunks holding it (loaded on demand): ${editorChunks.join(", ") || "none"}`,
  );
  const chartProblems = editorCodeInPublicChunks(build.manifest, build.read, CHART_CODE);
  if (chartProblems.length > 0) {
    console.error(`Chart code (uPlot) in chunks a public route loads:\n  ${chartProblems.join("\n  ")}`);
    process.exit(1);
  }
  const chartChunks = build.assets.filter((asset) => CHART_CODE.test(build.read(asset)));
  if (chartChunks.length === 0) {
    // The pattern no longer matches uPlot's bundle: the check above would pass whatever happened.
    console.error("No chunk holds chart code: update CHART_CODE for this version of uPlot.");
    process.exit(1);
  }
  console.log(
    `No public route loads chart code. Chunks holding it (loaded on demand): ${chartChunks.join(", ")}`,
  );
}
