import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { InvalidImageError } from "./image-store.ts";
import { LocalDiskImageStore } from "./local-disk-image-store.ts";

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), "image-store-"));
});
afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
});

function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 110, b: 160 } } })
    .png()
    .toBuffer();
}

function fileOf(url: string): string {
  return path.join(directory, path.basename(url));
}

describe("LocalDiskImageStore", () => {
  it("saves a PNG as WebP under a new random name, with the dimensions of the file", async () => {
    const store = new LocalDiskImageStore({ directory });
    const image = await store.save(await png(320, 200), { alt: "A reef" });

    expect(image.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(image.url).toBe(`/uploads/${image.id}.webp`);
    expect(image.alt).toBe("A reef");
    const saved = await sharp(readFileSync(fileOf(image.url))).metadata();
    expect(saved.format).toBe("webp");
    expect({ width: image.width, height: image.height }).toEqual({
      width: saved.width,
      height: saved.height,
    });
    expect({ width: image.width, height: image.height }).toEqual({ width: 320, height: 200 });
    expect(readdirSync(directory)).toEqual([`${image.id}.webp`]); // no temporary file left behind
  });

  it("creates its folder when missing and uses the public path it is given", async () => {
    const nested = path.join(directory, "a", "b");
    const store = new LocalDiskImageStore({ directory: nested, publicPath: "/media/" });
    const image = await store.save(await png(10, 10), { alt: "" });
    expect(image.url).toBe(`/media/${image.id}.webp`);
    expect(readdirSync(nested)).toEqual([`${image.id}.webp`]);
  });

  it("scales a wide image down to maxWidth, never up", async () => {
    const store = new LocalDiskImageStore({ directory });
    const down = await store.save(await png(2000, 1000), { alt: "", maxWidth: 500 });
    expect({ width: down.width, height: down.height }).toEqual({ width: 500, height: 250 });
    const defaultWidth = await store.save(await png(2400, 300), { alt: "" });
    expect(defaultWidth.width).toBe(1920);
    const small = await store.save(await png(300, 200), { alt: "", maxWidth: 1000 });
    expect(small.width).toBe(300);
    for (const image of [down, defaultWidth, small]) {
      const saved = await sharp(readFileSync(fileOf(image.url))).metadata();
      expect({ width: saved.width, height: saved.height }).toEqual({
        width: image.width,
        height: image.height,
      });
    }
  });

  it("strips metadata (EXIF) and applies the EXIF orientation first", async () => {
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#336699" } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "x" } } })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.exif).toBeDefined(); // the test input really carries EXIF
    expect(before.orientation).toBe(6);

    const store = new LocalDiskImageStore({ directory });
    const image = await store.save(jpeg, { alt: "" });
    const bytes = readFileSync(fileOf(image.url));
    const after = await sharp(bytes).metadata();
    expect(after.format).toBe("webp");
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from("Exif"))).toBe(false);
    // Orientation 6 means "rotate 90° clockwise to display": 40x20 stored becomes 20x40 shown.
    expect({ width: image.width, height: image.height }).toEqual({ width: 20, height: 40 });
    expect({ width: after.width, height: after.height }).toEqual({ width: 20, height: 40 });
  });

  it("accepts an SVG by content and rasterises it", async () => {
    const store = new LocalDiskImageStore({ directory });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80" fill="#0a6"/></svg>',
    );
    const image = await store.save(svg, { alt: "" });
    expect({ width: image.width, height: image.height }).toEqual({ width: 120, height: 80 });
  });

  it("refuses a text file named .png, by content", async () => {
    const fake = path.join(directory, "holiday.png");
    writeFileSync(fake, "This is not a picture, just some text.\n");
    const store = new LocalDiskImageStore({ directory: path.join(directory, "store") });
    await expect(store.save(readFileSync(fake), { alt: "" })).rejects.toThrow(
      new InvalidImageError("not an image"),
    );
    await expect(store.save(new Uint8Array(0), { alt: "" })).rejects.toThrow("not an image");
  });

  it("refuses a real file of a format it does not accept, and a truncated image", async () => {
    const store = new LocalDiskImageStore({ directory });
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .tiff()
      .toBuffer();
    await expect(store.save(tiff, { alt: "" })).rejects.toThrow("not an image");
    const whole = await sharp({
      create: {
        width: 400,
        height: 400,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 30 },
      },
    })
      .png()
      .toBuffer();
    await expect(store.save(whole.subarray(0, whole.length / 2), { alt: "" })).rejects.toThrow(
      "not an image",
    );
    expect(readdirSync(directory)).toEqual([]);
  });

  it("refuses a buffer over the size limit before decoding it", async () => {
    const store = new LocalDiskImageStore({ directory });
    const tooBig = new Uint8Array(10 * 1024 * 1024 + 1);
    await expect(store.save(tooBig, { alt: "" })).rejects.toThrow(
      new InvalidImageError("image too large (max 10 MB)"),
    );
    const small = new LocalDiskImageStore({ directory, maxBytes: 2048 });
    const plain = await png(64, 64);
    expect(plain.length).toBeLessThanOrEqual(2048);
    await expect(small.save(plain, { alt: "" })).resolves.toBeDefined();
    const noisy = await sharp({
      create: {
        width: 64,
        height: 64,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(2048);
    await expect(small.save(noisy, { alt: "" })).rejects.toThrow("image too large (max 2 KB)");
  });

  it("refuses an image over the pixel limit", async () => {
    const store = new LocalDiskImageStore({ directory });
    // A few hundred bytes that claim 8000 x 6000 = 48 megapixels: refused without being rendered.
    const huge = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="8000" height="6000"><rect width="8000" height="6000"/></svg>',
    );
    await expect(store.save(huge, { alt: "" })).rejects.toThrow(
      new InvalidImageError("image has too many pixels"),
    );
    const limited = new LocalDiskImageStore({ directory, maxPixels: 10_000 });
    await expect(limited.save(await png(101, 100), { alt: "" })).rejects.toThrow("image has too many pixels");
    await expect(limited.save(await png(100, 100), { alt: "" })).resolves.toBeDefined();
  });

  it("removes a stored image, and removing it again is not an error", async () => {
    const store = new LocalDiskImageStore({ directory });
    const kept = await store.save(await png(10, 10), { alt: "" });
    const image = await store.save(await png(10, 10), { alt: "" });
    await store.remove(image.id);
    expect(readdirSync(directory)).toEqual([`${kept.id}.webp`]);
    await expect(store.remove(image.id)).resolves.toBeUndefined();
  });

  it("refuses to remove by an id that is not a UUID", async () => {
    const store = new LocalDiskImageStore({ directory: path.join(directory, "uploads") });
    const outside = path.join(directory, "secret.webp");
    writeFileSync(outside, "keep me");
    for (const id of ["../secret", "secret", "", "../../etc/passwd", "0000"]) {
      await expect(store.remove(id)).rejects.toThrow(InvalidImageError);
    }
    expect(readFileSync(outside, "utf8")).toBe("keep me");
  });
});
