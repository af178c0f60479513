/**
 * Test support: a large file generated on the fly, never held whole. Block k is a fixed pseudo-random 64 KiB block
 * whose first four bytes are k, so that any slice can be recomputed and a misplaced block is noticed.
 */
import { createHash } from "node:crypto";
import { Readable } from "node:stream";

const BLOCK_BYTES = 64 * 1024;
const BASE_BLOCK = (() => {
  const block = Buffer.alloc(BLOCK_BYTES);
  let state = 0x2545f491;
  for (let i = 0; i < BLOCK_BYTES; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    block[i] = state >>> 24;
  }
  return block;
})();

function block(index: number): Buffer {
  const copy = Buffer.from(BASE_BLOCK);
  copy.writeUInt32BE(index, 0);
  return copy;
}

function* blocks(sizeBytes: number): Generator<Buffer> {
  for (let offset = 0, index = 0; offset < sizeBytes; offset += BLOCK_BYTES, index++) {
    yield block(index).subarray(0, Math.min(BLOCK_BYTES, sizeBytes - offset));
  }
}

/** The file as a stream; `onProgress` is called with the bytes produced so far, before each block. */
export function patternedStream(sizeBytes: number, onProgress?: (producedBytes: number) => void): Readable {
  return Readable.from(
    (function* () {
      let produced = 0;
      for (const chunk of blocks(sizeBytes)) {
        onProgress?.(produced);
        produced += chunk.length;
        yield chunk;
      }
    })(),
    { objectMode: false },
  );
}

export function patternedSha256(sizeBytes: number): string {
  const hash = createHash("sha256");
  for (const chunk of blocks(sizeBytes)) hash.update(chunk);
  return hash.digest("hex");
}

/** Bytes `start` to `end` (inclusive) of the file. */
export function patternedSlice(start: number, end: number): Buffer {
  const parts: Buffer[] = [];
  for (let index = Math.floor(start / BLOCK_BYTES); index * BLOCK_BYTES <= end; index++) {
    const from = Math.max(start - index * BLOCK_BYTES, 0);
    const to = Math.min(end - index * BLOCK_BYTES, BLOCK_BYTES - 1);
    parts.push(block(index).subarray(from, to + 1));
  }
  return Buffer.concat(parts);
}
