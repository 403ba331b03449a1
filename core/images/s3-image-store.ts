/**
 * Images kept in an S3-compatible bucket (Amazon S3, MinIO, Ceph, Cloudflare R2, …), so every process of
 * the site reads the same pictures (docs/decisions/0018-several-processes.md). Chosen by S3_BUCKET
 * (server/config.ts); local disk stays the default.
 *
 * Objects are named `<prefix><file name>`, the same file names the local store writes, and the site
 * keeps answering them under `/uploads/<file name>`: the server reads the object and passes it on with
 * the same year-long immutable caching (server/app.ts), so stored addresses do not change with the store,
 * the bucket can stay private, and a proxy in front caches pictures as it caches the rest.
 */
import type { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { EncodedImageStore, type EncodedImageStoreOptions, type ImageFile } from "./encoded-image-store.ts";

export type S3Settings = {
  bucket: string;
  /** Another S3-compatible service's address; absent for Amazon S3 itself. */
  endpoint?: string;
  region: string;
  /** Both or neither: without them the SDK's own chain (environment, instance role) is used. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO and most self-hosted services want. */
  forcePathStyle: boolean;
  /** Prepended to every object's name, e.g. "uploads/". */
  prefix: string;
};

export type S3ImageStoreOptions = EncodedImageStoreOptions & { s3: S3Settings; client?: S3Client };

/** What the server passes on for one stored file. */
export type StoredFile = {
  body: Readable;
  contentType: string;
  contentLength?: number;
  etag?: string;
};

const CONTENT_TYPES = { avif: "image/avif", webp: "image/webp" } as const;
/** A file name the stores write: `<uuid>.avif|webp` or `<uuid>-<width>w.avif|webp`. */
const FILE_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:-\d{1,5}w)?\.(?:avif|webp)$/;

export function createS3Client(s3: S3Settings): S3Client {
  return new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
    ...(s3.credentials ? { credentials: s3.credentials } : {}),
    // Checksums only where S3 requires them: the newer default (CRC32 trailers on every upload) is
    // refused by several S3-compatible services.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

export class S3ImageStore extends EncodedImageStore {
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(options: S3ImageStoreOptions) {
    super(options);
    this.client = options.client ?? createS3Client(options.s3);
    this.bucket = options.s3.bucket;
    this.prefix = options.s3.prefix;
  }

  protected async writeFiles(files: readonly ImageFile[]): Promise<void> {
    const written: string[] = [];
    try {
      await Promise.all(
        files.map(async (file) => {
          await this.client.send(
            new PutObjectCommand({
              Bucket: this.bucket,
              Key: this.prefix + file.name,
              Body: file.data,
              ContentType: CONTENT_TYPES[file.format],
              CacheControl: "public, max-age=31536000, immutable",
            }),
          );
          written.push(file.name);
        }),
      );
    } catch (error) {
      await this.deleteKeys(written.map((name) => this.prefix + name)).catch(() => {});
      throw error;
    }
  }

  async remove(imageId: string): Promise<void> {
    this.assertImageId(imageId);
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.prefix + imageId,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    await this.deleteKeys(keys);
  }

  /** A stored file by its name (as in `/uploads/<name>`), or null when there is no such file. */
  async read(name: string): Promise<StoredFile | null> {
    if (!FILE_NAME.test(name)) return null;
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + name }),
      );
      if (!object.Body) return null;
      return {
        body: object.Body as Readable,
        contentType: name.endsWith(".avif") ? CONTENT_TYPES.avif : CONTENT_TYPES.webp,
        contentLength: object.ContentLength,
        etag: object.ETag,
      };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }

  private async deleteKeys(keys: readonly string[]): Promise<void> {
    // DeleteObjects takes at most 1,000 keys a call.
    for (let at = 0; at < keys.length; at += 1000) {
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: keys.slice(at, at + 1000).map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  }
}
