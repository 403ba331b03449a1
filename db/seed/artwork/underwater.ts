/**
 * Under the water: the water column and its light, the sea floor, granite, coral and fish. Far things
 * fade into the water's colour (`haze`, 0 near .. 1 lost in the blue), which is what gives the layered
 * scenes their depth. Scatterers leave the text area (see `composition`) to smooth water and sand.
 */
import { boulderPath } from "./above-water.ts";
import { type Canvas, type Point, k, lighten, mix, n, openCurve } from "./canvas.ts";
import { type WaterMood, corals } from "./palette.ts";

export type Water = { p: WaterMood; lightX: number };

/** A colour seen through `haze` of water. */
export function through(w: Water, colour: string, haze: number): string {
  return mix(colour, w.p.haze, haze);
}

/**
 * The water column: bright at the surface, deep blue below, a glow where the sun is, and sunbeams
 * fanning down from the upper right.
 */
export function drawWater(c: Canvas, p: WaterMood, lightX?: number): Water {
  const { rng, u } = c;
  const fill = c.vertical(0, c.h, [
    [0, p.surface],
    [0.2, p.shallow],
    [0.58, p.mid],
    [1, p.deep],
  ]);
  c.add(`<rect width="${c.w}" height="${c.h}" fill="${fill}"/>`);
  const lx = lightX ?? c.w * rng.range(0.58, 0.78);
  const glowRadius = c.h * 0.8;
  const glow = c.radial(
    lx,
    -c.h * 0.08,
    glowRadius,
    [
      [0, "#ffffff", 0.55 * p.beams],
      [0.4, "#ffffff", 0.14 * p.beams],
      [1, "#ffffff", 0],
    ],
    0.8,
  );
  c.add(
    `<rect x="${n(lx - glowRadius)}" width="${n(glowRadius * 2)}" height="${n(glowRadius)}" fill="${glow}"/>`,
  );
  const beam = c.vertical(0, c.h, [
    [0, "#ffffff", 0.42 * p.beams],
    [0.55, "#ffffff", 0.07 * p.beams],
    [0.9, "#ffffff", 0],
  ]);
  let rays = "";
  const count = rng.int(7, 10);
  for (let i = 0; i < count; i++) {
    const top = lx + rng.range(-0.22, 0.22) * c.w;
    const lean = (top - lx) / c.w + rng.range(-0.12, 0.12);
    const spread = rng.range(8, 34) * u;
    const bottomX = top + lean * c.h * 1.3;
    const widen = rng.range(50, 140) * u;
    rays += `<path d="M${n(top - spread)},0 L${n(top + spread)},0 L${n(bottomX + widen)},${n(c.h)} L${n(bottomX - widen * 0.4)},${n(c.h)}Z" fill-opacity="${k(rng.range(0.25, 0.7))}"/>`;
  }
  c.add(`<g fill="${beam}">${rays}</g>`);
  return { p, lightX: lx };
}

/** The surface seen from below: a bright, rippled band. */
export function drawSurface(c: Canvas, w: Water, y = 0): void {
  const { rng, u } = c;
  const band = c.vertical(y - 10 * u, y + 70 * u, [
    [0, lighten(w.p.surface, 0.5), 0.9],
    [1, w.p.surface, 0],
  ]);
  c.add(`<rect y="${n(y - 10 * u)}" width="${c.w}" height="${n(80 * u)}" fill="${band}"/>`);
  let ripples = "";
  for (let i = 0; i < 4; i++) {
    const ry = y + (8 + i * 14) * u;
    let d = `M0,${n(ry)}`;
    for (let x = 0; x < c.w; x += 60 * u)
      d += ` q${n(15 * u)},${n(rng.range(-6, 6) * u)} ${n(30 * u)},0 t${n(30 * u)},0`;
    ripples += `<path d="${d}" stroke-width="${n((3 - i * 0.5) * u)}"/>`;
  }
  c.add(`<g fill="none" stroke="#ffffff" stroke-opacity="0.25">${ripples}</g>`);
}

/** Specks of plankton catching the light, outside the text area. */
export function drawParticles(c: Canvas, count: number, colour = "#ffffff"): void {
  const { rng, u } = c;
  let dots = "";
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, c.w);
    const y = rng.range(0, c.h);
    const r = rng.range(0.8, 2.6) * u;
    const opacity = rng.range(0.15, 0.55);
    if (c.calm(x, y)) continue;
    dots += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill-opacity="${k(opacity)}"/>`;
  }
  c.add(`<g fill="${colour}">${dots}</g>`);
}

/** A rising column of bubbles. */
export function drawBubbles(c: Canvas, x: number, y: number, count: number, size: number): void {
  const { rng } = c;
  let bubbles = "";
  let by = y;
  let bx = x;
  for (let i = 0; i < count; i++) {
    const r = size * rng.range(0.4, 1.1) * (1 + i * 0.06);
    bubbles += `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(r)}"/>`;
    by -= r * rng.range(2.2, 4);
    bx += rng.range(-1, 1) * r * 1.5;
  }
  c.add(
    `<g fill="#ffffff" fill-opacity="0.22" stroke="#ffffff" stroke-opacity="0.7" stroke-width="${n(size * 0.22)}">${bubbles}</g>`,
  );
}

/** The sea floor: a soft line of dunes and sand tinted by the water above it. */
export function drawSeabed(c: Canvas, w: Water, topY: number, haze: number, ripples = 10): void {
  const { rng, u } = c;
  const points: Point[] = [];
  for (let i = 0; i <= 6; i++) points.push([(c.w * i) / 6, topY + rng.range(-24, 24) * u]);
  const fill = c.vertical(topY - 24 * u, c.h, [
    [0, through(w, w.p.sand, 0.45 + haze * 0.4)],
    [1, through(w, mix(w.p.sand, w.p.deep, 0.35), 0.3 + haze * 0.3)],
  ]);
  c.add(`<path d="${openCurve(points)}L${c.w},${c.h}L0,${c.h}Z" fill="${fill}"/>`);
  let lines = "";
  for (let i = 0; i < ripples; i++) {
    const x = rng.range(0, c.w);
    const y = rng.range(topY + 30 * u, c.h);
    const length = rng.range(40, 110) * u;
    if (c.calm(x, y) || c.calm(x + length, y)) continue;
    lines += `<path d="M${n(x)},${n(y)} q${n(length / 2)},${n(-6 * u)} ${n(length)},0"/>`;
  }
  c.add(
    `<g fill="none" stroke="#ffffff" stroke-width="${n(2 * u)}" stroke-opacity="0.14" stroke-linecap="round">${lines}</g>`,
  );
}

/** A far silhouette of reef or rock along the sea floor, almost lost in the blue. */
export function drawFarReef(c: Canvas, w: Water, baseY: number, height: number, haze: number): void {
  const { rng } = c;
  const points: Point[] = [[0, baseY]];
  const steps = 9;
  for (let i = 0; i <= steps; i++) {
    points.push([(c.w * i) / steps, baseY - height * rng.range(0.2, 1)]);
  }
  points.push([c.w, baseY]);
  c.add(
    `<path d="${openCurve(points)}L${c.w},${n(baseY + height)}L0,${n(baseY + height)}Z" fill="${through(w, w.p.silhouette, haze)}"/>`,
  );
}

/** One granite boulder under water, lit from above, fading with distance. */
export function drawRock(
  c: Canvas,
  w: Water,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  haze: number,
): void {
  const light = through(w, "#a9a59c", 0.3 + haze * 0.6);
  const shade = through(w, "#34404c", 0.25 + haze * 0.6);
  const fill = c.linear(0.3, 0, 0.7, 1, [
    [0, lighten(light, 0.2)],
    [0.45, light],
    [1, shade],
  ]);
  c.add(`<path d="${boulderPath(c.rng, cx, cy, rx, ry)}" fill="${fill}"/>`);
}

/** Granite boulders stacked as at the Similans. Returns the boulders, for corals to grow on. */
export function drawRockPile(
  c: Canvas,
  w: Water,
  x: number,
  baseY: number,
  size: number,
  haze: number,
  count = 4,
): { x: number; y: number; r: number }[] {
  const { rng } = c;
  const rocks: { x: number; y: number; r: number }[] = [];
  for (let i = 0; i < count; i++) {
    const r = size * rng.range(0.45, 0.85) * (i === 0 ? 1.15 : 1);
    rocks.push({ x: x + rng.range(-1, 1) * size * 0.9, y: baseY - r * 0.5, r });
  }
  rocks.push({
    x: x + rng.range(-0.3, 0.3) * size,
    y: baseY - size * rng.range(1.1, 1.4),
    r: size * rng.range(0.5, 0.7),
  });
  for (const rock of rocks) drawRock(c, w, rock.x, rock.y, rock.r * rng.range(1.1, 1.4), rock.r, haze);
  return rocks;
}

/**
 * A wall of rock and reef on the right, from the sea floor up to `topY`: the busy, colourful part of a
 * scene, where the text never goes.
 */
export function drawReefWall(
  c: Canvas,
  w: Water,
  options: { x0: number; topY: number; haze: number; colours?: readonly string[]; density?: number },
): void {
  const { rng, u } = c;
  const { x0, topY, haze } = options;
  const colours = options.colours ?? corals;
  const points: Point[] = [[x0, c.h]];
  const steps = 7;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = x0 + (c.w * 1.05 - x0) * t;
    const rise = Math.sin((Math.PI / 2) * Math.min(1, t * 1.6)) ** 0.7;
    points.push([x, c.h - (c.h - topY) * rise * rng.range(0.9, 1.04)]);
  }
  points.push([c.w * 1.05, c.h]);
  const outline = `${openCurve(points)}Z`;
  const fill = c.linear(0, 0, 0.4, 1, [
    [0, through(w, "#8d8a80", 0.35 + haze * 0.45)],
    [1, through(w, "#222c36", 0.3 + haze * 0.35)],
  ]);
  c.add(`<path d="${outline}" fill="${fill}"/>`);
  // Boulders in the face of the wall.
  for (let i = 0; i < 4; i++) {
    const t = rng.range(0.25, 0.95);
    const x = x0 + (c.w - x0) * t;
    const y = rng.range(topY + (c.h - topY) * 0.25, c.h * 0.95);
    const r = rng.range(50, 90) * u;
    drawRock(c, w, x, y, r * 1.3, r, haze + 0.05);
  }
  // Coral along the crest and down the face.
  const count = Math.round(((c.w - x0) / (26 * u)) * (options.density ?? 1));
  for (let i = 0; i < count; i++) {
    const t = rng.range(0.05, 1);
    const x = x0 + (c.w * 1.02 - x0) * t;
    const rise = Math.sin((Math.PI / 2) * Math.min(1, t * 1.6)) ** 0.7;
    const crest = c.h - (c.h - topY) * rise;
    const y = crest + rng.range(0, 1) ** 1.6 * (c.h - crest) * 0.85 + 6 * u;
    if (c.calm(x, y)) continue;
    const size = rng.range(40, 95) * u * (1 - haze * 0.4);
    drawCoral(c, x, y, size, through(w, rng.pick(colours), haze + rng.range(0, 0.15)));
  }
}

/** One coral of a random kind. */
export function drawCoral(c: Canvas, x: number, y: number, size: number, colour: string): void {
  const kind = c.rng.int(0, 5);
  if (kind <= 1) drawBranchCoral(c, x, y, size, colour);
  else if (kind === 2) drawSeaFan(c, x, y, size * 1.3, colour);
  else if (kind === 3) drawTableCoral(c, x, y, size, colour);
  else if (kind === 4) drawDomeCoral(c, x, y, size * 0.75, colour);
  else drawSoftCoral(c, x, y, size, colour);
}

/** Branching (staghorn) coral: recursive round-capped branches. */
export function drawBranchCoral(c: Canvas, x: number, y: number, size: number, colour: string): void {
  const { rng } = c;
  const layers: string[] = ["", "", "", ""];
  const grow = (bx: number, by: number, angle: number, length: number, depth: number) => {
    const ex = bx + Math.cos(angle) * length;
    const ey = by + Math.sin(angle) * length;
    const bend = rng.range(-0.2, 0.2) * length;
    layers[depth] += `M${n(bx)},${n(by)} Q${n((bx + ex) / 2 + bend)},${n((by + ey) / 2)} ${n(ex)},${n(ey)}`;
    if (depth < 3) {
      const branches = rng.int(2, 3);
      for (let i = 0; i < branches; i++)
        grow(ex, ey, angle + rng.range(-0.6, 0.6), length * rng.range(0.6, 0.8), depth + 1);
    }
  };
  for (let i = 0; i < rng.int(2, 3); i++) grow(x, y, -Math.PI / 2 + rng.range(-0.7, 0.7), size * 0.35, 0);
  const widths = [0.09, 0.07, 0.055, 0.045];
  c.add(
    `<g fill="none" stroke="${colour}" stroke-linecap="round">${layers
      .map((d, i) => `<path d="${d}" stroke-width="${n(size * widths[i]!)}"/>`)
      .join("")}</g>`,
  );
}

/** A gorgonian sea fan: a fine lattice spreading from one stem. */
export function drawSeaFan(c: Canvas, x: number, y: number, size: number, colour: string): void {
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
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${n(Math.max(1, size * 0.02))}" stroke-linecap="round"/>`,
  );
}

/** Table coral: a wide plate on a short stem. */
export function drawTableCoral(c: Canvas, x: number, y: number, size: number, colour: string): void {
  const top = y - size * 0.45;
  const fill = c.linear(0, 0, 0, 1, [
    [0, lighten(colour, 0.25)],
    [1, mix(colour, "#000000", 0.25)],
  ]);
  c.add(
    `<path d="M${n(x - size * 0.08)},${n(y)} L${n(x - size * 0.05)},${n(top)} L${n(x + size * 0.05)},${n(top)} L${n(x + size * 0.08)},${n(y)}Z" fill="${mix(colour, "#000000", 0.3)}"/>`,
    `<ellipse cx="${n(x)}" cy="${n(top)}" rx="${n(size * 0.6)}" ry="${n(size * 0.1)}" fill="${fill}"/>`,
  );
}

/** Brain or boulder coral: a dome with a few grooves. */
export function drawDomeCoral(c: Canvas, x: number, y: number, size: number, colour: string): void {
  const { rng } = c;
  const fill = c.linear(0.3, 0, 0.7, 1, [
    [0, lighten(colour, 0.25)],
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
export function drawSoftCoral(c: Canvas, x: number, y: number, size: number, colour: string): void {
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

/** A bed of corals along the sea floor in three depths; leaves the text area bare. */
export function drawReefBed(
  c: Canvas,
  w: Water,
  baseY: number,
  density: number,
  colours: readonly string[] = corals,
  x0 = 0,
  x1 = 1,
): void {
  const { rng, u } = c;
  const layers: [number, number, number][] = [
    [0.65, 0.55, -36],
    [0.38, 0.8, -8],
    [0.12, 1.1, 22],
  ];
  for (const [haze, scale, offset] of layers) {
    const count = Math.round(((c.w * (x1 - x0)) / (120 * u)) * density);
    for (let i = 0; i < count; i++) {
      const x = rng.range(x0 - 0.03, x1 + 0.03) * c.w;
      const y = baseY + offset * u + rng.range(-10, 20) * u;
      const size = rng.range(70, 150) * u * scale;
      const colour = through(w, rng.pick(colours), haze);
      if (c.calm(x, y - size * 0.3)) continue;
      drawCoral(c, x, y, size, colour);
    }
  }
}

/** A fish seen from the side, heading left (right when `flip`); `size` is its length. */
export function fishPath(x: number, y: number, size: number, flip: boolean, tall = 0.38): string {
  const s = flip ? -size : size;
  const h = size * tall;
  return (
    `M${n(x)},${n(y)} C${n(x + s * 0.25)},${n(y - h)} ${n(x + s * 0.6)},${n(y - h * 0.9)} ${n(x + s * 0.8)},${n(y)}` +
    ` L${n(x + s)},${n(y - h * 0.75)} L${n(x + s * 0.95)},${n(y)} L${n(x + s)},${n(y + h * 0.75)} L${n(x + s * 0.8)},${n(y)}` +
    ` C${n(x + s * 0.6)},${n(y + h * 0.9)} ${n(x + s * 0.25)},${n(y + h)} ${n(x)},${n(y)}Z`
  );
}

/** A school of small fish swirling along an arc around (cx, cy); fish in the text area are left out. */
export function drawSchool(
  c: Canvas,
  o: {
    cx: number;
    cy: number;
    radius: number;
    count: number;
    size: number;
    colour: string;
    opacity?: number;
    tall?: number;
    flip?: boolean;
    /** Squashes the swirl vertically (1 = round). */
    flatness?: number;
  },
): void {
  const { rng } = c;
  const flip = o.flip ?? rng.chance(0.5);
  const start = rng.range(0, Math.PI * 2);
  let d = "";
  for (let i = 0; i < o.count; i++) {
    const t = i / o.count;
    const a = start + t * Math.PI * rng.range(1.2, 1.8);
    const r = o.radius * rng.range(0.35, 1.05);
    const x = o.cx + Math.cos(a) * r * 1.8;
    const y = o.cy + Math.sin(a) * r * (o.flatness ?? 0.55) + rng.range(-0.15, 0.15) * o.radius;
    if (c.calm(x, y)) continue;
    d += fishPath(x, y, o.size * rng.range(0.75, 1.15), flip, o.tall ?? 0.38);
  }
  c.add(`<path d="${d}" fill="${o.colour}" fill-opacity="${o.opacity ?? 0.7}"/>`);
}

/** A few bright reef fish between yMin and yMax, outside the text area. */
export function drawReefFish(
  c: Canvas,
  w: Water,
  count: number,
  yMin: number,
  yMax: number,
  xMin = 0.05,
): void {
  const { rng, u } = c;
  const colours = ["#ffd23f", "#ff8c42", "#4dd0e1", "#f8f4e3", "#ff6f91"];
  let placed = 0;
  for (let attempt = 0; attempt < count * 4 && placed < count; attempt++) {
    const x = rng.range(xMin, 0.96) * c.w;
    const y = rng.range(yMin, yMax);
    const size = rng.range(34, 60) * u;
    const colour = through(w, rng.pick(colours), 0.12);
    const flip = rng.chance(0.5);
    if (c.calm(x, y)) continue;
    placed += 1;
    c.add(
      `<path d="${fishPath(x, y, size, flip, 0.5)}" fill="${colour}"/>`,
      `<circle cx="${n(x + (flip ? -1 : 1) * size * 0.16)}" cy="${n(y - size * 0.05)}" r="${n(size * 0.045)}" fill="#10223a"/>`,
      `<path d="M${n(x + (flip ? -1 : 1) * size * 0.42)},${n(y - size * 0.17)} v${n(size * 0.34)}" stroke="#ffffff" stroke-width="${n(size * 0.07)}" stroke-opacity="0.7"/>`,
    );
  }
}

/** A big fish (trevally, snapper, Napoleon wrasse): a deep body, a forked tail and a highlight. */
export function drawBigFish(
  c: Canvas,
  x: number,
  y: number,
  size: number,
  flip: boolean,
  body: string,
  options: { tall?: number; stripe?: string; belly?: string } = {},
): void {
  const tall = options.tall ?? 0.42;
  const s = flip ? -1 : 1;
  const fill = c.linear(0, 0, 0, 1, [
    [0, mix(body, "#000000", 0.15)],
    [0.6, body],
    [1, options.belly ?? lighten(body, 0.35)],
  ]);
  c.add(`<path d="${fishPath(x, y, size, flip, tall)}" fill="${fill}"/>`);
  if (options.stripe) {
    c.add(
      `<path d="M${n(x + s * size * 0.12)},${n(y - size * 0.02)} Q${n(x + s * size * 0.45)},${n(y - size * 0.08)} ${n(x + s * size * 0.8)},${n(y)}" stroke="${options.stripe}" stroke-width="${n(size * 0.05)}" fill="none" stroke-linecap="round"/>`,
    );
  }
  c.add(
    `<circle cx="${n(x + s * size * 0.13)}" cy="${n(y - size * 0.06)}" r="${n(size * 0.035)}" fill="#0d1b2a"/>`,
    `<path d="M${n(x + s * size * 0.3)},${n(y - size * tall * 0.75)} q${n(s * size * 0.15)},${n(-size * 0.12)} ${n(s * size * 0.3)},${n(size * 0.04)}" fill="${mix(body, "#000000", 0.2)}"/>`,
  );
}

/** A school of barracuda: long, thin, silvery, all facing one way in a slow spiral. */
export function drawBarracuda(
  c: Canvas,
  w: Water,
  cx: number,
  cy: number,
  radius: number,
  count: number,
  size: number,
  haze: number,
): void {
  const { rng } = c;
  const flip = rng.chance(0.5);
  let d = "";
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const r = radius * rng.range(0.5, 1);
    const x = cx + Math.cos(a) * r * 1.6;
    const y = cy + Math.sin(a) * r * 0.5 + rng.range(-0.1, 0.1) * radius;
    if (c.calm(x, y)) continue;
    d += fishPath(x, y, size * rng.range(0.85, 1.1), flip, 0.13);
  }
  c.add(`<path d="${d}" fill="${through(w, "#c9d6df", haze)}" fill-opacity="0.85"/>`);
}
