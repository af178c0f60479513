import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
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

  it("sweeps the temporary files that writes a killed process left, once over an hour old, and nothing else", async () => {
    const files = path.join(root, "files");
    await storage.put("clients/c1/documents/d1.pdf", new Uint8Array([1]), "application/pdf");
    await storage.put("clients/c1/documents/notes.tmp", new Uint8Array([2]), "text/plain");
    // A write in progress: its temporary file stays until the stream ends.
    const body = new PassThrough();
    const writing = storage.put("clients/c1/documents/d2.mp4", body, "video/mp4");
    body.write(Buffer.alloc(1024, 1));
    const inProgress = await poll("the temporary file of the write in progress", async () =>
      (await filesUnder(files)).find((name) => name.startsWith("clients/c1/documents/.d2.mp4.")),
    );
    // What killed processes left: one in the adapter's own form, one in the form of earlier versions.
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);
    await mkdir(path.join(files, "clients/c2"), { recursive: true });
    const abandoned = ["clients/c2/.d3.pdf.abcdefabcdef.tmp", "clients/c1/documents/d4.pdf.0123456789ab.tmp"];
    for (const name of abandoned) {
      await writeFile(path.join(files, name), "half a file");
      await utimes(path.join(files, name), hoursAgo(2), hoursAgo(2));
    }
    const recent = "clients/c2/.d5.pdf.0123456789ab.tmp";
    await writeFile(path.join(files, recent), "another process is writing this one");
    await utimes(path.join(files, recent), hoursAgo(0.5), hoursAgo(0.5));

    expect(await storage.removeAbandonedWrites()).toBe(2);
    expect(await filesUnder(files)).toEqual(
      ["clients/c1/documents/d1.pdf", "clients/c1/documents/notes.tmp", inProgress, recent].sort(),
    );
    // 45 minutes later, the one last written half an hour ago is over an hour old; the write in progress is not.
    expect(await storage.removeAbandonedWrites({ now: Date.now() + 45 * 60 * 1000 })).toBe(1);
    expect(await filesUnder(files)).not.toContain(recent);

    body.end(Buffer.alloc(1024, 2));
    await writing;
    expect((await storage.stat("clients/c1/documents/d2.mp4"))?.sizeBytes).toBe(2048);
    expect(await filesUnder(files)).toEqual(
      ["clients/c1/documents/d1.pdf", "clients/c1/documents/d2.mp4", "clients/c1/documents/notes.tmp"].sort(),
    );
  });

  it("has nothing to sweep before its first file, and nothing to release on close", async () => {
    expect(await storage.removeAbandonedWrites()).toBe(0);
    await expect(storage.close()).resolves.toBeUndefined();
  });
});

/** Polls `find` until it gives a value (a condition, never a fixed sleep), or fails after a few seconds. */
async function poll<T>(what: string, find: () => Promise<T | undefined>): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() - started > 5_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
