import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { artworkVariants, composition, seascapeSvg } from "./artwork.ts";
import {
  type DemoImage,
  demoBoats,
  demoCourses,
  demoDiveSites,
  demoHomepage,
  demoPages,
} from "./demo-content.ts";

/** Small sizes keep the test quick; scenes scale with the picture, so the composition is the same. */
const testSizes = { wide: { width: 320, height: 180 }, standard: { width: 300, height: 200 } } as const;

function svgOf(image: DemoImage): string {
  return seascapeSvg({ variant: image.variant, seed: image.seed, ...testSizes[image.size] });
}

function allDemoImages(): { owner: string; image: DemoImage }[] {
  const home = demoHomepage;
  return [
    { owner: "homepage hero", image: home.hero.image },
    ...home.images.map((image, i) => ({ owner: `homepage picture ${i + 1}`, image })),
    ...home.parallax.map((band) => ({ owner: `homepage band "${band.title}"`, image: band.image })),
    ...home.callToAction.map((card) => ({ owner: `homepage card "${card.title}"`, image: card.image })),
    ...demoBoats.flatMap((boat) => boat.images.map((image) => ({ owner: boat.name, image }))),
    ...demoDiveSites.flatMap((site) => site.images.map((image) => ({ owner: site.name, image }))),
    ...demoCourses.flatMap((course) => course.images.map((image) => ({ owner: course.name, image }))),
    ...demoPages.flatMap((page) => page.images.map((image) => ({ owner: page.title, image }))),
  ];
}

/**
 * How busy the page's text areas are: the mean difference in brightness (0..255) between
 * neighbouring pixels inside `composition.calm`. Smooth gradients score 1 to 3; small contrasting
 * details (portholes, fish, coral) score far higher.
 */
async function textAreaContrast(svg: string): Promise<number> {
  const { data, info } = await sharp(Buffer.from(svg))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let sum = 0;
  let count = 0;
  for (let y = 0; y < info.height - 1; y++) {
    for (let x = 0; x < info.width - 1; x++) {
      const fx = x / info.width;
      const fy = y / info.height;
      if (!composition.calm.some((r) => fx >= r.x0 && fx < r.x1 && fy >= r.y0 && fy < r.y1)) continue;
      const i = y * info.width + x;
      sum += Math.abs(data[i]! - data[i + 1]!) + Math.abs(data[i]! - data[i + info.width]!);
      count += 1;
    }
  }
  return sum / count;
}

const calmLimit = 4;

describe("demo artwork", () => {
  it("draws the same picture every time for one variant and seed, and another for another seed", () => {
    for (const variant of artworkVariants) {
      const options = { variant, seed: 7, width: 300, height: 200 };
      const first = seascapeSvg(options);
      expect(seascapeSvg(options), variant).toBe(first);
      expect(seascapeSvg({ ...options, seed: 8 }), variant).not.toBe(first);
      expect(first, variant).toMatch(/^<svg [^>]*width="300" height="200"/);
    }
  });

  it("gives each boat scenes of its own, and each dive site and course its own scene", () => {
    const boatVariants = demoBoats.flatMap((boat) => boat.images.map((image) => image.variant));
    expect(new Set(boatVariants).size).toBe(boatVariants.length);
    const siteVariants = demoDiveSites.map((site) => site.images[0]?.variant);
    expect(siteVariants).not.toContain(undefined);
    expect(new Set(siteVariants).size).toBe(siteVariants.length);
    const courseVariants = demoCourses.map((course) => course.images[0]?.variant);
    expect(courseVariants).not.toContain(undefined);
    expect(new Set(courseVariants).size).toBe(courseVariants.length);
  });

  it("draws a different picture for every image of the demo content", () => {
    const seen = new Map<string, string>();
    for (const { owner, image } of allDemoImages()) {
      const svg = svgOf(image);
      expect(seen.get(svg), `${owner} (${image.variant})`).toBeUndefined();
      seen.set(svg, owner);
    }
  });

  it("keeps the areas where the page puts its text calm in every demo picture", async () => {
    for (const { owner, image } of allDemoImages()) {
      const contrast = await textAreaContrast(svgOf(image));
      expect(contrast, `${owner} (${image.variant})`).toBeLessThan(calmLimit);
    }
  });

  it("measures a row of portholes in the text area as busy", async () => {
    const calm = seascapeSvg({ variant: "yacht-at-anchor", seed: 1, width: 300, height: 200 });
    let portholes = "";
    for (let x = 10; x < 160; x += 10) {
      for (let y = 100; y < 190; y += 12) portholes += `<circle cx="${x}" cy="${y}" r="3" fill="#ffffff"/>`;
    }
    const busy = calm.replace(
      "</svg>",
      `<rect x="0" y="90" width="170" height="110" fill="#0a2540"/>${portholes}</svg>`,
    );

    expect(await textAreaContrast(calm)).toBeLessThan(calmLimit);
    expect(await textAreaContrast(busy)).toBeGreaterThan(calmLimit);
  });
});
