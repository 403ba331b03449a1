/**
 * Scenes under the water: one for each dive site and course. The subject (a whale shark, a manta, a
 * diver, a wreck) sits in the upper right, near `composition.focus`; reef, rock and coral crowd the
 * right-hand edge; the lower left stays open water or sand, where the page puts its text.
 */
import { boulderPath, drawIsland } from "./above-water.ts";
import { drawVessel } from "./vessels.ts";
import { type Canvas, type Point, darken, mix, n, polygon } from "./canvas.ts";
import {
  type DiverLook,
  diverLooks,
  drawDiver,
  drawGardenEels,
  drawLeopardShark,
  drawManta,
  drawTorchBeam,
  drawTurtle,
  drawWhaleShark,
  poses,
} from "./creatures.ts";
import { corals, skies, softCorals, waters } from "./palette.ts";
import {
  type Water,
  drawBarracuda,
  drawBigFish,
  drawBranchCoral,
  drawFarReef,
  drawParticles,
  drawReefBed,
  drawReefFish,
  drawReefWall,
  drawRock,
  drawRockPile,
  drawSchool,
  drawSeaFan,
  drawSeabed,
  drawSoftCoral,
  drawSurface,
  drawWater,
  through,
} from "./underwater.ts";

const X = (c: Canvas, f: number) => c.w * f;
const Y = (c: Canvas, f: number) => c.h * f;

function look(c: Canvas, overrides: Partial<DiverLook> = {}): DiverLook {
  return { ...c.rng.pick(diverLooks), ...overrides };
}

/** Dark, soft silhouettes of fish schooling far off. */
function farSchool(c: Canvas, w: Water, cx: number, cy: number, count: number): void {
  const { u } = c;
  drawSchool(c, {
    cx,
    cy,
    radius: 90 * u,
    count,
    size: 15 * u,
    colour: through(w, w.p.silhouette, 0.5),
    opacity: 0.55,
  });
}

// ---------------------------------------------------------------------------------------------------
// Dive sites

/** Richelieu Rock: a whale shark passing the purple pinnacle, a diver above for scale. */
export function whaleShark(c: Canvas): void {
  const { rng, u } = c;
  const w = drawWater(c, waters.blue, X(c, 0.7));
  drawSeabed(c, w, Y(c, 0.86), 0.8, 0);
  drawFarReef(c, w, Y(c, 0.84), 60 * u, 0.75);
  drawReefWall(c, w, { x0: X(c, 0.74), topY: Y(c, 0.5), haze: 0.25, colours: softCorals, density: 1.2 });
  drawBarracuda(c, w, X(c, 0.9), Y(c, 0.62), 50 * u, 16, 40 * u, 0.4);
  const length = X(c, rng.range(0.6, 0.66));
  drawWhaleShark(c, w, X(c, 0.97) - length, Y(c, 0.4), length, false, 0.08);
  drawDiver(c, w, {
    x: X(c, 0.84),
    y: Y(c, 0.22),
    size: 70 * u,
    pose: poses.glide,
    look: look(c),
    flip: true,
    haze: 0.45,
  });
  drawParticles(c, 60);
}

/** Koh Bon's west ridge: a manta overhead at the cleaning station, a second one far off. */
export function mantaRidge(c: Canvas): void {
  const { rng, u } = c;
  const w = drawWater(c, waters.turquoise, X(c, 0.62));
  drawSurface(c, w);
  drawSeabed(c, w, Y(c, 0.9), 0.85, 0);
  drawManta(c, w, X(c, 0.9), Y(c, 0.58), X(c, 0.18), rng.range(-30, -10), 0.6, false);
  drawReefWall(c, w, { x0: X(c, 0.6), topY: Y(c, 0.64), haze: 0.3, density: 0.9 });
  drawSchool(c, {
    cx: X(c, 0.86),
    cy: Y(c, 0.7),
    radius: 60 * u,
    count: 26,
    size: 14 * u,
    colour: "#f2cf5b",
    opacity: 0.8,
  });
  drawManta(c, w, X(c, 0.6), Y(c, 0.38), X(c, 0.5), rng.range(-14, -4), 0.02);
  drawParticles(c, 70);
}

/** Koh Tachai Pinnacle: granite in the current, giant trevally hunting, a barracuda spiral. */
export function pinnacleCurrent(c: Canvas): void {
  const { rng, u } = c;
  const w = drawWater(c, waters.deep, X(c, 0.72));
  drawSeabed(c, w, Y(c, 0.9), 0.9, 0);
  // The second pinnacle, far off in the blue.
  drawRockPile(c, w, X(c, 0.42), Y(c, 0.95), 150 * u, 0.82, 3);
  drawBarracuda(c, w, X(c, 0.78), Y(c, 0.25), 70 * u, 22, 46 * u, 0.35);
  const rocks = drawRockPile(c, w, X(c, 0.88), Y(c, 1.02), 230 * u, 0.15, 5);
  for (const rock of rocks.slice(0, 3))
    drawSeaFan(c, rock.x, rock.y - rock.r * 0.7, rock.r * 0.8, through(w, rng.pick(corals), 0.3));
  drawReefBed(c, w, Y(c, 0.95), 0.6, corals, 0.7, 1);
  for (let i = 0; i < 3; i++) {
    drawBigFish(
      c,
      X(c, rng.range(0.5, 0.72)),
      Y(c, rng.range(0.36, 0.48)),
      rng.range(110, 150) * u,
      rng.chance(0.3),
      through(w, "#9fb1bf", 0.1 + i * 0.1),
      { tall: 0.46 },
    );
  }
  // Streaks of plankton in the current.
  let streaks = "";
  for (let i = 0; i < 40; i++) {
    const x = rng.range(0, c.w);
    const y = rng.range(0, c.h);
    if (c.calm(x, y)) continue;
    streaks += `M${n(x)},${n(y)} h${n(rng.range(14, 40) * u)}`;
  }
  c.add(
    `<path d="${streaks}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${n(1.5 * u)}" stroke-linecap="round"/>`,
  );
}

/** Elephant Head Rock: looking out from a swim-through between giant boulders; a diver swims past. */
export function swimThrough(c: Canvas): void {
  const { rng, u } = c;
  const w = drawWater(c, waters.blue, X(c, 0.66));
  // Beyond the gap: the sandy floor, boulders in the blue and a school of bannerfish.
  drawSeabed(c, w, Y(c, 0.66), 0.55, 0);
  drawRockPile(c, w, X(c, 0.8), Y(c, 0.7), 110 * u, 0.62, 3);
  drawSchool(c, {
    cx: X(c, 0.68),
    cy: Y(c, 0.34),
    radius: 70 * u,
    count: 30,
    size: 18 * u,
    colour: through(w, "#f5f0e0", 0.3),
    opacity: 0.85,
    tall: 0.6,
  });
  drawDiver(c, w, {
    x: X(c, 0.64),
    y: Y(c, 0.46),
    size: 150 * u,
    pose: poses.swim,
    look: look(c),
    flip: true,
    haze: 0.12,
  });
  // The boulders of the swim-through, close and in shade: one filling the left side, one above, one
  // on the right, and the floor boulder. The light catches their edges.
  const shade = (haze: number) =>
    c.linear(0.2, 0, 0.8, 1, [
      [0, through(w, "#6f7c86", 0.3 + haze)],
      [0.4, through(w, "#2e3a46", 0.3 + haze)],
      [1, darken(w.p.deep, 0.4)],
    ]);
  const boulders: [number, number, number, number][] = [
    [0.1, 0.62, 0.34, 0.62],
    [0.62, -0.08, 0.5, 0.2],
    [1.04, 0.46, 0.14, 0.42],
    [0.58, 1.06, 0.5, 0.22],
  ];
  for (const [fx, fy, frx, fry] of boulders) {
    const path = boulderPathAt(c, X(c, fx), Y(c, fy), X(c, frx), Y(c, fry));
    c.add(`<path d="${path}" fill="${shade(0)}"/>`);
    c.add(
      `<path d="${path}" fill="none" stroke="${through(w, "#a9b4bb", 0.35)}" stroke-width="${n(6 * u)}" stroke-opacity="0.35"/>`,
    );
  }
  // Sea fans and soft corals on the lit edges, away from the text.
  const growth: [number, number][] = [
    [0.44, 0.1],
    [0.56, 0.12],
    [0.78, 0.11],
    [0.93, 0.2],
    [0.92, 0.62],
    [0.86, 0.86],
  ];
  for (const [fx, fy] of growth) {
    const x = X(c, fx);
    const y = Y(c, fy);
    if (c.calm(x, y)) continue;
    if (rng.chance(0.55))
      drawSeaFan(c, x, y + 20 * u, rng.range(80, 130) * u, through(w, rng.pick(corals), 0.15));
    else drawSoftCoral(c, x, y + 10 * u, rng.range(60, 90) * u, through(w, rng.pick(softCorals), 0.1));
  }
  drawParticles(c, 40);
}

function boulderPathAt(c: Canvas, cx: number, cy: number, rx: number, ry: number): string {
  return boulderPath(c.rng, cx, cy, rx, ry, false);
}

/** Christmas Point: a line of archways through the granite, each framed by big sea fans. */
export function archways(c: Canvas): void {
  const { rng, u } = c;
  const w = drawWater(c, waters.turquoise, X(c, 0.64));
  drawSeabed(c, w, Y(c, 0.84), 0.7, 6);
  // Rock masses from far to near, each pierced by an arch: one can swim through them in a line.
  const arches: [number, number, number, number][] = [
    [0.54, 0.74, 0.72, 130],
    [0.7, 0.84, 0.46, 200],
    [0.9, 1.01, 0.16, 320],
  ];
  for (const [fx, fy, haze, scale] of arches) {
    const size = scale * u;
    const x = X(c, fx);
    const y = Y(c, fy);
    const outline = boulderPath(rng, x, y - size * 0.55, size * 1.25, size * 0.95, true);
    const hw = size * 0.42;
    const hh = size * 0.8;
    const hole = `M${n(x - hw)},${n(y + 4 * u)} V${n(y - hh + hw)} A${n(hw)},${n(hw)} 0 0 1 ${n(x + hw)},${n(y - hh + hw)} V${n(y + 4 * u)}Z`;
    const fill = c.linear(0.3, 0, 0.7, 1, [
      [0, through(w, "#b0aba0", 0.3 + haze * 0.6)],
      [0.5, through(w, "#6b7178", 0.3 + haze * 0.6)],
      [1, through(w, "#26303a", 0.25 + haze * 0.6)],
    ]);
    c.add(`<path d="${outline} ${hole}" fill="${fill}" fill-rule="evenodd"/>`);
    c.add(
      `<path d="${hole}" fill="none" stroke="${through(w, "#1d2731", 0.3 + haze * 0.6)}" stroke-width="${n(8 * u)}" stroke-opacity="0.5"/>`,
    );
    // Sea fans either side of the arch's mouth.
    const fan = (side: number, colour: string) => {
      const fx = x + side * hw * 1.25;
      const fy = y - hh * 0.85;
      if (!c.calm(fx, fy)) drawSeaFan(c, fx, fy, size * 0.85, through(w, colour, haze));
    };
    fan(-1, rng.pick(["#f28c5b", "#e85a5a", "#f2cf5b", "#b06ad0"]));
    fan(1, rng.pick(corals));
    drawSoftCoral(
      c,
      x + rng.range(-0.6, 0.6) * size,
      y - size * 1.4,
      size * 0.4,
      through(w, rng.pick(softCorals), haze),
    );
  }
  drawDiver(c, w, {
    x: X(c, 0.6),
    y: Y(c, 0.36),
    size: 140 * u,
    pose: poses.swim,
    look: look(c),
    flip: true,
    haze: 0.12,
  });
  drawReefFish(c, w, 5, Y(c, 0.28), Y(c, 0.6), 0.6);
  drawParticles(c, 50);
}

/** Deep Six: a diver in the channel between stacked boulders, garden eels in the sand. */
export function boulderChannel(c: Canvas): void {
  const { rng, u } = c;
  const w = drawWater(c, waters.blue, X(c, 0.58));
  drawSeabed(c, w, Y(c, 0.8), 0.6, 4);
  drawRockPile(c, w, X(c, 0.18), Y(c, 0.82), 170 * u, 0.72, 4);
  farSchool(c, w, X(c, 0.62), Y(c, 0.26), 40);
  const rocks = drawRockPile(c, w, X(c, 0.9), Y(c, 0.98), 220 * u, 0.2, 5);
  for (const rock of rocks) {
    if (rng.chance(0.5))
      drawSoftCoral(
        c,
        rock.x + rng.range(-0.4, 0.4) * rock.r,
        rock.y - rock.r * 0.8,
        rock.r * 0.7,
        through(w, rng.pick(softCorals), 0.2),
      );
    else drawSeaFan(c, rock.x, rock.y - rock.r * 0.8, rock.r * 0.9, through(w, rng.pick(corals), 0.25));
  }
  drawGardenEels(c, w, X(c, 0.9), Y(c, 0.95), 40 * u, 7, 50 * u, 0.3);
  drawDiver(c, w, {
    x: X(c, 0.6),
    y: Y(c, 0.44),
    size: 150 * u,
    pose: poses.swim,
    look: look(c),
    flip: false,
    haze: 0.1,
  });
  drawDiver(c, w, {
    x: X(c, 0.42),
    y: Y(c, 0.34),
    size: 80 * u,
    pose: poses.glide,
    look: look(c),
    flip: false,
    haze: 0.5,
  });
  drawParticles(c, 50);
}

/** East of Eden: a colourful slope of hard and soft coral, a turtle gliding over it. */
export function coralSlope(c: Canvas): void {
  const { rng, u } = c;
  const w = drawWater(c, waters.turquoise, X(c, 0.68));
  drawSeabed(c, w, Y(c, 0.88), 0.85, 0);
  drawReefWall(c, w, { x0: X(c, 0.52), topY: Y(c, 0.42), haze: 0.1, density: 1.6 });
  // The sea-fan bommie with its cloud of glassfish.
  drawSeaFan(c, X(c, 0.86), Y(c, 0.5), 170 * u, through(w, "#e85a5a", 0.15));
  drawSchool(c, {
    cx: X(c, 0.84),
    cy: Y(c, 0.46),
    radius: 40 * u,
    count: 40,
    size: 10 * u,
    colour: "#fff4c2",
    opacity: 0.8,
    flatness: 0.8,
  });
  drawTurtle(c, w, X(c, 0.6), Y(c, 0.34), 150 * u, rng.range(-20, -8), 0.05);
  drawReefFish(c, w, 7, Y(c, 0.36), Y(c, 0.8), 0.5);
  drawParticles(c, 50);
}

/** Anita's Reef: boulders on a sandy slope, coral gardens between, garden eels and a stingray. */
export function coralGarden(c: Canvas): void {
  const { rng, u } = c;
  const w = drawWater(c, waters.turquoise, X(c, 0.74));
  drawSeabed(c, w, Y(c, 0.62), 0.35, 10);
  drawRockPile(c, w, X(c, 0.34), Y(c, 0.64), 90 * u, 0.7, 3);
  drawRockPile(c, w, X(c, 0.7), Y(c, 0.7), 130 * u, 0.35, 4);
  drawReefBed(c, w, Y(c, 0.7), 1.2, corals, 0.6, 1);
  drawGardenEels(c, w, X(c, 0.9), Y(c, 0.86), 60 * u, 9, 60 * u, 0.2);
  // A blue-spotted stingray on the sand.
  const sx = X(c, 0.86);
  const sy = Y(c, 0.95);
  let spots = "";
  for (let i = 0; i < 10; i++)
    spots += `<circle cx="${n(sx + rng.range(-40, 40) * u)}" cy="${n(sy + rng.range(-14, 14) * u)}" r="${n(4 * u)}"/>`;
  c.add(
    `<ellipse cx="${n(sx)}" cy="${n(sy)}" rx="${n(55 * u)}" ry="${n(22 * u)}" fill="${through(w, "#b8a47a", 0.2)}"/>`,
    `<g fill="${through(w, "#2f8fe0", 0.1)}">${spots}</g>`,
    `<path d="M${n(sx + 55 * u)},${n(sy)} l${n(70 * u)},${n(-6 * u)}" stroke="${through(w, "#8d7a55", 0.2)}" stroke-width="${n(5 * u)}" stroke-linecap="round"/>`,
  );
  drawTurtle(c, w, X(c, 0.66), Y(c, 0.38), 120 * u, rng.range(-10, 10), 0.25);
  drawReefFish(c, w, 6, Y(c, 0.3), Y(c, 0.7), 0.55);
  drawParticles(c, 40);
}

/** Boonsung Wreck: the broken dredger on the sand, its bucket ladder, snapper swarming above. */
export function wreck(c: Canvas): void {
  const { rng, u } = c;
  const w = drawWater(c, waters.coastal, X(c, 0.7));
  drawSeabed(c, w, Y(c, 0.8), 0.7, 4);
  const steel = (haze: number) => through(w, "#5a524a", haze);
  const rust = (haze: number) => through(w, "#7a4a30", haze);
  // The pontoon: a box hull lying tilted, with gantry frames on its deck.
  const base = Y(c, 0.78);
  const x0 = X(c, 0.56);
  const x1 = X(c, 1.04);
  const deck = Y(c, 0.6);
  const hull = c.linear(0, 0, 0, 1, [
    [0, steel(0.15)],
    [1, through(w, "#1f2326", 0.2)],
  ]);
  let portholes = "";
  for (let x = x0 + 40 * u; x < x1; x += 46 * u)
    portholes += `<circle cx="${n(x)}" cy="${n(deck + 60 * u)}" r="${n(7 * u)}"/>`;
  let frames = "";
  for (let x = x0 + 30 * u; x < x1 - 40 * u; x += 70 * u)
    frames += `M${n(x)},${n(deck)} V${n(deck - rng.range(60, 120) * u)} h${n(40 * u)} V${n(deck)}`;
  c.add(
    `<path d="${polygon([
      [x0, base],
      [x0 + 20 * u, deck],
      [x1, deck - 30 * u],
      [x1, base],
    ])}" fill="${hull}"/>`,
    `<g fill="${through(w, "#101418", 0.2)}" fill-opacity="0.7">${portholes}</g>`,
    `<path d="${frames}" stroke="${rust(0.2)}" stroke-width="${n(9 * u)}" fill="none"/>`,
  );
  // The bucket ladder: a long truss rising from the wreck towards the surface, buckets along it.
  const [ax, ay] = [X(c, 0.6), Y(c, 0.6)];
  const [bx, by] = [X(c, 0.84), Y(c, 0.24)];
  let truss = `M${n(ax)},${n(ay)} L${n(bx)},${n(by)} M${n(ax + 26 * u)},${n(ay + 8 * u)} L${n(bx + 26 * u)},${n(by + 8 * u)}`;
  let buckets = "";
  for (let t = 0.05; t < 1; t += 0.09) {
    const x = ax + (bx - ax) * t;
    const y = ay + (by - ay) * t;
    truss += `M${n(x)},${n(y)} l${n(26 * u)},${n(8 * u)}`;
    buckets += `<path d="M${n(x - 8 * u)},${n(y - 14 * u)} h${n(22 * u)} l${n(-4 * u)},${n(16 * u)} h${n(-14 * u)}Z"/>`;
  }
  c.add(
    `<path d="${truss}" stroke="${rust(0.25)}" stroke-width="${n(8 * u)}" stroke-linecap="round"/>`,
    `<g fill="${steel(0.3)}">${buckets}</g>`,
  );
  // Overgrowth along the deck and the ladder.
  for (let i = 0; i < 16; i++) {
    const onLadder = rng.chance(0.4);
    const t = rng.range(0.05, 0.95);
    const x = onLadder ? ax + (bx - ax) * t : x0 + (x1 - x0) * t;
    const y = onLadder ? ay + (by - ay) * t : deck - (30 * u * (x - x0)) / (x1 - x0);
    const colour = through(w, rng.pick(corals), 0.3);
    if (rng.chance(0.55)) drawSoftCoral(c, x, y, rng.range(34, 60) * u, colour);
    else drawSeaFan(c, x, y, rng.range(50, 90) * u, colour);
  }
  // Yellow snapper swarming over the wreck, a lionfish by the hull.
  drawSchool(c, {
    cx: X(c, 0.66),
    cy: Y(c, 0.36),
    radius: 90 * u,
    count: 60,
    size: 22 * u,
    colour: "#f2cf5b",
    opacity: 0.85,
    tall: 0.36,
  });
  drawSchool(c, {
    cx: X(c, 0.86),
    cy: Y(c, 0.5),
    radius: 50 * u,
    count: 24,
    size: 20 * u,
    colour: "#e8c24f",
    opacity: 0.75,
    tall: 0.36,
  });
  drawBigFish(c, X(c, 0.9), Y(c, 0.68), 80 * u, false, "#c0503a", { tall: 0.5, stripe: "#fbe3d2" });
  drawParticles(c, 70, "#e8f5e8");
}

/** North Point: boulders as big as our boats, sunbeams between them, a Napoleon wrasse. */
export function giantBoulders(c: Canvas): void {
  const { rng, u } = c;
  const w = drawWater(c, waters.blue, X(c, 0.6));
  drawSeabed(c, w, Y(c, 0.88), 0.8, 0);
  drawRockPile(c, w, X(c, 0.4), Y(c, 0.92), 110 * u, 0.8, 3);
  const big = (fx: number, fy: number, rx: number, ry: number, haze: number) => {
    drawRock(c, w, X(c, fx), Y(c, fy), rx * u, ry * u, haze);
  };
  big(0.78, 0.82, 240, 170, 0.3);
  big(0.98, 0.6, 200, 200, 0.2);
  big(0.8, 0.44, 170, 120, 0.25);
  drawSeaFan(c, X(c, 0.74), Y(c, 0.4), 160 * u, through(w, "#f28c5b", 0.25));
  drawSeaFan(c, X(c, 0.92), Y(c, 0.48), 130 * u, through(w, "#e26d9c", 0.2));
  drawSchool(c, {
    cx: X(c, 0.56),
    cy: Y(c, 0.26),
    radius: 90 * u,
    count: 50,
    size: 16 * u,
    colour: through(w, "#5fa8e0", 0.2),
    opacity: 0.75,
  });
  // A Napoleon wrasse: big, blue-green, with a hump on its head.
  const fx = X(c, 0.6);
  const fy = Y(c, 0.32);
  drawBigFish(c, fx, fy, 190 * u, rng.chance(0.5), through(w, "#2f8f86", 0.1), {
    tall: 0.5,
    belly: through(w, "#7fc9b4", 0.1),
  });
  drawParticles(c, 50);
}

/** Breakfast Bend: morning light, a leopard shark resting on the sand, a diver watching. */
export function leopardShark(c: Canvas): void {
  const { u } = c;
  const w = drawWater(c, { ...waters.turquoise, surface: "#c9f1e2", beams: 1 }, X(c, 0.74));
  drawSeabed(c, w, Y(c, 0.7), 0.3, 6);
  drawReefWall(c, w, { x0: X(c, 0.76), topY: Y(c, 0.5), haze: 0.25, density: 0.9 });
  drawLeopardShark(c, w, X(c, 0.52), Y(c, 0.8), X(c, 0.42), false, 0.3);
  drawDiver(c, w, {
    x: X(c, 0.64),
    y: Y(c, 0.42),
    size: 140 * u,
    pose: poses.hover,
    look: look(c),
    flip: true,
    haze: 0.08,
  });
  drawSchool(c, {
    cx: X(c, 0.9),
    cy: Y(c, 0.28),
    radius: 50 * u,
    count: 30,
    size: 10 * u,
    colour: "#fff4c2",
    opacity: 0.7,
    flatness: 0.8,
  });
  drawReefFish(c, w, 3, Y(c, 0.36), Y(c, 0.6), 0.7);
  drawParticles(c, 30);
}

// ---------------------------------------------------------------------------------------------------
// Courses and pages

/** Open Water: students on their first descent down the line from the boat, in bright shallow water. */
export function shallowTraining(c: Canvas): void {
  const { u } = c;
  const w = drawWater(c, { ...waters.turquoise, surface: "#d2f7f0" }, X(c, 0.7));
  drawSurface(c, w);
  drawSeabed(c, w, Y(c, 0.84), 0.3, 6);
  drawReefBed(c, w, Y(c, 0.9), 0.8, corals, 0.75, 1);
  // The boat's hull from below.
  const hull = `M${n(X(c, 0.56))},0 L${n(X(c, 1.02))},0 L${n(X(c, 1.02))},${n(70 * u)} L${n(X(c, 0.66))},${n(66 * u)} Q${n(X(c, 0.59))},${n(44 * u)} ${n(X(c, 0.56))},0Z`;
  c.add(`<path d="${hull}" fill="${through(w, "#0b2a3c", 0.25)}"/>`);
  // The instructor waits a little below; two students come down the line, one hand on it.
  drawDiver(c, w, {
    x: X(c, 0.5),
    y: Y(c, 0.36),
    size: 130 * u,
    pose: poses.upright,
    look: look(c, { fins: "#f28c5b" }),
    flip: true,
    haze: 0.22,
  });
  const lead = drawDiver(c, w, {
    x: X(c, 0.7),
    y: Y(c, 0.4),
    size: 150 * u,
    pose: poses.descend,
    look: look(c),
    flip: false,
    haze: 0.04,
  });
  const [hx, hy] = lead.nearHand;
  const lineX = (y: number) => hx + ((y - hy) / (c.h - hy)) * 20 * u;
  c.add(
    `<path d="M${n(lineX(66 * u))},${n(66 * u)} L${n(lineX(Y(c, 0.86)))},${n(Y(c, 0.86))}" stroke="${through(w, "#f5f1e6", 0.15)}" stroke-width="${n(3 * u)}"/>`,
  );
  drawDiver(c, w, {
    x: lineX(Y(c, 0.56)) - 30 * u,
    y: Y(c, 0.56),
    size: 130 * u,
    pose: poses.descend,
    look: look(c),
    flip: false,
    haze: 0.16,
  });
  drawParticles(c, 40);
}

/** Advanced Open Water: a night dive; two torch beams light up the corals of a bommie. */
export function nightDive(c: Canvas): void {
  const { rng, u } = c;
  const w = drawWater(c, waters.night, X(c, 0.3));
  // Moonlight at the surface.
  const moon = c.radial(X(c, 0.3), 0, Y(c, 0.5), [
    [0, "#cfe3ff", 0.35],
    [1, "#cfe3ff", 0],
  ]);
  c.add(`<rect width="${c.w}" height="${n(Y(c, 0.5))}" fill="${moon}"/>`);
  drawSeabed(c, w, Y(c, 0.86), 0.9, 0);
  drawReefWall(c, w, { x0: X(c, 0.7), topY: Y(c, 0.5), haze: 0.55, density: 0.7 });
  const diver = drawDiver(c, w, {
    x: X(c, 0.58),
    y: Y(c, 0.38),
    size: 150 * u,
    pose: poses.torch,
    look: look(c),
    flip: true,
    haze: 0.15,
  });
  const buddy = drawDiver(c, w, {
    x: X(c, 0.44),
    y: Y(c, 0.26),
    size: 100 * u,
    pose: poses.torch,
    look: look(c),
    flip: true,
    haze: 0.35,
  });
  const target: Point = [X(c, 0.86), Y(c, 0.6)];
  drawTorchBeam(c, buddy.nearHand, [X(c, 0.8), Y(c, 0.52)], 70 * u);
  drawTorchBeam(c, diver.nearHand, target, 110 * u);
  // What the beam finds: bright corals, a sleeping parrotfish, a crab.
  for (let i = 0; i < 9; i++) {
    const x = target[0] + rng.range(-90, 90) * u;
    const y = target[1] + rng.range(-40, 80) * u;
    if (c.calm(x, y)) continue;
    const colour = rng.pick(corals);
    if (rng.chance(0.5)) drawSoftCoral(c, x, y, rng.range(40, 70) * u, colour);
    else drawBranchCoral(c, x, y, rng.range(50, 80) * u, colour);
  }
  drawBigFish(c, target[0] - 20 * u, target[1] - 50 * u, 70 * u, false, "#3fa7b5", { tall: 0.45 });
  // Plankton glowing in the dark.
  drawParticles(c, 70, "#bfe9ff");
}

/** Rescue Diver: half above, half below the water: a rescuer towing a diver at the surface. */
export function rescue(c: Canvas): void {
  const { rng, u } = c;
  const sky = skies.day;
  const waterY = Y(c, 0.42);
  // Below: the water column, clipped under the surface.
  const below = c.clip(`<rect y="${n(waterY)}" width="${c.w}" height="${n(c.h - waterY)}"/>`);
  let w: Water = { p: waters.blue, lightX: 0 };
  const underwater = c.capture(() => {
    w = drawWater(c, waters.blue, X(c, 0.72));
  });
  c.add(`<g clip-path="${below}">${underwater}</g>`);
  // Above: sky, a far island and the boat waiting.
  const top = c.vertical(0, waterY, [
    [0, sky.skyTop],
    [0.7, sky.skyMid],
    [1, sky.horizon],
  ]);
  c.add(`<rect width="${c.w}" height="${n(waterY)}" fill="${top}"/>`);
  const horizonY = waterY - 40 * u;
  c.add(
    `<rect y="${n(horizonY)}" width="${c.w}" height="${n(waterY - horizonY)}" fill="${c.vertical(
      horizonY,
      waterY,
      [
        [0, sky.seaFar],
        [1, mix(sky.seaFar, sky.seaNear, 0.4)],
      ],
    )}"/>`,
  );
  drawIsland(c, sky, { x0: X(c, 0.02), x1: X(c, 0.34), baseY: horizonY, height: 70 * u, haze: 0.55 });
  drawVessel(c, "teak-liveaboard", {
    x: X(c, 0.36),
    waterY: horizonY + 6 * u,
    length: X(c, 0.16),
    light: { tone: sky.haze, amount: 0.3, lit: false },
  });
  // The rescuer, upright, and the diver on their back, both with heads above the water.
  drawDiver(c, w, {
    x: X(c, 0.66),
    y: waterY + 58 * u,
    size: 190 * u,
    pose: { ...poses.upright, nearArm: [95, 10] },
    look: look(c, { accent: "#f28c5b" }),
    flip: true,
    haze: 0.02,
    bubbles: 0,
  });
  drawDiver(c, w, {
    x: X(c, 0.86),
    y: waterY + 6 * u,
    size: 180 * u,
    pose: poses.onBack,
    look: look(c),
    flip: true,
    haze: 0.02,
    bubbles: 0,
  });
  // Whatever is under the surface takes on the water's colour.
  c.add(
    `<rect y="${n(waterY + 4 * u)}" width="${c.w}" height="${n(c.h - waterY)}" fill="${w.p.shallow}" fill-opacity="0.4"/>`,
  );
  // The water's surface seen edge-on: a bright wavy line, lighter water just under it.
  let d = `M0,${n(waterY)}`;
  for (let x = 0; x < c.w; x += 40 * u)
    d += ` q${n(10 * u)},${n(rng.range(-5, 5) * u)} ${n(20 * u)},0 t${n(20 * u)},0`;
  const sheen = c.vertical(waterY, waterY + 40 * u, [
    [0, "#ffffff", 0.4],
    [1, "#ffffff", 0],
  ]);
  c.add(
    `<rect y="${n(waterY)}" width="${c.w}" height="${n(40 * u)}" fill="${sheen}"/>`,
    `<path d="${d}" stroke="#ffffff" stroke-width="${n(3 * u)}" fill="none" stroke-opacity="0.85"/>`,
  );
  // An orange surface marker buoy beside them, and bubbles below.
  c.add(
    `<rect x="${n(X(c, 0.9))}" y="${n(waterY - 110 * u)}" width="${n(22 * u)}" height="${n(120 * u)}" rx="${n(11 * u)}" fill="#f28c5b"/>`,
  );
  drawParticles(c, 30);
}

/** Enriched Air: a diver on nitrox, tank marked with its green band, gliding along a reef. */
export function nitrox(c: Canvas): void {
  const { u } = c;
  const w = drawWater(c, waters.turquoise, X(c, 0.64));
  drawSeabed(c, w, Y(c, 0.9), 0.8, 0);
  drawReefWall(c, w, { x0: X(c, 0.66), topY: Y(c, 0.56), haze: 0.2, density: 1.2 });
  farSchool(c, w, X(c, 0.4), Y(c, 0.26), 40);
  drawDiver(c, w, {
    x: X(c, 0.66),
    y: Y(c, 0.42),
    size: 210 * u,
    pose: poses.glide,
    look: { ...look(c), tank: "#f2cf5b", nitrox: true },
    flip: true,
    haze: 0.03,
  });
  drawReefFish(c, w, 4, Y(c, 0.45), Y(c, 0.75), 0.7);
  drawParticles(c, 50);
}

/** Deep Diver: a wall dropping into the dark; a diver heading down beside it. */
export function deepWall(c: Canvas): void {
  const { rng, u } = c;
  const w = drawWater(c, { ...waters.deep, deep: "#030a1a" }, X(c, 0.66));
  drawReefWall(c, w, { x0: X(c, 0.72), topY: Y(c, -0.05), haze: 0.35, density: 0.8 });
  for (let i = 0; i < 3; i++)
    drawSeaFan(
      c,
      X(c, rng.range(0.78, 0.95)),
      Y(c, rng.range(0.3, 0.8)),
      rng.range(120, 180) * u,
      through(w, rng.pick(corals), 0.35 + i * 0.1),
    );
  drawDiver(c, w, {
    x: X(c, 0.6),
    y: Y(c, 0.42),
    size: 160 * u,
    pose: { ...poses.swim, tilt: -120 },
    look: look(c),
    flip: false,
    haze: 0.1,
  });
  drawDiver(c, w, {
    x: X(c, 0.5),
    y: Y(c, 0.26),
    size: 100 * u,
    pose: { ...poses.swim, tilt: -110 },
    look: look(c),
    flip: false,
    haze: 0.4,
  });
  // The blue deepening to black below.
  const dark = c.vertical(Y(c, 0.5), c.h, [
    [0, "#02060f", 0],
    [1, "#02060f", 0.7],
  ]);
  c.add(`<rect y="${n(Y(c, 0.5))}" width="${c.w}" height="${n(Y(c, 0.5))}" fill="${dark}"/>`);
  drawParticles(c, 40);
}

/** Underwater Navigator: a diver holding a compass out ahead, sand ripples pointing the way. */
export function navigation(c: Canvas): void {
  const { rng, u } = c;
  const w = drawWater(c, waters.blue, X(c, 0.7));
  drawSeabed(c, w, Y(c, 0.6), 0.45, 0);
  // Ripple marks in the sand, on the right.
  let ripples = "";
  for (let y = Y(c, 0.66); y < c.h; y += rng.range(26, 36) * u) {
    let x = X(c, 0.74) + rng.range(0, 40) * u;
    let d = `M${n(x)},${n(y)}`;
    while (x < c.w) {
      d += ` q${n(20 * u)},${n(-7 * u)} ${n(40 * u)},0`;
      x += 40 * u;
    }
    ripples += d;
  }
  c.add(
    `<path d="${ripples}" stroke="#ffffff" stroke-opacity="0.22" stroke-width="${n(3 * u)}" fill="none" stroke-linecap="round"/>`,
  );
  // The landmark they are heading for: a bommie in the distance.
  drawRockPile(c, w, X(c, 0.9), Y(c, 0.64), 110 * u, 0.55, 3);
  drawReefBed(c, w, Y(c, 0.64), 0.6, corals, 0.8, 1);
  const diver = drawDiver(c, w, {
    x: X(c, 0.62),
    y: Y(c, 0.42),
    size: 180 * u,
    pose: { ...poses.glide, nearArm: [150, 15] },
    look: look(c),
    flip: true,
    haze: 0.04,
  });
  // The compass on the outstretched arm.
  const [hx, hy] = diver.nearHand;
  c.add(
    `<circle cx="${n(hx)}" cy="${n(hy)}" r="${n(17 * u)}" fill="#1d2a36"/>`,
    `<circle cx="${n(hx)}" cy="${n(hy)}" r="${n(13 * u)}" fill="#e9f3f6"/>`,
    `<path d="M${n(hx - 10 * u)},${n(hy + 4 * u)} L${n(hx + 10 * u)},${n(hy - 4 * u)}" stroke="#e2483d" stroke-width="${n(3.5 * u)}" stroke-linecap="round"/>`,
  );
  drawParticles(c, 40);
}

/** Peak Performance Buoyancy: a diver hovering, perfectly still, over delicate branching coral. */
export function buoyancy(c: Canvas): void {
  const { u } = c;
  const w = drawWater(c, waters.turquoise, X(c, 0.72));
  drawSeabed(c, w, Y(c, 0.88), 0.8, 0);
  drawReefWall(c, w, {
    x0: X(c, 0.62),
    topY: Y(c, 0.6),
    haze: 0.15,
    density: 1.4,
    colours: ["#f28c5b", "#f2cf5b", "#e26d9c", "#b06ad0"],
  });
  farSchool(c, w, X(c, 0.5), Y(c, 0.24), 36);
  drawDiver(c, w, {
    x: X(c, 0.7),
    y: Y(c, 0.42),
    size: 180 * u,
    pose: poses.hover,
    look: look(c),
    flip: true,
    haze: 0.04,
  });
  drawReefFish(c, w, 4, Y(c, 0.4), Y(c, 0.62), 0.7);
  drawParticles(c, 40);
}

/** Equipment Rental: a fully kitted diver descending beneath the boat's stern. */
export function descent(c: Canvas): void {
  const { u } = c;
  const w = drawWater(c, waters.blue, X(c, 0.66));
  drawSurface(c, w);
  const hull = `M${n(X(c, 0.5))},0 L${n(X(c, 1.02))},0 L${n(X(c, 1.02))},${n(60 * u)} L${n(X(c, 0.56))},${n(44 * u)} Q${n(X(c, 0.52))},${n(30 * u)} ${n(X(c, 0.5))},0Z`;
  c.add(`<path d="${hull}" fill="${through(w, "#0b2236", 0.25)}"/>`);
  c.add(
    `<path d="M${n(X(c, 0.6))},${n(44 * u)} v${n(90 * u)} M${n(X(c, 0.63))},${n(46 * u)} v${n(90 * u)}" stroke="${through(w, "#9aa7b2", 0.2)}" stroke-width="${n(5 * u)}"/>`,
  );
  drawFarReef(c, w, Y(c, 0.92), 50 * u, 0.75);
  drawDiver(c, w, {
    x: X(c, 0.7),
    y: Y(c, 0.44),
    size: 230 * u,
    pose: poses.descend,
    look: look(c),
    flip: false,
    haze: 0.03,
  });
  drawDiver(c, w, {
    x: X(c, 0.88),
    y: Y(c, 0.6),
    size: 120 * u,
    pose: poses.descend,
    look: look(c),
    flip: true,
    haze: 0.35,
  });
  drawParticles(c, 40);
}
