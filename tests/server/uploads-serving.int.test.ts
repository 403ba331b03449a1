/**
 * Uploaded pictures are served from DATA_DIR/uploads with the right content type and, as their names are
 * random and never reused, cached for a year as immutable.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiHarness, createApiHarness } from "../support/api-harness.ts";

describe(`uploaded pictures (${process.env.TEST_DB})`, () => {
  let harness: ApiHarness;
  beforeAll(async () => {
    harness = await createApiHarness();
  });
  afterAll(() => harness.close());

  it("serves every AVIF and WebP copy with its content type, cached for a year as immutable", async () => {
    const png = await sharp({ create: { width: 700, height: 400, channels: 3, background: "#0a6" } })
      .png()
      .toBuffer();
    const image = await harness.services.images.save(png, { alt: "Reef" });
    expect(image.variants).toHaveLength(4);

    for (const variant of image.variants!) {
      const response = await harness.app.inject({ method: "GET", url: variant.url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe(`image/${variant.format}`);
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect((await sharp(response.rawPayload).metadata()).width).toBe(variant.width);
    }
  });

  it("answers 404 for a picture that is not there, or was removed", async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const image = await harness.services.images.save(png, { alt: "" });
    await harness.services.images.remove(image.id);
    for (const url of [image.url, "/uploads/00000000-0000-4000-8000-000000000000.avif"]) {
      const response = await harness.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
    }
  });
});
