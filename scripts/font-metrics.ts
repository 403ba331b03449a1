/**
 * Prints the metric overrides of the fallback @font-face rules in app/styles/fonts.css, read from the
 * woff2 files the site serves: `npx tsx scripts/font-metrics.ts`. The method is capsize's (and
 * next/font's):
 *
 *   size-adjust      = (web font's average advance / its em) ÷ (fallback's average advance / its em)
 *   ascent-override  = web font's hhea ascender ÷ (its em × size-adjust)   (descent and line gap alike)
 *
 * The average advance weights each character by how often it occurs in English prose, so a paragraph
 * set in the resized fallback wraps about where the web font will, and lines keep their height.
 *
 * The fallbacks are Arial and Times New Roman (on Windows and macOS; Liberation Sans and Liberation
 * Serif on Linux have the same advance widths and vertical metrics). Their figures are written below;
 * `npx tsx scripts/font-metrics.ts /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf`
 * prints them for any .ttf or .woff2 to check.
 */
import { readFileSync } from "node:fs";
import { brotliDecompressSync } from "node:zlib";
import subsetFont from "subset-font";

/** How often each character occurs in English prose (letter counts of a large corpus; a space per 5.3). */
const FREQUENCIES: Record<string, number> = {
  " ": 0.1874,
  e: 0.1041,
  t: 0.0729,
  a: 0.0651,
  o: 0.0596,
  n: 0.0564,
  i: 0.0558,
  s: 0.0515,
  r: 0.0498,
  h: 0.0492,
  d: 0.0349,
  l: 0.0331,
  u: 0.0225,
  c: 0.0217,
  m: 0.0202,
  f: 0.0197,
  w: 0.0171,
  g: 0.0158,
  y: 0.0146,
  p: 0.0137,
  b: 0.0124,
  v: 0.0083,
  k: 0.005,
  x: 0.0013,
  j: 0.001,
  q: 0.0008,
  z: 0.0006,
};

export type FontMetrics = {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  lineGap: number;
  /** Frequency-weighted average advance width, in font units. */
  averageWidth: number;
};

/** Arial and Times New Roman, as this script reads them from Liberation Sans and Liberation Serif 2.x. */
const FALLBACKS = {
  Arial: { unitsPerEm: 2048, ascender: 1854, descender: -434, lineGap: 67, averageWidth: 894.31 },
  "Times New Roman": { unitsPerEm: 2048, ascender: 1825, descender: -443, lineGap: 87, averageWidth: 810.14 },
} satisfies Record<string, FontMetrics>;

const WOFF2_TAGS = [
  "cmap", "head", "hhea", "hmtx", "maxp", "name", "OS/2", "post", "cvt ", "fpgm", "glyf", "loca", "prep",
  "CFF ", "VORG", "EBDT", "EBLC", "gasp", "hdmx", "kern", "LTSH", "PCLT", "VDMX", "vhea", "vmtx", "BASE",
  "GDEF", "GPOS", "GSUB", "EBSC", "JSTF", "MATH", "CBDT", "CBLC", "COLR", "CPAL", "SVG ", "sbix", "acnt",
  "avar", "bdat", "bloc", "bsln", "cvar", "fdsc", "feat", "fmtx", "fvar", "gvar", "hsty", "just", "lcar",
  "mort", "morx", "opbd", "prop", "trak", "Zapf", "Silf", "Glat", "Gloc", "Feat", "Sill",
]; // prettier-ignore

/** The font's tables by tag, from a .ttf/.otf or a .woff2 (whose tables share one Brotli stream). */
export function readTables(file: Buffer): Map<string, Buffer> {
  const tables = new Map<string, Buffer>();
  if (file.toString("latin1", 0, 4) !== "wOF2") {
    const count = file.readUInt16BE(4);
    for (let i = 0; i < count; i++) {
      const at = 12 + i * 16;
      const offset = file.readUInt32BE(at + 8);
      tables.set(
        file.toString("latin1", at, at + 4),
        file.subarray(offset, offset + file.readUInt32BE(at + 12)),
      );
    }
    return tables;
  }
  const count = file.readUInt16BE(12);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = file[at++]!;
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) return value;
    }
    throw new Error("bad UIntBase128");
  };
  const entries: { tag: string; length: number }[] = [];
  for (let i = 0; i < count; i++) {
    const flags = file[at++]!;
    let tag = WOFF2_TAGS[flags & 0x3f];
    if ((flags & 0x3f) === 0x3f) {
      tag = file.toString("latin1", at, at + 4);
      at += 4;
    }
    const version = flags >> 6;
    const origLength = base128();
    const transformed = tag === "glyf" || tag === "loca" ? version === 0 : version !== 0;
    const length = transformed ? base128() : origLength;
    if (transformed && tag === "hmtx") throw new Error("transformed hmtx is not read by this script");
    entries.push({ tag: tag!, length });
  }
  const data = brotliDecompressSync(file.subarray(at, at + file.readUInt32BE(20)));
  let offset = 0;
  for (const { tag, length } of entries) {
    tables.set(tag, data.subarray(offset, offset + length));
    offset += length;
  }
  return tables;
}

/** The glyph for each character, from a format 4 (BMP) cmap subtable. */
function glyphIndex(cmap: Buffer, char: number): number {
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const sub = cmap.readUInt32BE(4 + i * 8 + 4);
    if (cmap.readUInt16BE(sub) !== 4) continue;
    const segments = cmap.readUInt16BE(sub + 6) / 2;
    const ends = sub + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      if (cmap.readUInt16BE(ends + s * 2) < char) continue;
      const start = cmap.readUInt16BE(starts + s * 2);
      if (start > char) return 0;
      const delta = cmap.readInt16BE(deltas + s * 2);
      const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
      if (rangeOffset === 0) return (char + delta) & 0xffff;
      const glyph = cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (char - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
  }
  throw new Error("no format 4 cmap subtable");
}

export function readMetrics(file: Buffer): FontMetrics {
  const tables = readTables(file);
  const table = (tag: string) => {
    const found = tables.get(tag);
    if (!found) throw new Error(`no ${tag} table`);
    return found;
  };
  const head = table("head");
  const hhea = table("hhea");
  const hmtx = table("hmtx");
  const cmap = table("cmap");
  const longMetrics = hhea.readUInt16BE(34);
  const advance = (glyph: number) => hmtx.readUInt16BE(Math.min(glyph, longMetrics - 1) * 4);
  let averageWidth = 0;
  for (const [char, share] of Object.entries(FREQUENCIES))
    averageWidth += advance(glyphIndex(cmap, char.codePointAt(0)!)) * share;
  return {
    unitsPerEm: head.readUInt16BE(18),
    ascender: hhea.readInt16BE(4),
    descender: hhea.readInt16BE(6),
    lineGap: hhea.readInt16BE(8),
    averageWidth: Math.round(averageWidth * 100) / 100,
  };
}

/** The four descriptors of a fallback face that stands in for `font` until it loads. */
export function overrides(font: FontMetrics, fallback: FontMetrics) {
  const sizeAdjust = font.averageWidth / font.unitsPerEm / (fallback.averageWidth / fallback.unitsPerEm);
  const em = font.unitsPerEm * sizeAdjust;
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
  return {
    "size-adjust": percent(sizeAdjust),
    "ascent-override": percent(font.ascender / em),
    "descent-override": percent(Math.abs(font.descender) / em),
    "line-gap-override": percent(font.lineGap / em),
  };
}

/**
 * The faces of app/styles/fonts.css (their core files, as the site serves them), the weight each is
 * mostly set at (Fraunces: headings at 600; Figtree: body text at 400), and the local font each one's
 * fallback face resizes. A variable font's tables give the widths of its default instance (Fraunces'
 * is its heaviest), so each file is first drawn at that weight.
 */
export const FACES = [
  { family: "Fraunces", file: "app/fonts/fraunces-core.woff2", weight: 600, fallback: "Times New Roman" },
  { family: "Figtree", file: "app/fonts/figtree-core.woff2", weight: 400, fallback: "Arial" },
] as const;

/** The variation axes a font file still has (from its fvar table): tag, least, default and most. */
export function variationAxes(file: Buffer) {
  const fvar = readTables(file).get("fvar");
  if (!fvar) return [];
  const first = fvar.readUInt16BE(4);
  const size = fvar.readUInt16BE(10);
  return Array.from({ length: fvar.readUInt16BE(8) }, (_, i) => {
    const at = first + i * size;
    const fixed = (offset: number) => fvar.readInt32BE(at + offset) / 65536;
    return { tag: fvar.toString("latin1", at, at + 4), min: fixed(4), default: fixed(8), max: fixed(12) };
  });
}

/** The served file's metrics, drawn at the weight the face is mostly set at. */
async function servedMetrics(face: (typeof FACES)[number]): Promise<FontMetrics> {
  const text = Object.keys(FREQUENCIES).join("");
  const instance = await subsetFont(readFileSync(face.file), text, {
    targetFormat: "sfnt",
    variationAxes: { wght: face.weight },
  });
  return readMetrics(instance);
}

/** What the fallback face of `face` must declare, from the served file. */
export async function fallbackOverrides(face: (typeof FACES)[number]) {
  return overrides(await servedMetrics(face), FALLBACKS[face.fallback]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const given = process.argv[2];
  if (given) {
    console.log(given, readMetrics(readFileSync(given)));
  } else {
    for (const face of FACES) {
      const metrics = await servedMetrics(face);
      console.log(`${face.file} at weight ${face.weight}`, metrics);
      console.log(`  over local ${face.fallback}:`, overrides(metrics, FALLBACKS[face.fallback]));
    }
  }
}
