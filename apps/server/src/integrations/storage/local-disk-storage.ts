/**
 * FileStorage on the local disk (the embedded default, ./.data/files): one file per key under a root directory. A write
 * goes to a temporary file beside its target (`.{name}.{12 hex}.tmp`, a name no key can have), renamed into place once
 * complete; a process killed in between leaves the temporary file, which `removeAbandonedWrites` sweeps at start-up.
 */
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { type FileHandle, lstat, mkdir, open, opendir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { type ByteRange, clampRange } from "./byte-range";
import { ABANDONED_WRITE_AGE_MS, type ManagedFileStorage, type StoredObjectStream } from "./file-storage";
import { assertValidStorageKey, InvalidStorageKeyError, TEMPORARY_FILE_ENDING } from "./storage-key";

export class LocalDiskStorage implements ManagedFileStorage {
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
    const temporary = path.join(
      path.dirname(target),
      `.${path.basename(target)}.${randomBytes(6).toString("hex")}.tmp`,
    );
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

  async removeAbandonedWrites(options: { olderThanMs?: number; now?: number } = {}): Promise<number> {
    const cutoff = (options.now ?? Date.now()) - (options.olderThanMs ?? ABANDONED_WRITE_AGE_MS);
    let directory: AsyncIterable<{ name: string; parentPath: string; isFile(): boolean }>;
    try {
      directory = await opendir(this.root, { recursive: true });
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
    let removed = 0;
    for await (const entry of directory) {
      if (!entry.isFile() || !TEMPORARY_FILE_ENDING.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      // A write in progress (here or in another process) keeps touching its file: only a stale one is abandoned.
      const stats = await lstat(file).catch(() => null);
      if (!stats || stats.mtimeMs >= cutoff) continue;
      await rm(file, { force: true });
      removed++;
    }
    return removed;
  }

  /** Nothing to release: every read's file handle closes with its stream. */
  async close(): Promise<void> {}
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
