import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LocalDiskStorage } from "./local-disk-storage";
import { InvalidStorageKeyError, isValidStorageKey } from "./storage-key";

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

  it("stores, reads, checks and deletes bytes under a nested key", async () => {
    const key = "clients/3f1c/documents/summary.pdf";
    const bytes = new TextEncoder().encode("%PDF-1.3 test");

    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();

    await storage.put(key, bytes, "application/pdf");
    expect(await storage.exists(key)).toBe(true);
    expect(Array.from((await storage.get(key)) ?? [])).toEqual(Array.from(bytes));

    await storage.put(key, new Uint8Array([1, 2, 3]), "application/pdf");
    expect(Array.from((await storage.get(key)) ?? [])).toEqual([1, 2, 3]);

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("leaves no temporary files behind", async () => {
    await storage.put("a/b.txt", new Uint8Array([7]), "text/plain");
    expect(await readdir(path.join(root, "files", "a"))).toEqual(["b.txt"]);
  });

  it.each([
    "../outside.txt",
    "clients/../../etc/passwd",
    "/etc/passwd",
    "clients//double",
    "clients/.hidden",
    "clients\\windows",
    "clients/a b.pdf",
    "clients/..",
    "",
    `x/${"a".repeat(600)}`,
  ])("refuses the key %j on every operation", async (key) => {
    expect(isValidStorageKey(key)).toBe(false);
    await expect(storage.put(key, new Uint8Array([1]), "text/plain")).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it("never writes outside its root", async () => {
    await expect(storage.put("../escape.txt", new Uint8Array([1]), "text/plain")).rejects.toThrow();
    expect(await readdir(root)).toEqual([]);
  });
});
