/** FileStorage on the local disk (the embedded default, ./.data/files): one file per key under a root directory. */
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { type FileHandle, mkdir, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { type ByteRange, clampRange } from "./byte-range";
import type { FileStorage, StoredObjectStream } from "./file-storage";
import { assertValidStorageKey, InvalidStorageKeyError } from "./storage-key";

export class LocalDiskStorage implements FileStorage {
  private readonly root: string;

  constructor(rootDir: string) {
    this.root = path.resolve(rootDir);
  }

  /** The file for a key, refusing anything that would resolve outside the root. */
  private pathFor(key: string): string {
    assertValidStorageKey(key);
    const target = path.resolve(this.root, ...key.split("/"));
    if (!target.startsWith(this.root + path.sep)) throw new InvalidStorageKeyError(key);
    return target;
  }

  /** The content type is not kept on disk: the documents table records each file's mime type. */
  async put(key: string, body: Uint8Array | Readable, _contentType: string): Promise<void> {
    const target = this.pathFor(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write beside the target and rename, so a reader never sees a half-written file.
    const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      if (body instanceof Uint8Array) await writeFile(temporary, body);
      else await pipeline(body, createWriteStream(temporary, { flags: "wx" }));
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Uint8Array | null> {
    const target = this.pathFor(key);
    try {
      const buffer = await readFile(target);
      return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<StoredObjectStream | null> {
    const handle = await openFile(this.pathFor(key));
    if (!handle) return null;
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      const clamped = range ? clampRange(range, stats.size) : null;
      // The stream closes the handle when it ends or is destroyed.
      const body = handle.createReadStream(clamped ?? {});
      return { body, sizeBytes: stats.size, range: clamped };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async stat(key: string): Promise<{ sizeBytes: number } | null> {
    const target = this.pathFor(key);
    try {
      const stats = await stat(target);
      return stats.isFile() ? { sizeBytes: stats.size } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathFor(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }
}

/** The open file, or null when there is none (opened first, so that a deletion cannot slip between stat and read). */
async function openFile(target: string): Promise<FileHandle | null> {
  try {
    return await open(target, "r");
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}
