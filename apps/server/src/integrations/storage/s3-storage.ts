/**
 * FileStorage in an S3-compatible bucket (STORAGE_URL=s3://..., see storage-url.ts), through the AWS SDK v3 with
 * path-style addressing, so that any S3-compatible endpoint works. Keys are checked as on disk and stored under the
 * URL's prefix. Streams go up in parts (s3-stream-upload.ts) and come down as the response stream.
 */

import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { assertWellFormedRange, type ByteRange, clampRange, RangeNotSatisfiableError } from "./byte-range";
import type { ManagedFileStorage, StoredObjectStream } from "./file-storage";
import { uploadStream } from "./s3-stream-upload";
import { assertValidStorageKey } from "./storage-key";
import type { S3Location } from "./storage-url";

export function createS3Client(location: S3Location): S3Client {
  return new S3Client({
    region: location.region,
    endpoint: location.endpoint ?? undefined,
    forcePathStyle: true,
    credentials: location.credentials ?? undefined,
    // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's newer default ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/** S3's "no such key" (GetObject) and HEAD's bodiless 404. */
function isMissing(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === "NoSuchKey" || name === "NotFound";
}

function isInvalidRange(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return failure?.name === "InvalidRange" || failure?.$metadata?.httpStatusCode === 416;
}

/** The whole object's size from "bytes 0-99/1234". */
function totalSize(contentRange: string | undefined): number | null {
  const match = /\/(\d+)$/.exec(contentRange ?? "");
  return match?.[1] ? Number(match[1]) : null;
}

/** The first `length` bytes of `source`, which is destroyed after them. */
function firstBytes(source: Readable, length: number): Readable {
  return Readable.from(
    (async function* () {
      let left = length;
      try {
        for await (const chunk of source as AsyncIterable<Buffer>) {
          if (chunk.length >= left) {
            yield chunk.subarray(0, left);
            return;
          }
          left -= chunk.length;
          yield chunk;
        }
      } finally {
        source.destroy();
      }
    })(),
    { objectMode: false },
  );
}

export class S3Storage implements ManagedFileStorage {
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(
    location: S3Location,
    private readonly client: S3Client = createS3Client(location),
  ) {
    this.bucket = location.bucket;
    this.prefix = location.prefix ? `${location.prefix}/` : "";
  }

  private objectKey(key: string): string {
    assertValidStorageKey(key);
    return this.prefix + key;
  }

  async put(key: string, body: Uint8Array | Readable, contentType: string): Promise<void> {
    const target = { Bucket: this.bucket, Key: this.objectKey(key), ContentType: contentType };
    if (body instanceof Uint8Array) {
      await this.client.send(new PutObjectCommand({ ...target, Body: body, ContentLength: body.byteLength }));
      return;
    }
    await uploadStream(this.client, target, body);
  }

  async get(key: string): Promise<Uint8Array | null> {
    const found = await this.read(key);
    if (!found) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of found.body) chunks.push(chunk as Buffer);
    return new Uint8Array(Buffer.concat(chunks));
  }

  async read(key: string, range?: ByteRange): Promise<StoredObjectStream | null> {
    const Key = this.objectKey(key);
    if (range) assertWellFormedRange(range);
    try {
      const response = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      const body = response.Body;
      if (!(body instanceof Readable)) throw new Error("S3 answered a body that is not a Node stream");
      if (!range) return { body, sizeBytes: response.ContentLength ?? 0, range: null };
      const sizeBytes = totalSize(response.ContentRange);
      if (sizeBytes === null) throw new Error("S3 answered a range without Content-Range");
      const served = clampRange(range, sizeBytes);
      const length = served.end - served.start + 1;
      // Some S3-compatible servers answer "bytes=0-0" with every byte (s3rver does): keep what was asked.
      const trimmed = (response.ContentLength ?? 0) > length ? firstBytes(body, length) : body;
      return { body: trimmed, sizeBytes, range: served };
    } catch (error) {
      if (isMissing(error)) return null;
      if (range && isInvalidRange(error)) {
        const found = await this.stat(key);
        if (!found) return null;
        throw new RangeNotSatisfiableError(range, found.sizeBytes);
      }
      throw error;
    }
  }

  async stat(key: string): Promise<{ sizeBytes: number } | null> {
    try {
      const response = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return { sizeBytes: response.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // Deleting a missing key succeeds in S3.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  /**
   * Nothing to sweep: a multipart upload never completed is not an object, and uploadStream aborts it when the stream
   * fails. One a killed process left is reaped by the bucket's lifecycle rule (AbortIncompleteMultipartUpload).
   */
  async removeAbandonedWrites(): Promise<number> {
    return 0;
  }

  /** Closes the client's sockets; the storage must not be used afterwards. */
  async close(): Promise<void> {
    this.client.destroy();
  }
}
