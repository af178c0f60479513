/**
 * The zip bomb guard (issue 16 "an XLSX zip bomb, refused by declared and actual size limits, without exhausting
 * memory"), run before exceljs reads a byte:
 * 1. Declared: the central directory's uncompressed sizes may not add up to more than 200 MB, and no entry over
 *    10 MB may declare more than 200 times its compressed size.
 * 2. Actual: every entry is inflated (output counted and dropped, never kept, except the two small workbook parts the
 *    sheet names come from), stopping as soon as the total passes 200 MB; an entry that inflates to anything but its
 *    declared size, or leaves compressed bytes unused, is a broken workbook.
 * 3. Layout: the entries must follow one another from the first byte to the directory, each local header naming the
 *    same entry with the same sizes, so the streaming unzip exceljs uses (which walks the local headers, not the
 *    directory) meets exactly the entries measured here and no hidden one.
 */
import { createInflateRaw } from "node:zlib";
import { CENSUS_API_MESSAGES, type CensusFileIssue } from "@onboard/domain/census/census-api";
import type { CensusSource } from "../census-reader";
import { fileIssue, WORKBOOK_NOT_READABLE } from "../row-batches";
import { ByteReader } from "./byte-reader";
import { readZipDirectory, type ZipEntry } from "./zip-directory";

export const MAX_UNPACKED_MEGABYTES = 200;
const MB = 1024 * 1024;
const MAX_UNPACKED_BYTES = MAX_UNPACKED_MEGABYTES * MB;
const RATIO_CHECKED_FROM_BYTES = 10 * MB;
const MAX_RATIO = 200;
/** The workbook parts kept as text (sheet names and their files); bigger ones are not a census's. */
const KEPT_PARTS = new Set(["xl/workbook.xml", "xl/_rels/workbook.xml.rels"]);
const MAX_KEPT_BYTES = 2 * MB;

const LOCAL_SIGNATURE = 0x04034b50;
/** A data descriptor's signature, "PK" 7 8. */
const DESCRIPTOR_SIGNATURE = Buffer.from([0x50, 0x4b, 0x07, 0x08]);
const LOCAL_LENGTH = 30;
const FLAG_ENCRYPTED = 1;
const FLAG_DESCRIPTOR = 8;
const STORED = 0;
const DEFLATED = 8;

export const WORKBOOK_TOO_LARGE = fileIssue(
  "workbookTooLarge",
  CENSUS_API_MESSAGES.workbookTooLarge(MAX_UNPACKED_MEGABYTES),
);

export type GuardedWorkbook =
  | { readonly parts: ReadonlyMap<string, string>; readonly fileIssue: null }
  | { readonly parts: null; readonly fileIssue: CensusFileIssue };

class Refused extends Error {
  constructor(readonly issue: CensusFileIssue) {
    super(issue.code);
  }
}

function isTooLarge(unpacked: number, packed: number): boolean {
  return unpacked > RATIO_CHECKED_FROM_BYTES && unpacked > MAX_RATIO * Math.max(packed, 1);
}

function checkDeclared(entries: readonly ZipEntry[]): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (total > MAX_UNPACKED_BYTES || isTooLarge(entry.uncompressedSize, entry.compressedSize)) {
      throw new Refused(WORKBOOK_TOO_LARGE);
    }
    if ((entry.flags & FLAG_ENCRYPTED) !== 0 || (entry.method !== STORED && entry.method !== DEFLATED)) {
      throw new Refused(WORKBOOK_NOT_READABLE);
    }
  }
}

/** The descriptor after a data-descriptor entry: 12 or 20 bytes, 16 or 24 with its signature. */
function isDescriptorGap(entry: ZipEntry, gap: number): boolean {
  if ((entry.flags & FLAG_DESCRIPTOR) === 0) return gap === 0;
  return gap === 12 || gap === 16 || gap === 20 || gap === 24;
}

interface Inflated {
  size: number;
  kept: Buffer | null;
}

/**
 * Inflates (or copies) an entry's data, counting. `budget` is what the whole workbook may still unpack to. An entry
 * whose local header leaves its size to the descriptor must not hold the descriptor's signature in its data: the
 * streaming unzip ends such an entry at the first one and would read on from inside it.
 */
async function measureEntry(
  reader: ByteReader,
  entry: ZipEntry,
  options: { budget: number; keep: boolean; endsAtSignature: boolean },
): Promise<Inflated> {
  const { budget, keep, endsAtSignature } = options;
  const kept: Buffer[] = [];
  let size = 0;
  const count = (bytes: Buffer) => {
    size += bytes.length;
    if (size > budget || isTooLarge(size, entry.compressedSize)) throw new Refused(WORKBOOK_TOO_LARGE);
    if (keep && size <= MAX_KEPT_BYTES) kept.push(bytes);
  };
  const inflater = entry.method === DEFLATED ? createInflateRaw() : null;
  // Set by the inflater's callbacks (a holder, so the checks below are not narrowed away).
  const state: { fault: Error | null } = { fault: null };
  inflater?.on("data", (bytes: Buffer) => {
    try {
      count(bytes);
    } catch (error) {
      state.fault = error as Error;
      inflater.destroy();
    }
  });
  inflater?.on("error", (error) => {
    state.fault ??= error;
  });
  /** The first of `events` on the inflater; its listeners are taken off again, as this runs once per write. */
  const settled = (events: string[]) =>
    new Promise<void>((resolve) => {
      const done = () => {
        for (const event of events) inflater?.off(event, done);
        resolve();
      };
      for (const event of events) inflater?.on(event, done);
    });
  const closed = settled(["close"]);
  try {
    let taken = 0;
    let tail = Buffer.alloc(0);
    for await (const bytes of reader.take(entry.compressedSize)) {
      taken += bytes.length;
      if (endsAtSignature) {
        const window = tail.length === 0 ? bytes : Buffer.concat([tail, bytes]);
        if (window.indexOf(DESCRIPTOR_SIGNATURE) >= 0) throw new Refused(WORKBOOK_NOT_READABLE);
        tail = Buffer.from(window.subarray(Math.max(0, window.length - 3)));
      }
      if (inflater === null) count(bytes);
      else if (!inflater.write(bytes)) await settled(["drain", "end", "close", "error"]);
      if (state.fault !== null) break;
    }
    if (inflater !== null) {
      if (state.fault === null) inflater.end();
      await closed;
      if (state.fault instanceof Refused) throw state.fault;
      if (state.fault !== null || inflater.bytesWritten !== entry.compressedSize)
        throw new Refused(WORKBOOK_NOT_READABLE);
    }
    if (taken !== entry.compressedSize || size !== entry.uncompressedSize) throw new Refused(WORKBOOK_NOT_READABLE);
    return { size, kept: keep ? Buffer.concat(kept) : null };
  } finally {
    inflater?.destroy();
  }
}

/** Reads one entry's stretch of the file (local header, data, descriptor) and checks it against the directory. */
async function checkEntry(
  source: CensusSource,
  entry: ZipEntry,
  end: number,
  budget: number,
  keep: boolean,
): Promise<Inflated> {
  const reader = new ByteReader(await source.openRange(entry.localHeaderOffset, end - 1));
  try {
    const header = await reader.read(LOCAL_LENGTH);
    if (header === null || header.readUInt32LE(0) !== LOCAL_SIGNATURE) throw new Refused(WORKBOOK_NOT_READABLE);
    const flags = header.readUInt16LE(6);
    const localCompressed = header.readUInt32LE(18);
    const nameLength = header.readUInt16LE(26);
    const extraLength = header.readUInt16LE(28);
    const name = await reader.read(nameLength);
    const extra = await reader.read(extraLength);
    const sizesAgree =
      localCompressed === entry.compressedSize ||
      localCompressed === 0xffffffff ||
      ((flags & FLAG_DESCRIPTOR) !== 0 && localCompressed === 0);
    if (
      name === null ||
      extra === null ||
      name.toString("utf8") !== entry.name ||
      flags !== entry.flags ||
      header.readUInt16LE(8) !== entry.method ||
      !sizesAgree
    ) {
      throw new Refused(WORKBOOK_NOT_READABLE);
    }
    const dataEnd = entry.localHeaderOffset + LOCAL_LENGTH + nameLength + extraLength + entry.compressedSize;
    if (!isDescriptorGap(entry, end - dataEnd)) throw new Refused(WORKBOOK_NOT_READABLE);
    const endsAtSignature = (flags & FLAG_DESCRIPTOR) !== 0 && localCompressed === 0;
    return await measureEntry(reader, entry, { budget, keep, endsAtSignature });
  } finally {
    reader.close();
  }
}

/** Passes the workbook (with the text of its workbook.xml and workbook.xml.rels) or says why it is refused. */
export async function guardWorkbook(source: CensusSource): Promise<GuardedWorkbook> {
  const directory = await readZipDirectory(source);
  if (directory === null) return { parts: null, fileIssue: WORKBOOK_NOT_READABLE };
  try {
    checkDeclared(directory.entries);
    const entries = [...directory.entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
    const parts = new Map<string, string>();
    let unpacked = 0;
    let expectedOffset = 0;
    for (const [index, entry] of entries.entries()) {
      if (entry.localHeaderOffset !== expectedOffset) throw new Refused(WORKBOOK_NOT_READABLE);
      const end = entries[index + 1]?.localHeaderOffset ?? directory.directoryOffset;
      const keep = KEPT_PARTS.has(entry.name);
      const inflated = await checkEntry(source, entry, end, MAX_UNPACKED_BYTES - unpacked, keep);
      unpacked += inflated.size;
      if (inflated.kept !== null) parts.set(entry.name, inflated.kept.toString("utf8"));
      expectedOffset = end;
    }
    return { parts, fileIssue: null };
  } catch (error) {
    if (error instanceof Refused) return { parts: null, fileIssue: error.issue };
    throw error;
  }
}
