/**
 * One file of a multipart upload, streamed to storage rather than held in memory: its head (the first 256 KiB, or
 * the whole file when smaller) is read first, for recognising its type by its bytes and naming its storage key; then
 * `store` sends the head and the rest through the meter (size limit, SHA-256, content check) into storage as they
 * arrive. A store that fails (the limit, a content check, the client going away) leaves no object behind.
 */
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FileStorage } from "../../integrations/storage/file-storage";
import { type ByteInspector, UploadMeter, UploadTooLargeError } from "./upload-meter";

export const HEAD_BYTES = 256 * 1024;

export interface StoredBytes {
  sizeBytes: number;
  sha256: string;
}

export interface IncomingFile {
  /** The first bytes (at least HEAD_BYTES unless the file is smaller). */
  head: Buffer;
  /** Whether `head` is the whole file. */
  complete: boolean;
  /** Streams the whole file (head included) to `key`; once. */
  store(
    storage: FileStorage,
    key: string,
    contentType: string,
    options: { maxBytes: number; inspector?: ByteInspector | null },
  ): Promise<StoredBytes>;
  /** Stops reading a file that will not be stored. */
  discard(): void;
}

/** The multipart parser's file stream: it emits `limit` and sets `truncated` when the file passes its size limit. */
type MultipartFileStream = Readable & { truncated?: boolean };

async function* replay(head: Buffer, rest: AsyncIterator<Buffer> | null): AsyncGenerator<Buffer> {
  try {
    if (head.length > 0) yield head;
    if (!rest) return;
    for (;;) {
      const next = await rest.next();
      if (next.done) return;
      yield next.value;
    }
  } finally {
    // Ended early (a failed store): destroys the file stream.
    await rest?.return?.();
  }
}

export async function openIncomingFile(file: MultipartFileStream, headBytes = HEAD_BYTES): Promise<IncomingFile> {
  const iterator = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let complete = false;
  while (length < headBytes) {
    const next = await iterator.next();
    if (next.done) {
      complete = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  return {
    head,
    complete,
    async store(storage, key, contentType, { maxBytes, inspector }) {
      const meter = new UploadMeter({ maxBytes, inspector, truncated: () => file.truncated === true });
      const onLimit = () => meter.destroy(new UploadTooLargeError(maxBytes));
      file.once("limit", onLimit);
      // Errors reach `put` through the meter, which the pipeline destroys with them.
      pipeline(Readable.from(replay(head, complete ? null : iterator)), meter).catch(() => undefined);
      try {
        await storage.put(key, meter, contentType);
      } catch (error) {
        meter.destroy();
        // The adapters leave nothing on a failed put; this is for a put that failed after writing.
        await storage.delete(key).catch(() => undefined);
        throw error;
      } finally {
        file.off("limit", onLimit);
      }
      return { sizeBytes: meter.sizeBytes, sha256: meter.digest() };
    },
    discard() {
      void iterator.return?.();
    },
  };
}
