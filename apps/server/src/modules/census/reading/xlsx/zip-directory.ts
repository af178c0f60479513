/**
 * A zip's central directory, read with two range reads before anything unpacks the file (issue 16 "an XLSX zip
 * bomb, refused by declared ... size limits"): the end record in the last 64 KB, then the directory itself. ZIP64
 * records and extra fields are read too. null for bytes that are not a zip this reader takes (no end record, a
 * directory outside the file, more than one disk, an absurd directory).
 */
import type { CensusSource } from "../census-reader";
import { readAll } from "./byte-reader";

export interface ZipEntry {
  readonly name: string;
  readonly flags: number;
  readonly method: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly localHeaderOffset: number;
}

export interface ZipDirectory {
  readonly entries: readonly ZipEntry[];
  readonly directoryOffset: number;
}

const END_SIGNATURE = 0x06054b50;
const END_LENGTH = 22;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_END_SIGNATURE = 0x06064b50;
const ENTRY_SIGNATURE = 0x02014b50;
const ENTRY_LENGTH = 46;
const SATURATED_16 = 0xffff;
const SATURATED_32 = 0xffffffff;
/** A workbook's directory is a few KB; anything near this is not a census. */
const MAX_DIRECTORY_BYTES = 4 * 1024 * 1024;
const MAX_ENTRIES = 10_000;

function uint64(bytes: Buffer, offset: number): number {
  const value = bytes.readBigUInt64LE(offset);
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(value);
}

interface EndRecord {
  entries: number;
  size: number;
  offset: number;
}

async function readZip64End(source: CensusSource, tail: Buffer, endAt: number): Promise<EndRecord | null> {
  const locatorAt = endAt - 20;
  if (locatorAt < 0 || tail.readUInt32LE(locatorAt) !== ZIP64_LOCATOR_SIGNATURE) return null;
  const recordOffset = uint64(tail, locatorAt + 8);
  if (recordOffset + 56 > source.sizeBytes) return null;
  const record = await readAll(await source.openRange(recordOffset, recordOffset + 55), 56);
  if (record === null || record.length < 56 || record.readUInt32LE(0) !== ZIP64_END_SIGNATURE) return null;
  return { entries: uint64(record, 32), size: uint64(record, 40), offset: uint64(record, 48) };
}

async function readEndRecord(source: CensusSource): Promise<EndRecord | null> {
  const tailLength = Math.min(source.sizeBytes, END_LENGTH + SATURATED_16);
  if (tailLength < END_LENGTH) return null;
  const tail = await readAll(await source.openRange(source.sizeBytes - tailLength, source.sizeBytes - 1), tailLength);
  if (tail === null) return null;
  for (let at = tail.length - END_LENGTH; at >= 0; at--) {
    if (tail.readUInt32LE(at) !== END_SIGNATURE) continue;
    if (tail.readUInt16LE(at + 4) !== 0 || tail.readUInt16LE(at + 6) !== 0) return null;
    const entries = tail.readUInt16LE(at + 10);
    const size = tail.readUInt32LE(at + 12);
    const offset = tail.readUInt32LE(at + 16);
    if (entries === SATURATED_16 || size === SATURATED_32 || offset === SATURATED_32) {
      return readZip64End(source, tail, at);
    }
    return { entries, size, offset };
  }
  return null;
}

/** Sizes and offset an entry saturates come from its ZIP64 extra field (id 1), in this order. */
function applyZip64Extra(entry: { -readonly [K in keyof ZipEntry]: ZipEntry[K] }, extra: Buffer): void {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 1) {
      let field = at + 4;
      const end = Math.min(extra.length, at + 4 + length);
      if (entry.uncompressedSize === SATURATED_32 && field + 8 <= end) {
        entry.uncompressedSize = uint64(extra, field);
        field += 8;
      }
      if (entry.compressedSize === SATURATED_32 && field + 8 <= end) {
        entry.compressedSize = uint64(extra, field);
        field += 8;
      }
      if (entry.localHeaderOffset === SATURATED_32 && field + 8 <= end) entry.localHeaderOffset = uint64(extra, field);
      return;
    }
    at += 4 + length;
  }
}

function parseEntries(directory: Buffer, count: number): ZipEntry[] | null {
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at + ENTRY_LENGTH > directory.length || directory.readUInt32LE(at) !== ENTRY_SIGNATURE) return null;
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const nameAt = at + ENTRY_LENGTH;
    if (nameAt + nameLength + extraLength + commentLength > directory.length) return null;
    const entry = {
      name: directory.toString("utf8", nameAt, nameAt + nameLength),
      flags: directory.readUInt16LE(at + 8),
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      uncompressedSize: directory.readUInt32LE(at + 24),
      localHeaderOffset: directory.readUInt32LE(at + 42),
    };
    applyZip64Extra(entry, directory.subarray(nameAt + nameLength, nameAt + nameLength + extraLength));
    entries.push(entry);
    at = nameAt + nameLength + extraLength + commentLength;
  }
  return entries;
}

export async function readZipDirectory(source: CensusSource): Promise<ZipDirectory | null> {
  const end = await readEndRecord(source);
  if (end === null || end.entries === 0 || end.entries > MAX_ENTRIES) return null;
  if (end.size > MAX_DIRECTORY_BYTES || end.offset + end.size > source.sizeBytes || end.size < ENTRY_LENGTH) {
    return null;
  }
  const directory = await readAll(await source.openRange(end.offset, end.offset + end.size - 1), end.size);
  if (directory === null) return null;
  const entries = parseEntries(directory, end.entries);
  return entries === null ? null : { entries, directoryOffset: end.offset };
}
