/**
 * A stored object as a read-only Blob: `slice(...).arrayBuffer()` reads that range from storage, never the whole
 * object. For file-type's random-access detection (a ZIP's central directory is at its end). Reads go through a 64 KiB
 * window, so that a parser's run of small reads costs one range request.
 */
import type { FileStorage } from "./file-storage";

const WINDOW_BYTES = 64 * 1024;

interface Window {
  start: number;
  bytes: Buffer;
}

class StoredObjectBlobSlice {
  constructor(
    private readonly source: StoredObjectBlob,
    private readonly start: number,
    private readonly end: number,
  ) {}

  async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = await this.source.readRange(this.start, this.end);
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }
}

export class StoredObjectBlob {
  readonly type = "";
  private window: Window | null = null;

  constructor(
    private readonly storage: FileStorage,
    private readonly key: string,
    readonly size: number,
  ) {}

  slice(start = 0, end = this.size): StoredObjectBlobSlice {
    return new StoredObjectBlobSlice(this, Math.max(0, start), Math.min(end, this.size));
  }

  /** Bytes `start` (inclusive) to `end` (exclusive). */
  async readRange(start: number, end: number): Promise<Buffer> {
    if (end <= start) return Buffer.alloc(0);
    const cached = this.window;
    if (cached && start >= cached.start && end <= cached.start + cached.bytes.length) {
      return cached.bytes.subarray(start - cached.start, end - cached.start);
    }
    const last = Math.min(this.size, start + Math.max(end - start, WINDOW_BYTES)) - 1;
    const found = await this.storage.read(this.key, { start, end: last });
    if (!found) throw new Error(`stored object ${this.key} is gone`);
    const chunks: Buffer[] = [];
    for await (const chunk of found.body) chunks.push(chunk as Buffer);
    this.window = { start, bytes: Buffer.concat(chunks) };
    return this.window.bytes.subarray(0, end - start);
  }
}
