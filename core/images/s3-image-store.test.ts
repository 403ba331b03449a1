/**
 * The S3 image store against a local S3-compatible server (s3rver): the same files the local store
 * writes land in the bucket under the prefix, are read back by name, and go on removal.
 */
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3StandIn, startS3StandIn } from "../../tests/support/s3-stand-in.ts";
import { InvalidImageError } from "./image-store.ts";
import { S3ImageStore } from "./s3-image-store.ts";

let standIn: S3StandIn;
let store: S3ImageStore;

beforeAll(async () => {
  standIn = await startS3StandIn();
  store = new S3ImageStore({ s3: standIn.settings, widths: [100] });
});
afterAll(async () => {
  store?.client.destroy();
  await standIn?.close();
});

async function keys(): Promise<string[]> {
  const page = await store.client.send(new ListObjectsV2Command({ Bucket: standIn.settings.bucket }));
  return (page.Contents ?? []).map((object) => object.Key!).sort();
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 110, b: 160 } } })
    .png()
    .toBuffer();

async function bytesOf(name: string): Promise<Buffer> {
  const file = await store.read(name);
  if (!file) throw new Error(`${name} is not in the bucket`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("S3ImageStore", () => {
  it("writes every copy to the bucket under its prefix, read back by file name with its type", async () => {
    const image = await store.save(await png(240, 160), { alt: "A reef" });
    expect(image.url).toBe(`/uploads/${image.id}.webp`);
    expect(await keys()).toEqual(
      [`${image.id}-100w.avif`, `${image.id}-100w.webp`, `${image.id}.avif`, `${image.id}.webp`].map(
        (name) => `uploads/${name}`,
      ),
    );
    const file = await store.read(`${image.id}.avif`);
    expect(file?.contentType).toBe("image/avif");
    file?.body.destroy();
    const webp = await sharp(await bytesOf(`${image.id}-100w.webp`)).metadata();
    expect({ format: webp.format, width: webp.width }).toEqual({ format: "webp", width: 100 });

    await store.remove(image.id);
    expect(await keys()).toEqual([]);
    expect(await store.read(`${image.id}.webp`)).toBeNull();
  });

  it("refuses what is not an image before writing, and names that are not its files", async () => {
    await expect(store.save(Buffer.from("not a picture"), { alt: "" })).rejects.toBeInstanceOf(
      InvalidImageError,
    );
    expect(await keys()).toEqual([]);
    expect(await store.read("../secret.webp")).toBeNull();
    expect(await store.read("00000000-0000-4000-8000-000000000000.webp")).toBeNull();
    await expect(store.remove("../../etc")).rejects.toBeInstanceOf(InvalidImageError);
  });
});
