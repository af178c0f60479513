/**
 * Test support: a real S3-compatible server (s3rver, in a child process, files in a temporary directory) on a free
 * port, with one bucket created through the AWS SDK, as the S3 adapter will meet it.
 */

import { fork } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { createS3Client } from "./s3-storage";
import type { S3Location } from "./storage-url";

export interface S3TestServer {
  /** A location in the bucket, with s3rver's fixed credentials. */
  location(prefix?: string): S3Location;
  /** The same location as a STORAGE_URL. */
  storageUrl(prefix?: string): string;
  /** Every object key under `prefix` (what a failed write must not leave behind). */
  listKeys(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function startS3TestServer(bucket = "onboard-test"): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), "onboard-s3rver-"));
  const child = fork(new URL("./s3-test-server-process.mjs", import.meta.url), [directory], { stdio: "inherit" });
  const [message] = (await Promise.race([
    once(child, "message"),
    once(child, "exit").then(([code]) => Promise.reject(new Error(`s3rver exited with ${code}`))),
  ])) as [{ port: number }];
  const { port } = message;
  const location = (prefix = ""): S3Location => ({
    bucket,
    prefix,
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  const client = createS3Client(location());
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    location,
    storageUrl: (prefix = "") => `s3://S3RVER:S3RVER@${bucket}/${prefix}?endpoint=http://127.0.0.1:${port}`,
    async listKeys(prefix = "") {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
      return keys;
    },
    async close() {
      client.destroy();
      const exited = once(child, "exit");
      child.kill();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
