/**
 * Writes a stream of unknown length to S3 without holding it whole: one part buffer (5 MiB, the smallest part S3
 * takes) is filled and sent at a time, and reading waits while a part is sent. A stream that ends within the first
 * part is one PutObject. Otherwise it is a multipart upload, which S3 shows as an object only once it is completed:
 * when the stream errors (the client went away, a limit was hit), the upload is aborted and nothing appears.
 * 10,000 parts of 5 MiB: up to 48 GiB, well above any upload limit here.
 */

import type { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  type CompletedPart,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  type S3Client,
  UploadPartCommand,
} from "@aws-sdk/client-s3";

export const PART_SIZE_BYTES = 5 * 1024 * 1024;

export interface UploadTarget {
  Bucket: string;
  Key: string;
  ContentType: string;
}

/** Reads `body` into `part` (reused from one part to the next), handing each full part to `send`; returns the rest. */
async function readInParts(body: Readable, part: Buffer, send: (bytes: Buffer) => Promise<void>): Promise<Buffer> {
  let filled = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    let offset = 0;
    while (offset < chunk.length) {
      const copied = chunk.copy(part, filled, offset);
      filled += copied;
      offset += copied;
      if (filled === part.length) {
        await send(part);
        filled = 0;
      }
    }
  }
  return part.subarray(0, filled);
}

export async function uploadStream(
  client: S3Client,
  target: UploadTarget,
  body: Readable,
  partSize = PART_SIZE_BYTES,
): Promise<void> {
  const part = Buffer.allocUnsafe(partSize);
  let uploadId: string | undefined;
  const completed: CompletedPart[] = [];
  const sendPart = async (bytes: Buffer) => {
    if (uploadId === undefined) {
      uploadId = (await client.send(new CreateMultipartUploadCommand(target))).UploadId;
      if (!uploadId) throw new Error("S3 gave no multipart upload id");
    }
    const PartNumber = completed.length + 1;
    const { Bucket, Key } = target;
    const sent = await client.send(
      new UploadPartCommand({ Bucket, Key, UploadId: uploadId, PartNumber, Body: bytes, ContentLength: bytes.length }),
    );
    completed.push({ PartNumber, ETag: sent.ETag });
  };
  try {
    const rest = await readInParts(body, part, sendPart);
    if (uploadId === undefined) {
      await client.send(new PutObjectCommand({ ...target, Body: rest, ContentLength: rest.length }));
      return;
    }
    if (rest.length > 0) await sendPart(rest);
    const { Bucket, Key } = target;
    await client.send(
      new CompleteMultipartUploadCommand({ Bucket, Key, UploadId: uploadId, MultipartUpload: { Parts: completed } }),
    );
  } catch (error) {
    body.destroy();
    if (uploadId !== undefined) {
      const { Bucket, Key } = target;
      // Best effort: an upload never completed is never an object; the bucket's lifecycle rule can reap its parts.
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId })).catch(() => undefined);
    }
    throw error;
  }
}
