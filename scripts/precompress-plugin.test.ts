import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { tempFolder } from "../tests/support/temp-folder.ts";
import { precompressFolder } from "./precompress-plugin.ts";

describe("precompressFolder", () => {
  it("writes Brotli and gzip copies of text files that decode to the files themselves", async () => {
    const folder = tempFolder("precompress-");
    mkdirSync(path.join(folder, "assets"));
    const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h10v10H0z"/>'.repeat(60)}</svg>`;
    writeFileSync(path.join(folder, "assets", "entry-abc.js"), script);
    writeFileSync(path.join(folder, "flag.svg"), svg);

    expect(await precompressFolder(folder)).toBe(2);

    for (const [file, text] of [
      ["assets/entry-abc.js", script],
      ["flag.svg", svg],
    ] as const) {
      const br = readFileSync(path.join(folder, `${file}.br`));
      const gz = readFileSync(path.join(folder, `${file}.gz`));
      expect(br.length).toBeLessThan(text.length);
      expect(brotliDecompressSync(br).toString()).toBe(text);
      expect(gunzipSync(gz).toString()).toBe(text);
    }
  });

  it("leaves small files, already compressed formats and incompressible bytes as they are", async () => {
    const folder = tempFolder("precompress-");
    writeFileSync(path.join(folder, "tiny.js"), "export {};\n");
    writeFileSync(path.join(folder, "face.woff2"), Buffer.alloc(4096, 7));
    // Random bytes do not shrink: a copy would be larger than the file, so none is kept, not even
    // one left from an earlier build of a file by that name.
    writeFileSync(path.join(folder, "noise.svg"), randomBytes(4096));
    writeFileSync(path.join(folder, "noise.svg.br"), "an old copy");

    await precompressFolder(folder);

    expect(existsSync(path.join(folder, "tiny.js.br"))).toBe(false);
    expect(existsSync(path.join(folder, "face.woff2.br"))).toBe(false);
    expect(existsSync(path.join(folder, "face.woff2.gz"))).toBe(false);
    expect(existsSync(path.join(folder, "noise.svg.br"))).toBe(false);
    expect(existsSync(path.join(folder, "noise.svg.gz"))).toBe(false);
  });

  it("compresses again only the files newer than their copies", async () => {
    const folder = tempFolder("precompress-");
    const text = "const a = 1;\n".repeat(200);
    writeFileSync(path.join(folder, "a.js"), text);
    writeFileSync(path.join(folder, "b.js"), text);
    expect(await precompressFolder(folder)).toBe(2);
    expect(await precompressFolder(folder)).toBe(0);

    const changed = "const b = 2;\n".repeat(200);
    writeFileSync(path.join(folder, "b.js"), changed);
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(folder, "b.js"), later, later);
    expect(await precompressFolder(folder)).toBe(1);
    expect(brotliDecompressSync(readFileSync(path.join(folder, "b.js.br"))).toString()).toBe(changed);
  });
});
