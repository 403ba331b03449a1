/**
 * The drawing surface every scene shares: seeded randomness, colour blending, smooth curves, an SVG
 * document with its gradient definitions, and the composition rule that keeps the hero text legible.
 */

// ---------------------------------------------------------------------------------------------------
// Randomness

export type Rng = {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
};

/** Mixes the seed and the scene name into one 32-bit state, so two scenes with one seed still differ. */
export function hashSeed(seed: number, scene: string): number {
  let h = 2166136261 ^ Math.trunc(seed);
  for (const ch of `${scene}:${seed}`) {
    h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and good enough for pictures. */
export function createRng(seed: number): Rng {
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

// ---------------------------------------------------------------------------------------------------
// Numbers and colours

/** Rounds to one decimal, for compact SVG. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Rounds to `digits` decimals, for scales and opacities. */
export function k(value: number, digits = 2): string {
  const factor = 10 ** digits;
  return String(Math.round(value * factor) / factor);
}

function parseHex(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Blends colour a towards colour b by t (0..1). Both are #rrggbb. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = parseHex(a);
  const [r2, g2, b2] = parseHex(b);
  const f = Math.min(1, Math.max(0, t));
  const ch = (x: number, y: number) =>
    Math.round(x + (y - x) * f)
      .toString(16)
      .padStart(2, "0");
  return `#${ch(r1, r2)}${ch(g1, g2)}${ch(b1, b2)}`;
}

export const lighten = (colour: string, t: number) => mix(colour, "#ffffff", t);
export const darken = (colour: string, t: number) => mix(colour, "#000000", t);

// ---------------------------------------------------------------------------------------------------
// Curves

export type Point = [number, number];

/** A smooth closed path through the points (Catmull-Rom turned into cubic Béziers). */
export function closedCurve(points: Point[]): string {
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
export function openCurve(points: Point[]): string {
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

/** A straight polygon through the points. */
export function polygon(points: Point[]): string {
  return `M${points.map(([x, y]) => `${n(x)},${n(y)}`).join("L")}Z`;
}

// ---------------------------------------------------------------------------------------------------
// Composition

/**
 * Where the page puts its text over a hero picture, as fractions of the picture. On a wide screen a
 * page hero shows a band from about 21 % to 79 % of a 3:2 picture's height, with the title and summary
 * over the left half from about 42 % down; on a phone it shows the middle half of the width, with the
 * text from about 40 % down (the summary and chips from about 58 %). The homepage and the parallax
 * bands put their text on the left. Scenes keep these areas calm: open water, sky, sand or sea in
 * smooth gradients, without small, contrasting details. The subject sits right of centre, around
 * `focus`, where the wide crop shows it whole and the phone crop shows at least its top.
 */
export const composition = {
  focus: { x: 0.7, y: 0.4 },
  calm: [
    { x0: 0, x1: 0.55, y0: 0.42, y1: 1 },
    { x0: 0.2, x1: 0.8, y0: 0.58, y1: 1 },
  ],
} as const;

/** True when (x, y), in fractions of the picture, falls where the page may put text. */
export function inCalmArea(fx: number, fy: number): boolean {
  return composition.calm.some((r) => fx >= r.x0 && fx <= r.x1 && fy >= r.y0 && fy <= r.y1);
}

// ---------------------------------------------------------------------------------------------------
// The canvas: defs, layers and ids

type Stop = [number, string, number?];

function stops(list: Stop[]): string {
  return list
    .map(
      ([o, col, op]) =>
        `<stop offset="${o}" stop-color="${col}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`,
    )
    .join("");
}

export class Canvas {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
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

  add(...parts: string[]): void {
    this.body.push(...parts);
  }

  /** Runs `draw` and hands back what it drew instead of keeping it, e.g. to wrap it in a clip path. */
  capture(draw: () => void): string {
    const start = this.body.length;
    draw();
    return this.body.splice(start).join("");
  }

  /** True when the point, in pixels, lies where the page may put text (see `composition`). */
  calm(x: number, y: number): boolean {
    return inCalmArea(x / this.w, y / this.h);
  }

  private id(prefix: string): string {
    this.nextId += 1;
    return `${prefix}${this.nextId}`;
  }

  /** A vertical linear gradient in user space from y1 to y2. */
  vertical(y1: number, y2: number, list: Stop[]): string {
    const id = this.id("g");
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${n(y1)}" x2="0" y2="${n(y2)}">${stops(list)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A horizontal linear gradient in user space from x1 to x2. */
  horizontal(x1: number, x2: number, list: Stop[]): string {
    const id = this.id("g");
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="0" x2="${n(x2)}" y2="0">${stops(list)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A linear gradient across the bounding box of the shape it fills (0..1 coordinates). */
  linear(x1: number, y1: number, x2: number, y2: number, list: Stop[]): string {
    const id = this.id("g");
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient in user space; `sy` squashes it vertically. */
  radial(cx: number, cy: number, r: number, list: Stop[], sy = 1): string {
    const id = this.id("r");
    const squash =
      sy === 1 ? "" : ` gradientTransform="translate(0 ${n(cy * (1 - sy))}) scale(1 ${k(sy, 3)})"`;
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${squash}>${stops(list)}</radialGradient>`,
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

/**
 * Soft dark edges and a gentle shade over the text area: the picture's own share of the scrim, so the
 * page's scrim can stay light where the picture is already calm.
 */
export function drawFrame(c: Canvas, strength = 1): void {
  const shade = "#041224";
  const top = c.vertical(0, c.h * 0.22, [
    [0, shade, 0.28 * strength],
    [1, shade, 0],
  ]);
  const bottom = c.vertical(c.h * 0.55, c.h, [
    [0, shade, 0],
    [1, shade, 0.4 * strength],
  ]);
  const left = c.horizontal(0, c.w * 0.55, [
    [0, shade, 0.3 * strength],
    [1, shade, 0],
  ]);
  c.add(
    `<rect width="${c.w}" height="${n(c.h * 0.22)}" fill="${top}"/>`,
    `<rect y="${n(c.h * 0.55)}" width="${c.w}" height="${n(c.h * 0.45)}" fill="${bottom}"/>`,
    `<rect width="${n(c.w * 0.55)}" height="${c.h}" fill="${left}"/>`,
  );
}
