/**
 * The reader's `CensusSource` for a stored census file: its bytes opened from file storage as a stream, whole or a
 * byte range (an XLSX's central directory), never read into memory here.
 */
import type { Readable } from "node:stream";
import type { CensusFileKind } from "@onboard/domain/census/census-api";
import type { FileStorage } from "../../integrations/storage/file-storage";
import type { CensusSource } from "./reading/census-reader";

export interface StoredCensusFile {
  storageKey: string;
  sizeBytes: number;
  kind: CensusFileKind;
  sheet: string | null;
}

export class StoredFileMissingError extends Error {
  constructor(key: string) {
    super(`The stored bytes of ${key} are missing`);
    this.name = "StoredFileMissingError";
  }
}

export function censusSource(storage: FileStorage, file: StoredCensusFile): CensusSource {
  const read = async (range?: { start: number; end: number }): Promise<Readable> => {
    const stored = await storage.read(file.storageKey, range);
    if (!stored) throw new StoredFileMissingError(file.storageKey);
    return stored.body;
  };
  return {
    open: () => read(),
    openRange: (start, endInclusive) => read({ start, end: endInclusive }),
    kind: file.kind,
    sizeBytes: file.sizeBytes,
    sheet: file.sheet,
  };
}

/** The first bytes of the stored file (at most `length`), for telling a `.txt` file's separator. */
export async function readHead(storage: FileStorage, storageKey: string, length: number): Promise<Uint8Array> {
  const stored = await storage.read(storageKey, { start: 0, end: length - 1 }).catch(() => null);
  if (!stored) return new Uint8Array();
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
