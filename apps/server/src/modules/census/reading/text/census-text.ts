/**
 * A CSV or TSV census's bytes as text, chunk by chunk (issue 16 "wrong encodings: read them right or say which is
 * wrong"). The encoding is settled before any text is given out: a byte-order mark names UTF-8, UTF-16LE or UTF-16BE
 * (and is dropped); otherwise the first 64 KB decide: NUL bytes in every other place are UTF-16 without a mark, valid
 * UTF-8 is UTF-8, anything else is Windows-1252 (Excel's "CSV" on Windows). A UTF-8 file that turns invalid later is
 * not guessed again: the text stops there and `stoppedAtInvalidBytes` says so, for the row the reader was in.
 */
import type { Readable } from "node:stream";
import type { CensusEncoding } from "@onboard/domain/census/census-api";
import { firstInvalidUtf8, unfinishedUtf8Tail } from "./utf8-scan";

/** How much of the file decides between UTF-8 and Windows-1252. */
export const ENCODING_SAMPLE_BYTES = 64 * 1024;
/**
 * Chunks are gathered to about this many bytes before they are decoded and parsed. Measured: 256 KB pieces were 20 %
 * slower than 64 KB ones (a piece's parsed rows all live until its batch is checked, and more of them get copied by
 * the garbage collector), and smaller ones cost more calls.
 */
const PIECE_BYTES = 64 * 1024;

export interface CensusText {
  readonly encoding: CensusEncoding;
  /** The decoded text in order, once. */
  pieces(): AsyncGenerator<string, void, undefined>;
  /** Bytes taken from the stream so far (the progress). */
  readonly bytesRead: number;
  /** True when the text stopped early at bytes that are not UTF-8. */
  readonly stoppedAtInvalidBytes: boolean;
  /** Stops reading (the stream is destroyed); safe to call more than once. */
  close(): void;
}

function startsWith(bytes: Uint8Array, ...prefix: number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/** UTF-16 without a byte-order mark: most ASCII characters then have a NUL byte on one side. */
function guessUnmarkedUtf16(head: Uint8Array): CensusEncoding | null {
  const pairs = Math.min(head.length, 4096) >> 1;
  if (pairs < 2) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < pairs; i++) {
    if (head[2 * i] === 0) evenZeros++;
    if (head[2 * i + 1] === 0) oddZeros++;
  }
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return "utf-16le";
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return "utf-16be";
  return null;
}

function detectEncoding(head: Uint8Array, isWhole: boolean): { encoding: CensusEncoding; markLength: number } {
  if (startsWith(head, 0xef, 0xbb, 0xbf)) return { encoding: "utf-8", markLength: 3 };
  if (startsWith(head, 0xff, 0xfe)) return { encoding: "utf-16le", markLength: 2 };
  if (startsWith(head, 0xfe, 0xff)) return { encoding: "utf-16be", markLength: 2 };
  const utf16 = guessUnmarkedUtf16(head);
  if (utf16) return { encoding: utf16, markLength: 0 };
  const sampleEnd = Math.min(head.length, ENCODING_SAMPLE_BYTES);
  const cutEnd = !isWhole || sampleEnd < head.length;
  const isUtf8 = firstInvalidUtf8(head, 0, sampleEnd, cutEnd) < 0;
  return { encoding: isUtf8 ? "utf-8" : "windows-1252", markLength: 0 };
}

class StreamedCensusText implements CensusText {
  bytesRead = 0;
  stoppedAtInvalidBytes = false;
  private head: Buffer | null;
  private readonly chunks: AsyncIterator<Buffer>;

  constructor(
    readonly encoding: CensusEncoding,
    private readonly stream: Readable,
    chunks: AsyncIterator<Buffer>,
    head: Buffer,
    headBytesRead: number,
  ) {
    this.chunks = chunks;
    this.head = head;
    this.bytesRead = headBytesRead;
  }

  /** The bytes after the head, gathered to about PIECE_BYTES. */
  private async *rawPieces(): AsyncGenerator<Buffer, void, undefined> {
    if (this.head !== null && this.head.length > 0) yield this.head;
    this.head = null;
    let gathered: Buffer[] = [];
    let size = 0;
    for (;;) {
      const next = await this.chunks.next();
      if (next.done) break;
      const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
      this.bytesRead += chunk.length;
      gathered.push(chunk);
      size += chunk.length;
      if (size >= PIECE_BYTES) {
        yield gathered.length === 1 ? (gathered[0] as Buffer) : Buffer.concat(gathered, size);
        gathered = [];
        size = 0;
      }
    }
    if (size > 0) yield gathered.length === 1 ? (gathered[0] as Buffer) : Buffer.concat(gathered, size);
  }

  async *pieces(): AsyncGenerator<string, void, undefined> {
    if (this.encoding === "utf-8") {
      yield* this.utf8Pieces();
      return;
    }
    const decoder = new TextDecoder(this.encoding, { ignoreBOM: true });
    const stateless = this.encoding === "windows-1252";
    for await (const bytes of this.rawPieces()) {
      const text = stateless ? decoder.decode(bytes) : decoder.decode(bytes, { stream: true });
      if (text.length > 0) yield text;
    }
    if (!stateless) {
      const rest = decoder.decode();
      if (rest.length > 0) yield rest;
    }
  }

  /**
   * UTF-8 decoded whole characters at a time with a fatal decoder (a streaming TextDecoder is four times slower in
   * Node): an unfinished character at a chunk's end waits for the next chunk.
   */
  private async *utf8Pieces(): AsyncGenerator<string, void, undefined> {
    const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
    let carry: Buffer | null = null;
    for await (const raw of this.rawPieces()) {
      const bytes: Buffer = carry === null ? raw : Buffer.concat([carry, raw]);
      const tail = unfinishedUtf8Tail(bytes);
      const body = tail === 0 ? bytes : bytes.subarray(0, bytes.length - tail);
      carry = tail === 0 ? null : Buffer.from(bytes.subarray(bytes.length - tail));
      let text: string;
      try {
        text = decoder.decode(body);
      } catch {
        const bad = firstInvalidUtf8(body, 0, body.length, false);
        const valid = bad < 0 ? "" : decoder.decode(body.subarray(0, bad));
        if (valid.length > 0) yield valid;
        this.stoppedAtInvalidBytes = true;
        return;
      }
      if (text.length > 0) yield text;
    }
    if (carry !== null) this.stoppedAtInvalidBytes = true;
  }

  close(): void {
    this.stream.destroy();
  }
}

/**
 * Opens a census file's text, reading the first 64 KB to settle the encoding; null for a file with no bytes (or a
 * byte-order mark alone). Only the stream's own faults throw.
 */
export async function openCensusText(stream: Readable): Promise<CensusText | null> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const gathered: Buffer[] = [];
  let size = 0;
  let isWhole = false;
  while (size < ENCODING_SAMPLE_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      isWhole = true;
      break;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    gathered.push(chunk);
    size += chunk.length;
  }
  const head = Buffer.concat(gathered, size);
  const { encoding, markLength } = detectEncoding(head, isWhole);
  if (head.length <= markLength) {
    stream.destroy();
    return null;
  }
  return new StreamedCensusText(encoding, stream, chunks, head.subarray(markLength), size);
}
