/**
 * Test support: a FileStorage that passes everything to a real one and records how it was read: each call by name,
 * and for each `read` the range asked for and how many bytes its stream gave before it ended or was destroyed. What a
 * download must show: it read the range it serves, not the whole file, and never `get`.
 */
import { PassThrough, pipeline, type Readable } from "node:stream";
import type { ByteRange } from "./byte-range";
import type { FileStorage } from "./file-storage";

export interface RecordedRead {
  key: string;
  range: ByteRange | undefined;
  /** Bytes the storage's stream has given so far. */
  streamedBytes: number;
}

export class RecordingStorage implements FileStorage {
  /** Every call, as `method key`. */
  readonly calls: string[] = [];
  readonly reads: RecordedRead[] = [];
  /** Streams `read` opened that are not closed yet (a file handle, an S3 response). */
  openStreams = 0;

  constructor(private readonly inner: FileStorage) {}

  clear(): void {
    this.calls.length = 0;
    this.reads.length = 0;
  }

  put(key: string, body: Uint8Array | Readable, contentType: string) {
    this.calls.push(`put ${key}`);
    return this.inner.put(key, body, contentType);
  }
  get(key: string) {
    this.calls.push(`get ${key}`);
    return this.inner.get(key);
  }
  async read(key: string, range?: ByteRange) {
    this.calls.push(`read ${key}`);
    const record: RecordedRead = { key, range, streamedBytes: 0 };
    this.reads.push(record);
    const found = await this.inner.read(key, range);
    if (!found) return null;
    const counted = new PassThrough();
    this.openStreams++;
    found.body.once("close", () => this.openStreams--);
    found.body.on("data", (chunk: Buffer) => {
      record.streamedBytes += chunk.length;
    });
    // Destroying what the caller holds destroys the storage's stream too.
    pipeline(found.body, counted, () => undefined);
    return { ...found, body: counted };
  }
  stat(key: string) {
    this.calls.push(`stat ${key}`);
    return this.inner.stat(key);
  }
  delete(key: string) {
    this.calls.push(`delete ${key}`);
    return this.inner.delete(key);
  }
  exists(key: string) {
    this.calls.push(`exists ${key}`);
    return this.inner.exists(key);
  }
}
