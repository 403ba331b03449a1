/**
 * Writes the site's font files (app/fonts/): each face of app/styles/fonts.css cut in two from its
 * @fontsource-variable "latin" file, `npx tsx scripts/subset-fonts.ts`.
 *
 * - `*-core.woff2`: the characters nearly every page sets (printable ASCII and the typographic marks the
 *   site writes: – — ‘ ’ “ ” … · • © ° × €). This is the file the pages preload: it is what the first
 *   screen waits for on a first visit (docs/performance.md, "Lighthouse"), a third smaller than the
 *   whole latin file.
 * - `*-rest.woff2`: the rest of fontsource's latin subset (accented letters and the like), which a
 *   browser fetches only for a page that uses one of them.
 *
 * Both keep the weight axis and the layout features. Fraunces' optical-size axis is fixed at
 * `FRAUNCES_OPTICAL_SIZE` (below): the axis's outlines were half of its file (core 46.6 → 24.4 KB), and
 * the site sets the face only for headings, brand and figures, 19 to 87 px. The unicode ranges printed at
 * the end are the ones app/styles/fonts.css must declare; `CORE_RANGES` and `LATIN_RANGES` are the two
 * lists to change.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";

/** Fontsource's "latin" subset (its CSS unicode-range), as [first, last] code points. */
const LATIN_RANGES: [number, number][] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** What nearly every page sets: printable ASCII, the no-break space and the site's typographic marks. */
const CORE_RANGES: [number, number][] = [
  [0x0020, 0x007e],
  [0x00a0, 0x00a0], // no-break space
  [0x00a9, 0x00a9], // ©
  [0x00b0, 0x00b0], // °
  [0x00b7, 0x00b7], // ·
  [0x00d7, 0x00d7], // ×
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x20ac, 0x20ac], // €
];

/**
 * The optical size Fraunces is drawn at, every size alike. Browsers set the axis to the font size in px
 * (`font-optical-sizing: auto`); 48 is the middle of the sizes the site uses (h3 and card titles 23–30 px,
 * h2 33–51, h1 40–67, the home hero up to 87): at 48 px a heading looks as before, a smaller one a
 * little tighter, a larger one a little softer. docs/decisions/0006-styling.md.
 */
const FRAUNCES_OPTICAL_SIZE = 48;

const FACES = [
  {
    name: "fraunces",
    file: "@fontsource-variable/fraunces/files/fraunces-latin-opsz-normal.woff2",
    variationAxes: { opsz: FRAUNCES_OPTICAL_SIZE },
  },
  { name: "figtree", file: "@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2" },
];

const codePoints = (ranges: [number, number][]) =>
  new Set(ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i)));

/** Code points as CSS unicode-range text, consecutive ones joined into ranges. */
function unicodeRange(points: Set<number>): string {
  const sorted = [...points].sort((a, b) => a - b);
  const parts: string[] = [];
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
  for (let i = 0; i < sorted.length; i++) {
    const first = sorted[i]!;
    let last = first;
    while (sorted[i + 1] === last + 1) last = sorted[++i]!;
    parts.push(first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`);
  }
  return parts.join(", ");
}

const core = codePoints(CORE_RANGES);
const rest = new Set([...codePoints(LATIN_RANGES)].filter((point) => !core.has(point)));
const text = (points: Set<number>) => String.fromCodePoint(...points);

const require = createRequire(import.meta.url);
const outputDir = path.resolve("app", "fonts");
mkdirSync(outputDir, { recursive: true });
for (const face of FACES) {
  const source = readFileSync(require.resolve(face.file));
  for (const [part, points] of [
    ["core", core],
    ["rest", rest],
  ] as const) {
    const output = await subsetFont(source, text(points), {
      targetFormat: "woff2",
      ...("variationAxes" in face ? { variationAxes: face.variationAxes } : {}),
    });
    writeFileSync(path.join(outputDir, `${face.name}-${part}.woff2`), output);
    console.log(`${face.name}-${part}.woff2: ${output.length} bytes (the latin file: ${source.length})`);
  }
}
console.log(`\ncore unicode-range: ${unicodeRange(core)}`);
console.log(`rest unicode-range: ${unicodeRange(rest)}`);
