/**
 * The demo imagery, drawn in code: illustrated seascapes and underwater scenes in a flat, layered
 * style (the look of a travel brand's illustrations). No file is downloaded and none is kept in the
 * repository: the seed renders these SVGs through the ImageStore into WebP files in the data folder.
 *
 * Every picture is a pure function of its options: the same seed always draws the same scene, and
 * each boat, dive site, course, page and homepage slot passes its own seed to get its own picture.
 */

export const artworkVariants = [
  "boat",
  "sunset",
  "beach",
  "reef",
  "boulders",
  "manta",
  "whaleshark",
  "diver",
  "wreck",
] as const;
export type ArtworkVariant = (typeof artworkVariants)[number];

export type SeascapeOptions = {
  /** Any integer; the same seed draws the same picture. */
  seed: number;
  width: number;
  height: number;
  variant: ArtworkVariant;
};

/** An SVG document of the scene, `width` x `height` pixels. */
export function seascapeSvg(options: SeascapeOptions): string {
  const { width, height, variant } = options;
  const c = new Canvas(width, height, createRng(hashSeed(options.seed, variant)));
  switch (variant) {
    case "boat":
      drawBoatScene(c);
      break;
    case "sunset":
      drawSunsetScene(c);
      break;
    case "beach":
      drawBeachScene(c);
      break;
    case "reef":
      drawReefScene(c);
      break;
    case "boulders":
      drawBouldersScene(c);
      break;
    case "manta":
      drawMantaScene(c);
      break;
    case "whaleshark":
      drawWhaleSharkScene(c);
      break;
    case "diver":
      drawDiverScene(c);
      break;
    case "wreck":
      drawWreckScene(c);
      break;
  }
  drawVignette(c);
  return c.toString();
}

// ---------------------------------------------------------------------------------------------------
// Randomness, numbers and colours

type Rng = {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
};

function hashSeed(seed: number, variant: string): number {
  let h = 2166136261 ^ Math.trunc(seed);
  for (const ch of `${variant}:${seed}`) {
    h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and good enough for pictures. */
function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
  };
}

/** Rounds for compact SVG. */
function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Rounds to `digits` decimals, for scales and opacities. */
function k(value: number, digits: number): string {
  const factor = 10 ** digits;
  return String(Math.round(value * factor) / factor);
}

function parseHex(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Blends colour a towards colour b by t (0..1). */
function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = parseHex(a);
  const [r2, g2, b2] = parseHex(b);
  const k = Math.min(1, Math.max(0, t));
  const ch = (x: number, y: number) =>
    Math.round(x + (y - x) * k)
      .toString(16)
      .padStart(2, "0");
  return `#${ch(r1, r2)}${ch(g1, g2)}${ch(b1, b2)}`;
}

type Point = [number, number];

/** A smooth closed path through the points (Catmull-Rom turned into cubic Béziers). */
function closedCurve(points: Point[]): string {
  const count = points.length;
  const at = (i: number) => points[((i % count) + count) % count]!;
  let d = `M${n(at(0)[0])},${n(at(0)[1])}`;
  for (let i = 0; i < count; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(p2[0])},${n(p2[1])}`;
  }
  return `${d}Z`;
}

/** A smooth open path through the points. */
function openCurve(points: Point[]): string {
  const count = points.length;
  const at = (i: number) => points[Math.min(count - 1, Math.max(0, i))]!;
  let d = `M${n(at(0)[0])},${n(at(0)[1])}`;
  for (let i = 0; i < count - 1; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(p2[0])},${n(p2[1])}`;
  }
  return d;
}

// ---------------------------------------------------------------------------------------------------
// The canvas: defs, layers and ids

class Canvas {
  readonly defs: string[] = [];
  readonly body: string[] = [];
  /** One unit of drawing: 1/900 of the height, so scenes scale with the picture. */
  readonly u: number;
  private nextId = 0;

  constructor(
    readonly w: number,
    readonly h: number,
    readonly rng: Rng,
  ) {
    this.u = h / 900;
  }

  id(prefix: string): string {
    this.nextId += 1;
    return `${prefix}${this.nextId}`;
  }

  add(...parts: string[]): void {
    this.body.push(...parts);
  }

  /** A vertical linear gradient in user space from y1 to y2; stops are [offset, colour, opacity?]. */
  vertical(y1: number, y2: number, stops: [number, string, number?][]): string {
    const id = this.id("g");
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${n(y1)}" x2="0" y2="${n(y2)}">${stops
        .map(
          ([o, col, op]) =>
            `<stop offset="${o}" stop-color="${col}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`,
        )
        .join("")}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A linear gradient across the bounding box of the shape it fills. */
  linear(x1: number, y1: number, x2: number, y2: number, stops: [number, string, number?][]): string {
    const id = this.id("g");
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
        .map(
          ([o, col, op]) =>
            `<stop offset="${o}" stop-color="${col}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`,
        )
        .join("")}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(cx: number, cy: number, r: number, stops: [number, string, number?][]): string {
    const id = this.id("r");
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stops
        .map(
          ([o, col, op]) =>
            `<stop offset="${o}" stop-color="${col}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`,
        )
        .join("")}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A mask in the canvas's own coordinates: white shows, black hides. */
  mask(content: string): string {
    const id = this.id("m");
    this.defs.push(
      `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${this.w}" height="${this.h}">${content}</mask>`,
    );
    return `url(#${id})`;
  }

  clip(content: string): string {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}">${content}</clipPath>`);
    return `url(#${id})`;
  }

  toString(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      `<defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`
    );
  }
}

function drawVignette(c: Canvas): void {
  // Four soft edge bands (linear gradients are much cheaper to render than one full-frame radial).
  const shade = "#02101f";
  const top = c.vertical(0, c.h * 0.3, [
    [0, shade, 0.22],
    [1, shade, 0],
  ]);
  const bottom = c.vertical(c.h * 0.65, c.h, [
    [0, shade, 0],
    [1, shade, 0.34],
  ]);
  const left = c.linear(0, 0, 1, 0, [
    [0, shade, 0.28],
    [1, shade, 0],
  ]);
  const right = c.linear(0, 0, 1, 0, [
    [0, shade, 0],
    [1, shade, 0.28],
  ]);
  const side = c.w * 0.22;
  c.add(
    `<rect width="${c.w}" height="${n(c.h * 0.3)}" fill="${top}"/>`,
    `<rect y="${n(c.h * 0.65)}" width="${c.w}" height="${n(c.h * 0.35)}" fill="${bottom}"/>`,
    `<rect width="${n(side)}" height="${c.h}" fill="${left}"/>`,
    `<rect x="${n(c.w - side)}" width="${n(side)}" height="${c.h}" fill="${right}"/>`,
  );
}

// ---------------------------------------------------------------------------------------------------
// Palettes

type SkyPalette = {
  skyTop: string;
  skyMid: string;
  horizon: string;
  sun: string;
  sunGlow: string;
  cloud: string;
  seaFar: string;
  seaNear: string;
  glint: string;
  islandFar: string;
  jungle: string;
  jungleDark: string;
  granite: string;
  graniteShade: string;
  boatHull: string;
  boatTrim: string;
  windows: string;
};

const daySkies: SkyPalette[] = [
  {
    skyTop: "#2f8fd6",
    skyMid: "#71c0ea",
    horizon: "#d8f0f6",
    sun: "#fff8de",
    sunGlow: "#fff2c2",
    cloud: "#ffffff",
    seaFar: "#3fb6c9",
    seaNear: "#0b5e8e",
    glint: "#e9fbff",
    islandFar: "#7fb3c4",
    jungle: "#2f7d4f",
    jungleDark: "#1d5a3b",
    granite: "#d6cbbb",
    graniteShade: "#8f8478",
    boatHull: "#fbfdff",
    boatTrim: "#0e3a66",
    windows: "#1c3552",
  },
  {
    skyTop: "#1f7fc4",
    skyMid: "#5fb5e3",
    horizon: "#f4ead0",
    sun: "#fffbe8",
    sunGlow: "#ffe7a8",
    cloud: "#fffaf2",
    seaFar: "#37b9c4",
    seaNear: "#0a4f82",
    glint: "#fff7dc",
    islandFar: "#86aebd",
    jungle: "#3a8150",
    jungleDark: "#235e3a",
    granite: "#ddd0bc",
    graniteShade: "#958774",
    boatHull: "#ffffff",
    boatTrim: "#0b4a6e",
    windows: "#1b3148",
  },
];

type WaterPalette = {
  surface: string;
  shallow: string;
  mid: string;
  deep: string;
  sand: string;
  silhouette: string;
};

const waters: WaterPalette[] = [
  {
    surface: "#8fe6ee",
    shallow: "#2bb3c8",
    mid: "#137fad",
    deep: "#0a2f5c",
    sand: "#e6d6ad",
    silhouette: "#071d38",
  },
  {
    surface: "#9af0df",
    shallow: "#25b5b1",
    mid: "#117f98",
    deep: "#0a3552",
    sand: "#e9dcb4",
    silhouette: "#06202e",
  },
  {
    surface: "#7fd3f2",
    shallow: "#2a9fd6",
    mid: "#1766a8",
    deep: "#0b2452",
    sand: "#dcd2b6",
    silhouette: "#061634",
  },
];

const coralColours = ["#ff7b6b", "#f59b4c", "#e26d9c", "#f2cf5b", "#b06ad0", "#ff9a8a", "#e85a5a"];

// ---------------------------------------------------------------------------------------------------
// Above the water: sky, sun, clouds, islands, sea, boats

function drawSky(c: Canvas, p: SkyPalette, horizonY: number): void {
  const fill = c.vertical(0, horizonY, [
    [0, p.skyTop],
    [0.55, p.skyMid],
    [1, p.horizon],
  ]);
  c.add(`<rect width="${c.w}" height="${n(horizonY + 2)}" fill="${fill}"/>`);
}

function drawSun(c: Canvas, p: SkyPalette, x: number, y: number, radius: number): void {
  const glow = c.radial(x, y, radius * 7, [
    [0, p.sunGlow, 0.75],
    [0.25, p.sunGlow, 0.3],
    [1, p.sunGlow, 0],
  ]);
  c.add(
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius * 7)}" fill="${glow}"/>`,
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius)}" fill="${p.sun}"/>`,
  );
}

/** A flat, rounded cloud: a row of puffs on a flat base, shaded underneath and lit on top. */
function drawCloud(c: Canvas, x: number, y: number, size: number, colour: string, opacity: number): void {
  const { rng } = c;
  const puffs = rng.int(3, 5);
  let shapes = "";
  let highlights = "";
  let cx = x;
  for (let i = 0; i < puffs; i++) {
    const middle = 1 - Math.abs(i - (puffs - 1) / 2) / puffs;
    const r = size * (0.45 + 0.5 * middle) * rng.range(0.8, 1.1);
    shapes += `<circle cx="${n(cx)}" cy="${n(y - r * 0.55)}" r="${n(r)}"/>`;
    highlights += `<circle cx="${n(cx - r * 0.12)}" cy="${n(y - r * 0.68)}" r="${n(r * 0.84)}"/>`;
    cx += r * rng.range(0.9, 1.2);
  }
  const base = `<rect x="${n(x - size * 0.3)}" y="${n(y - size * 0.35)}" width="${n(cx - x + size * 0.2)}" height="${n(size * 0.35)}" rx="${n(size * 0.17)}"/>`;
  c.add(
    `<g opacity="${k(opacity, 2)}"><g fill="${mix(colour, "#8fb4d6", 0.35)}">${shapes}${base}</g>` +
      `<g fill="${colour}">${highlights}</g></g>`,
  );
}

function drawClouds(c: Canvas, p: SkyPalette, horizonY: number, count: number): void {
  const { rng, u } = c;
  for (let i = 0; i < count; i++) {
    const x = rng.range(-0.05, 0.9) * c.w;
    const y = rng.range(0.12, 0.75) * horizonY;
    const size = rng.range(28, 60) * u * (0.6 + y / horizonY);
    drawCloud(c, x, y, size, p.cloud, rng.range(0.55, 0.9));
  }
}

/** A granite boulder: a rounded, slightly squashed blob lit from the top left. */
function boulderPath(rng: Rng, cx: number, cy: number, rx: number, ry: number, flatBottom = true): string {
  const points: Point[] = [];
  const count = 9;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + rng.range(-0.12, 0.12);
    const r = rng.range(0.86, 1.08);
    let y = cy + Math.sin(a) * ry * r;
    if (flatBottom && y > cy + ry * 0.55) y = cy + ry * 0.55 + (y - cy - ry * 0.55) * 0.3;
    points.push([cx + Math.cos(a) * rx * r, y]);
  }
  return closedCurve(points);
}

function drawBoulder(
  c: Canvas,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  light: string,
  shade: string,
): void {
  const fill = c.linear(0.2, 0, 0.8, 1, [
    [0, mix(light, "#ffffff", 0.25)],
    [0.5, light],
    [1, shade],
  ]);
  c.add(`<path d="${boulderPath(c.rng, cx, cy, rx, ry)}" fill="${fill}"/>`);
}

/**
 * An island: a steep jungle hill, one or two summits, with granite boulders piled at the water's edge
 * (the Similan look). `haze` (0..1) fades it towards the horizon colour.
 */
function drawIsland(
  c: Canvas,
  p: SkyPalette,
  x0: number,
  x1: number,
  baseY: number,
  height: number,
  haze: number,
): void {
  const { rng, u } = c;
  const width = x1 - x0;
  const peaks = [
    { at: rng.range(0.3, 0.5), height: 1, spread: rng.range(0.18, 0.26) },
    { at: rng.range(0.55, 0.8), height: rng.range(0.45, 0.8), spread: rng.range(0.12, 0.2) },
  ];
  const ridge = (t: number) => {
    const edge = Math.min(1, Math.sin(Math.PI * t) * 2.2);
    let top = 0;
    for (const peak of peaks)
      top = Math.max(top, peak.height * Math.exp(-(((t - peak.at) / peak.spread) ** 2) / 2));
    return baseY - height * Math.max(0, top * edge);
  };
  const points: Point[] = [];
  const steps = 14;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    points.push([x0 + width * t, ridge(t) + (i === 0 || i === steps ? 0 : rng.range(-2, 2) * u)]);
  }
  const outline = `${openCurve(points)}L${n(x1)},${n(baseY + 4 * u)}L${n(x0)},${n(baseY + 4 * u)}Z`;
  const green = mix(p.jungle, p.islandFar, haze);
  const dark = mix(p.jungleDark, p.islandFar, haze);
  const fill = c.linear(0, 0, 1, 0.4, [
    [0, mix(green, "#ffffff", 0.1)],
    [1, dark],
  ]);
  c.add(`<path d="${outline}" fill="${fill}"/>`);
  if (haze >= 0.7) return;
  // Forest: tree crowns in two tones, thinning out towards the summit.
  const clip = c.clip(`<path d="${outline}"/>`);
  let light = "";
  let shade = "";
  const crowns = Math.round((width * height) / (700 * u * u));
  for (let i = 0; i < crowns; i++) {
    const t = rng.range(0.02, 0.98);
    const top = ridge(t);
    const y = rng.range(top, baseY);
    const r = rng.range(9, 20) * u * (1 - haze * 0.6);
    const crown = `<circle cx="${n(x0 + width * t)}" cy="${n(y)}" r="${n(r)}"/>`;
    if (rng.chance(0.5)) light += crown;
    else shade += crown;
  }
  c.add(
    `<g clip-path="${clip}"><g fill="${mix(green, "#ffffff", 0.12)}" fill-opacity="0.3">${light}</g>` +
      `<g fill="${mix(dark, "#000000", 0.1)}" fill-opacity="0.22">${shade}</g></g>`,
  );
  // Granite boulders, in clusters at the waterline; the sea drawn afterwards hides their feet.
  const rockLight = mix(p.granite, p.islandFar, haze);
  const rockShade = mix(p.graniteShade, p.islandFar, haze);
  const clusters = rng.int(1, 3);
  const scale = (1 - haze * 0.5) * Math.min(1.4, 0.5 + height / (250 * u));
  for (let k = 0; k < clusters; k++) {
    const cx = x0 + width * rng.range(0.08, 0.92);
    const rocks = rng.int(3, 5);
    for (let i = 0; i < rocks; i++) {
      const r = rng.range(10, 26) * u * scale * (i === 0 ? 1.4 : 1);
      const x = cx + rng.range(-45, 45) * u * scale;
      const y = baseY - r * rng.range(0.2, 0.8) - (i > 2 ? r * 0.8 : 0);
      drawBoulder(c, x, y, r * rng.range(1.1, 1.5), r, rockLight, rockShade);
    }
  }
}

/** Gentle wave lines on open water, denser towards the horizon. */
function drawSea(c: Canvas, p: SkyPalette, horizonY: number): void {
  const { rng, u } = c;
  const fill = c.vertical(horizonY, c.h, [
    [0, p.seaFar],
    [0.35, mix(p.seaFar, p.seaNear, 0.55)],
    [1, p.seaNear],
  ]);
  c.add(`<rect y="${n(horizonY)}" width="${c.w}" height="${n(c.h - horizonY)}" fill="${fill}"/>`);
  let lines = "";
  const rows = 26;
  for (let i = 0; i < rows; i++) {
    const t = (i + 1) / rows;
    const y = horizonY + (c.h - horizonY) * t ** 1.8;
    const dashes = Math.round(rng.range(3, 6));
    for (let k = 0; k < dashes; k++) {
      const x = rng.range(-0.05, 1) * c.w;
      const length = rng.range(30, 140) * u * (0.3 + t);
      const amp = 2.5 * u * (0.3 + t);
      lines += `<path d="M${n(x)},${n(y)}q${n(length / 4)},${n(-amp)} ${n(length / 2)},0t${n(length / 2)},0" stroke-width="${n((0.8 + 2.2 * t) * u)}"/>`;
    }
  }
  c.add(`<g fill="none" stroke="${p.glint}" stroke-linecap="round" stroke-opacity="0.28">${lines}</g>`);
}

/** A liveaboard, bow to the right, waterline at y=0, about 410 units long. */
function boatShape(
  c: Canvas,
  colours: { hull: string; trim: string; windows: string; deck: string; accent: string; tanks: string },
  lit = false,
): string {
  const hull = "M0,-42 L330,-42 Q378,-44 412,-62 L404,-54 Q384,-22 356,0 L22,0 Q6,-8 0,-42 Z";
  const clip = c.clip(`<path d="${hull}"/>`);
  const windowColour = lit ? "#ffd98a" : colours.windows;
  let portholes = "";
  for (let x = 36; x < 330; x += 22) portholes += `<circle cx="${x}" cy="-27" r="3.4"/>`;
  let mainWindows = "";
  for (let x = 58; x < 282; x += 28) mainWindows += `<rect x="${x}" y="-66" width="18" height="11" rx="2"/>`;
  let rails = "";
  for (let x = 300; x < 400; x += 12) rails += `M${x},-42 v-9`;
  for (let x = 2; x < 44; x += 10) rails += `M${x},-42 v-9`;
  let tanks = "";
  for (let x = 6; x < 38; x += 7) tanks += `<rect x="${x}" y="-56" width="5" height="14" rx="2.5"/>`;
  let posts = "";
  for (let x = 96; x < 206; x += 36) posts += `M${x},-104 v-24`;
  return (
    // hull and its stripes
    `<path d="${hull}" fill="${colours.hull}"/>` +
    `<g clip-path="${clip}"><rect x="-5" y="-13" width="430" height="14" fill="${colours.trim}"/>` +
    `<rect x="-5" y="-19" width="430" height="3" fill="${colours.accent}"/></g>` +
    `<g fill="${windowColour}">${portholes}</g>` +
    // main deck cabin
    `<path d="M40,-42 L300,-42 L288,-74 L40,-74 Z" fill="${colours.deck}"/>` +
    `<g fill="${windowColour}">${mainWindows}</g>` +
    // upper deck salon
    `<path d="M84,-74 L282,-74 L268,-104 L84,-104 Z" fill="${colours.hull}"/>` +
    `<path d="M100,-96 L262,-96 L266,-84 L100,-84 Z" fill="${windowColour}"/>` +
    // bridge
    `<path d="M196,-104 L266,-104 L254,-126 L196,-126 Z" fill="${colours.deck}"/>` +
    `<path d="M214,-122 L252,-122 L258,-110 L214,-110 Z" fill="${windowColour}"/>` +
    // sun-deck canopy and posts
    `<path d="${posts}" stroke="${colours.trim}" stroke-width="2.5"/>` +
    `<rect x="80" y="-132" width="124" height="5" rx="2.5" fill="${colours.hull}"/>` +
    // mast, radar and flag
    `<path d="M228,-126 V-172 M216,-156 H242" stroke="${colours.trim}" stroke-width="3" stroke-linecap="round"/>` +
    `<rect x="214" y="-164" width="30" height="5" rx="2.5" fill="${colours.hull}"/>` +
    `<path d="M228,-172 L246,-167 L228,-162 Z" fill="${colours.accent}"/>` +
    // railings and dive deck tanks
    `<path d="${rails} M300,-51 H398 M2,-51 H40" stroke="${colours.trim}" stroke-width="1.6" fill="none" stroke-opacity="0.8"/>` +
    `<g fill="${colours.tanks}">${tanks}</g>`
  );
}

function drawBoat(
  c: Canvas,
  x: number,
  waterY: number,
  scale: number,
  colours: Parameters<typeof boatShape>[1],
  reflection: { colour: string; opacity: number },
  lit = false,
): void {
  const { rng } = c;
  const shape = boatShape(c, colours, lit);
  // Reflection: the boat mirrored, fading with depth and broken into strips by the ripples.
  const depth = 120 * scale;
  const fade = c.vertical(waterY, waterY + depth, [
    [0, "#ffffff", 1],
    [1, "#ffffff", 0],
  ]);
  let ripples = "";
  for (let y = waterY + 3 * scale; y < waterY + depth; y += rng.range(5, 8) * scale) {
    let rx = x - 10 * scale + rng.range(0, 30) * scale;
    while (rx < x + 460 * scale) {
      const gap = rng.range(10, 50) * scale;
      ripples += `<rect x="${n(rx)}" y="${n(y)}" width="${n(gap)}" height="${n(rng.range(1.2, 2.6) * scale)}"/>`;
      rx += gap + rng.range(20, 90) * scale;
    }
  }
  const mask = c.mask(
    `<rect x="0" y="${n(waterY)}" width="${c.w}" height="${n(depth)}" fill="${fade}"/><g fill="#000000">${ripples}</g>`,
  );
  c.add(
    `<g mask="${mask}" opacity="${reflection.opacity}"><g transform="translate(${n(x)},${n(waterY)}) scale(${k(scale, 3)},${k(-scale * 0.7, 3)})">` +
      `<g fill="${reflection.colour}">${shape.replace(/fill="[^"]*"/g, "")}</g></g></g>`,
  );
  c.add(
    `<g transform="translate(${n(x)},${n(waterY)}) scale(${k(scale, 3)})">${shape}</g>`,
    // foam along the waterline and at the bow
    `<path d="M${n(x + 24 * scale)},${n(waterY + 1.5 * scale)} H${n(x + 352 * scale)} q${n(22 * scale)},${n(-5 * scale)} ${n(48 * scale)},${n(1 * scale)}" stroke="#ffffff" stroke-width="${n(3 * scale)}" fill="none" stroke-linecap="round" stroke-opacity="0.75"/>`,
  );
}

function drawBoatScene(c: Canvas): void {
  const { rng, u } = c;
  const p = rng.pick(daySkies);
  const horizonY = c.h * rng.range(0.5, 0.56);
  drawSky(c, p, horizonY);
  const sunX = c.w * rng.range(0.15, 0.85);
  drawSun(c, p, sunX, horizonY * rng.range(0.22, 0.4), 30 * u);
  drawClouds(c, p, horizonY, rng.int(3, 6));
  // Far islands, then a nearer one behind the boat.
  const farCount = rng.int(2, 3);
  for (let i = 0; i < farCount; i++) {
    const x = c.w * rng.range(-0.1, 0.8);
    drawIsland(c, p, x, x + c.w * rng.range(0.18, 0.35), horizonY, rng.range(30, 70) * u, 0.78);
  }
  const left = rng.chance(0.5);
  const ix = left ? c.w * rng.range(-0.15, 0) : c.w * rng.range(0.55, 0.7);
  drawIsland(c, p, ix, ix + c.w * rng.range(0.4, 0.55), horizonY, rng.range(120, 180) * u, 0.25);
  drawSea(c, p, horizonY);
  const scale = (c.w * rng.range(0.44, 0.54)) / 412;
  const bx = left ? c.w * rng.range(0.36, 0.46) : c.w * rng.range(0.08, 0.16);
  const waterY = horizonY + (c.h - horizonY) * rng.range(0.42, 0.55);
  drawBoat(
    c,
    bx,
    waterY,
    scale,
    {
      hull: p.boatHull,
      trim: p.boatTrim,
      windows: p.windows,
      deck: mix(p.boatHull, "#c9dbe8", 0.5),
      accent: "#16a3b8",
      tanks: "#f2c14e",
    },
    { colour: mix(p.seaNear, "#ffffff", 0.55), opacity: 0.35 },
  );
}

function drawSunsetScene(c: Canvas): void {
  const { rng, u } = c;
  const warm = rng.pick([
    { top: "#1d2456", mid: "#8e3f72", low: "#f07a54", horizon: "#ffc878", sea: "#35264f", glint: "#ffb366" },
    { top: "#23305e", mid: "#b4506b", low: "#f59a5b", horizon: "#ffe0a0", sea: "#2e2d5a", glint: "#ffc98a" },
    { top: "#152a52", mid: "#6f4b86", low: "#e9785f", horizon: "#ffd08c", sea: "#24304f", glint: "#ffbe7a" },
  ]);
  const horizonY = c.h * rng.range(0.56, 0.62);
  const sky = c.vertical(0, horizonY, [
    [0, warm.top],
    [0.45, warm.mid],
    [0.8, warm.low],
    [1, warm.horizon],
  ]);
  c.add(`<rect width="${c.w}" height="${n(horizonY + 1)}" fill="${sky}"/>`);
  const sunX = c.w * rng.range(0.3, 0.7);
  const sunR = rng.range(55, 75) * u;
  const sunY = horizonY - sunR * rng.range(0.2, 0.9);
  const glow = c.radial(sunX, sunY, sunR * 6, [
    [0, "#fff1c4", 0.8],
    [0.3, "#ffb870", 0.35],
    [1, "#ff8a5c", 0],
  ]);
  c.add(`<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR * 6)}" fill="${glow}"/>`);
  const sunClip = c.clip(`<rect width="${c.w}" height="${n(horizonY)}"/>`);
  c.add(`<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR)}" fill="#fff0c8" clip-path="${sunClip}"/>`);
  // Long streaks of cloud lit from below.
  let streaks = "";
  for (let i = 0; i < rng.int(4, 7); i++) {
    const y = horizonY * rng.range(0.15, 0.75);
    const x = c.w * rng.range(-0.1, 0.8);
    const length = c.w * rng.range(0.15, 0.4);
    const thick = rng.range(5, 14) * u;
    streaks += `<rect x="${n(x)}" y="${n(y)}" width="${n(length)}" height="${n(thick)}" rx="${n(thick / 2)}" fill-opacity="${k(rng.range(0.25, 0.55), 2)}"/>`;
  }
  c.add(`<g fill="${mix(warm.low, "#ffe2c0", 0.4)}">${streaks}</g>`);
  // Island silhouettes in two layers of haze.
  const silhouette = mix(warm.top, "#0a0d24", 0.4);
  const islandLayers: [number, number][] = [
    [0.55, rng.range(40, 80)],
    [0.15, rng.range(110, 170)],
  ];
  for (const [haze, height] of islandLayers) {
    const x = c.w * rng.range(-0.2, 0.6);
    const width = c.w * rng.range(0.35, 0.6);
    const points: Point[] = [[x, horizonY]];
    for (let i = 1; i < 6; i++) {
      const t = i / 6;
      points.push([
        x + width * t,
        horizonY - height * u * Math.sin(Math.PI * t) ** 0.7 * rng.range(0.75, 1.05),
      ]);
    }
    points.push([x + width, horizonY]);
    c.add(
      `<path d="${openCurve(points)}L${n(x + width)},${n(horizonY + 1)}L${n(x)},${n(horizonY + 1)}Z" fill="${mix(silhouette, warm.mid, haze)}"/>`,
    );
  }
  const sea = c.vertical(horizonY, c.h, [
    [0, mix(warm.low, warm.sea, 0.45)],
    [0.3, warm.sea],
    [1, mix(warm.sea, "#0a0d24", 0.5)],
  ]);
  c.add(`<rect y="${n(horizonY)}" width="${c.w}" height="${n(c.h - horizonY)}" fill="${sea}"/>`);
  // The sun's path on the water: short bright dashes, widening towards the viewer.
  let glitter = "";
  for (let i = 0; i < 70; i++) {
    const t = rng.next() ** 1.4;
    const y = horizonY + (c.h - horizonY) * t;
    const spread = sunR * (0.8 + t * 3.2);
    const x = sunX + rng.range(-spread, spread);
    const length = rng.range(10, 50) * u * (0.4 + t);
    glitter += `<rect x="${n(x - length / 2)}" y="${n(y)}" width="${n(length)}" height="${n(rng.range(1.5, 4) * u * (0.5 + t))}" rx="1" fill-opacity="${k(rng.range(0.35, 0.9), 2)}"/>`;
  }
  c.add(`<g fill="${warm.glint}">${glitter}</g>`);
  // A liveaboard at anchor, in silhouette with its cabin lights on.
  const scale = (c.w * rng.range(0.22, 0.3)) / 412;
  const bx = sunX < c.w / 2 ? c.w * rng.range(0.55, 0.68) : c.w * rng.range(0.1, 0.2);
  const dark = mix(warm.top, "#05060f", 0.55);
  drawBoat(
    c,
    bx,
    horizonY + (c.h - horizonY) * rng.range(0.3, 0.42),
    scale,
    { hull: dark, trim: dark, windows: dark, deck: dark, accent: dark, tanks: dark },
    { colour: dark, opacity: 0.45 },
    true,
  );
  // Birds.
  let birds = "";
  for (let i = 0; i < rng.int(2, 5); i++) {
    const x = c.w * rng.range(0.1, 0.9);
    const y = horizonY * rng.range(0.2, 0.6);
    const s = rng.range(6, 12) * u;
    birds += `M${n(x - s)},${n(y)} q${n(s / 2)},${n(-s / 2)} ${n(s)},0 q${n(s / 2)},${n(-s / 2)} ${n(s)},0`;
  }
  c.add(
    `<path d="${birds}" stroke="${dark}" stroke-width="${n(2 * u)}" fill="none" stroke-linecap="round"/>`,
  );
}

/** A coconut palm: a leaning, tapering trunk and drooping, feathered fronds. */
function drawPalm(c: Canvas, x: number, groundY: number, height: number, lean: number, colour: string): void {
  const { rng } = c;
  const topX = x + lean * height;
  const topY = groundY - height;
  const midX = x + lean * height * 0.15;
  const midY = groundY - height * 0.55;
  // Trunk: a quadratic curve, widened into a tapering shape.
  const along = (t: number): Point => [
    (1 - t) ** 2 * x + 2 * (1 - t) * t * midX + t ** 2 * topX,
    (1 - t) ** 2 * groundY + 2 * (1 - t) * t * midY + t ** 2 * topY,
  ];
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i <= 10; i++) {
    const t = i / 10;
    const [px, py] = along(t);
    const [qx, qy] = along(Math.min(1, t + 0.01));
    const length = Math.hypot(qx - px, qy - py) || 1;
    const nx = -(qy - py) / length;
    const ny = (qx - px) / length;
    const half = height * (0.034 - 0.016 * t);
    left.push([px + nx * half, py + ny * half]);
    right.push([px - nx * half, py - ny * half]);
  }
  const trunk = `${openCurve(left)}L${right
    .reverse()
    .map(([px, py]) => `${n(px)},${n(py)}`)
    .join("L")}Z`;
  let rings = "";
  for (let i = 1; i < 14; i++) {
    const [px, py] = along(i / 14);
    const half = height * (0.034 - 0.016 * (i / 14));
    rings += `M${n(px - half)},${n(py)} q${n(half)},${n(half * 0.5)} ${n(half * 2)},0`;
  }
  // Fronds: leaves along a drooping curve, their edges cut into leaflets.
  let fronds = "";
  const count = rng.int(7, 9);
  for (let i = 0; i < count; i++) {
    const a = -Math.PI / 2 + ((i / (count - 1)) * 2 - 1) * 2.2 + rng.range(-0.12, 0.12);
    const length = height * rng.range(0.36, 0.48);
    const ex = topX + Math.cos(a) * length;
    const ey = topY + Math.sin(a) * length * 0.5 + length * 0.45;
    const cx = topX + Math.cos(a) * length * 0.55;
    const cy = topY + Math.sin(a) * length * 0.6 - length * 0.18;
    const point = (t: number): Point => [
      (1 - t) ** 2 * topX + 2 * (1 - t) * t * cx + t ** 2 * ex,
      (1 - t) ** 2 * topY + 2 * (1 - t) * t * cy + t ** 2 * ey,
    ];
    const width = length * 0.13;
    const upper: Point[] = [];
    const lower: Point[] = [];
    const leaflets = 16;
    for (let k = 0; k <= leaflets; k++) {
      const t = k / leaflets;
      const [px, py] = point(t);
      const [qx, qy] = point(Math.min(1, t + 0.01));
      const d = Math.hypot(qx - px, qy - py) || 1;
      const nx = -(qy - py) / d;
      const ny = (qx - px) / d;
      const w = width * Math.sin(Math.PI * Math.min(1, t * 1.15)) * (k % 2 === 0 ? 1 : 0.45);
      upper.push([px + nx * w + ((qx - px) / d) * w * 0.6, py + ny * w + ((qy - py) / d) * w * 0.6]);
      lower.push([px - nx * w + ((qx - px) / d) * w * 0.6, py - ny * w + ((qy - py) / d) * w * 0.6]);
    }
    fronds += `M${upper.map(([px, py]) => `${n(px)},${n(py)}`).join("L")}L${lower
      .reverse()
      .map(([px, py]) => `${n(px)},${n(py)}`)
      .join("L")}Z`;
  }
  const nuts = [0, 1, 2]
    .map(
      (i) =>
        `<circle cx="${n(topX + (i - 1) * height * 0.02)}" cy="${n(topY + height * 0.025)}" r="${n(height * 0.016)}"/>`,
    )
    .join("");
  c.add(
    `<path d="${trunk}" fill="${colour}"/>`,
    `<path d="${rings}" stroke="#000000" stroke-opacity="0.25" stroke-width="${n(height * 0.004)}" fill="none"/>`,
    `<g fill="${mix(colour, "#000000", 0.2)}">${nuts}</g>`,
    `<path d="${fronds}" fill="${colour}"/>`,
  );
}

function drawBeachScene(c: Canvas): void {
  const { rng, u } = c;
  const p = rng.pick(daySkies);
  const horizonY = c.h * rng.range(0.42, 0.48);
  drawSky(c, p, horizonY);
  drawSun(c, p, c.w * rng.range(0.2, 0.8), horizonY * rng.range(0.2, 0.35), 26 * u);
  drawClouds(c, p, horizonY, rng.int(3, 5));
  const x = c.w * rng.range(0.1, 0.5);
  drawIsland(c, p, x, x + c.w * rng.range(0.25, 0.4), horizonY, rng.range(40, 80) * u, 0.7);
  // Shallow water, turquoise over the sand.
  const water = c.vertical(horizonY, c.h, [
    [0, p.seaFar],
    [0.45, "#3cc7c4"],
    [1, "#8fe3d2"],
  ]);
  c.add(`<rect y="${n(horizonY)}" width="${c.w}" height="${n(c.h - horizonY)}" fill="${water}"/>`);
  let lines = "";
  for (let i = 0; i < 30; i++) {
    const t = rng.next();
    const y = horizonY + (c.h - horizonY) * 0.6 * t ** 1.5;
    const length = rng.range(40, 140) * u * (0.3 + t);
    lines += `<path d="M${n(rng.range(0, c.w))},${n(y)} h${n(length)}" stroke-width="${n((1 + 2 * t) * u)}"/>`;
  }
  c.add(`<g stroke="#ffffff" stroke-opacity="0.3" stroke-linecap="round">${lines}</g>`);
  // The beach: a curving bay of pale sand with a line of foam.
  const left = rng.chance(0.5);
  const shore: Point[] = [];
  for (let i = 0; i <= 6; i++) {
    const t = i / 6;
    const tt = left ? t : 1 - t;
    shore.push([c.w * t, c.h * (0.74 + 0.2 * tt ** 1.6) + rng.range(-8, 8) * u]);
  }
  const sandFill = c.vertical(c.h * 0.7, c.h, [
    [0, "#f6ead0"],
    [1, "#e4cfa4"],
  ]);
  const shoreLine = openCurve(shore);
  c.add(
    `<path d="${shoreLine}L${c.w},${c.h}L0,${c.h}Z" fill="${sandFill}"/>`,
    `<path d="${shoreLine}" stroke="#ffffff" stroke-width="${n(6 * u)}" fill="none" stroke-opacity="0.85"/>`,
    `<path d="${shoreLine}" transform="translate(0,${n(-10 * u)})" stroke="#ffffff" stroke-width="${n(2.5 * u)}" fill="none" stroke-opacity="0.45"/>`,
  );
  // Granite boulders at one end of the bay, palms at the other.
  const rocksX = left ? c.w * 0.85 : c.w * 0.12;
  for (let i = 0; i < 5; i++) {
    const r = rng.range(40, 95) * u;
    drawBoulder(
      c,
      rocksX + rng.range(-120, 120) * u,
      c.h * rng.range(0.78, 0.92),
      r * rng.range(1.1, 1.5),
      r,
      p.granite,
      p.graniteShade,
    );
  }
  const palmsX = left ? c.w * 0.1 : c.w * 0.85;
  for (let i = 0; i < rng.int(2, 3); i++) {
    drawPalm(
      c,
      palmsX + rng.range(-90, 90) * u,
      c.h * rng.range(0.95, 1.02),
      rng.range(300, 460) * u,
      (left ? 1 : -1) * rng.range(0.1, 0.35),
      mix(p.jungleDark, "#0a2a22", 0.4),
    );
  }
  // A liveaboard moored in the bay.
  const scale = (c.w * rng.range(0.16, 0.2)) / 412;
  drawBoat(
    c,
    c.w * (left ? rng.range(0.35, 0.45) : rng.range(0.4, 0.5)),
    horizonY + (c.h - horizonY) * 0.28,
    scale,
    {
      hull: p.boatHull,
      trim: p.boatTrim,
      windows: p.windows,
      deck: mix(p.boatHull, "#c9dbe8", 0.5),
      accent: "#16a3b8",
      tanks: "#f2c14e",
    },
    { colour: "#2a8fa6", opacity: 0.25 },
  );
}

// ---------------------------------------------------------------------------------------------------
// Under the water: light, rays, particles, seabed, rock, coral and animals

type Underwater = { p: WaterPalette; lightX: number };

function drawWater(c: Canvas): Underwater {
  const { rng, u } = c;
  const p = rng.pick(waters);
  const fill = c.vertical(0, c.h, [
    [0, p.surface],
    [0.22, p.shallow],
    [0.6, p.mid],
    [1, p.deep],
  ]);
  c.add(`<rect width="${c.w}" height="${c.h}" fill="${fill}"/>`);
  const lightX = c.w * rng.range(0.25, 0.75);
  const glowRadius = c.h * 0.75;
  const glow = c.radial(lightX, -c.h * 0.1, glowRadius, [
    [0, "#ffffff", 0.55],
    [0.45, "#ffffff", 0.12],
    [1, "#ffffff", 0],
  ]);
  c.add(
    `<rect x="${n(lightX - glowRadius)}" width="${n(glowRadius * 2)}" height="${n(glowRadius - c.h * 0.1)}" fill="${glow}"/>`,
  );
  // Sunbeams fanning down from the surface.
  const beam = c.vertical(0, c.h * 0.95, [
    [0, "#ffffff", 0.4],
    [0.6, "#ffffff", 0.08],
    [1, "#ffffff", 0],
  ]);
  let rays = "";
  const count = rng.int(7, 11);
  for (let i = 0; i < count; i++) {
    const top = lightX + rng.range(-0.25, 0.25) * c.w;
    const a = (top - lightX) / c.w + rng.range(-0.15, 0.15);
    const spread = rng.range(10, 40) * u;
    const bottomX = top + a * c.h * 1.3;
    const widen = rng.range(60, 160) * u;
    rays += `<path d="M${n(top - spread)},0 L${n(top + spread)},0 L${n(bottomX + widen)},${n(c.h)} L${n(bottomX - widen * 0.4)},${n(c.h)}Z" fill-opacity="${k(rng.range(0.25, 0.7), 2)}"/>`;
  }
  c.add(`<g fill="${beam}">${rays}</g>`);
  // The surface seen from below: a rippled bright band.
  let ripples = "";
  for (let i = 0; i < 4; i++) {
    const y = (8 + i * 14) * u;
    let d = `M0,${n(y)}`;
    for (let x = 0; x < c.w; x += 60 * u)
      d += ` q${n(15 * u)},${n(rng.range(-6, 6) * u)} ${n(30 * u)},0 t${n(30 * u)},0`;
    ripples += `<path d="${d}" stroke-width="${n((3 - i * 0.5) * u)}"/>`;
  }
  c.add(`<g fill="none" stroke="#ffffff" stroke-opacity="0.22">${ripples}</g>`);
  return { p, lightX };
}

function drawParticles(c: Canvas, count: number): void {
  const { rng, u } = c;
  let dots = "";
  for (let i = 0; i < count; i++) {
    dots += `<circle cx="${n(rng.range(0, c.w))}" cy="${n(rng.range(0, c.h))}" r="${n(rng.range(0.8, 2.6) * u)}" fill-opacity="${k(rng.range(0.15, 0.55), 2)}"/>`;
  }
  c.add(`<g fill="#ffffff">${dots}</g>`);
}

function drawBubbles(c: Canvas, x: number, y: number, count: number, size: number): void {
  const { rng } = c;
  let bubbles = "";
  let by = y;
  let bx = x;
  for (let i = 0; i < count; i++) {
    const r = size * rng.range(0.4, 1.1) * (1 + i * 0.05);
    bubbles += `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(r)}"/>`;
    by -= r * rng.range(2.2, 4);
    bx += rng.range(-1, 1) * r * 1.5;
  }
  c.add(
    `<g fill="#ffffff" fill-opacity="0.25" stroke="#ffffff" stroke-opacity="0.7" stroke-width="${n(size * 0.25)}">${bubbles}</g>`,
  );
}

/** The sea floor: sandy dunes, tinted by the water above them. */
function drawSeabed(c: Canvas, w: Underwater, topY: number, depth: number): void {
  const { rng, u } = c;
  const points: Point[] = [];
  for (let i = 0; i <= 6; i++) points.push([(c.w * i) / 6, topY + rng.range(-30, 30) * u]);
  const fill = c.vertical(topY - 30 * u, c.h, [
    [0, mix(w.p.sand, w.p.mid, 0.4 + depth * 0.35)],
    [1, mix(w.p.sand, w.p.shallow, 0.3 + depth * 0.3)],
  ]);
  c.add(`<path d="${openCurve(points)}L${c.w},${c.h}L0,${c.h}Z" fill="${fill}"/>`);
  // Sand ripples.
  let ripples = "";
  for (let i = 0; i < 14; i++) {
    const x = rng.range(0, c.w);
    const y = rng.range(topY + 30 * u, c.h);
    const length = rng.range(40, 110) * u;
    ripples += `<path d="M${n(x)},${n(y)} q${n(length / 2)},${n(-6 * u)} ${n(length)},0"/>`;
  }
  c.add(
    `<g fill="none" stroke="#ffffff" stroke-width="${n(2 * u)}" stroke-opacity="0.12" stroke-linecap="round">${ripples}</g>`,
  );
}

/** A nearer bank of sand that hides the feet of whatever stands behind it. */
function drawSandDrift(c: Canvas, w: Underwater, y: number): void {
  const { rng, u } = c;
  const drift: Point[] = [];
  for (let i = 0; i <= 6; i++) drift.push([(c.w * i) / 6, y + rng.range(-18, 12) * u]);
  const sand = c.vertical(y - 20 * u, c.h, [
    [0, mix(w.p.sand, w.p.mid, 0.42)],
    [1, mix(w.p.sand, w.p.shallow, 0.32)],
  ]);
  c.add(`<path d="${openCurve(drift)}L${c.w},${c.h}L0,${c.h}Z" fill="${sand}"/>`);
}

/** Granite boulders stacked as at the Similans, lit from above and fading into blue with distance. */
function drawRockPile(c: Canvas, w: Underwater, x: number, baseY: number, size: number, haze: number): void {
  const { rng } = c;
  const light = mix("#a7a39b", w.p.mid, 0.35 + haze * 0.5);
  const shade = mix("#3f4650", w.p.deep, 0.3 + haze * 0.5);
  const count = rng.int(3, 5);
  const rocks: { x: number; y: number; r: number }[] = [];
  for (let i = 0; i < count; i++) {
    const r = size * rng.range(0.45, 0.85) * (i === 0 ? 1.15 : 1);
    rocks.push({ x: x + rng.range(-1, 1) * size * 0.9, y: baseY - r * 0.5, r });
  }
  // The top boulder sits on the others.
  rocks.push({
    x: x + rng.range(-0.3, 0.3) * size,
    y: baseY - size * rng.range(1.1, 1.4),
    r: size * rng.range(0.5, 0.7),
  });
  for (const rock of rocks) {
    const fill = c.linear(0.3, 0, 0.7, 1, [
      [0, mix(light, "#ffffff", 0.18)],
      [0.45, light],
      [1, shade],
    ]);
    c.add(
      `<path d="${boulderPath(rng, rock.x, rock.y, rock.r * rng.range(1.1, 1.45), rock.r)}" fill="${fill}"/>`,
    );
  }
  // A few sea fans and soft corals growing on the rocks.
  if (haze < 0.6) {
    for (let i = 0; i < rng.int(1, 3); i++) {
      const rock = rng.pick(rocks);
      drawSeaFan(
        c,
        rock.x + rng.range(-0.5, 0.5) * rock.r,
        rock.y - rock.r * 0.75,
        rock.r * rng.range(0.5, 0.8),
        mix(rng.pick(coralColours), w.p.mid, haze + 0.15),
      );
    }
  }
}

/** Branching (staghorn) coral: recursive round-capped branches. */
function drawBranchCoral(c: Canvas, x: number, y: number, size: number, colour: string): void {
  const { rng } = c;
  const layers: string[] = ["", "", "", ""];
  const grow = (bx: number, by: number, angle: number, length: number, depth: number) => {
    const ex = bx + Math.cos(angle) * length;
    const ey = by + Math.sin(angle) * length;
    const bend = rng.range(-0.2, 0.2) * length;
    layers[depth] += `M${n(bx)},${n(by)} Q${n((bx + ex) / 2 + bend)},${n((by + ey) / 2)} ${n(ex)},${n(ey)}`;
    if (depth < 3) {
      const branches = rng.int(2, 3);
      for (let i = 0; i < branches; i++) {
        grow(ex, ey, angle + rng.range(-0.6, 0.6), length * rng.range(0.6, 0.8), depth + 1);
      }
    }
  };
  for (let i = 0; i < rng.int(2, 4); i++) grow(x, y, -Math.PI / 2 + rng.range(-0.7, 0.7), size * 0.35, 0);
  const widths = [0.09, 0.07, 0.055, 0.045];
  c.add(
    `<g fill="none" stroke="${colour}" stroke-linecap="round">${layers
      .map((d, i) => `<path d="${d}" stroke-width="${n(size * widths[i]!)}"/>`)
      .join("")}</g>`,
  );
}

/** A gorgonian sea fan: a fine lattice spreading from one stem. */
function drawSeaFan(c: Canvas, x: number, y: number, size: number, colour: string): void {
  const { rng } = c;
  let d = "";
  const grow = (bx: number, by: number, angle: number, length: number, depth: number) => {
    const ex = bx + Math.cos(angle) * length;
    const ey = by + Math.sin(angle) * length;
    d += `M${n(bx)},${n(by)} L${n(ex)},${n(ey)}`;
    if (depth < 5) {
      grow(ex, ey, angle - rng.range(0.2, 0.45), length * rng.range(0.7, 0.85), depth + 1);
      grow(ex, ey, angle + rng.range(0.2, 0.45), length * rng.range(0.7, 0.85), depth + 1);
    }
  };
  grow(x, y, -Math.PI / 2 + rng.range(-0.2, 0.2), size * 0.28, 0);
  c.add(
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${n(Math.max(1, size * 0.018))}" stroke-linecap="round" stroke-opacity="0.95"/>`,
  );
}

/** Table coral: a wide plate on a short stem. */
function drawTableCoral(c: Canvas, x: number, y: number, size: number, colour: string): void {
  const top = y - size * 0.45;
  const fill = c.linear(0, 0, 0, 1, [
    [0, mix(colour, "#ffffff", 0.25)],
    [1, mix(colour, "#000000", 0.25)],
  ]);
  c.add(
    `<path d="M${n(x - size * 0.08)},${n(y)} L${n(x - size * 0.05)},${n(top)} L${n(x + size * 0.05)},${n(top)} L${n(x + size * 0.08)},${n(y)}Z" fill="${mix(colour, "#000000", 0.3)}"/>`,
    `<ellipse cx="${n(x)}" cy="${n(top)}" rx="${n(size * 0.6)}" ry="${n(size * 0.1)}" fill="${fill}"/>`,
  );
}

/** Brain or boulder coral: a dome with a few grooves. */
function drawDomeCoral(c: Canvas, x: number, y: number, size: number, colour: string): void {
  const { rng } = c;
  const fill = c.linear(0.3, 0, 0.7, 1, [
    [0, mix(colour, "#ffffff", 0.25)],
    [1, mix(colour, "#000000", 0.3)],
  ]);
  let grooves = "";
  for (let i = 1; i < 4; i++) {
    const r = size * 0.5 * (i / 4);
    grooves += `M${n(x - r)},${n(y)} A${n(r)},${n(r * 0.8)} 0 0 1 ${n(x + r)},${n(y)}`;
  }
  c.add(
    `<path d="M${n(x - size * 0.5)},${n(y)} A${n(size * 0.5)},${n(size * 0.42 * rng.range(0.8, 1))} 0 0 1 ${n(x + size * 0.5)},${n(y)}Z" fill="${fill}"/>`,
    `<path d="${grooves}" fill="none" stroke="${mix(colour, "#000000", 0.35)}" stroke-width="${n(size * 0.02)}" stroke-opacity="0.5"/>`,
  );
}

/** Soft coral or anemone: a tuft of round-tipped tentacles. */
function drawSoftCoral(c: Canvas, x: number, y: number, size: number, colour: string): void {
  const { rng } = c;
  let d = "";
  for (let i = 0; i < 16; i++) {
    const a = -Math.PI / 2 + rng.range(-1.1, 1.1);
    const length = size * rng.range(0.25, 0.5);
    const ex = x + Math.cos(a) * length;
    const ey = y + Math.sin(a) * length;
    d += `M${n(x)},${n(y)} Q${n(x + Math.cos(a) * length * 0.5 + rng.range(-0.1, 0.1) * size)},${n(y + Math.sin(a) * length * 0.6)} ${n(ex)},${n(ey)}`;
  }
  c.add(
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${n(size * 0.06)}" stroke-linecap="round"/>`,
  );
}

/** A bed of mixed corals along the sea floor, in three depths: far (hazy), middle and near. */
function drawReefBed(c: Canvas, w: Underwater, baseY: number, density: number): void {
  const { rng, u } = c;
  const layers: [number, number, number][] = [
    [0.7, 0.55, -40],
    [0.4, 0.8, -10],
    [0.1, 1.15, 25],
  ];
  for (const [haze, scale, offset] of layers) {
    const count = Math.round((c.w / (140 * u)) * density);
    for (let i = 0; i < count; i++) {
      const x = rng.range(-0.03, 1.03) * c.w;
      const y = baseY + offset * u + rng.range(-10, 20) * u;
      const size = rng.range(80, 160) * u * scale;
      const colour = mix(rng.pick(coralColours), w.p.mid, haze);
      const kind = rng.int(0, 5);
      if (kind <= 1) drawBranchCoral(c, x, y, size, colour);
      else if (kind === 2) drawSeaFan(c, x, y, size * 1.3, colour);
      else if (kind === 3) drawTableCoral(c, x, y, size, colour);
      else if (kind === 4) drawDomeCoral(c, x, y, size * 0.8, colour);
      else drawSoftCoral(c, x, y, size, colour);
    }
  }
}

/** A fish seen from the side, heading left; `size` is its length. */
function fishPath(x: number, y: number, size: number, flip: boolean, tall = 0.38): string {
  const s = flip ? -size : size;
  const h = size * tall;
  return (
    `M${n(x)},${n(y)} C${n(x + s * 0.25)},${n(y - h)} ${n(x + s * 0.6)},${n(y - h * 0.9)} ${n(x + s * 0.8)},${n(y)}` +
    ` L${n(x + s)},${n(y - h * 0.75)} L${n(x + s * 0.95)},${n(y)} L${n(x + s)},${n(y + h * 0.75)} L${n(x + s * 0.8)},${n(y)}` +
    ` C${n(x + s * 0.6)},${n(y + h * 0.9)} ${n(x + s * 0.25)},${n(y + h)} ${n(x)},${n(y)}Z`
  );
}

/** A school of small fish swirling along an arc. */
function drawSchool(
  c: Canvas,
  cx: number,
  cy: number,
  radius: number,
  count: number,
  size: number,
  colour: string,
  opacity: number,
): void {
  const { rng } = c;
  const flip = rng.chance(0.5);
  const start = rng.range(0, Math.PI * 2);
  let d = "";
  for (let i = 0; i < count; i++) {
    const t = i / count;
    const a = start + t * Math.PI * rng.range(0.9, 1.3);
    const r = radius * rng.range(0.5, 1.05);
    const x = cx + Math.cos(a) * r * 1.8;
    const y = cy + Math.sin(a) * r * 0.55 + rng.range(-0.15, 0.15) * radius;
    d += fishPath(x, y, size * rng.range(0.75, 1.15), flip);
  }
  c.add(`<path d="${d}" fill="${colour}" fill-opacity="${opacity}"/>`);
}

/** A few bright reef fish near the coral. */
function drawReefFish(c: Canvas, w: Underwater, count: number, yMin: number, yMax: number): void {
  const { rng, u } = c;
  const colours = ["#ffd23f", "#ff8c42", "#4dd0e1", "#f8f4e3", "#ff6f91"];
  for (let i = 0; i < count; i++) {
    const x = rng.range(0.05, 0.95) * c.w;
    const y = rng.range(yMin, yMax);
    const size = rng.range(36, 66) * u;
    const colour = mix(rng.pick(colours), w.p.mid, 0.15);
    const flip = rng.chance(0.5);
    c.add(
      `<path d="${fishPath(x, y, size, flip, 0.5)}" fill="${colour}"/>`,
      `<circle cx="${n(x + (flip ? -1 : 1) * size * 0.16)}" cy="${n(y - size * 0.05)}" r="${n(size * 0.045)}" fill="#10223a"/>`,
      `<path d="M${n(x + (flip ? -1 : 1) * size * 0.42)},${n(y - size * 0.17)} v${n(size * 0.34)}" stroke="#ffffff" stroke-width="${n(size * 0.07)}" stroke-opacity="0.7"/>`,
    );
  }
}

/** A coral bommie: a mound of old reef rock rising from the sand, crowned with living coral. */
function drawBommie(
  c: Canvas,
  w: Underwater,
  cx: number,
  baseY: number,
  width: number,
  height: number,
  haze: number,
): void {
  const { rng } = c;
  const points: Point[] = [];
  const steps = 9;
  points.push([cx - width * 0.58, baseY + height * 0.5]);
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const top = Math.sin(Math.PI * t) ** 0.45 * rng.range(0.88, 1.04);
    points.push([cx + (t - 0.5) * width, baseY - height * top]);
  }
  points.push([cx + width * 0.58, baseY + height * 0.5]);
  const outline = `${openCurve(points)}Z`;
  const fill = c.linear(0.3, 0, 0.6, 1, [
    [0, mix("#8b8f84", w.p.mid, 0.35 + haze * 0.5)],
    [1, mix("#2f3a40", w.p.deep, 0.35 + haze * 0.4)],
  ]);
  c.add(`<path d="${outline}" fill="${fill}"/>`);
  // Coral along the crown and down the flanks, largest on top.
  const count = Math.round(width / (22 * c.u));
  for (let i = 0; i < count; i++) {
    const t = rng.range(0.04, 0.96);
    const top = Math.sin(Math.PI * t) ** 0.45;
    const x = cx + (t - 0.5) * width;
    const y = baseY - height * top * 0.97 + rng.range(0, 0.35) * height * (1 - top * 0.6);
    const size = height * rng.range(0.25, 0.5) * (0.6 + top * 0.5);
    const colour = mix(rng.pick(coralColours), w.p.mid, haze + rng.range(0, 0.2));
    const kind = rng.int(0, 5);
    if (kind <= 1) drawBranchCoral(c, x, y, size, colour);
    else if (kind === 2) drawSeaFan(c, x, y, size * 1.2, colour);
    else if (kind === 3) drawTableCoral(c, x, y, size, colour);
    else if (kind === 4) drawDomeCoral(c, x, y, size * 0.7, colour);
    else drawSoftCoral(c, x, y, size, colour);
  }
}

function drawReefScene(c: Canvas): void {
  const { rng, u } = c;
  const w = drawWater(c);
  drawSchool(
    c,
    c.w * rng.range(0.3, 0.7),
    c.h * rng.range(0.22, 0.34),
    110 * u,
    55,
    22 * u,
    mix(w.p.silhouette, w.p.mid, 0.5),
    0.55,
  );
  drawSeabed(c, w, c.h * 0.76, 0.2);
  const side = rng.chance(0.5) ? 0.2 : 0.8;
  drawBommie(c, w, c.w * (1 - side), c.h * 0.8, c.w * 0.35, c.h * 0.2, 0.55);
  drawSandDrift(c, w, c.h * 0.82);
  drawBommie(c, w, c.w * side, c.h * 0.9, c.w * rng.range(0.45, 0.6), c.h * rng.range(0.34, 0.42), 0.12);
  drawReefBed(c, w, c.h * 0.9, 0.8);
  drawReefFish(c, w, rng.int(6, 9), c.h * 0.35, c.h * 0.72);
  drawParticles(c, 50);
}

function drawBouldersScene(c: Canvas): void {
  const { rng, u } = c;
  const w = drawWater(c);
  drawSeabed(c, w, c.h * 0.8, 0.3);
  // Far, middle and near piles of granite; a swim-through gap between the near ones.
  drawRockPile(c, w, c.w * rng.range(0.4, 0.6), c.h * 0.8, 170 * u, 0.75);
  drawSchool(
    c,
    c.w * rng.range(0.35, 0.65),
    c.h * rng.range(0.28, 0.42),
    120 * u,
    60,
    16 * u,
    mix(w.p.silhouette, w.p.mid, 0.45),
    0.55,
  );
  drawRockPile(c, w, c.w * rng.range(0.05, 0.2), c.h * 0.9, 210 * u, 0.35);
  drawRockPile(c, w, c.w * rng.range(0.8, 0.95), c.h * 0.92, 230 * u, 0.3);
  drawReefBed(c, w, c.h * 0.93, 0.7);
  drawReefFish(c, w, rng.int(2, 4), c.h * 0.5, c.h * 0.75);
  drawParticles(c, 60);
}

/** A manta ray seen from below, head up, about 420 units wide before scaling. */
function mantaPath(): string {
  return (
    "M0,-30 C6,-32 10,-33 14,-34 C17,-48 24,-60 31,-66 C34,-56 34,-44 31,-34 " +
    "C92,-36 162,-6 210,36 C152,32 94,38 48,64 C32,74 16,82 0,84 " +
    "C-16,82 -32,74 -48,64 C-94,38 -152,32 -210,36 C-162,-6 -92,-36 -31,-34 " +
    "C-34,-44 -34,-56 -31,-66 C-24,-60 -17,-48 -14,-34 C-10,-33 -6,-32 0,-30Z"
  );
}

function drawMantaScene(c: Canvas): void {
  const { rng, u } = c;
  const w = drawWater(c);
  if (rng.chance(0.6)) drawSeabed(c, w, c.h * 0.9, 0.6);
  drawSchool(
    c,
    c.w * rng.range(0.2, 0.8),
    c.h * rng.range(0.6, 0.75),
    90 * u,
    40,
    16 * u,
    mix(w.p.silhouette, w.p.mid, 0.55),
    0.5,
  );
  // A second manta far away, then the main one close, banking gently.
  const far = rng.range(0.28, 0.38) * (c.w / 420);
  const fx = c.w * rng.range(0.15, 0.85);
  c.add(
    `<path d="${mantaPath()}" transform="translate(${n(fx)},${n(c.h * rng.range(0.62, 0.75))}) rotate(${n(rng.range(-25, 25))}) scale(${k(far, 3)},${k((far * 850) / 1000, 3)})" fill="${mix(w.p.silhouette, w.p.mid, 0.62)}"/>`,
  );
  const scale = rng.range(0.9, 1.05) * (c.w / 420) * 0.6;
  const mx = c.w * rng.range(0.38, 0.62);
  const my = c.h * rng.range(0.36, 0.46);
  const angle = rng.range(-18, 18);
  const body = c.linear(0, 0, 0, 1, [
    [0, mix(w.p.silhouette, w.p.mid, 0.3)],
    [1, w.p.silhouette],
  ]);
  const bend = rng.range(-25, 25);
  const tail = `<path d="M0,80 Q${n(bend)},130 ${n(bend * 0.4)},175" stroke="${w.p.silhouette}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`;
  const fins = `<path d="M-10,78 L-22,96 L-4,84Z M10,78 L22,96 L4,84Z" fill="${w.p.silhouette}"/>`;
  c.add(
    `<g transform="translate(${n(mx)},${n(my)}) rotate(${n(angle)}) scale(${k(scale, 3)},${k((scale * 900) / 1000, 3)})">${tail}${fins}` +
      `<path d="${mantaPath()}" fill="${body}"/></g>`,
  );
  // Remoras under the wings, a few divers' bubbles from below.
  drawBubbles(c, c.w * rng.range(0.1, 0.9), c.h * 0.97, 11, 6 * u);
  drawParticles(c, 70);
}

/** A whale shark from the side, heading left, 1000 units long before scaling. */
function drawWhaleShark(c: Canvas, w: Underwater, x: number, y: number, scale: number, flip: boolean): void {
  const { rng } = c;
  const outline =
    "M0,0 C10,-40 60,-70 160,-80 C300,-92 460,-80 560,-62 L610,-140 C625,-150 640,-145 640,-130 L660,-55 " +
    "C760,-40 840,-22 880,-12 L960,-120 C975,-128 985,-120 982,-108 L940,10 L990,110 C990,124 976,128 966,118 L880,22 " +
    "C800,40 700,60 560,70 L520,130 C510,140 494,138 492,124 L470,74 C340,84 180,84 80,60 C30,48 0,30 0,0Z";
  const body = c.linear(0, 0, 0, 1, [
    [0, mix("#3d5a78", w.p.mid, 0.35)],
    [0.55, mix("#2a4563", w.p.mid, 0.3)],
    [0.75, mix("#c9d6df", w.p.mid, 0.35)],
    [1, mix("#e3ecf1", w.p.mid, 0.35)],
  ]);
  const clip = c.clip(`<path d="${outline}"/>`);
  let spots = "";
  for (let i = 0; i < 140; i++) {
    const sx = rng.range(40, 900);
    const sy = rng.range(-90, 40);
    spots += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(rng.range(3, 7))}"/>`;
  }
  let stripes = "";
  for (let sx = 200; sx < 880; sx += rng.range(38, 52)) stripes += `M${n(sx)},-95 q8,40 0,80`;
  const t = `translate(${n(x)},${n(y)}) scale(${k(flip ? -scale : scale, 4)},${k(scale, 4)})`;
  c.add(
    `<g transform="${t}"><path d="${outline}" fill="${body}"/>` +
      `<g clip-path="${clip}"><g fill="#eaf4f8" fill-opacity="0.55">${spots}</g>` +
      `<path d="${stripes}" stroke="#eaf4f8" stroke-width="5" fill="none" stroke-opacity="0.3"/></g>` +
      // mouth, eye, gill slits
      `<path d="M6,8 Q60,26 120,20" stroke="#1a2d44" stroke-width="5" fill="none" stroke-linecap="round"/>` +
      `<circle cx="95" cy="-14" r="6" fill="#0d1b2a"/>` +
      `<path d="M200,-40 q10,30 0,60 M222,-42 q10,30 0,62 M244,-44 q10,30 0,64" stroke="#1a2d44" stroke-width="4" fill="none" stroke-opacity="0.5"/></g>`,
  );
  // Remoras and pilot fish riding along.
  let escorts = "";
  for (let i = 0; i < 6; i++) {
    const ex = x + (flip ? -1 : 1) * scale * rng.range(0, 500);
    const ey = y + scale * rng.range(70, 130);
    escorts += fishPath(ex, ey, scale * rng.range(30, 50), flip, 0.3);
  }
  c.add(`<path d="${escorts}" fill="${mix("#d9e6ee", w.p.mid, 0.4)}" fill-opacity="0.8"/>`);
}

function drawWhaleSharkScene(c: Canvas): void {
  const { rng, u } = c;
  const w = drawWater(c);
  drawSchool(
    c,
    c.w * rng.range(0.2, 0.8),
    c.h * rng.range(0.2, 0.3),
    100 * u,
    45,
    13 * u,
    mix(w.p.silhouette, w.p.mid, 0.55),
    0.5,
  );
  if (rng.chance(0.5)) {
    drawSeabed(c, w, c.h * 0.92, 0.7);
    drawRockPile(c, w, c.w * rng.range(0.1, 0.9), c.h * 0.95, 160 * u, 0.7);
  }
  const flip = rng.chance(0.5);
  const scale = (c.w * rng.range(0.7, 0.85)) / 1000;
  const x = flip ? c.w * rng.range(0.85, 0.95) : c.w * rng.range(0.05, 0.15);
  drawWhaleShark(c, w, x, c.h * rng.range(0.45, 0.58), scale, flip);
  // A diver for scale, further back.
  drawDiver(c, w, c.w * rng.range(0.15, 0.85), c.h * rng.range(0.15, 0.3), 0.35 * u, rng.chance(0.5), 0.55);
  drawParticles(c, 60);
}

/** A scuba diver from the side, swimming head first (to the left), about 340 units long before scaling. */
function drawDiver(
  c: Canvas,
  w: Underwater,
  x: number,
  y: number,
  scale: number,
  flip: boolean,
  haze: number,
): void {
  const { rng } = c;
  const colour = mix(w.p.silhouette, w.p.mid, haze);
  const s = scale;
  const tilt = rng.range(-8, 6);
  const t = `translate(${n(x)},${n(y)}) rotate(${n(flip ? -tilt : tilt)}) scale(${k(flip ? -s : s, 3)},${k(s, 3)})`;
  const kick = rng.range(-10, 10);
  const limbs =
    // legs: thighs, then shins, in a gentle flutter kick
    `<path d="M128,-4 L196,${n(-10 + kick * 0.3)} L258,${n(-16 + kick)}" stroke-width="19"/>` +
    `<path d="M128,8 L194,${n(16 - kick * 0.3)} L256,${n(22 - kick)}" stroke-width="18"/>` +
    // an arm reaching forward and one folded under the chest
    `<path d="M34,6 L4,22 L-32,24" stroke-width="11"/>` +
    `<path d="M50,10 L72,24 L46,30" stroke-width="11"/>`;
  const body =
    `<ellipse cx="0" cy="0" rx="18" ry="16"/>` +
    `<path d="M10,-15 C44,-22 104,-20 136,-11 C148,-7 148,13 136,17 C104,24 44,24 10,14Z"/>` +
    // tank and its valve, on the back
    `<rect x="34" y="-38" width="88" height="24" rx="12"/>` +
    `<rect x="22" y="-32" width="14" height="10" rx="3"/>` +
    // fins
    `<path d="M252,${n(-24 + kick)} L344,${n(-48 + kick * 1.4)} Q352,${n(-38 + kick * 1.4)} 346,${n(-28 + kick * 1.4)} L258,${n(-6 + kick)}Z"/>` +
    `<path d="M250,${n(14 - kick)} L340,${n(34 - kick * 1.4)} Q346,${n(44 - kick * 1.4)} 338,${n(52 - kick * 1.4)} L250,${n(32 - kick)}Z"/>`;
  const mask = `<rect x="-20" y="-9" width="11" height="12" rx="3" fill="${mix(w.p.mid, "#ffffff", 0.45)}" fill-opacity="${k(((1 - haze) * 85) / 100, 2)}"/>`;
  c.add(
    `<g transform="${t}" fill="${colour}"><g fill="none" stroke="${colour}" stroke-linecap="round" stroke-linejoin="round">${limbs}</g>${body}${mask}</g>`,
  );
  drawBubbles(c, x + (flip ? 1 : -1) * 14 * s, y - 22 * s, 8, 7 * s);
}

function drawDiverScene(c: Canvas): void {
  const { rng, u } = c;
  const w = drawWater(c);
  drawSeabed(c, w, c.h * 0.8, 0.25);
  if (rng.chance(0.6)) drawRockPile(c, w, c.w * rng.pick([0.15, 0.85]), c.h * 0.82, 150 * u, 0.5);
  drawReefBed(c, w, c.h * 0.86, 1);
  drawSchool(
    c,
    c.w * rng.range(0.2, 0.8),
    c.h * rng.range(0.2, 0.32),
    90 * u,
    35,
    15 * u,
    mix(w.p.silhouette, w.p.mid, 0.5),
    0.55,
  );
  const flip = rng.chance(0.5);
  // A buddy pair: one further away, one close.
  drawDiver(c, w, c.w * (flip ? 0.7 : 0.3), c.h * rng.range(0.3, 0.38), 0.5 * u, flip, 0.5);
  drawDiver(
    c,
    w,
    c.w * (flip ? rng.range(0.35, 0.45) : rng.range(0.45, 0.6)),
    c.h * rng.range(0.5, 0.58),
    1.05 * u,
    flip,
    0.05,
  );
  drawReefFish(c, w, rng.int(3, 5), c.h * 0.6, c.h * 0.8);
  drawParticles(c, 50);
}

function drawWreckScene(c: Canvas): void {
  const { rng, u } = c;
  const w = drawWater(c);
  drawSeabed(c, w, c.h * 0.74, 0.4);
  drawRockPile(c, w, c.w * rng.range(0.3, 0.7), c.h * 0.76, 120 * u, 0.8);
  // The hull lies on the sand, listing and half buried, its outline softened by growth.
  const flip = rng.chance(0.5);
  const scale = (c.w * 0.78) / 600;
  const ox = flip ? c.w * 0.9 : c.w * 0.1;
  const oy = c.h * 0.84;
  const angle = (rng.range(-9, -4) * Math.PI) / 180;
  const sx = flip ? -scale : scale;
  // Where a point of the hull's drawing lands on the canvas (the same transform as `t` below).
  const toCanvas = (lx: number, ly: number): Point => [
    ox + (lx * Math.cos(angle) - ly * Math.sin(angle)) * sx,
    oy + (lx * Math.sin(angle) + ly * Math.cos(angle)) * scale,
  ];
  const t = `translate(${n(ox)},${n(oy)}) rotate(${n(((flip ? -angle : angle) * 180) / Math.PI)}) scale(${k(sx, 3)},${k(scale, 3)})`;
  const hullFill = c.linear(0, 0, 0, 1, [
    [0, mix("#6b6358", w.p.mid, 0.45)],
    [1, mix("#2a2a2e", w.p.deep, 0.35)],
  ]);
  const steel = mix("#4f4c4a", w.p.mid, 0.5);
  const dark = mix("#1d2228", w.p.deep, 0.35);
  let portholes = "";
  for (let x = 60; x < 520; x += 34) portholes += `<circle cx="${x}" cy="-52" r="6"/>`;
  let frames = "";
  for (let x = 300; x < 470; x += 22) frames += `M${x},-126 v30`;
  c.add(
    `<g transform="${t}">` +
      // broken stern on the left, raked bow on the right
      `<path d="M6,0 L0,-30 L14,-46 L4,-64 L20,-92 L430,-97 Q520,-102 600,-142 L584,-62 Q566,0 520,10Z" fill="${hullFill}"/>` +
      `<g fill="${dark}" fill-opacity="0.75">${portholes}</g>` +
      `<path d="M60,-92 L60,-172 L236,-172 L258,-94Z" fill="${steel}"/>` +
      `<path d="M108,-172 L112,-236 L150,-236 L154,-172Z" fill="${dark}"/>` +
      `<path d="M120,-236 L142,-236" stroke="${steel}" stroke-width="6"/>` +
      `<path d="M290,-96 L300,-126 L470,-126 L478,-98Z" fill="${dark}" fill-opacity="0.6"/>` +
      `<path d="${frames}" stroke="${steel}" stroke-width="7"/>` +
      // a fallen mast
      `<path d="M420,-100 L520,-210" stroke="${steel}" stroke-width="8" stroke-linecap="round"/>` +
      `<g fill="${dark}" fill-opacity="0.8"><rect x="80" y="-152" width="26" height="20" rx="3"/><rect x="124" y="-152" width="26" height="20" rx="3"/><rect x="168" y="-152" width="26" height="20" rx="3"/></g>` +
      `</g>`,
  );
  // Soft corals and sea fans along the deck and the bridge.
  for (let i = 0; i < 12; i++) {
    const lx = rng.range(20, 560);
    const ly = lx > 60 && lx < 250 && rng.chance(0.5) ? -172 : lx > 430 ? -97 - (lx - 430) * 0.45 : -94;
    const [x, y] = toCanvas(lx, ly);
    const colour = mix(rng.pick(coralColours), w.p.mid, 0.35);
    if (rng.chance(0.5)) drawSoftCoral(c, x, y, rng.range(30, 60) * u, colour);
    else drawSeaFan(c, x, y, rng.range(50, 90) * u, colour);
  }
  drawSandDrift(c, w, c.h * 0.85);
  drawReefBed(c, w, c.h * 0.9, 0.6);
  drawSchool(
    c,
    c.w * rng.range(0.35, 0.65),
    c.h * rng.range(0.22, 0.35),
    130 * u,
    70,
    17 * u,
    mix(w.p.silhouette, w.p.mid, 0.45),
    0.6,
  );
  drawReefFish(c, w, rng.int(2, 4), c.h * 0.45, c.h * 0.75);
  drawParticles(c, 70);
}
