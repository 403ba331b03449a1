/**
 * A local S3-compatible server for tests (the `s3rver` package): a bucket on disk, on a free port of
 * 127.0.0.1, stopped with `close`. Its keys are s3rver's fixed ones.
 */
import S3rver from "s3rver";
import type { S3Settings } from "../../core/images/s3-image-store.ts";
import { tempFolder } from "./temp-folder.ts";

export type S3StandIn = { settings: S3Settings; endpoint: string; close(): Promise<void> };

export async function startS3StandIn(bucket = "pictures", prefix = "uploads/"): Promise<S3StandIn> {
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: tempFolder("s3-stand-in-"),
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    settings: {
      bucket,
      endpoint,
      region: "us-east-1",
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      forcePathStyle: true,
      prefix,
    },
    close: () => server.close(),
  };
}
