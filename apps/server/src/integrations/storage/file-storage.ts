/**
 * Where uploaded and generated files live: the local disk by default (DATA_DIR/files), or an S3-compatible bucket
 * (STORAGE_URL). Both adapters pass the same contract suite (file-storage-contract.ts).
 */
import type { Readable } from "node:stream";
import type { ByteRange } from "./byte-range";

export interface StoredObjectStream {
  /** The bytes: the whole object, or the range asked for. The caller must read it to the end or destroy it. */
  body: Readable;
  /** The size of the whole object, whatever range was read. */
  sizeBytes: number;
  /** The bytes `body` holds (the end clamped to the object's last byte), or null when it holds them all. */
  range: ByteRange | null;
}

export interface FileStorage {
  /**
   * Writes (or replaces) the bytes under `key`. A stream is written as it is read, never held whole. If writing fails,
   * or the stream errors (the client went away, a size limit was hit), the promise rejects with that error and `key`
   * holds what it held before: no partial object is ever visible.
   */
  put(key: string, body: Uint8Array | Readable, contentType: string): Promise<void>;
  /** All the bytes under `key` at once (small files only), or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /**
   * The bytes under `key` as a stream, all of them or one inclusive range (as an HTTP Range asks), or null when there
   * are none. A range that starts past the last byte throws RangeNotSatisfiableError.
   */
  read(key: string, range?: ByteRange): Promise<StoredObjectStream | null>;
  /** The size of the bytes under `key`, or null when there are none. */
  stat(key: string): Promise<{ sizeBytes: number } | null>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/**
 * A FileStorage with the housekeeping of its life, for whoever created it (the app, through plugins/file-storage.ts;
 * the seed in server.ts): what it left behind swept at start-up, its connections released at shutdown.
 */
export interface ManagedFileStorage extends FileStorage {
  /**
   * Removes what writes that never finished left behind (a process killed in the middle of a `put`), when older than
   * `olderThanMs` (default an hour, so that a write in progress elsewhere is left alone): on disk, the temporary files;
   * on S3, nothing (an incomplete multipart upload is never an object; the bucket's lifecycle rule reaps its parts).
   * Returns how many it removed.
   */
  removeAbandonedWrites(options?: { olderThanMs?: number; now?: number }): Promise<number>;
  /** Releases what the storage holds open (the S3 client's sockets); call it once nothing reads or writes any more. */
  close(): Promise<void>;
}

/** How old an unfinished write must be before `removeAbandonedWrites` takes it for abandoned. */
export const ABANDONED_WRITE_AGE_MS = 60 * 60 * 1000;
