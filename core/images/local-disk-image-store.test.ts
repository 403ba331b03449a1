import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { InvalidImageError } from "./image-store.ts";
import { LocalDiskImageStore } from "./local-disk-image-store.ts";
import type { StoredImage } from "./stored-image.ts";

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
  it("saves a PNG as AVIF and WebP under a new random name, with the dimensions of the file", async () => {
    const store = new LocalDiskImageStore({ directory });
    const image = await store.save(await png(320, 200), { alt: "A reef" });

    expect(image.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(image.url).toBe(`/uploads/${image.id}.webp`);
    expect(image.alt).toBe("A reef");
    expect(image.variants).toEqual([
      { format: "avif", width: 320, url: `/uploads/${image.id}.avif` },
      { format: "webp", width: 320, url: `/uploads/${image.id}.webp` },
    ]);
    for (const format of ["webp", "avif"] as const) {
      const saved = await sharp(readFileSync(path.join(directory, `${image.id}.${format}`))).metadata();
      expect(saved.format).toBe(format === "avif" ? "heif" : "webp");
      expect({ width: saved.width, height: saved.height }).toEqual({ width: 320, height: 200 });
    }
    expect({ width: image.width, height: image.height }).toEqual({ width: 320, height: 200 });
    // no temporary file left behind
    expect(readdirSync(directory).sort()).toEqual([`${image.id}.avif`, `${image.id}.webp`]);
  });

  it("creates its folder when missing and uses the public path it is given", async () => {
    const nested = path.join(directory, "a", "b");
    const store = new LocalDiskImageStore({ directory: nested, publicPath: "/media/" });
    const image = await store.save(await png(10, 10), { alt: "" });
    expect(image.url).toBe(`/media/${image.id}.webp`);
    expect(image.variants?.map((v) => v.url)).toEqual([`/media/${image.id}.avif`, `/media/${image.id}.webp`]);
    expect(readdirSync(nested).sort()).toEqual([`${image.id}.avif`, `${image.id}.webp`]);
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
      new InvalidImageError("image has too many pixels (max 40 megapixels)"),
    );
    const limited = new LocalDiskImageStore({ directory, maxPixels: 10_000 });
    await expect(limited.save(await png(101, 100), { alt: "" })).rejects.toThrow(
      "image has too many pixels (max 0.01 megapixels)",
    );
    await expect(limited.save(await png(100, 100), { alt: "" })).resolves.toBeDefined();
  });

  it("removes a stored image, and removing it again is not an error", async () => {
    const store = new LocalDiskImageStore({ directory });
    const kept = await store.save(await png(10, 10), { alt: "" });
    const image = await store.save(await png(700, 300), { alt: "" });
    expect(readdirSync(directory)).toHaveLength(2 + 4); // 10 px: one width; 700 px: 320 and 700
    await store.remove(image.id);
    expect(readdirSync(directory).sort()).toEqual([`${kept.id}.avif`, `${kept.id}.webp`]);
    await expect(store.remove(image.id)).resolves.toBeUndefined();
  });

  it("removes nothing, and fails not, when its folder does not exist yet", async () => {
    const store = new LocalDiskImageStore({ directory: path.join(directory, "missing") });
    await expect(store.remove("00000000-0000-4000-8000-000000000000")).resolves.toBeUndefined();
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

/** A noisy photo-like JPEG (so it does not compress to nothing) carrying camera EXIF, GPS and orientation 6. */
async function cameraJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#2a6f97",
      noise: { type: "gaussian", mean: 120, sigma: 25 },
    },
  })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "DiveCam", Model: "Reef 3000" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "7/1 53/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "98/1 23/1 0/1",
      },
    })
    .toBuffer();
}

function filesOf(image: StoredImage): string[] {
  return (image.variants ?? []).map((variant) => path.join(directory, path.basename(variant.url)));
}

describe("LocalDiskImageStore variants", () => {
  it("stores a camera JPEG upright as AVIF and WebP at every width, without EXIF or GPS, with a small placeholder", async () => {
    // Stored 1800 x 1200 with orientation 6 ("rotate 90° clockwise"): shown 1200 x 1800.
    const jpeg = await cameraJpeg(1800, 1200);
    const before = await sharp(jpeg).metadata();
    expect(before.exif).toBeDefined(); // the test input really carries EXIF, with GPS
    expect(before.orientation).toBe(6);
    expect(jpeg.includes(Buffer.from("DiveCam"))).toBe(true);

    const store = new LocalDiskImageStore({ directory });
    const image = await store.save(jpeg, { alt: "Whale shark", maxWidth: 960 });

    expect({ width: image.width, height: image.height }).toEqual({ width: 960, height: 1440 });
    expect(image.url).toBe(`/uploads/${image.id}.webp`);
    const widths = [320, 640, 960];
    expect(image.variants?.map((v) => `${v.format} ${v.width}`).sort()).toEqual(
      widths.flatMap((w) => [`avif ${w}`, `webp ${w}`]).sort(),
    );
    const files = filesOf(image);
    expect(readdirSync(directory).sort()).toEqual(files.map((file) => path.basename(file)).sort());
    for (const variant of image.variants!) {
      const bytes = readFileSync(path.join(directory, path.basename(variant.url)));
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe(variant.format === "avif" ? "heif" : "webp");
      expect(metadata.compression ?? "").toBe(variant.format === "avif" ? "av1" : "");
      expect(metadata.width).toBe(variant.width);
      expect(metadata.height).toBe(variant.width * 1.5);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(bytes.includes(Buffer.from("DiveCam"))).toBe(false);
      expect(bytes.includes(Buffer.from("Exif"))).toBe(false);
    }
    // The largest of each format are the files without a width in their name.
    expect(image.variants).toEqual(
      expect.arrayContaining([
        { format: "avif", width: 960, url: `/uploads/${image.id}.avif` },
        { format: "webp", width: 960, url: `/uploads/${image.id}.webp` },
        { format: "avif", width: 320, url: `/uploads/${image.id}-320w.avif` },
      ]),
    );

    expect(image.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    expect(image.placeholder!.length).toBeLessThan(1024);
    const tiny = await sharp(Buffer.from(image.placeholder!.split(",")[1]!, "base64")).metadata();
    expect({ width: tiny.width, height: tiny.height }).toEqual({ width: 16, height: 24 });

    await store.remove(image.id);
    expect(readdirSync(directory)).toEqual([]);
  }, 30_000); // a photo in six encodings: allow for a busy machine

  it("keeps no placeholder for a picture with transparent parts, and one for an opaque PNG with alpha", async () => {
    const store = new LocalDiskImageStore({ directory });
    const see = await sharp({
      create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    expect((await store.save(see, { alt: "" })).placeholder).toBeUndefined();
    const opaque = await sharp({
      create: { width: 40, height: 40, channels: 4, background: { r: 9, g: 9, b: 9, alpha: 1 } },
    })
      .png()
      .toBuffer();
    expect((await store.save(opaque, { alt: "" })).placeholder).toMatch(/^data:image\/webp;base64,/);
  });

  it("refuses a real 50-megapixel image, naming the limit, and writes nothing", async () => {
    const store = new LocalDiskImageStore({ directory });
    const huge = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: "#123456" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(store.maxBytes); // refused for its pixels, not its bytes
    await expect(store.save(huge, { alt: "" })).rejects.toThrow(
      new InvalidImageError("image has too many pixels (max 40 megapixels)"),
    );
    expect(readdirSync(directory)).toEqual([]);
  }, 30_000); // drawing a 50-megapixel PNG takes a few seconds on a busy machine

  it("refuses a file that is not an image, and writes nothing", async () => {
    const store = new LocalDiskImageStore({ directory });
    const pdf = Buffer.from(
      "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    );
    await expect(store.save(pdf, { alt: "" })).rejects.toThrow(new InvalidImageError("not an image"));
    expect(readdirSync(directory)).toEqual([]);
  });

  it("uses the widths it is given, by the store or by one save", async () => {
    const store = new LocalDiskImageStore({ directory, widths: [500] });
    const image = await store.save(await png(1200, 600), { alt: "" });
    expect(image.variants?.map((v) => v.width)).toEqual([500, 500, 1200, 1200]);
    const own = await store.save(await png(1200, 600), { alt: "", widths: [300, 600] });
    expect(own.variants?.map((v) => v.width)).toEqual([300, 300, 600, 600, 1200, 1200]);
  });
});
