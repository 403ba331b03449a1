/**
 * The bare baseline `npm run lighthouse` measures in the same run as the site's pages: React 19 hydrating
 * a heading and a paragraph (scripts/lighthouse-baseline/), built by Vite in production mode into a
 * temporary folder and served by a plain node:http server on a free port. Its figures are what the
 * framework alone costs on this machine and this Chromium, so a page's blocking time can be read against
 * it rather than as a number that moves with the host.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { projectPath } from "../core/shared/project-path.ts";

const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript" };

export async function startBaseline(): Promise<{ url: string; close: () => Promise<void> }> {
  const outDir = mkdtempSync(path.join(tmpdir(), "lighthouse-baseline-"));
  await build({
    configFile: false,
    root: projectPath("scripts", "lighthouse-baseline"),
    logLevel: "error",
    mode: "production",
    build: { outDir, emptyOutDir: true, modulePreload: false },
  });
  const server = createServer((request, response) => {
    const name = request.url === "/" ? "index.html" : (request.url ?? "").slice(1);
    const file = path.join(outDir, path.normalize(name));
    if (!file.startsWith(outDir + path.sep)) return response.writeHead(404).end();
    try {
      const body = readFileSync(file);
      response.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
