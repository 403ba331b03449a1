/**
 * Vite plugin: after the client build is written, store a Brotli (.br) and a gzip (.gz) copy beside
 * every text file (scripts, styles, SVG, JSON), compressed once at the highest levels.
 *
 * The server sends these copies as they are (@fastify/static's `preCompressed`, server/react-router.ts)
 * instead of compressing every asset afresh for every visitor with an empty cache: a first page load
 * fetches some twenty scripts, and compressing the largest alone took the server about 12 ms each time.
 * The copies are also smaller than on-the-fly compression, which has to use a faster level.
 */
import { existsSync } from "node:fs";
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing (pictures and WOFF2 fonts are compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
/** Below this size compression gains nothing (the server's own threshold, server/app.ts). */
const MIN_BYTES = 1024;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** When `copy` was last written, or undefined when it is not there. */
async function writtenAt(copy: string): Promise<number | undefined> {
  return stat(copy).then(
    (stats) => stats.mtimeMs,
    () => undefined,
  );
}

/**
 * Writes `file.br` and `file.gz` for every compressible file of `folder` that has no copies as new as
 * itself; answers how many files it compressed.
 */
export async function precompressFolder(folder: string): Promise<number> {
  const files = (await filesUnder(folder)).filter((file) => COMPRESSIBLE.test(file));
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      const stats = await stat(file);
      if (stats.size < MIN_BYTES) return;
      const copies = await Promise.all([writtenAt(`${file}.br`), writtenAt(`${file}.gz`)]);
      if (copies.every((time) => time !== undefined && time >= stats.mtimeMs)) return;
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      // A copy that is not smaller is not kept (nor an older one left behind): the server then sends
      // the file itself.
      for (const [copy, compressed] of [
        [`${file}.br`, br],
        [`${file}.gz`, gz],
      ] as const) {
        if (compressed.length < bytes.length) await writeFile(copy, compressed);
        else await rm(copy, { force: true });
      }
      count++;
    }),
  );
  return count;
}

/**
 * Compresses the browser build's folder when the client build ends, and again when the server build
 * ends: React Router writes the browser's route manifest (`assets/manifest-*.js`) into the client folder
 * during the server build. The server build runs with a configuration of its own, so it finds the
 * client folder by React Router's layout (`<buildDirectory>/client` beside `<buildDirectory>/server`).
 * The second pass compresses only what is new. The server build's own files are read from disk, never
 * sent, so they get no copies.
 */
export function precompress(): Plugin {
  let clientDir: string | undefined;
  return {
    name: "precompress-client-assets",
    apply: "build",
    writeBundle(options) {
      if (!options.dir) return;
      const sibling = path.join(path.dirname(options.dir), "client");
      clientDir =
        this.environment.name === "client" ? options.dir : existsSync(sibling) ? sibling : undefined;
    },
    async closeBundle() {
      if (!clientDir) return;
      const count = await precompressFolder(clientDir);
      if (count > 0) {
        this.info(
          `precompressed ${count} files (Brotli and gzip) in ${path.relative(process.cwd(), clientDir)}`,
        );
      }
    },
  };
}
