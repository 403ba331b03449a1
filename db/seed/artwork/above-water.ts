/**
 * Above the water: sky, sun, clouds, the Similans' jungle-and-granite islands, open sea, beaches and
 * palms. Everything takes a SkyMood so one scene can be drawn at noon, in the morning or at dusk.
 */
import { type Canvas, type Point, type Rng, closedCurve, k, lighten, mix, n, openCurve } from "./canvas.ts";
import type { SkyMood } from "./palette.ts";

export function drawSky(c: Canvas, p: SkyMood, horizonY: number): void {
  const fill = c.vertical(0, horizonY, [
    [0, p.skyTop],
    [0.6, p.skyMid],
    [1, p.horizon],
  ]);
  c.add(`<rect width="${c.w}" height="${n(horizonY + 2)}" fill="${fill}"/>`);
}

/** The sun and its glow; `clipY` hides the part below the horizon. */
export function drawSun(c: Canvas, p: SkyMood, x: number, y: number, radius: number, clipY?: number): void {
  const glow = c.radial(x, y, radius * 8, [
    [0, p.sunGlow, 0.8],
    [0.22, p.sunGlow, 0.32],
    [1, p.sunGlow, 0],
  ]);
  c.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius * 8)}" fill="${glow}"/>`);
  const clip =
    clipY === undefined ? "" : ` clip-path="${c.clip(`<rect width="${c.w}" height="${n(clipY)}"/>`)}"`;
  c.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius)}" fill="${p.sun}"${clip}/>`);
}

/** A flat, rounded cloud: a row of puffs on a flat base, shaded underneath and lit on top. */
export function drawCloud(c: Canvas, p: SkyMood, x: number, y: number, size: number, opacity: number): void {
  const { rng } = c;
  const puffs = rng.int(3, 5);
  let shapes = "";
  let highlights = "";
  let cx = x;
  for (let i = 0; i < puffs; i++) {
    const middle = 1 - Math.abs(i - (puffs - 1) / 2) / puffs;
    const r = size * (0.45 + 0.5 * middle) * rng.range(0.8, 1.1);
    shapes += `<circle cx="${n(cx)}" cy="${n(y - r * 0.55)}" r="${n(r)}"/>`;
    highlights += `<circle cx="${n(cx - r * 0.12)}" cy="${n(y - r * 0.7)}" r="${n(r * 0.82)}"/>`;
    cx += r * rng.range(0.9, 1.2);
  }
  const base = `<rect x="${n(x - size * 0.3)}" y="${n(y - size * 0.35)}" width="${n(cx - x + size * 0.2)}" height="${n(size * 0.35)}" rx="${n(size * 0.17)}"/>`;
  c.add(
    `<g opacity="${k(opacity)}"><g fill="${p.cloudShade}">${shapes}${base}</g>` +
      `<g fill="${p.cloud}">${highlights}</g></g>`,
  );
}

/** A few clouds in the upper sky, kept out of the text area and away from `avoidX`. */
export function drawClouds(c: Canvas, p: SkyMood, horizonY: number, count: number, avoidX = -1): void {
  const { rng, u } = c;
  for (let i = 0; i < count; i++) {
    let x = rng.range(-0.05, 0.95) * c.w;
    if (avoidX >= 0 && Math.abs(x - avoidX) < c.w * 0.1) x = (x + c.w * 0.35) % c.w;
    const y = rng.range(0.12, 0.6) * horizonY;
    const size = rng.range(26, 50) * u * (0.7 + y / horizonY);
    drawCloud(c, p, x, y, size, rng.range(0.6, 0.95));
  }
}

/** Long, thin streaks of cloud lit from below, for low sun. */
export function drawStreaks(c: Canvas, p: SkyMood, horizonY: number, count: number): void {
  const { rng, u } = c;
  let streaks = "";
  for (let i = 0; i < count; i++) {
    const y = horizonY * rng.range(0.12, 0.7);
    const x = c.w * rng.range(-0.1, 0.85);
    const length = c.w * rng.range(0.12, 0.35);
    const thick = rng.range(4, 12) * u;
    streaks += `<rect x="${n(x)}" y="${n(y)}" width="${n(length)}" height="${n(thick)}" rx="${n(thick / 2)}" fill-opacity="${k(rng.range(0.3, 0.6))}"/>`;
  }
  c.add(`<g fill="${p.cloud}">${streaks}</g>`);
}

/** A granite boulder: a rounded, slightly squashed blob. */
export function boulderPath(
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  flatBottom = true,
): string {
  const points: Point[] = [];
  const count = 9;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + rng.range(-0.12, 0.12);
    const r = rng.range(0.88, 1.06);
    let y = cy + Math.sin(a) * ry * r;
    if (flatBottom && y > cy + ry * 0.55) y = cy + ry * 0.55 + (y - cy - ry * 0.55) * 0.3;
    points.push([cx + Math.cos(a) * rx * r, y]);
  }
  return closedCurve(points);
}

/** A boulder lit from the top left, with a soft highlight cap. */
export function drawBoulder(
  c: Canvas,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  light: string,
  shade: string,
): void {
  const fill = c.linear(0.2, 0, 0.75, 1, [
    [0, lighten(light, 0.28)],
    [0.45, light],
    [1, shade],
  ]);
  c.add(`<path d="${boulderPath(c.rng, cx, cy, rx, ry)}" fill="${fill}"/>`);
}

export type IslandOptions = {
  x0: number;
  x1: number;
  baseY: number;
  height: number;
  /** 0 near and green .. 1 lost in the haze. */
  haze: number;
  /** Where the summits stand, 0..1 across the island. */
  peaks?: { at: number; height: number; spread: number }[];
  /** Piles of granite at the waterline (the Similan look). */
  boulders?: boolean;
  /** A sheer grey cliff on one side (Koh Bon's limestone face). */
  cliff?: "left" | "right";
};

/** An island: a steep jungle hill, one or two summits, granite piled at the water's edge. */
export function drawIsland(c: Canvas, p: SkyMood, o: IslandOptions): void {
  const { rng, u } = c;
  const width = o.x1 - o.x0;
  const peaks = o.peaks ?? [
    { at: rng.range(0.3, 0.5), height: 1, spread: rng.range(0.18, 0.26) },
    { at: rng.range(0.55, 0.8), height: rng.range(0.45, 0.8), spread: rng.range(0.12, 0.2) },
  ];
  const ridge = (t: number) => {
    const edge = Math.min(1, Math.sin(Math.PI * t) * 2.2);
    let top = 0;
    for (const peak of peaks)
      top = Math.max(top, peak.height * Math.exp(-(((t - peak.at) / peak.spread) ** 2) / 2));
    return o.baseY - o.height * Math.max(0, top * edge);
  };
  const points: Point[] = [];
  const steps = 16;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    points.push([o.x0 + width * t, ridge(t) + (i === 0 || i === steps ? 0 : rng.range(-2, 2) * u)]);
  }
  const outline = `${openCurve(points)}L${n(o.x1)},${n(o.baseY + 4 * u)}L${n(o.x0)},${n(o.baseY + 4 * u)}Z`;
  const green = mix(p.jungle, p.haze, o.haze);
  const dark = mix(p.jungleDark, p.haze, o.haze);
  const fill = c.linear(0, 0, 1, 0.5, [
    [0, lighten(green, 0.12)],
    [1, dark],
  ]);
  c.add(`<path d="${outline}" fill="${fill}"/>`);
  const clip = c.clip(`<path d="${outline}"/>`);
  if (o.cliff) {
    // A pale rock face dropping straight into the sea.
    const left = o.cliff === "left";
    const edge = left ? o.x0 : o.x1;
    const face = width * 0.22;
    const top = ridge(left ? 0.12 : 0.88) - 6 * u;
    const d = left
      ? `M${n(edge - 2)},${n(o.baseY + 4)} L${n(edge + face * 0.2)},${n(top)} L${n(edge + face)},${n(top + 14 * u)} L${n(edge + face * 0.75)},${n(o.baseY + 4)}Z`
      : `M${n(edge + 2)},${n(o.baseY + 4)} L${n(edge - face * 0.2)},${n(top)} L${n(edge - face)},${n(top + 14 * u)} L${n(edge - face * 0.75)},${n(o.baseY + 4)}Z`;
    const rock = c.linear(left ? 0 : 1, 0, left ? 1 : 0, 1, [
      [0, mix(lighten(p.granite, 0.1), p.haze, o.haze)],
      [1, mix(p.graniteShade, p.haze, o.haze)],
    ]);
    c.add(`<path d="${d}" fill="${rock}" clip-path="${clip}"/>`);
  }
  if (o.haze < 0.65) {
    // Forest: tree crowns in two tones, thinning towards the summit.
    let light = "";
    let shade = "";
    const crowns = Math.min(220, Math.round((width * o.height) / (650 * u * u)));
    for (let i = 0; i < crowns; i++) {
      const t = rng.range(0.02, 0.98);
      const y = rng.range(ridge(t), o.baseY);
      const r = rng.range(9, 20) * u * (1 - o.haze * 0.6);
      const crown = `<circle cx="${n(o.x0 + width * t)}" cy="${n(y)}" r="${n(r)}"/>`;
      if (rng.chance(0.5)) light += crown;
      else shade += crown;
    }
    c.add(
      `<g clip-path="${clip}"><g fill="${lighten(green, 0.14)}" fill-opacity="0.32">${light}</g>` +
        `<g fill="${mix(dark, "#000000", 0.12)}" fill-opacity="0.24">${shade}</g></g>`,
    );
  }
  if (o.boulders ?? true) {
    const rockLight = mix(p.granite, p.haze, o.haze);
    const rockShade = mix(p.graniteShade, p.haze, o.haze);
    const clusters = rng.int(1, 3);
    const scale = (1 - o.haze * 0.5) * Math.min(1.4, 0.5 + o.height / (250 * u));
    for (let j = 0; j < clusters; j++) {
      const cx = o.x0 + width * rng.range(0.1, 0.9);
      const rocks = rng.int(3, 5);
      for (let i = 0; i < rocks; i++) {
        const r = rng.range(10, 24) * u * scale * (i === 0 ? 1.4 : 1);
        const x = cx + rng.range(-45, 45) * u * scale;
        const y = o.baseY - r * rng.range(0.2, 0.8) - (i > 2 ? r * 0.8 : 0);
        drawBoulder(c, x, y, r * rng.range(1.1, 1.5), r, rockLight, rockShade);
      }
    }
  }
}

/** A row of far islands along the horizon, fading into the haze. */
export function drawFarIslands(
  c: Canvas,
  p: SkyMood,
  horizonY: number,
  count: number,
  xMin = -0.1,
  xMax = 0.85,
): void {
  const { rng, u } = c;
  for (let i = 0; i < count; i++) {
    const x = c.w * rng.range(xMin, xMax);
    drawIsland(c, p, {
      x0: x,
      x1: x + c.w * rng.range(0.12, 0.26),
      baseY: horizonY,
      height: rng.range(22, 52) * u,
      haze: rng.range(0.7, 0.85),
      boulders: false,
    });
  }
}

/**
 * Open sea from the horizon down: a smooth gradient, and long, soft swells that stay faint where the
 * page puts its text.
 */
export function drawSea(c: Canvas, p: SkyMood, horizonY: number): void {
  const { rng, u } = c;
  const fill = c.vertical(horizonY, c.h, [
    [0, p.seaFar],
    [0.3, mix(p.seaFar, p.seaNear, 0.55)],
    [1, p.seaNear],
  ]);
  c.add(`<rect y="${n(horizonY)}" width="${c.w}" height="${n(c.h - horizonY)}" fill="${fill}"/>`);
  // A bright line of haze on the horizon.
  const line = c.vertical(horizonY - 2 * u, horizonY + 10 * u, [
    [0, p.horizon, 0],
    [0.4, p.horizon, 0.55],
    [1, p.horizon, 0],
  ]);
  c.add(`<rect y="${n(horizonY - 2 * u)}" width="${c.w}" height="${n(12 * u)}" fill="${line}"/>`);
  let bright = "";
  let faint = "";
  const rows = 22;
  for (let i = 0; i < rows; i++) {
    const t = (i + 1) / rows;
    const y = horizonY + (c.h - horizonY) * t ** 1.7;
    const dashes = rng.int(3, 6);
    for (let j = 0; j < dashes; j++) {
      const x = rng.range(-0.05, 1) * c.w;
      const length = rng.range(40, 150) * u * (0.3 + t);
      const amp = 2.5 * u * (0.3 + t);
      const d = `<path d="M${n(x)},${n(y)}q${n(length / 4)},${n(-amp)} ${n(length / 2)},0t${n(length / 2)},0" stroke-width="${n((0.8 + 2 * t) * u)}"/>`;
      if (c.calm(x + length / 2, y)) faint += d;
      else bright += d;
    }
  }
  c.add(
    `<g fill="none" stroke="${p.glint}" stroke-linecap="round"><g stroke-opacity="0.3">${bright}</g><g stroke-opacity="0.09">${faint}</g></g>`,
  );
}

/** The sun's path on the water: short bright dashes widening towards the viewer. */
export function drawGlitter(
  c: Canvas,
  p: SkyMood,
  x: number,
  horizonY: number,
  spread: number,
  count: number,
): void {
  const { rng, u } = c;
  let glitter = "";
  for (let i = 0; i < count; i++) {
    const t = rng.next() ** 1.5;
    const y = horizonY + (c.h - horizonY) * t * 0.85;
    const gx = x + rng.range(-1, 1) * spread * (0.3 + t * 1.6);
    if (c.calm(gx, y)) continue;
    const length = rng.range(10, 44) * u * (0.4 + t);
    glitter += `<rect x="${n(gx - length / 2)}" y="${n(y)}" width="${n(length)}" height="${n(rng.range(1.5, 3.5) * u * (0.5 + t))}" rx="1" fill-opacity="${k(rng.range(0.35, 0.9))}"/>`;
  }
  c.add(`<g fill="${p.glint}">${glitter}</g>`);
}

/** A coconut palm: a leaning, tapering trunk and drooping, feathered fronds. */
export function drawPalm(
  c: Canvas,
  x: number,
  groundY: number,
  height: number,
  lean: number,
  colour: string,
): void {
  const { rng } = c;
  const topX = x + lean * height;
  const topY = groundY - height;
  const midX = x + lean * height * 0.15;
  const midY = groundY - height * 0.55;
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
    const half = height * (0.03 - 0.014 * t);
    left.push([px + nx * half, py + ny * half]);
    right.push([px - nx * half, py - ny * half]);
  }
  const trunk = `${openCurve(left)}L${right
    .reverse()
    .map(([px, py]) => `${n(px)},${n(py)}`)
    .join("L")}Z`;
  let fronds = "";
  const count = rng.int(7, 9);
  for (let i = 0; i < count; i++) {
    const a = -Math.PI / 2 + ((i / (count - 1)) * 2 - 1) * 2.1 + rng.range(-0.12, 0.12);
    const length = height * rng.range(0.34, 0.46);
    const ex = topX + Math.cos(a) * length;
    const ey = topY + Math.sin(a) * length * 0.5 + length * 0.45;
    const cx = topX + Math.cos(a) * length * 0.55;
    const cy = topY + Math.sin(a) * length * 0.55 - length * 0.12;
    const w = length * 0.09;
    // Leaflets: short strokes either side of the rib.
    let leaflets = "";
    for (let j = 1; j < 9; j++) {
      const t = j / 9;
      const px = (1 - t) ** 2 * topX + 2 * (1 - t) * t * cx + t ** 2 * ex;
      const py = (1 - t) ** 2 * topY + 2 * (1 - t) * t * cy + t ** 2 * ey;
      const l = length * 0.16 * (1 - t * 0.6);
      leaflets += `M${n(px)},${n(py)} l${n(-l * 0.35)},${n(l)} M${n(px)},${n(py)} l${n(l * 0.35)},${n(l)}`;
    }
    fronds +=
      `<path d="M${n(topX)},${n(topY)} Q${n(cx)},${n(cy - w)} ${n(ex)},${n(ey)} Q${n(cx)},${n(cy + w)} ${n(topX)},${n(topY)}Z"/>` +
      `<path d="${leaflets}" stroke="${colour}" stroke-width="${n(length * 0.035)}" stroke-linecap="round" fill="none"/>`;
  }
  c.add(
    `<path d="${trunk}" fill="${mix(colour, "#6b5a45", 0.35)}"/>`,
    `<g fill="${colour}">${fronds}</g>`,
    `<circle cx="${n(topX)}" cy="${n(topY + height * 0.02)}" r="${n(height * 0.025)}" fill="${mix(colour, "#3b2f22", 0.5)}"/>`,
  );
}

/** Birds far off: little Vs. */
export function drawBirds(
  c: Canvas,
  colour: string,
  count: number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
): void {
  const { rng, u } = c;
  let birds = "";
  for (let i = 0; i < count; i++) {
    const x = rng.range(x0, x1);
    const y = rng.range(y0, y1);
    const s = rng.range(6, 11) * u;
    birds += `M${n(x - s)},${n(y)} q${n(s / 2)},${n(-s / 2)} ${n(s)},0 q${n(s / 2)},${n(-s / 2)} ${n(s)},0`;
  }
  c.add(
    `<path d="${birds}" stroke="${colour}" stroke-width="${n(2 * u)}" fill="none" stroke-linecap="round"/>`,
  );
}
