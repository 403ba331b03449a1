/**
 * Scenes above the water: each boat in its seascape, the fleet together, the pier, the bay at Koh
 * Similan and sunset from the deck. The boats sit in the upper right, on the horizon's near side; the
 * sea in front of them, where the page puts its text, stays open and smooth.
 */
import {
  drawBirds,
  drawBoulder,
  drawClouds,
  drawFarIslands,
  drawGlitter,
  drawIsland,
  drawPalm,
  drawSea,
  drawSky,
  drawStreaks,
  drawSun,
} from "./above-water.ts";
import { type Canvas, type Point, darken, lighten, mix, n, openCurve } from "./canvas.ts";
import { type SkyMood, skies } from "./palette.ts";
import { type VesselKind, drawVessel, drawWake, vesselLength } from "./vessels.ts";

/** Length of a boat on the picture, in pixels: a 30-metre boat is 0.68 of the picture's height. */
function boatLength(c: Canvas, kind: VesselKind | "longtail"): number {
  return c.h * 0.68 * (vesselLength[kind] / 30);
}

type BoatSceneOptions = {
  vessel: VesselKind;
  mood: SkyMood;
  /** Under way with a wake, or at anchor. */
  underway?: boolean;
  /** Where the near island stands: behind the boat's stern on the left, or across the right. */
  island?: "left" | "right" | "none";
  /** Koh Bon's cliff on the near island. */
  cliff?: boolean;
};

/** One boat on the water, in the upper right; islands behind; open sea in front. */
function boatScene(c: Canvas, o: BoatSceneOptions): void {
  const { rng, u } = c;
  const p = o.mood;
  const horizonY = c.h * rng.range(0.42, 0.44);
  drawSky(c, p, horizonY);
  const low = p.lamps > 0;
  // A low sun sets behind the boat, so its path on the water runs down the right, away from the text.
  const sunX = low ? c.w * rng.range(0.6, 0.7) : c.w * rng.range(0.14, 0.3);
  const sunY = low ? horizonY - rng.range(10, 50) * c.u : horizonY * rng.range(0.2, 0.32);
  drawSun(c, p, sunX, sunY, (low ? 46 : 28) * u, horizonY);
  if (low) drawStreaks(c, p, horizonY, rng.int(4, 6));
  else drawClouds(c, p, horizonY, rng.int(3, 5), sunX);
  drawFarIslands(c, p, horizonY, rng.int(2, 3));
  const island = o.island ?? "left";
  if (island === "left") {
    const x0 = c.w * rng.range(-0.2, -0.08);
    drawIsland(c, p, {
      x0,
      x1: x0 + c.w * rng.range(0.5, 0.62),
      baseY: horizonY,
      height: rng.range(150, 200) * u,
      haze: low ? 0.2 : 0.3,
      cliff: o.cliff ? "right" : undefined,
    });
  } else if (island === "right") {
    const x0 = c.w * rng.range(0.5, 0.6);
    drawIsland(c, p, {
      x0,
      x1: c.w * 1.15,
      baseY: horizonY,
      height: rng.range(110, 150) * u,
      haze: 0.45,
      cliff: o.cliff ? "left" : undefined,
    });
  }
  drawSea(c, p, horizonY);
  if (low) drawGlitter(c, p, sunX, horizonY, 70 * u, 60);
  const length = boatLength(c, o.vessel);
  const bowX = c.w * rng.range(0.9, 0.95);
  const waterY = horizonY + c.h * rng.range(0.07, 0.08);
  if (o.underway) drawWake(c, bowX - length, waterY, length * 0.55, 1, mix("#ffffff", p.seaFar, 0.3));
  drawVessel(c, o.vessel, {
    x: bowX - length,
    waterY,
    length,
    // At dusk the boat stands dark against the sky; in the golden hour it takes on the warm light.
    light:
      p.lamps >= 1
        ? { tone: darken(p.seaNear, 0.2), amount: 0.62, lit: true }
        : { tone: mix(p.light, p.graniteShade, 0.3), amount: low ? 0.3 : 0, lit: low },
    reflection: { colour: mix(p.seaNear, low ? p.glint : "#ffffff", 0.45), opacity: low ? 0.3 : 0.28 },
  });
  if (low)
    drawBirds(
      c,
      darken(p.skyTop, 0.3),
      rng.int(3, 5),
      c.w * 0.55,
      c.w * 0.95,
      horizonY * 0.2,
      horizonY * 0.5,
    );
}

export function yachtAtAnchor(c: Canvas): void {
  boatScene(c, { vessel: "steel-yacht", mood: skies.day, island: "left" });
}

export function yachtUnderway(c: Canvas): void {
  boatScene(c, { vessel: "steel-yacht", mood: skies.morning, underway: true, island: "none" });
}

export function yachtAtSunset(c: Canvas): void {
  boatScene(c, { vessel: "steel-yacht", mood: skies.dusk, island: "left" });
}

export function teakUnderway(c: Canvas): void {
  boatScene(c, { vessel: "teak-liveaboard", mood: skies.morning, underway: true, island: "left" });
}

export function catamaranAtAnchor(c: Canvas): void {
  boatScene(c, { vessel: "catamaran", mood: skies.day, island: "left" });
}

/** MV Coral Voyager at dusk under Koh Bon's cliff. */
export function catamaranAtDusk(c: Canvas): void {
  boatScene(c, { vessel: "catamaran", mood: skies.golden, island: "left", cliff: true });
}

/** The homepage: the flagship at anchor off a Similan island with its white beach and granite. */
export function similanAnchorage(c: Canvas): void {
  const { u } = c;
  const p = skies.day;
  const horizonY = c.h * 0.43;
  drawSky(c, p, horizonY);
  drawSun(c, p, c.w * 0.22, horizonY * 0.28, 28 * u, horizonY);
  drawClouds(c, p, horizonY, 4, c.w * 0.22);
  drawFarIslands(c, p, horizonY, 2, -0.1, 0.4);
  drawSea(c, p, horizonY);
  const islandBase = horizonY + 14 * u;
  drawIsland(c, p, {
    x0: c.w * 0.42,
    x1: c.w * 1.12,
    baseY: islandBase,
    height: 230 * u,
    haze: 0.32,
    peaks: [
      { at: 0.45, height: 1, spread: 0.2 },
      { at: 0.75, height: 0.7, spread: 0.16 },
    ],
  });
  drawBeach(c, p, c.w * 0.66, c.w * 1.02, islandBase);
  shallows(c, c.w * 0.64, islandBase + 8 * u);
  const length = boatLength(c, "steel-yacht") * 0.92;
  drawVessel(c, "steel-yacht", {
    x: c.w * 0.94 - length,
    waterY: horizonY + c.h * 0.09,
    length,
    reflection: { colour: mix(p.seaNear, "#ffffff", 0.45), opacity: 0.28 },
  });
}

/** A strip of white sand at the foot of an island, with a line of surf. */
function drawBeach(c: Canvas, p: SkyMood, x0: number, x1: number, y: number): void {
  const { rng, u } = c;
  const points: Point[] = [];
  for (let i = 0; i <= 6; i++) {
    const t = i / 6;
    points.push([x0 + (x1 - x0) * t, y + Math.sin(Math.PI * t) * 12 * u + rng.range(-2, 2) * u]);
  }
  const top: Point[] = points.map(([x, py]) => [x, py - 18 * u]);
  const sand = c.vertical(y - 18 * u, y + 14 * u, [
    [0, lighten(p.granite, 0.5)],
    [1, lighten(p.granite, 0.2)],
  ]);
  c.add(`<path d="${openCurve(top)}L${n(x1)},${n(y + 20 * u)}L${n(x0)},${n(y + 20 * u)}Z" fill="${sand}"/>`);
  for (let i = 0; i < 3; i++) {
    drawBoulder(
      c,
      x0 + (x1 - x0) * rng.range(0.05, 0.95),
      y - 10 * u,
      rng.range(18, 30) * u,
      rng.range(14, 22) * u,
      p.granite,
      p.graniteShade,
    );
  }
}

/** Pale turquoise water over sand in front of a beach. */
function shallows(c: Canvas, x0: number, y: number): void {
  const { u } = c;
  const fill = c.radial(
    c.w * 0.8,
    y,
    c.w * 0.4,
    [
      [0, "#9ff0e6", 0.85],
      [0.5, "#6fdcd6", 0.35],
      [1, "#6fdcd6", 0],
    ],
    0.22,
  );
  c.add(
    `<rect x="${n(x0)}" y="${n(y - 2 * u)}" width="${n(c.w - x0)}" height="${n(c.w * 0.1)}" fill="${fill}"/>`,
  );
  c.add(
    `<path d="M${n(x0 + 20 * u)},${n(y + 3 * u)} H${n(c.w)}" stroke="#ffffff" stroke-width="${n(3 * u)}" stroke-opacity="0.6"/>`,
  );
}

type BayOptions = { vessel: VesselKind | null; sailRock: boolean; palms: boolean };

/** A sheltered bay: granite headland and white beach on the right, a boat moored, open water in front. */
function bayScene(c: Canvas, o: BayOptions): void {
  const { rng, u } = c;
  const p = skies.day;
  const horizonY = c.h * 0.4;
  drawSky(c, p, horizonY);
  drawSun(c, p, c.w * 0.2, horizonY * 0.3, 26 * u, horizonY);
  drawClouds(c, p, horizonY, 3, c.w * 0.2);
  drawFarIslands(c, p, horizonY, 2, -0.1, 0.35);
  drawSea(c, p, horizonY);
  const shoreY = horizonY + 40 * u;
  drawIsland(c, p, {
    x0: c.w * 0.46,
    x1: c.w * 1.15,
    baseY: shoreY,
    height: 260 * u,
    haze: 0.2,
    peaks: [
      { at: 0.55, height: 1, spread: 0.22 },
      { at: 0.2, height: 0.55, spread: 0.12 },
    ],
    boulders: false,
  });
  if (o.sailRock) drawSailRock(c, p, c.w * 0.6, shoreY - 150 * u, 120 * u);
  // Granite piled at the end of the headland, standing in the shallows.
  for (let i = 0; i < 5; i++) {
    const r = rng.range(20, 44) * u;
    const x = c.w * rng.range(0.52, 0.64);
    drawBoulder(c, x, shoreY - r * (i < 3 ? 0.45 : 1.2), r * 1.3, r, p.granite, p.graniteShade);
  }
  drawBeach(c, p, c.w * 0.6, c.w * 1.02, shoreY);
  if (o.palms) {
    for (let i = 0; i < 3; i++) {
      drawPalm(
        c,
        c.w * rng.range(0.8, 0.98),
        shoreY - 6 * u,
        rng.range(150, 210) * u,
        rng.range(-0.35, -0.1),
        mix(p.jungleDark, "#0a2a22", 0.3),
      );
    }
  }
  // The bay: turquoise over the sand by the beach.
  shallows(c, c.w * 0.58, shoreY + 6 * u);
  if (o.vessel) {
    const length = boatLength(c, o.vessel) * 0.62;
    drawVessel(c, o.vessel, {
      x: c.w * 0.9 - length,
      waterY: shoreY + 58 * u,
      length,
      reflection: { colour: mix(p.seaNear, "#ffffff", 0.45), opacity: 0.25 },
    });
  }
  drawVessel(c, "longtail", {
    x: c.w * 0.64,
    waterY: shoreY + 24 * u,
    length: boatLength(c, "longtail") * 0.5,
    colour: "#f28c5b",
  });
}

/** Sail Rock, the boulder of Donald Duck Bay: a duck's head balanced on a granite stack. */
function drawSailRock(c: Canvas, p: SkyMood, x: number, y: number, size: number): void {
  drawBoulder(c, x, y + size * 0.9, size * 0.9, size * 0.55, p.granite, p.graniteShade);
  const fill = c.linear(0.1, 0, 0.9, 1, [
    [0, lighten(p.granite, 0.3)],
    [0.5, p.granite],
    [1, p.graniteShade],
  ]);
  // A tall rounded head with a long bill pointing left.
  c.add(
    `<path d="M${n(x - size * 0.3)},${n(y + size * 0.5)} C${n(x - size * 0.5)},${n(y)} ${n(x - size * 0.3)},${n(y - size * 0.55)} ${n(x + size * 0.05)},${n(y - size * 0.6)} ` +
      `C${n(x + size * 0.45)},${n(y - size * 0.62)} ${n(x + size * 0.5)},${n(y - size * 0.1)} ${n(x + size * 0.35)},${n(y + size * 0.5)}Z` +
      `M${n(x - size * 0.35)},${n(y - size * 0.12)} C${n(x - size * 0.7)},${n(y - size * 0.2)} ${n(x - size * 0.85)},${n(y - size * 0.05)} ${n(x - size * 0.8)},${n(y + size * 0.02)} ` +
      `C${n(x - size * 0.6)},${n(y + size * 0.1)} ${n(x - size * 0.4)},${n(y + size * 0.12)} ${n(x - size * 0.3)},${n(y + size * 0.1)}Z" fill="${fill}"/>`,
  );
}

/** MV Blue Similan moored in a bay with a white-sand beach. */
export function teakBay(c: Canvas): void {
  bayScene(c, { vessel: "teak-liveaboard", sailRock: false, palms: true });
}

/** Donald Duck Bay: the beach and Sail Rock above it. */
export function duckBay(c: Canvas): void {
  bayScene(c, { vessel: null, sailRock: true, palms: false });
}

/** About us: the whole fleet at anchor in one bay. */
export function fleet(c: Canvas): void {
  const { u } = c;
  const p = skies.day;
  const horizonY = c.h * 0.42;
  drawSky(c, p, horizonY);
  drawSun(c, p, c.w * 0.18, horizonY * 0.3, 26 * u, horizonY);
  drawClouds(c, p, horizonY, 3, c.w * 0.18);
  drawFarIslands(c, p, horizonY, 2, -0.1, 0.3);
  drawIsland(c, p, { x0: c.w * 0.3, x1: c.w * 1.1, baseY: horizonY, height: 170 * u, haze: 0.4 });
  drawSea(c, p, horizonY);
  const reflection = { colour: mix(p.seaNear, "#ffffff", 0.45), opacity: 0.25 };
  const far = boatLength(c, "catamaran") * 0.5;
  drawVessel(c, "catamaran", {
    x: c.w * 0.22,
    waterY: horizonY + 16 * u,
    length: far,
    reflection,
    light: { tone: p.haze, amount: 0.25, lit: false },
  });
  const mid = boatLength(c, "teak-liveaboard") * 0.62;
  drawVessel(c, "teak-liveaboard", {
    x: c.w * 0.36,
    waterY: horizonY + 34 * u,
    length: mid,
    reflection,
    light: { tone: p.haze, amount: 0.12, lit: false },
  });
  const near = boatLength(c, "steel-yacht") * 0.85;
  drawVessel(c, "steel-yacht", { x: c.w * 0.94 - near, waterY: horizonY + 76 * u, length: near, reflection });
}

/** The trip itinerary: a liveaboard threading between the islands in the early light. */
export function islandPassage(c: Canvas): void {
  const { rng, u } = c;
  const p = skies.golden;
  const horizonY = c.h * 0.43;
  drawSky(c, p, horizonY);
  drawSun(c, p, c.w * 0.78, horizonY - 60 * u, 40 * u, horizonY);
  drawStreaks(c, p, horizonY, 5);
  for (let i = 0; i < 4; i++) {
    const x = c.w * (-0.1 + i * 0.27 + rng.range(-0.04, 0.04));
    drawIsland(c, p, {
      x0: x,
      x1: x + c.w * rng.range(0.14, 0.22),
      baseY: horizonY,
      height: rng.range(30, 60) * u,
      haze: 0.75,
      boulders: false,
    });
  }
  drawIsland(c, p, { x0: c.w * -0.15, x1: c.w * 0.3, baseY: horizonY, height: 150 * u, haze: 0.35 });
  drawIsland(c, p, { x0: c.w * 0.82, x1: c.w * 1.2, baseY: horizonY + 6 * u, height: 200 * u, haze: 0.25 });
  drawSea(c, p, horizonY);
  drawGlitter(c, p, c.w * 0.78, horizonY, 60 * u, 50);
  const length = boatLength(c, "teak-liveaboard") * 0.85;
  const bow = c.w * 0.52;
  const waterY = horizonY + c.h * 0.07;
  drawWake(c, bow + length, waterY, length * 0.5, -1, mix("#ffffff", p.seaFar, 0.3));
  drawVessel(c, "teak-liveaboard", {
    x: bow + length,
    waterY,
    length,
    flip: true,
    light: { tone: p.seaNear, amount: 0.2, lit: false },
    reflection: { colour: mix(p.seaNear, p.glint, 0.45), opacity: 0.25 },
  });
  drawBirds(c, darken(p.skyTop, 0.3), 4, c.w * 0.5, c.w * 0.9, horizonY * 0.2, horizonY * 0.5);
}

/** Hotel transfers: Thap Lamu pier in the morning, long-tails alongside, palms on the shore. */
export function pier(c: Canvas): void {
  const { rng, u } = c;
  const p = skies.morning;
  const horizonY = c.h * 0.43;
  drawSky(c, p, horizonY);
  drawSun(c, p, c.w * 0.3, horizonY * 0.35, 30 * u, horizonY);
  drawClouds(c, p, horizonY, 3, c.w * 0.3);
  drawFarIslands(c, p, horizonY, 2, 0.0, 0.4);
  // The mainland coast on the right: low jungle hills and palms.
  drawIsland(c, p, {
    x0: c.w * 0.55,
    x1: c.w * 1.2,
    baseY: horizonY + 10 * u,
    height: 90 * u,
    haze: 0.45,
    boulders: false,
    peaks: [
      { at: 0.3, height: 1, spread: 0.3 },
      { at: 0.7, height: 0.8, spread: 0.2 },
    ],
  });
  drawSea(c, p, horizonY);
  for (let i = 0; i < 5; i++) {
    drawPalm(
      c,
      c.w * rng.range(0.8, 1),
      horizonY + 16 * u,
      rng.range(120, 190) * u,
      rng.range(-0.3, 0.1),
      mix(p.jungleDark, "#0a2a22", 0.3),
    );
  }
  // The jetty: a wooden deck on posts, receding from the right edge out to sea.
  const near: Point = [c.w * 1.02, c.h * 0.6];
  const far: Point = [c.w * 0.6, horizonY + 28 * u];
  const nearHalf = 26 * u;
  const farHalf = 8 * u;
  const deck = c.linear(0, 0, 1, 0, [
    [0, "#a27a52"],
    [1, "#7a5638"],
  ]);
  let posts = "";
  for (let t = 0; t <= 1; t += 0.1) {
    const x = far[0] + (near[0] - far[0]) * t;
    const y = far[1] + (near[1] - far[1]) * t;
    const h = (10 + 40 * t) * u;
    posts += `M${n(x)},${n(y)} v${n(h)}`;
  }
  c.add(
    `<path d="${posts}" stroke="#4a3424" stroke-width="${n(5 * u)}"/>`,
    `<path d="M${n(far[0])},${n(far[1] - farHalf)} L${n(near[0])},${n(near[1] - nearHalf)} L${n(near[0])},${n(near[1] + nearHalf * 0.4)} L${n(far[0])},${n(far[1] + farHalf * 0.4)}Z" fill="${deck}"/>`,
    // a shelter at the pier head
    `<path d="M${n(far[0] + 6 * u)},${n(far[1] - farHalf)} v${n(-44 * u)} M${n(far[0] + 70 * u)},${n(far[1] - 12 * u)} v${n(-52 * u)}" stroke="#4a3424" stroke-width="${n(4 * u)}"/>`,
    `<path d="M${n(far[0] - 8 * u)},${n(far[1] - 54 * u)} L${n(far[0] + 86 * u)},${n(far[1] - 66 * u)} L${n(far[0] + 78 * u)},${n(far[1] - 80 * u)} L${n(far[0])},${n(far[1] - 70 * u)}Z" fill="#c0503a"/>`,
  );
  // Long-tails tied up alongside, and the liveaboard waiting at the end.
  drawVessel(c, "teak-liveaboard", {
    x: far[0] - c.w * 0.24,
    waterY: horizonY + 26 * u,
    length: c.w * 0.2,
    light: { tone: p.haze, amount: 0.2, lit: false },
  });
  const colours = ["#2fa3b8", "#f28c5b", "#3fbf7f"];
  for (let i = 0; i < 3; i++) {
    const t = 0.35 + i * 0.22;
    const x = far[0] + (near[0] - far[0]) * t;
    const y = far[1] + (near[1] - far[1]) * t + (12 + 14 * t) * u;
    const length = boatLength(c, "longtail") * (0.7 + t * 0.8);
    drawVessel(c, "longtail", {
      x: x - length * 1.05,
      waterY: y,
      length,
      colour: colours[i % colours.length],
      reflection: { colour: mix(p.seaNear, "#ffffff", 0.4), opacity: 0.2 },
    });
  }
}

type DeckOptions = { table: boolean; mood: SkyMood };

/**
 * Looking out from the deck at dusk: the sun low over the islands; the deck's canopy, lanterns and
 * either the dinner table or the loungers framing the right-hand side.
 */
function deckScene(c: Canvas, o: DeckOptions): void {
  const { rng, u } = c;
  const p = o.mood;
  const horizonY = c.h * 0.46;
  drawSky(c, p, horizonY);
  const sunX = c.w * 0.62;
  drawSun(c, p, sunX, horizonY - 30 * u, 50 * u, horizonY);
  drawStreaks(c, p, horizonY, 6);
  const silhouette = mix(p.skyTop, "#0a0d24", 0.4);
  for (const [x0, x1, height, haze] of [
    [-0.1, 0.35, 70, 0.55],
    [0.3, 0.58, 110, 0.35],
  ] as const) {
    const points: Point[] = [[c.w * x0, horizonY]];
    for (let i = 1; i < 6; i++) {
      const t = i / 6;
      points.push([
        c.w * (x0 + (x1 - x0) * t),
        horizonY - height * u * Math.sin(Math.PI * t) ** 0.7 * rng.range(0.75, 1.05),
      ]);
    }
    points.push([c.w * x1, horizonY]);
    c.add(
      `<path d="${openCurve(points)}L${n(c.w * x1)},${n(horizonY + 1)}L${n(c.w * x0)},${n(horizonY + 1)}Z" fill="${mix(silhouette, p.skyMid, haze)}"/>`,
    );
  }
  drawSea(c, p, horizonY);
  drawGlitter(c, p, sunX, horizonY, 60 * u, 70);
  // The boat around the viewer: deck, rail and canopy, in shadow against the sky.
  const dark = mix(p.seaNear, "#05060f", 0.55);
  const deckY = c.h * 0.8;
  const deck = c.vertical(deckY, c.h, [
    [0, mix("#6b4a32", dark, 0.55)],
    [1, mix("#3b2818", dark, 0.6)],
  ]);
  c.add(`<rect y="${n(deckY)}" width="${c.w}" height="${n(c.h - deckY)}" fill="${deck}"/>`);
  // The rail runs along the right-hand side only, so the sea under the text stays open.
  const railY = c.h * 0.66;
  const railX = c.w * 0.58;
  c.add(
    `<path d="M${n(railX)},${n(railY)} H${c.w}" stroke="${dark}" stroke-width="${n(6 * u)}"/>`,
    `<path d="M${n(railX)},${n(railY + 40 * u)} H${c.w}" stroke="${dark}" stroke-width="${n(3 * u)}" stroke-opacity="0.7"/>`,
  );
  let posts = "";
  for (let x = railX; x < c.w; x += c.w * 0.2) posts += `M${n(x)},${n(railY)} V${n(deckY)}`;
  c.add(`<path d="${posts}" stroke="${dark}" stroke-width="${n(7 * u)}"/>`);
  // The canopy's edge across the top right, lanterns hanging from it.
  const canopyY = c.h * 0.1;
  c.add(`<path d="M${n(c.w * 0.55)},0 H${c.w} V${n(canopyY + 12 * u)} H${n(c.w * 0.58)}Z" fill="${dark}"/>`);
  c.add(
    `<path d="M${n(c.w * 0.985)},${n(canopyY)} V${n(c.h)}" stroke="${dark}" stroke-width="${n(12 * u)}"/>`,
  );
  for (const fx of [0.64, 0.76, 0.88]) {
    const x = c.w * fx;
    const y = canopyY + rng.range(70, 110) * u;
    const glow = c.radial(x, y, 90 * u, [
      [0, "#ffcf7a", 0.65],
      [1, "#ffcf7a", 0],
    ]);
    c.add(
      `<path d="M${n(x)},${n(canopyY + 12 * u)} V${n(y - 14 * u)}" stroke="${dark}" stroke-width="${n(2 * u)}"/>`,
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(90 * u)}" fill="${glow}"/>`,
      `<rect x="${n(x - 9 * u)}" y="${n(y - 14 * u)}" width="${n(18 * u)}" height="${n(26 * u)}" rx="${n(5 * u)}" fill="#ffd98a"/>`,
    );
  }
  if (o.table) {
    // The dinner table: cloth, plates, glasses and a candle.
    const top = c.h * 0.7;
    const x0 = c.w * 0.66;
    const x1 = c.w * 0.97;
    c.add(
      `<path d="M${n(x0)},${n(top)} H${n(x1)} V${n(top + 70 * u)} H${n(x0)}Z" fill="${mix("#f4eee2", dark, 0.45)}"/>`,
      `<path d="M${n(x0 + 10 * u)},${n(top + 70 * u)} V${n(deckY + 40 * u)} M${n(x1 - 10 * u)},${n(top + 70 * u)} V${n(deckY + 40 * u)}" stroke="${dark}" stroke-width="${n(8 * u)}"/>`,
    );
    let things = "";
    for (let x = x0 + 30 * u; x < x1 - 20 * u; x += 70 * u) {
      things += `<ellipse cx="${n(x)}" cy="${n(top - 2 * u)}" rx="${n(22 * u)}" ry="${n(5 * u)}" fill="${mix("#ffffff", dark, 0.35)}"/>`;
      things += `<path d="M${n(x + 30 * u)},${n(top)} v${n(-14 * u)} l${n(-6 * u)},${n(-16 * u)} h${n(12 * u)} l${n(-6 * u)},${n(16 * u)}" stroke="${mix("#ffffff", dark, 0.3)}" stroke-width="${n(2 * u)}" fill="none"/>`;
    }
    const candle = (x0 + x1) / 2;
    const flame = c.radial(candle, top - 30 * u, 50 * u, [
      [0, "#ffd98a", 0.8],
      [1, "#ffd98a", 0],
    ]);
    c.add(
      things,
      `<circle cx="${n(candle)}" cy="${n(top - 30 * u)}" r="${n(50 * u)}" fill="${flame}"/>`,
      `<rect x="${n(candle - 4 * u)}" y="${n(top - 26 * u)}" width="${n(8 * u)}" height="${n(26 * u)}" fill="#f4eee2"/>`,
    );
  } else {
    // Two loungers on the sun deck.
    for (const fx of [0.66, 0.84]) {
      const x = c.w * fx;
      const y = deckY + 10 * u;
      c.add(
        `<path d="M${n(x)},${n(y - 30 * u)} L${n(x + 120 * u)},${n(y - 30 * u)} L${n(x + 150 * u)},${n(y - 80 * u)} L${n(x + 160 * u)},${n(y - 74 * u)} L${n(x + 134 * u)},${n(y - 22 * u)} L${n(x)},${n(y - 22 * u)}Z" fill="${mix("#f4eee2", dark, 0.5)}"/>`,
        `<path d="M${n(x + 10 * u)},${n(y - 22 * u)} v${n(24 * u)} M${n(x + 120 * u)},${n(y - 22 * u)} v${n(24 * u)}" stroke="${dark}" stroke-width="${n(5 * u)}"/>`,
      );
    }
  }
}

/** Onboard dining: dinner on deck at sunset. */
export function deckDinner(c: Canvas): void {
  deckScene(c, { table: true, mood: skies.dusk });
}

/** The homepage's sunset band: the sun deck at the end of the day. */
export function deckSunset(c: Canvas): void {
  deckScene(c, { table: false, mood: skies.golden });
}
