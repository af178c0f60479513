/** FileStorage on the local disk (the embedded default, ./.data/files): one file per key under a root directory. */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FileStorage } from "./file-storage";
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
  async put(key: string, bytes: Uint8Array, _contentType: string): Promise<void> {
    const target = this.pathFor(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write beside the target and rename, so a reader never sees a half-written file.
    const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await writeFile(temporary, bytes);
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

  async delete(key: string): Promise<void> {
    await rm(this.pathFor(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    const target = this.pathFor(key);
    try {
      return (await stat(target)).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}
