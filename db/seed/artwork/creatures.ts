/**
 * The animals the dive sites are known for (manta rays, whale sharks, leopard sharks, garden eels,
 * turtles) and the divers of the courses, drawn as a small jointed figure so one drawing serves every
 * pose.
 */
import { type Canvas, type Point, k, mix, n } from "./canvas.ts";
import { type Water, drawBubbles, fishPath, through } from "./underwater.ts";

// ---------------------------------------------------------------------------------------------------
// Manta ray, seen from below: white belly, dark wing margins, gill slits

/** Outline of a manta seen from below, head up, 420 units across. */
const mantaOutline =
  "M0,-30 C6,-32 10,-33 14,-34 C17,-48 24,-60 31,-66 C34,-56 34,-44 31,-34 " +
  "C92,-36 162,-6 210,36 C152,32 94,38 48,64 C32,74 16,82 0,84 " +
  "C-16,82 -32,74 -48,64 C-94,38 -152,32 -210,36 C-162,-6 -92,-36 -31,-34 " +
  "C-34,-44 -34,-56 -31,-66 C-24,-60 -17,-48 -14,-34 C-10,-33 -6,-32 0,-30Z";

const mantaBelly =
  "M0,-22 C40,-24 92,-6 120,20 C84,26 52,40 30,58 C18,66 8,70 0,70 " +
  "C-8,70 -18,66 -30,58 C-52,40 -84,26 -120,20 C-92,-6 -40,-24 0,-22Z";

export function drawManta(
  c: Canvas,
  w: Water,
  x: number,
  y: number,
  width: number,
  angle: number,
  haze: number,
  belly = true,
): void {
  const { rng } = c;
  const scale = width / 420;
  const dark = through(w, "#16263a", haze);
  const body = c.linear(0, 0, 0, 1, [
    [0, through(w, "#2a3d55", haze)],
    [1, dark],
  ]);
  const bend = rng.range(-25, 25);
  let slits = "";
  for (let i = 0; i < 5; i++) {
    const sy = 4 + i * 9;
    slits += `M${26 + i * 1.5},${sy} q8,3 12,0 M${-26 - i * 1.5},${sy} q-8,3 -12,0`;
  }
  let spots = "";
  for (let i = 0; i < 7; i++)
    spots += `<circle cx="${n(rng.range(-40, 40))}" cy="${n(rng.range(20, 55))}" r="${n(rng.range(2, 5))}"/>`;
  const underside = belly
    ? `<path d="${mantaBelly}" fill="${through(w, "#e9eef2", haze + 0.08)}"/>` +
      `<g fill="${dark}" fill-opacity="0.6">${spots}</g>` +
      `<path d="${slits}" stroke="${dark}" stroke-width="2.2" fill="none" stroke-linecap="round" stroke-opacity="0.7"/>` +
      `<path d="M-13,-26 Q0,-20 13,-26" stroke="${dark}" stroke-width="3" fill="none"/>`
    : "";
  c.add(
    `<g transform="translate(${n(x)},${n(y)}) rotate(${n(angle)}) scale(${k(scale, 4)},${k(scale * 0.92, 4)})">` +
      `<path d="M0,80 Q${n(bend)},130 ${n(bend * 0.4)},180" stroke="${dark}" stroke-width="3.5" fill="none" stroke-linecap="round"/>` +
      `<path d="M-10,76 L-22,94 L-4,82Z M10,76 L22,94 L4,82Z" fill="${dark}"/>` +
      `<path d="${mantaOutline}" fill="${body}"/>${underside}` +
      // remoras riding under the wings
      (belly
        ? `<path d="${fishPath(-70, 30, 34, false, 0.22)}${fishPath(64, 36, 30, true, 0.22)}" fill="${through(w, "#8fa1ae", haze)}"/>`
        : "") +
      `</g>`,
  );
}

// ---------------------------------------------------------------------------------------------------
// Whale shark, from the side: broad flat head, checkerboard of pale spots and stripes

export function drawWhaleShark(
  c: Canvas,
  w: Water,
  x: number,
  y: number,
  length: number,
  flip: boolean,
  haze: number,
): void {
  const { rng } = c;
  const scale = length / 1000;
  const outline =
    "M0,0 C6,-38 56,-68 160,-80 C300,-92 460,-82 560,-64 L612,-142 C628,-152 642,-146 640,-130 L660,-56 " +
    "C760,-42 840,-24 880,-14 L962,-122 C977,-130 987,-122 984,-110 L942,8 L992,108 C992,122 978,126 968,116 L880,20 " +
    "C800,38 700,58 560,68 L520,128 C510,138 494,136 492,122 L470,72 C340,82 180,82 80,58 C30,46 0,28 0,0Z";
  const body = c.linear(0, 0, 0, 1, [
    [0, through(w, "#34506e", haze)],
    [0.58, through(w, "#2a4563", haze)],
    [0.74, through(w, "#bccbd6", haze)],
    [1, through(w, "#e0e9ef", haze)],
  ]);
  const clip = c.clip(`<path d="${outline}"/>`);
  let spots = "";
  for (let sx = 60; sx < 900; sx += rng.range(26, 34)) {
    for (let sy = -86; sy < 36; sy += rng.range(22, 30)) {
      spots += `<circle cx="${n(sx + rng.range(-6, 6))}" cy="${n(sy + rng.range(-5, 5))}" r="${n(rng.range(3.5, 6.5))}"/>`;
    }
  }
  let stripes = "";
  for (let sx = 200; sx < 880; sx += rng.range(40, 52)) stripes += `M${n(sx)},-95 q8,40 0,84`;
  const t = `translate(${n(x)},${n(y)}) scale(${k(flip ? -scale : scale, 4)},${k(scale, 4)})`;
  const pale = through(w, "#eaf4f8", haze);
  c.add(
    `<g transform="${t}"><path d="${outline}" fill="${body}"/>` +
      `<g clip-path="${clip}"><g fill="${pale}" fill-opacity="0.6">${spots}</g>` +
      `<path d="${stripes}" stroke="${pale}" stroke-width="5" fill="none" stroke-opacity="0.35"/>` +
      `<path d="M120,-40 C300,-52 600,-40 900,-14" stroke="${pale}" stroke-width="6" fill="none" stroke-opacity="0.25"/></g>` +
      `<path d="M6,8 Q60,26 120,20" stroke="${through(w, "#142538", haze)}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
      `<circle cx="95" cy="-14" r="6" fill="${through(w, "#0d1b2a", haze)}"/>` +
      `<path d="M200,-40 q10,30 0,60 M222,-42 q10,30 0,62 M244,-44 q10,30 0,64" stroke="${through(w, "#142538", haze)}" stroke-width="4" fill="none" stroke-opacity="0.5"/></g>`,
  );
  // Remoras and pilot fish riding along.
  let escorts = "";
  for (let i = 0; i < 6; i++) {
    const ex = x + (flip ? -1 : 1) * scale * rng.range(40, 480);
    const ey = y + scale * rng.range(75, 125);
    escorts += fishPath(ex, ey, scale * rng.range(34, 52), flip, 0.3);
  }
  c.add(`<path d="${escorts}" fill="${through(w, "#d9e6ee", haze + 0.2)}" fill-opacity="0.85"/>`);
}

// ---------------------------------------------------------------------------------------------------
// Leopard shark resting on the sand: pale, spotted, with a tail half its length

export function drawLeopardShark(
  c: Canvas,
  w: Water,
  x: number,
  y: number,
  length: number,
  flip: boolean,
  haze: number,
): void {
  const { rng } = c;
  const scale = length / 600;
  const outline =
    "M0,-6 C4,-22 30,-32 70,-34 C150,-38 230,-34 300,-26 L330,-52 C338,-56 346,-52 344,-44 L350,-22 " +
    "C420,-14 520,-8 600,-4 L598,6 C520,8 420,8 340,10 L320,26 C314,30 306,28 306,22 L300,14 " +
    "C220,18 120,18 60,14 C24,12 2,6 0,-6Z";
  const clip = c.clip(`<path d="${outline}"/>`);
  let spots = "";
  for (let i = 0; i < 60; i++) {
    const sx = rng.range(30, 560);
    const sy = rng.range(-34, 14);
    spots += `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(rng.range(2.5, 5))}"/>`;
  }
  const body = c.linear(0, 0, 0, 1, [
    [0, through(w, "#cdb27a", haze)],
    [1, through(w, "#efe2bf", haze)],
  ]);
  c.add(
    // its shadow on the sand
    `<ellipse cx="${n(x + (flip ? -1 : 1) * length * 0.4)}" cy="${n(y + 22 * scale)}" rx="${n(length * 0.45)}" ry="${n(10 * scale)}" fill="${through(w, "#1c2a33", haze + 0.2)}" fill-opacity="0.35"/>`,
    `<g transform="translate(${n(x)},${n(y)}) scale(${k(flip ? -scale : scale, 4)},${k(scale, 4)})">` +
      `<path d="${outline}" fill="${body}"/>` +
      `<g clip-path="${clip}" fill="${through(w, "#4a3a26", haze)}" fill-opacity="0.75">${spots}</g>` +
      `<path d="M70,-30 C160,-36 240,-32 300,-24" stroke="${through(w, "#8d7650", haze)}" stroke-width="3" fill="none"/>` +
      `<circle cx="34" cy="-14" r="3.5" fill="${through(w, "#1a1a1a", haze)}"/></g>`,
  );
}

/** Garden eels rising from the sand, all leaning into the current. */
export function drawGardenEels(
  c: Canvas,
  w: Water,
  x: number,
  y: number,
  spread: number,
  count: number,
  size: number,
  haze: number,
): void {
  const { rng } = c;
  let eels = "";
  let eyes = "";
  const lean = rng.range(-0.4, 0.4);
  for (let i = 0; i < count; i++) {
    const ex = x + rng.range(-1, 1) * spread;
    const ey = y + rng.range(-0.15, 0.15) * spread;
    const h = size * rng.range(0.6, 1.1);
    const tx = ex + lean * h;
    const ty = ey - h;
    eels += `M${n(ex)},${n(ey)} C${n(ex)},${n(ey - h * 0.5)} ${n(tx - lean * h * 0.6)},${n(ty + h * 0.3)} ${n(tx)},${n(ty)}`;
    eyes += `<circle cx="${n(tx + lean * 3)}" cy="${n(ty + 2)}" r="${n(size * 0.03)}"/>`;
  }
  c.add(
    `<path d="${eels}" stroke="${through(w, "#e8ddc0", haze)}" stroke-width="${n(size * 0.06)}" fill="none" stroke-linecap="round"/>`,
    `<g fill="${through(w, "#1a1a1a", haze)}">${eyes}</g>`,
  );
}

/** A hawksbill turtle swimming, seen from above and a little to the side. */
export function drawTurtle(
  c: Canvas,
  w: Water,
  x: number,
  y: number,
  size: number,
  angle: number,
  haze: number,
): void {
  const { rng } = c;
  const s = size / 200;
  const shell = c.linear(0, 0, 1, 1, [
    [0, through(w, "#b7833e", haze)],
    [1, through(w, "#5c3b1c", haze)],
  ]);
  const skin = through(w, "#8a7a5a", haze);
  const scute = through(w, "#3e2812", haze);
  const flap = rng.range(-12, 12);
  c.add(
    `<g transform="translate(${n(x)},${n(y)}) rotate(${n(angle)}) scale(${k(s, 4)})">` +
      `<path d="M-30,-40 C-60,${n(-90 + flap)} -110,${n(-100 + flap)} -120,${n(-92 + flap)} C-90,-70 -60,-52 -40,-30Z" fill="${skin}"/>` +
      `<path d="M-30,40 C-60,${n(90 - flap)} -110,${n(100 - flap)} -120,${n(92 - flap)} C-90,70 -60,52 -40,30Z" fill="${skin}"/>` +
      `<path d="M60,-30 L90,-50 L84,-24Z M60,30 L90,50 L84,24Z" fill="${skin}"/>` +
      `<ellipse cx="-96" cy="0" rx="26" ry="20" fill="${skin}"/>` +
      `<circle cx="-108" cy="-8" r="3" fill="#111"/>` +
      `<ellipse cx="0" cy="0" rx="78" ry="56" fill="${shell}"/>` +
      `<path d="M-40,0 H40 M-20,-44 L-20,44 M20,-44 L20,44 M-56,-22 L-20,-10 M-56,22 L-20,10 M56,-22 L20,-10 M56,22 L20,10" stroke="${scute}" stroke-width="3" stroke-opacity="0.6" fill="none"/>` +
      `</g>`,
  );
}

// ---------------------------------------------------------------------------------------------------
// Divers

/** Angles in degrees, measured in the diver's own frame from "down along the body" towards the belly. */
export type DiverPose = {
  /** Rotation of the whole diver: 0 upright facing left, -90 swimming head first to the left. */
  tilt: number;
  /** Hip, knee, and the fin against the shin. */
  nearLeg: [hip: number, knee: number, ankle: number];
  farLeg: [hip: number, knee: number, ankle: number];
  nearArm: [shoulder: number, elbow: number];
  farArm: [shoulder: number, elbow: number];
};

export const poses = {
  swim: { tilt: -84, nearLeg: [8, 22, 4], farLeg: [-12, 34, 8], nearArm: [62, 100], farArm: [52, 96] },
  glide: { tilt: -92, nearLeg: [2, 12, 2], farLeg: [-8, 22, 6], nearArm: [70, 95], farArm: [60, 100] },
  hover: { tilt: -90, nearLeg: [-6, 60, 34], farLeg: [-16, 66, 38], nearArm: [70, 100], farArm: [60, 104] },
  kneel: { tilt: 0, nearLeg: [6, 96, 6], farLeg: [-4, 92, 6], nearArm: [110, 55], farArm: [30, 40] },
  descend: { tilt: -12, nearLeg: [8, 34, 14], farLeg: [-14, 44, 18], nearArm: [165, 10], farArm: [60, 70] },
  upright: { tilt: 4, nearLeg: [14, 28, 10], farLeg: [-16, 38, 12], nearArm: [120, 20], farArm: [40, 50] },
  torch: { tilt: -84, nearLeg: [6, 22, 4], farLeg: [-12, 32, 8], nearArm: [150, 0], farArm: [60, 96] },
  onBack: { tilt: 96, nearLeg: [4, 14, 0], farLeg: [-4, 20, 4], nearArm: [30, 20], farArm: [10, 15] },
} satisfies Record<string, DiverPose>;

export type DiverLook = {
  suit: string;
  accent: string;
  fins: string;
  tank: string;
  /** A green band and a label area on the tank: enriched air. */
  nitrox?: boolean;
};

export const diverLooks: DiverLook[] = [
  { suit: "#1b2a3a", accent: "#14b8a6", fins: "#f2c14e", tank: "#f2c14e" },
  { suit: "#20303f", accent: "#f28c5b", fins: "#f28c5b", tank: "#c9d3db" },
  { suit: "#15222f", accent: "#5eead4", fins: "#2f9ed8", tank: "#e2e8ee" },
  { suit: "#222b38", accent: "#f7a072", fins: "#ffffff", tank: "#f2c14e" },
];

/** Where the diver's head, regulator and hands ended up on the picture. */
export type DiverPoints = { head: Point; mouth: Point; nearHand: Point; farHand: Point };

/**
 * A diver about 190 units tall standing up (`size` pixels on the picture), at (x, y) = the hips.
 * `flip` turns them to face right. Bubbles rise from the regulator unless `bubbles` is 0.
 */
export function drawDiver(
  c: Canvas,
  w: Water,
  o: {
    x: number;
    y: number;
    size: number;
    pose: DiverPose;
    look: DiverLook;
    flip?: boolean;
    haze: number;
    bubbles?: number;
  },
): DiverPoints {
  const s = o.size / 190;
  const tilt = (o.pose.tilt * Math.PI) / 180;
  const mirror = o.flip ? -1 : 1;
  const toWorld = (lx: number, ly: number): Point => {
    const rx = lx * Math.cos(tilt) - ly * Math.sin(tilt);
    const ry = lx * Math.sin(tilt) + ly * Math.cos(tilt);
    return [o.x + rx * s * mirror, o.y + ry * s];
  };
  const dir = (deg: number): Point => {
    const a = (deg * Math.PI) / 180;
    return [-Math.sin(a), Math.cos(a)];
  };
  const colour = (col: string, extra = 0) => through(w, col, Math.min(1, o.haze + extra));
  const suit = colour(o.look.suit);
  const farSuit = colour(mix(o.look.suit, "#000000", 0.3), 0.05);
  const limb = (from: Point, segments: [angle: number, length: number, width: number][], stroke: string) => {
    let d = `M${n(from[0])},${n(from[1])}`;
    let [px, py] = from;
    let parts = "";
    for (const [angle, length, width] of segments) {
      const [dx, dy] = dir(angle);
      const nx = px + dx * length;
      const ny = py + dy * length;
      parts += `<path d="M${n(px)},${n(py)} L${n(nx)},${n(ny)}" stroke-width="${width}"/>`;
      d += `L${n(nx)},${n(ny)}`;
      px = nx;
      py = ny;
    }
    return {
      svg: `<g stroke="${stroke}" stroke-linecap="round" fill="none">${parts}</g>`,
      end: [px, py] as Point,
      path: d,
    };
  };
  const leg = ([hip, knee, ankle]: [number, number, number], far: boolean) => {
    const shin = hip - knee;
    const l = limb(
      [0, -4],
      [
        [hip, 40, 17],
        [shin, 38, 13],
      ],
      far ? farSuit : suit,
    );
    const [ax, ay] = l.end;
    const finAngle = shin + ankle;
    const [fx, fy] = dir(finAngle);
    const [px, py] = [-fy, fx];
    const tip: Point = [ax + fx * 52, ay + fy * 52];
    const fin = `M${n(ax + px * 5)},${n(ay + py * 5)} L${n(tip[0] + px * 12)},${n(tip[1] + py * 12)} Q${n(tip[0] + fx * 4)},${n(tip[1] + fy * 4)} ${n(tip[0] - px * 12)},${n(tip[1] - py * 12)} L${n(ax - px * 5)},${n(ay - py * 5)}Z`;
    const finColour = far ? colour(mix(o.look.fins, "#000000", 0.3), 0.05) : colour(o.look.fins);
    const [tx, ty] = dir(hip);
    const stripe = far
      ? ""
      : `<path d="M${n(tx * 6)},${n(-4 + ty * 6)} L${n(tx * 34)},${n(-4 + ty * 34)}" stroke="${colour(o.look.accent)}" stroke-width="3" stroke-linecap="round"/>`;
    return `${l.svg}${stripe}<path d="${fin}" fill="${finColour}"/>`;
  };
  const arm = (shoulder: number, elbow: number, far: boolean) => {
    const l = limb(
      [0, -54],
      [
        [shoulder, 27, 11],
        [shoulder + elbow, 25, 9.5],
      ],
      far ? farSuit : suit,
    );
    return {
      svg: `${l.svg}<circle cx="${n(l.end[0])}" cy="${n(l.end[1])}" r="5.5" fill="${far ? farSuit : colour("#101820")}"/>`,
      hand: l.end,
    };
  };
  const farLeg = leg(o.pose.farLeg, true);
  const farArm = arm(o.pose.farArm[0], o.pose.farArm[1], true);
  const nearLeg = leg(o.pose.nearLeg, false);
  const nearArm = arm(o.pose.nearArm[0], o.pose.nearArm[1], false);
  const tank = colour(o.look.tank);
  const tankShade = colour(mix(o.look.tank, "#000000", 0.25));
  const glass = colour("#cfeff7", 0.05);
  const band = o.look.nitrox
    ? `<rect x="12" y="-56" width="19" height="10" fill="${colour("#2f9e5b")}"/><rect x="12" y="-44" width="19" height="3" fill="${colour("#ffffff")}"/>`
    : "";
  const figure =
    farLeg +
    farArm.svg +
    // tank on the back, first stage and hose to the regulator
    `<rect x="11" y="-64" width="21" height="60" rx="10" fill="${tank}"/>` +
    `<rect x="24" y="-60" width="6" height="52" rx="3" fill="${tankShade}" fill-opacity="0.6"/>${band}` +
    `<rect x="16" y="-74" width="10" height="11" rx="2" fill="${colour("#59636e")}"/>` +
    `<path d="M20,-72 C6,-86 -6,-80 -12,-70" stroke="${colour("#101820")}" stroke-width="3.5" fill="none"/>` +
    // body, jacket with its accent trim, head in a hood, mask and regulator
    `<rect x="-15" y="-64" width="29" height="68" rx="13" fill="${suit}"/>` +
    `<rect x="-16" y="-60" width="30" height="40" rx="10" fill="${colour("#26323e")}"/>` +
    `<path d="M-15,-24 H13" stroke="${colour(o.look.accent)}" stroke-width="4"/>` +
    `<rect x="-16" y="-10" width="31" height="7" rx="2" fill="${colour("#0b1118")}"/>` +
    `<circle cx="-2" cy="-78" r="13" fill="${suit}"/>` +
    `<rect x="-18" y="-86" width="12" height="11" rx="3" fill="${colour("#101820")}"/>` +
    `<rect x="-17" y="-84.5" width="9" height="8" rx="2" fill="${glass}"/>` +
    `<path d="M-15,-83 l3,0" stroke="#ffffff" stroke-width="1.5" stroke-opacity="${k(0.9 * (1 - o.haze))}"/>` +
    `<circle cx="-14" cy="-70" r="4" fill="${colour("#101820")}"/>` +
    nearLeg +
    nearArm.svg;
  const transform = `translate(${n(o.x)},${n(o.y)}) scale(${k(s * mirror, 4)},${k(s, 4)}) rotate(${n(o.pose.tilt)})`;
  c.add(`<g transform="${transform}">${figure}</g>`);
  const points: DiverPoints = {
    head: toWorld(-2, -78),
    mouth: toWorld(-16, -70),
    nearHand: toWorld(...nearArm.hand),
    farHand: toWorld(...farArm.hand),
  };
  const bubbles = o.bubbles ?? 7;
  if (bubbles > 0) drawBubbles(c, points.mouth[0], points.mouth[1] - 6 * s, bubbles, 6 * s);
  return points;
}

/** A dive torch's beam: a soft cone of light from the hand towards `to`. */
export function drawTorchBeam(c: Canvas, from: Point, to: Point, width: number): void {
  const [fx, fy] = from;
  const [tx, ty] = to;
  const length = Math.hypot(tx - fx, ty - fy);
  const [dx, dy] = [(tx - fx) / length, (ty - fy) / length];
  const [px, py] = [-dy, dx];
  const beam = c.radial(fx, fy, length, [
    [0, "#fff6d8", 0.75],
    [0.5, "#fff0c0", 0.25],
    [1, "#fff0c0", 0],
  ]);
  c.add(
    `<path d="M${n(fx + px * 4)},${n(fy + py * 4)} L${n(tx + px * width)},${n(ty + py * width)} Q${n(tx + dx * width * 0.4)},${n(ty + dy * width * 0.4)} ${n(tx - px * width)},${n(ty - py * width)} L${n(fx - px * 4)},${n(fy - py * 4)}Z" fill="${beam}"/>`,
    `<circle cx="${n(fx)}" cy="${n(fy)}" r="${n(width * 0.08)}" fill="#fff8e0"/>`,
  );
}
