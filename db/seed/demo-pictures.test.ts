import { readdirSync, statSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { projectPath } from "../../core/shared/project-path.ts";
import {
  type DemoImage,
  demoBoats,
  demoCourses,
  demoDiveSites,
  demoHomepage,
  demoPages,
} from "./demo-content.ts";
import { demoPictureManifest, loadDemoPicture } from "./demo-pictures.ts";

const folder = projectPath("db", "seed", "pictures");

function allDemoImages(): { owner: string; image: DemoImage }[] {
  const home = demoHomepage;
  return [
    { owner: "homepage hero", image: home.hero.image },
    ...home.images.map((image, i) => ({ owner: `homepage picture ${i + 1}`, image })),
    ...home.parallax.map((band) => ({ owner: `homepage band "${band.title}"`, image: band.image })),
    ...home.callToAction.map((card) => ({ owner: `homepage card "${card.title}"`, image: card.image })),
    ...demoBoats.flatMap((boat) => boat.images.map((image) => ({ owner: boat.name, image }))),
    ...demoBoats.flatMap((boat) =>
      boat.cabins.flatMap((cabin) =>
        (cabin.images ?? []).map((image) => ({ owner: `${boat.name}, ${cabin.name}`, image })),
      ),
    ),
    ...demoDiveSites.flatMap((site) => site.images.map((image) => ({ owner: site.name, image }))),
    ...demoCourses.flatMap((course) => course.images.map((image) => ({ owner: course.name, image }))),
    ...demoPages.flatMap((page) => page.images.map((image) => ({ owner: page.title, image }))),
  ];
}

describe("the committed demo pictures", () => {
  const manifest = demoPictureManifest();

  it("has the files of every picture the demo content names, and no file nothing names", () => {
    const named = new Set(allDemoImages().map(({ image }) => image.picture));
    for (const { owner, image } of allDemoImages()) {
      expect(manifest[image.picture], `${owner}: ${image.picture}`).toBeDefined();
    }
    expect(Object.keys(manifest).sort()).toEqual([...named].sort());
    const listed = Object.values(manifest).flatMap((entry) => entry.files.map((file) => file.file));
    expect(
      readdirSync(folder)
        .filter((name) => name !== "pictures.json")
        .sort(),
    ).toEqual(listed.sort());
  });

  it("keeps every picture as AVIF and WebP at each width, each file the size the list says", async () => {
    for (const [name, entry] of Object.entries(manifest)) {
      const widths = [...new Set(entry.files.map((file) => file.width))];
      expect(entry.files.map((file) => `${file.format} ${file.width}`).sort(), name).toEqual(
        widths.flatMap((width) => [`avif ${width}`, `webp ${width}`]).sort(),
      );
      expect(Math.max(...widths)).toBe(entry.width);
      expect(entry.placeholder).toMatch(/^data:image\/webp;base64,/);
      const picture = await loadDemoPicture(name, "alt");
      for (const file of picture.files) {
        const metadata = await sharp(file.data).metadata();
        expect(metadata.format === "heif" ? "avif" : metadata.format, name).toBe(file.format);
        expect(metadata.width, name).toBe(file.width);
        if (file.width === entry.width) expect(metadata.height, name).toBe(entry.height);
      }
    }
  });

  it("stays small: a few megabytes for the whole set", () => {
    const bytes = readdirSync(folder).reduce((sum, name) => sum + statSync(`${folder}/${name}`).size, 0);
    expect(bytes).toBeLessThan(3 * 1024 * 1024);
  });
});
