/**
 * Uploaded pictures are served from DATA_DIR/uploads, or from an S3-compatible bucket when one is set,
 * with the right content type and, as their names are random and never reused, cached for a year as
 * immutable. In a bucket, a picture one process saved is served by any other.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3ImageStore } from "../../core/images/s3-image-store.ts";
import { type ApiHarness, createApiHarness } from "../support/api-harness.ts";
import { type S3StandIn, startS3StandIn } from "../support/s3-stand-in.ts";

describe.each(["local disk", "S3 bucket"])(`uploaded pictures in a %s (${process.env.TEST_DB})`, (where) => {
  let harness: ApiHarness;
  let standIn: S3StandIn | undefined;
  beforeAll(async () => {
    if (where === "S3 bucket") {
      standIn = await startS3StandIn();
      const s3 = standIn.settings;
      harness = await createApiHarness({
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: standIn.endpoint,
        S3_ACCESS_KEY_ID: s3.credentials!.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.credentials!.secretAccessKey,
        S3_FORCE_PATH_STYLE: "true",
        S3_PREFIX: s3.prefix,
      });
      expect(harness.services.images).toBeInstanceOf(S3ImageStore);
    } else {
      harness = await createApiHarness();
    }
  });
  afterAll(async () => {
    await harness.close();
    await standIn?.close();
  });

  it.runIf(where === "S3 bucket")("serves a picture another process saved to the bucket", async () => {
    const elsewhere = new S3ImageStore({ s3: standIn!.settings, widths: [] });
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#fa0" } })
      .png()
      .toBuffer();
    const image = await elsewhere.save(png, { alt: "" });
    elsewhere.client.destroy();
    const response = await harness.app.inject({ method: "GET", url: image.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["content-length"]).toBe(String(response.rawPayload.length));
    expect((await sharp(response.rawPayload).metadata()).width).toBe(30);
  });

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
    for (const url of [image.url, "/uploads/00000000-0000-4000-8000-000000000000.avif", "/uploads/x.webp"]) {
      const response = await harness.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
    }
  });
});
