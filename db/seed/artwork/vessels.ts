/**
 * The fleet, each boat drawn as itself: MV Sea Mantra a modern white steel motor yacht, MV Blue Similan a
 * classic Thai liveaboard of varnished teak with a canvas-roofed sun deck, MV Coral Voyager a catamaran.
 * Plus the long-tail boats at the pier. Each is drawn side-on, bow to the right, in its own units (400
 * long, waterline at y = 0), then placed, scaled and reflected by `drawVessel`.
 */
import { type Canvas, darken, k, lighten, mix, n } from "./canvas.ts";

export const vesselKinds = ["steel-yacht", "teak-liveaboard", "catamaran"] as const;
export type VesselKind = (typeof vesselKinds)[number];

/** Length in metres, so boats side by side keep their proportions. */
export const vesselLength: Record<VesselKind | "longtail", number> = {
  "steel-yacht": 30,
  "teak-liveaboard": 25,
  catamaran: 22,
  longtail: 11,
};

export type VesselLight = {
  /** Every colour is blended towards this colour by `amount` (haze, dusk). */
  tone: string;
  amount: number;
  /** Cabin lights on (dusk). */
  lit: boolean;
};

type Paint = (colour: string) => string;

function painter(light: VesselLight): Paint {
  return (colour) => mix(colour, light.tone, light.amount);
}

const litGlass = "#ffd98a";

// ---------------------------------------------------------------------------------------------------
// MV Sea Mantra: modern steel motor yacht, 30 m

function steelYacht(c: Canvas, p: Paint, lit: boolean): string {
  const white = p("#f7fafc");
  const shade = p("#b9c9d7");
  const navy = p("#0f3460");
  const teal = p("#14b8a6");
  const glass = lit ? litGlass : p("#15324f");
  const glassLine = lit ? "#fff1c8" : p("#6f9cc2");
  const teak = p("#b98a5a");
  const hull = "M6,-40 C150,-41 300,-46 404,-72 C392,-50 372,-20 348,0 L22,0 C12,-8 7,-22 6,-40Z";
  const hullFill = c.linear(0, 0, 0, 1, [
    [0, white],
    [0.55, white],
    [1, shade],
  ]);
  const clip = c.clip(`<path d="${hull}"/>`);
  let tanks = "";
  for (let x = 30; x < 54; x += 6) tanks += `<rect x="${x}" y="-58" width="5" height="15" rx="2.5"/>`;
  let rails = "";
  for (let x = 304; x < 396; x += 11) rails += `M${x},${n(-44 - ((x - 300) / 104) ** 2 * 26)} v-9`;
  return (
    // dive platform at the stern
    `<rect x="-16" y="-13" width="26" height="5" rx="2" fill="${teak}"/>` +
    `<path d="M-10,-8 v10 M-2,-8 v10" stroke="${shade}" stroke-width="2"/>` +
    // main deck: open dive deck aft, salon with a raked front
    `<path d="M26,-40 V-76 H262 L302,-44Z" fill="${white}"/>` +
    `<path d="M26,-44 V-72 H58 V-44Z" fill="${shade}"/>` +
    `<g fill="${p("#f2c14e")}">${tanks}</g>` +
    `<path d="M64,-66 H258 L278,-52 H64Z" fill="${glass}"/>` +
    `<path d="M70,-63 H200" stroke="${glassLine}" stroke-width="1.6" stroke-opacity="0.6"/>` +
    // upper deck
    `<path d="M68,-76 V-104 H228 L262,-76Z" fill="${white}"/>` +
    `<path d="M92,-98 H224 L244,-82 H92Z" fill="${glass}"/>` +
    `<path d="M98,-95 H190" stroke="${glassLine}" stroke-width="1.4" stroke-opacity="0.6"/>` +
    // tender on the roof aft, sun-deck hardtop on slim posts, radar arch
    `<path d="M72,-104 V-112 Q72,-116 77,-116 H106 Q112,-116 112,-110 V-104Z" fill="${p("#6b7785")}"/>` +
    `<path d="M126,-104 v-14 M170,-104 v-14 M206,-104 v-14" stroke="${shade}" stroke-width="2.5"/>` +
    `<path d="M120,-122 H214 L224,-117 H120Z" fill="${white}"/>` +
    `<path d="M168,-122 L182,-150 H198 L194,-122Z" fill="${white}"/>` +
    `<rect x="164" y="-156" width="44" height="5" rx="2.5" fill="${navy}"/>` +
    `<path d="M190,-156 V-172" stroke="${navy}" stroke-width="2"/>` +
    // hull, stripes and the long dark window band
    `<path d="${hull}" fill="${hullFill}"/>` +
    `<g clip-path="${clip}"><rect x="-5" y="-10" width="420" height="12" fill="${navy}"/>` +
    `<rect x="-5" y="-15" width="420" height="3" fill="${teal}"/></g>` +
    `<path d="M118,-31 L300,-35 Q312,-35 306,-28 L118,-25 Q112,-28 118,-31Z" fill="${glass}"/>` +
    `<path d="${rails}" stroke="${navy}" stroke-width="1.5" stroke-opacity="0.7"/>` +
    `<path d="M302,-53 Q360,-60 398,-80" stroke="${navy}" stroke-width="1.5" fill="none" stroke-opacity="0.7"/>`
  );
}

// ---------------------------------------------------------------------------------------------------
// MV Blue Similan: classic Thai liveaboard, teak and steel, 25 m

function teakLiveaboard(c: Canvas, p: Paint, lit: boolean): string {
  const teakLight = p("#b27444");
  const teakDark = p("#5b371f");
  const paint = p("#fbf7ee");
  const blue = p("#1d6fb0");
  const glass = lit ? litGlass : p("#173a5a");
  const post = p("#8a5a34");
  const sheer = "M4,-50 C120,-38 280,-38 402,-90";
  const hull = `${sheer} C392,-60 370,-22 338,0 L32,0 C16,-10 6,-30 4,-50Z`;
  const hullFill = c.linear(0, 0, 0, 1, [
    [0, teakLight],
    [1, teakDark],
  ]);
  const clip = c.clip(`<path d="${hull}"/>`);
  let planks = "";
  for (let dy = 20; dy < 60; dy += 9) planks += `<path d="${sheer}" transform="translate(0,${dy})"/>`;
  let windows = "";
  for (let x = 58; x < 236; x += 26) windows += `<rect x="${x}" y="-72" width="15" height="13" rx="1.5"/>`;
  let frames = "";
  for (let x = 58; x < 236; x += 26) frames += `<rect x="${x - 2}" y="-74" width="19" height="17" rx="2"/>`;
  let posts = "";
  for (const x of [62, 106, 150, 194, 238]) posts += `M${x},-82 V-114`;
  let balusters = "";
  for (let x = 66; x < 240; x += 8) balusters += `M${x},-82 v-10`;
  let scallops = "";
  for (let x = 52; x < 306; x += 12) scallops += `M${x},-114 a6,5 0 0 0 12,0`;
  let tyres = "";
  for (const x of [96, 156, 216, 276]) {
    tyres += `<path d="M${x},-44 v14" stroke="${p("#3a2a1e")}" stroke-width="1.5"/><circle cx="${x}" cy="-24" r="7.5" fill="none" stroke="${p("#22201f")}" stroke-width="4.5"/>`;
  }
  let tanks = "";
  for (let x = 12; x < 40; x += 6) tanks += `<rect x="${x}" y="-66" width="5" height="15" rx="2.5"/>`;
  return (
    // main-deck cabin of painted wood, square windows in blue frames
    `<path d="M38,-40 V-82 H300 V-40Z" fill="${paint}"/>` +
    `<g fill="${blue}">${frames}</g><g fill="${glass}">${windows}</g>` +
    // upper deck: open sides in shade, wooden posts and rail, wheelhouse forward
    `<rect x="56" y="-114" width="190" height="32" fill="${p("#3f4a52")}" fill-opacity="0.55"/>` +
    `<rect x="52" y="-84" width="252" height="4" fill="${paint}"/>` +
    `<path d="${balusters} M60,-92 H244" stroke="${post}" stroke-width="2"/>` +
    `<path d="${posts}" stroke="${post}" stroke-width="4"/>` +
    `<path d="M246,-82 V-114 H300 L306,-82Z" fill="${paint}"/>` +
    `<path d="M256,-106 H298 L302,-92 H256Z" fill="${glass}"/>` +
    // blue canvas roof with a scalloped valance
    `<path d="M48,-114 H310 L304,-124 H56Z" fill="${blue}"/>` +
    `<path d="${scallops}" fill="${blue}"/>` +
    // mast and Thai flag at the bow
    `<path d="M342,-62 V-150" stroke="${post}" stroke-width="3"/>` +
    `<g transform="translate(343,-150)"><rect width="24" height="16" fill="${p("#d62d3a")}"/><rect y="2.7" width="24" height="10.6" fill="${p("#f6f6f6")}"/><rect y="5.3" width="24" height="5.4" fill="${p("#27338a")}"/></g>` +
    // tanks on the stern deck
    `<g fill="${p("#f2c14e")}">${tanks}</g>` +
    // the hull: varnished teak with planks, a white and blue band under the gunwale, tyres as fenders
    `<path d="${hull}" fill="${hullFill}"/>` +
    `<g clip-path="${clip}"><g fill="none" stroke="${p("#3e2414")}" stroke-width="1.2" stroke-opacity="0.45">${planks}</g>` +
    `<path d="${sheer}" stroke="${paint}" stroke-width="16" fill="none"/>` +
    `<path d="${sheer}" transform="translate(0,10)" stroke="${blue}" stroke-width="5" fill="none"/></g>` +
    tyres +
    // garlands on the stem, for luck
    `<path d="M400,-88 q-6,14 -2,28" stroke="${p("#e85a9a")}" stroke-width="3" fill="none"/>` +
    `<path d="M396,-84 q-4,12 0,22" stroke="${p("#f2cf5b")}" stroke-width="3" fill="none"/>` +
    `<path d="M392,-80 q-5,10 -1,18" stroke="${p("#3fbf7f")}" stroke-width="3" fill="none"/>` +
    (lit ? "" : `<path d="M60,-122 H300" stroke="${lighten(blue, 0.35)}" stroke-width="1.5"/>`)
  );
}

// ---------------------------------------------------------------------------------------------------
// MV Coral Voyager: catamaran, 22 m

function catamaran(c: Canvas, p: Paint, lit: boolean): string {
  const white = p("#f8fafc");
  const shade = p("#c3d0db");
  const far = p("#8fa3b5");
  const coral = p("#f28c5b");
  const glass = lit ? litGlass : p("#17324a");
  const navy = p("#0f3460");
  // Drawn in a light oblique projection, from the bow quarter: x along the boat, y up, z across the
  // beam (away from the viewer). The sea shows through the tunnel between the two hulls.
  const beam = 160;
  const P = (x: number, y: number, z: number) => `${n(x + 0.5 * z)},${n(-y - 0.22 * z)}`;
  const shape = (points: [number, number, number][]) =>
    `M${points.map(([x, y, z]) => P(x, y, z)).join("L")}Z`;
  // A hull's side: stern at x = 0, a plumb bow at x = 400, sheer 40 to 44 above the water.
  const hullSide = (z: number) =>
    shape([
      [4, 42, z],
      [200, 44, z],
      [392, 48, z],
      [404, 0, z],
      [20, 0, z],
      [6, 16, z],
    ]);
  const inner = beam - 46;
  const hullFill = c.linear(0, 0, 0, 1, [
    [0, white],
    [0.6, white],
    [1, shade],
  ]);
  const nearHull = hullSide(0);
  const clip = c.clip(`<path d="${nearHull}"/>`);
  let slits = "";
  for (const x of [128, 196, 264]) slits += `<rect x="${x}" y="-27" width="48" height="7" rx="3.5"/>`;
  return (
    // the far hull's inner side, seen through the tunnel, and the shadowed water between the hulls
    `<path d="${hullSide(inner)}" fill="${far}"/>` +
    `<path d="${shape([
      [300, 0, 0],
      [402, 0, 0],
      [402, 0, inner],
      [402, 34, inner],
      [300, 34, 0],
    ])}" fill="${p("#0c2438")}"/>` +
    `<path d="M${P(404, 0, 6)} L${P(404, 0, inner - 6)}" stroke="${p("#bfe6ee")}" stroke-width="2.5" stroke-opacity="0.7"/>` +
    `<path d="${shape([
      [402, 0, inner],
      [402, 44, inner],
      [402, 44, beam],
      [402, 0, beam],
    ])}" fill="${darken(far, 0.1)}"/>` +
    // bridge deck: its front face between the bows, and the deck seen from a little above
    `<path d="${shape([
      [396, 34, 46],
      [396, 46, 46],
      [396, 46, inner],
      [396, 34, inner],
    ])}" fill="${shade}"/>` +
    `<path d="${shape([
      [4, 42, 0],
      [392, 48, 0],
      [392, 48, beam],
      [4, 42, beam],
    ])}" fill="${lighten(shade, 0.45)}"/>` +
    // saloon: side, roof and a raked windscreen
    `<path d="${shape([
      [56, 40, 30],
      [56, 76, 30],
      [236, 76, 30],
      [300, 42, 30],
    ])}" fill="${white}"/>` +
    `<path d="${shape([
      [74, 48, 30],
      [74, 70, 30],
      [232, 70, 30],
      [274, 48, 30],
    ])}" fill="${glass}"/>` +
    `<path d="${shape([
      [56, 76, 30],
      [236, 76, 30],
      [236, 76, beam - 30],
      [56, 76, beam - 30],
    ])}" fill="${lighten(shade, 0.6)}"/>` +
    `<path d="${shape([
      [236, 76, 30],
      [300, 42, 30],
      [300, 42, beam - 30],
      [236, 76, beam - 30],
    ])}" fill="${darken(p("#17324a"), 0.1)}"/>` +
    // flybridge bimini on thin poles, with a coral edge
    `<path d="M${P(100, 76, 44)} V${n(-106 - 0.22 * 44)} M${P(206, 76, 44)} V${n(-106 - 0.22 * 44)}" stroke="${navy}" stroke-width="2"/>` +
    `<path d="${shape([
      [92, 106, 40],
      [214, 106, 40],
      [214, 106, beam - 40],
      [92, 106, beam - 40],
    ])}" fill="${white}"/>` +
    `<path d="M${P(92, 106, 40)} L${P(214, 106, 40)}" stroke="${coral}" stroke-width="4"/>` +
    // near hull: coral stripe, navy boot stripe, long slit windows, steps down at the stern
    `<path d="${nearHull}" fill="${hullFill}"/>` +
    `<g clip-path="${clip}"><rect x="-5" y="-34" width="420" height="5" fill="${coral}"/>` +
    `<rect x="-5" y="-8" width="420" height="9" fill="${navy}"/></g>` +
    `<g fill="${glass}">${slits}</g>` +
    `<path d="M6,-30 h-8 v7 h6 v7 h-6 v7 h8" stroke="${shade}" stroke-width="2" fill="none"/>`
  );
}

// ---------------------------------------------------------------------------------------------------
// A long-tail boat, 11 m: slender, high prow with garlands, engine on a long shaft

function longtail(_c: Canvas, p: Paint, colour: string): string {
  const wood = p("#8a5632");
  const dark = p("#4a2c18");
  return (
    `<path d="M8,-20 C100,-14 280,-14 392,-74 C380,-40 350,-10 300,0 L40,0 C20,-4 10,-10 8,-20Z" fill="${wood}"/>` +
    `<path d="M8,-20 C100,-14 280,-14 392,-74" stroke="${p(colour)}" stroke-width="6" fill="none"/>` +
    `<path d="M12,-13 C100,-8 280,-8 372,-52" stroke="${dark}" stroke-width="1.5" fill="none" stroke-opacity="0.5"/>` +
    // canopy on posts
    `<path d="M120,-18 V-60 M260,-24 V-60" stroke="${dark}" stroke-width="3"/>` +
    `<path d="M108,-60 H272 L264,-68 H116Z" fill="${p("#2f7db8")}"/>` +
    // engine and its long shaft
    `<rect x="14" y="-36" width="30" height="16" rx="3" fill="${p("#59606a")}"/>` +
    `<path d="M30,-28 L-70,10" stroke="${p("#9aa3ad")}" stroke-width="3"/>` +
    // garlands on the prow
    `<path d="M388,-70 q-6,12 -2,24 M382,-64 q-4,10 0,20" stroke="${p("#e85a9a")}" stroke-width="3" fill="none"/>` +
    `<path d="M385,-67 q-5,10 -1,20" stroke="${p("#f2cf5b")}" stroke-width="3" fill="none"/>`
  );
}

// ---------------------------------------------------------------------------------------------------
// Placing a vessel on the water

export type VesselPlacement = {
  /** Stern x, in pixels (or bow x when `flip`). */
  x: number;
  waterY: number;
  /** Length on the picture, in pixels. */
  length: number;
  flip?: boolean;
  light?: VesselLight;
  /** Colour and opacity of the reflection in the water; none when opacity is 0. */
  reflection?: { colour: string; opacity: number };
  /** Paint colour of a long-tail's gunwale. */
  colour?: string;
};

/** Draws the vessel, its reflection and the foam along its waterline. */
export function drawVessel(c: Canvas, kind: VesselKind | "longtail", o: VesselPlacement): void {
  const { rng } = c;
  const light = o.light ?? { tone: "#ffffff", amount: 0, lit: false };
  const p = painter(light);
  const shape =
    kind === "steel-yacht"
      ? steelYacht(c, p, light.lit)
      : kind === "teak-liveaboard"
        ? teakLiveaboard(c, p, light.lit)
        : kind === "catamaran"
          ? catamaran(c, p, light.lit)
          : longtail(c, p, o.colour ?? "#2fa3b8");
  const scale = o.length / 400;
  const sx = o.flip ? -scale : scale;
  const reflection = o.reflection ?? { colour: "#ffffff", opacity: 0 };
  if (reflection.opacity > 0) {
    // The boat mirrored, squashed, fading with depth and broken into strips by the ripples.
    const depth = 110 * scale;
    const fade = c.vertical(o.waterY, o.waterY + depth, [
      [0, "#ffffff", 1],
      [1, "#ffffff", 0],
    ]);
    let ripples = "";
    const left = o.flip ? o.x - 420 * scale : o.x - 20 * scale;
    for (let y = o.waterY + 3 * scale; y < o.waterY + depth; y += rng.range(5, 8) * scale) {
      let rx = left + rng.range(0, 30) * scale;
      while (rx < left + 460 * scale) {
        const gap = rng.range(10, 50) * scale;
        ripples += `<rect x="${n(rx)}" y="${n(y)}" width="${n(gap)}" height="${n(rng.range(1.2, 2.6) * scale)}"/>`;
        rx += gap + rng.range(20, 90) * scale;
      }
    }
    const mask = c.mask(
      `<rect x="0" y="${n(o.waterY)}" width="${c.w}" height="${n(depth)}" fill="${fade}"/><g fill="#000000">${ripples}</g>`,
    );
    c.add(
      `<g mask="${mask}" opacity="${k(reflection.opacity)}"><g transform="translate(${n(o.x)},${n(o.waterY)}) scale(${k(sx, 4)},${k(-scale * 0.65, 4)})">` +
        `<g fill="${reflection.colour}" stroke="none">${shape.replace(/ (fill|stroke)="[^"]*"/g, "")}</g></g></g>`,
    );
  }
  if (light.lit) {
    // Warm light spilling from the windows.
    const cx = o.x + (o.flip ? -1 : 1) * 180 * scale;
    const glow = c.radial(cx, o.waterY - 60 * scale, 260 * scale, [
      [0, "#ffc878", 0.35],
      [1, "#ffc878", 0],
    ]);
    c.add(`<circle cx="${n(cx)}" cy="${n(o.waterY - 60 * scale)}" r="${n(260 * scale)}" fill="${glow}"/>`);
  }
  c.add(`<g transform="translate(${n(o.x)},${n(o.waterY)}) scale(${k(sx, 4)},${k(scale, 4)})">${shape}</g>`);
  // Foam along the waterline and a bow wave.
  const dir = o.flip ? -1 : 1;
  const foam = mix("#ffffff", light.tone, light.amount * 0.7);
  c.add(
    `<path d="M${n(o.x + dir * 24 * scale)},${n(o.waterY + 1.5 * scale)} H${n(o.x + dir * 350 * scale)} q${n(dir * 22 * scale)},${n(-4 * scale)} ${n(dir * 46 * scale)},${n(1 * scale)}" stroke="${foam}" stroke-width="${n(3 * scale)}" fill="none" stroke-linecap="round" stroke-opacity="0.8"/>`,
  );
}

/** A wake: two spreading lines of foam behind a boat under way. */
export function drawWake(
  c: Canvas,
  sternX: number,
  waterY: number,
  length: number,
  dir: 1 | -1,
  tone = "#ffffff",
): void {
  const { u } = c;
  const back = sternX - dir * length;
  const spread = length * 0.12;
  c.add(
    `<path d="M${n(sternX)},${n(waterY + 2 * u)} Q${n((sternX + back) / 2)},${n(waterY - spread * 0.15)} ${n(back)},${n(waterY - spread * 0.4)}" stroke="${tone}" stroke-width="${n(5 * u)}" fill="none" stroke-linecap="round" stroke-opacity="0.55"/>`,
    `<path d="M${n(sternX)},${n(waterY + 4 * u)} Q${n((sternX + back) / 2)},${n(waterY + spread * 0.6)} ${n(back)},${n(waterY + spread)}" stroke="${tone}" stroke-width="${n(6 * u)}" fill="none" stroke-linecap="round" stroke-opacity="0.45"/>`,
    `<path d="M${n(sternX)},${n(waterY + 3 * u)} L${n(sternX - dir * length * 0.45)},${n(waterY + spread * 0.25)}" stroke="${lighten(tone, 0.5)}" stroke-width="${n(14 * u)}" stroke-linecap="round" stroke-opacity="0.25"/>`,
  );
}
