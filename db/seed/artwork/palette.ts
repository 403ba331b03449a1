/**
 * One palette for every picture, in the site's own colours (app/styles/tokens.css): navy and ocean
 * blues for depth, teal for shallow water, sand and gold for light, coral for accents. Scenes pick
 * among a few moods (time of day, depth) but never step outside it.
 */

/** Above the water. */
export type SkyMood = {
  skyTop: string;
  skyMid: string;
  horizon: string;
  sun: string;
  sunGlow: string;
  cloud: string;
  cloudShade: string;
  seaFar: string;
  seaNear: string;
  glint: string;
  haze: string;
  jungle: string;
  jungleDark: string;
  granite: string;
  graniteShade: string;
  /** Multiplies how much light the boats' lit windows give off (0 by day). */
  lamps: number;
  /** Tint laid over sunlit surfaces (hulls, sand). */
  light: string;
};

export const skies = {
  day: {
    skyTop: "#2d86c9",
    skyMid: "#72bde6",
    horizon: "#e4f3f1",
    sun: "#fffaf0",
    sunGlow: "#fff3cf",
    cloud: "#ffffff",
    cloudShade: "#c4d8ea",
    seaFar: "#3cb4c4",
    seaNear: "#0b5a88",
    glint: "#e9fbff",
    haze: "#a9d3df",
    jungle: "#2e7a52",
    jungleDark: "#1b553c",
    granite: "#ddd1bf",
    graniteShade: "#8d8174",
    lamps: 0,
    light: "#ffffff",
  },
  morning: {
    skyTop: "#3a8fcf",
    skyMid: "#8fcbe6",
    horizon: "#f7ecd6",
    sun: "#fffbe9",
    sunGlow: "#ffe6ad",
    cloud: "#fffaf1",
    cloudShade: "#d8d3da",
    seaFar: "#46b8c0",
    seaNear: "#0c5883",
    glint: "#fff6dc",
    haze: "#bcd6d8",
    jungle: "#377f50",
    jungleDark: "#215a3a",
    granite: "#e3d3bb",
    graniteShade: "#978670",
    lamps: 0,
    light: "#fff4dc",
  },
  golden: {
    skyTop: "#3a6fa8",
    skyMid: "#d99a7c",
    horizon: "#ffd9a0",
    sun: "#fff3d4",
    sunGlow: "#ffc27a",
    cloud: "#ffe1c2",
    cloudShade: "#c98f8a",
    seaFar: "#5b8fa8",
    seaNear: "#183d63",
    glint: "#ffd59a",
    haze: "#d8a99a",
    jungle: "#3d5d45",
    jungleDark: "#253d33",
    granite: "#e7b98f",
    graniteShade: "#8a6a5c",
    lamps: 0.6,
    light: "#ffd9a8",
  },
  dusk: {
    skyTop: "#17224f",
    skyMid: "#7d4677",
    horizon: "#f59a62",
    sun: "#fff0c8",
    sunGlow: "#ffae6b",
    cloud: "#f3a27c",
    cloudShade: "#6d4a78",
    seaFar: "#6c5a82",
    seaNear: "#1c2143",
    glint: "#ffbe7a",
    haze: "#9c6f8c",
    jungle: "#2b2f52",
    jungleDark: "#1b1f3d",
    granite: "#4b4466",
    graniteShade: "#2a2646",
    lamps: 1,
    light: "#f6b48a",
  },
} satisfies Record<string, SkyMood>;

/** Under the water, from the bright surface to the dark deep. */
export type WaterMood = {
  surface: string;
  shallow: string;
  mid: string;
  deep: string;
  sand: string;
  /** The colour far things fade into. */
  haze: string;
  silhouette: string;
  /** How strong the sunbeams are (0..1). */
  beams: number;
};

export const waters = {
  turquoise: {
    surface: "#a6f0ec",
    shallow: "#3cc0c4",
    mid: "#148aa8",
    deep: "#0b3c62",
    sand: "#eadbb2",
    haze: "#2fa3b8",
    silhouette: "#06233c",
    beams: 1,
  },
  blue: {
    surface: "#8fdcf2",
    shallow: "#2ba3d3",
    mid: "#156aa6",
    deep: "#0a2a55",
    sand: "#dfd3b4",
    haze: "#2a86bd",
    silhouette: "#061a38",
    beams: 0.85,
  },
  /** Coastal water off Khao Lak: greener, with less light. */
  coastal: {
    surface: "#b2e6cf",
    shallow: "#4aae9f",
    mid: "#1f7a82",
    deep: "#0b3346",
    sand: "#d9cfae",
    haze: "#2f8c8c",
    silhouette: "#062430",
    beams: 0.7,
  },
  deep: {
    surface: "#5fb8d8",
    shallow: "#1d7fb3",
    mid: "#0f4d85",
    deep: "#061a3a",
    sand: "#b9b4a3",
    haze: "#1a5f96",
    silhouette: "#041127",
    beams: 0.55,
  },
  night: {
    surface: "#24507e",
    shallow: "#143762",
    mid: "#0b2247",
    deep: "#040d22",
    sand: "#6c6d72",
    haze: "#0f2b52",
    silhouette: "#020817",
    beams: 0.18,
  },
} satisfies Record<string, WaterMood>;

/** Coral and sponge colours, warm against the blue. */
export const corals = ["#f28c5b", "#ff7b6b", "#e26d9c", "#f2cf5b", "#b06ad0", "#ff9a8a", "#f7a072"] as const;

/** Richelieu Rock's purple and pink soft corals. */
export const softCorals = ["#b06ad0", "#d27ad6", "#e26d9c", "#9a5cc8", "#f08ac0"] as const;
