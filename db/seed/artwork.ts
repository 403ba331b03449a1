/**
 * The demo imagery, drawn in code: illustrated seascapes and underwater scenes in one flat, layered
 * style (shapes with soft gradients, haze for distance, sunbeams, one palette taken from the site's
 * colours). No file is downloaded and none is kept in the repository: the seed renders these SVGs
 * through the ImageStore into WebP files in the data folder.
 *
 * Each boat, dive site and course has its own scene (`variant`): the three boats are drawn as
 * themselves, the dive sites show what they are known for, the courses show what is learnt. Every
 * scene keeps the area where the page puts its hero text calm (see `composition` in
 * artwork/canvas.ts), with its subject in the upper right.
 *
 * Every picture is a pure function of its options: the same variant and seed always draw the same
 * picture; the seed varies the details (placement, colours, fish) within a scene.
 */
import { Canvas, createRng, drawFrame, hashSeed } from "./artwork/canvas.ts";
import {
  catamaranAtAnchor,
  catamaranAtDusk,
  deckDinner,
  deckSunset,
  duckBay,
  fleet,
  islandPassage,
  pier,
  similanAnchorage,
  teakBay,
  teakUnderway,
  yachtAtAnchor,
  yachtAtSunset,
  yachtUnderway,
} from "./artwork/scenes-above.ts";
import {
  archways,
  boulderChannel,
  buoyancy,
  coralGarden,
  coralSlope,
  deepWall,
  descent,
  giantBoulders,
  leopardShark,
  mantaRidge,
  navigation,
  nightDive,
  nitrox,
  pinnacleCurrent,
  rescue,
  shallowTraining,
  swimThrough,
  whaleShark,
  wreck,
} from "./artwork/scenes-below.ts";

export { composition } from "./artwork/canvas.ts";

const scenes = {
  // The fleet, each boat as itself
  "yacht-at-anchor": yachtAtAnchor,
  "yacht-underway": yachtUnderway,
  "yacht-at-sunset": yachtAtSunset,
  "teak-underway": teakUnderway,
  "teak-in-bay": teakBay,
  "catamaran-at-anchor": catamaranAtAnchor,
  "catamaran-at-dusk": catamaranAtDusk,
  fleet,
  // Above the water
  "similan-anchorage": similanAnchorage,
  "island-passage": islandPassage,
  "duck-bay": duckBay,
  pier,
  "deck-dinner": deckDinner,
  "deck-sunset": deckSunset,
  // Dive sites
  "whale-shark": whaleShark,
  "manta-ridge": mantaRidge,
  "pinnacle-current": pinnacleCurrent,
  "swim-through": swimThrough,
  archways,
  "boulder-channel": boulderChannel,
  "coral-slope": coralSlope,
  "coral-garden": coralGarden,
  wreck,
  "giant-boulders": giantBoulders,
  "leopard-shark": leopardShark,
  // Courses
  "shallow-training": shallowTraining,
  "night-dive": nightDive,
  rescue,
  nitrox,
  "deep-wall": deepWall,
  navigation,
  buoyancy,
  descent,
} satisfies Record<string, (c: Canvas) => void>;

export type ArtworkVariant = keyof typeof scenes;
export const artworkVariants = Object.keys(scenes) as ArtworkVariant[];

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
  const draw = scenes[variant];
  if (!draw) throw new Error(`artwork: no scene called "${variant}"`);
  const c = new Canvas(width, height, createRng(hashSeed(options.seed, variant)));
  draw(c);
  drawFrame(c);
  return c.toString();
}
