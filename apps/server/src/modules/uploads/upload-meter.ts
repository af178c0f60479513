/**
 * The stream an upload's bytes pass through on their way to storage: it counts them and fails the moment they pass
 * the limit (so that a too-large file is refused while it streams, not after it was held whole), hashes them
 * (SHA-256), and lets a content check see every chunk (a text file must stay text to its last byte).
 */
import { createHash } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";

export class UploadTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The upload is larger than ${maxBytes} bytes`);
    this.name = "UploadTooLargeError";
  }
}

/** Sees every chunk of a file after its head was recognised; throws (an AppError) to refuse the file. */
export interface ByteInspector {
  update(chunk: Buffer): void;
  /** At the end: throws when what was required never came. */
  finish(): void;
}

export interface MeterOptions {
  maxBytes: number;
  inspector?: ByteInspector | null;
  /** Whether the multipart parser cut the file at its size limit (checked at the end, besides the count). */
  truncated?: () => boolean;
}

export class UploadMeter extends Transform {
  private bytes = 0;
  private readonly hash = createHash("sha256");

  constructor(private readonly options: MeterOptions) {
    super();
  }

  get sizeBytes(): number {
    return this.bytes;
  }

  /** The SHA-256 of every byte that passed (once, at the end). */
  digest(): string {
    return this.hash.digest("hex");
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    const failure =
      this.bytes > this.options.maxBytes
        ? new UploadTooLargeError(this.options.maxBytes)
        : inspect(() => this.options.inspector?.update(chunk));
    if (failure) {
      callback(failure);
      return;
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    const tooLarge = this.options.truncated?.() ? new UploadTooLargeError(this.options.maxBytes) : null;
    callback(tooLarge ?? inspect(() => this.options.inspector?.finish()));
  }
}

/** The error `check` throws, or null. */
function inspect(check: () => void): Error | null {
  try {
    check();
    return null;
  } catch (error) {
    return error as Error;
  }
}
