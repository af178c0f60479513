/**
 * Test support: a FileStorage that passes everything to a real one and records each `put`: whether its body was a
 * stream, how many bytes reached storage so far (while the request may still be sending), the largest chunk, and
 * how the put ended.
 */
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ByteRange } from "../../integrations/storage/byte-range";
import type { FileStorage } from "../../integrations/storage/file-storage";

export interface RecordedPut {
  key: string;
  streamed: boolean;
  receivedBytes: number;
  largestChunkBytes: number;
  outcome: "pending" | "stored" | "failed";
}

export class SpyStorage implements FileStorage {
  readonly puts: RecordedPut[] = [];

  constructor(private readonly inner: FileStorage) {}

  async put(key: string, body: Uint8Array | Readable, contentType: string): Promise<void> {
    const record: RecordedPut = {
      key,
      streamed: !(body instanceof Uint8Array),
      receivedBytes: 0,
      largestChunkBytes: 0,
      outcome: "pending",
    };
    this.puts.push(record);
    let passed: Uint8Array | Readable = body;
    if (body instanceof Uint8Array) {
      record.receivedBytes = body.length;
      record.largestChunkBytes = body.length;
    } else {
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          record.receivedBytes += chunk.length;
          record.largestChunkBytes = Math.max(record.largestChunkBytes, chunk.length);
          callback(null, chunk);
        },
      });
      // A failure of `body` reaches the inner put through `counter`.
      pipeline(body, counter).catch(() => undefined);
      passed = counter;
    }
    try {
      await this.inner.put(key, passed, contentType);
      record.outcome = "stored";
    } catch (error) {
      record.outcome = "failed";
      throw error;
    }
  }

  get(key: string) {
    return this.inner.get(key);
  }
  read(key: string, range?: ByteRange) {
    return this.inner.read(key, range);
  }
  stat(key: string) {
    return this.inner.stat(key);
  }
  delete(key: string) {
    return this.inner.delete(key);
  }
  exists(key: string) {
    return this.inner.exists(key);
  }
}
