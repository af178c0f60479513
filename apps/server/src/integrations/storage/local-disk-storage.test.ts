import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fileStorageContract } from "./file-storage-contract";
import { LocalDiskStorage } from "./local-disk-storage";
import { isValidStorageKey } from "./storage-key";

/** Every file under `root`, as paths relative to it ([] when it does not exist yet). */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

fileStorageContract("local disk", async () => {
  const root = await mkdtemp(path.join(tmpdir(), "onboard-storage-"));
  const files = path.join(root, "files");
  return {
    storage: new LocalDiskStorage(files),
    storedNames: () => filesUnder(files),
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
});

describe("LocalDiskStorage", () => {
  let root: string;
  let storage: LocalDiskStorage;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), "onboard-storage-"));
    storage = new LocalDiskStorage(path.join(root, "files"));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("leaves no temporary files behind", async () => {
    await storage.put("a/b.txt", new Uint8Array([7]), "text/plain");
    expect(await readdir(path.join(root, "files", "a"))).toEqual(["b.txt"]);
  });

  it.each(["clients/..", `x/${"a".repeat(600)}`])("counts %j as an invalid key", (key) => {
    expect(isValidStorageKey(key)).toBe(false);
  });

  it("never writes outside its root", async () => {
    await expect(storage.put("../escape.txt", new Uint8Array([1]), "text/plain")).rejects.toThrow();
    expect(await readdir(root)).toEqual([]);
  });

  it("answers a directory as no file", async () => {
    await storage.put("a/b/c.txt", new Uint8Array([7]), "text/plain");
    expect(await storage.read("a/b")).toBeNull();
    expect(await storage.stat("a/b")).toBeNull();
  });
});
