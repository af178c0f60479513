/** Exact-length reads from a byte stream (a zip entry's local header, then its data), for the zip guard. */
import type { Readable } from "node:stream";

export class ByteReader {
  private buffered: Buffer = Buffer.alloc(0);
  private readonly chunks: AsyncIterator<Buffer>;

  constructor(private readonly stream: Readable) {
    this.chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }

  private async pull(): Promise<boolean> {
    const next = await this.chunks.next();
    if (next.done) return false;
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    return true;
  }

  /** Exactly `length` bytes, or null when the stream ends first. */
  async read(length: number): Promise<Buffer | null> {
    while (this.buffered.length < length) if (!(await this.pull())) return null;
    const bytes = this.buffered.subarray(0, length);
    this.buffered = this.buffered.subarray(length);
    return bytes;
  }

  /** The next `length` bytes as they arrive (fewer when the stream ends first). */
  async *take(length: number): AsyncGenerator<Buffer, void, undefined> {
    let left = length;
    while (left > 0) {
      if (this.buffered.length === 0 && !(await this.pull())) return;
      const bytes = this.buffered.subarray(0, Math.min(left, this.buffered.length));
      this.buffered = this.buffered.subarray(bytes.length);
      left -= bytes.length;
      yield bytes;
    }
  }

  close(): void {
    this.stream.destroy();
  }
}

/** A whole (small) stream's bytes; null past `limit` bytes. */
export async function readAll(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += bytes.length;
      if (size > limit) return null;
      chunks.push(bytes);
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks, size);
}
