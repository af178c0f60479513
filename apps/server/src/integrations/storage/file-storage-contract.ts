/**
 * The behaviour every FileStorage adapter must have, as one suite that each adapter's test file runs with its own
 * factory (local-disk-storage.test.ts, s3-storage.test.ts). Each test gets a fresh, empty storage.
 */
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { RangeNotSatisfiableError } from "./byte-range";
import type { FileStorage } from "./file-storage";
import { MemoryProbe } from "./memory-probe";
import { patternedSha256, patternedSlice, patternedStream } from "./patterned-file";
import { InvalidStorageKeyError } from "./storage-key";

export interface ContractSubject {
  storage: FileStorage;
  /** Everything the storage holds, under any name (a temporary file too): what a failed write must not add to. */
  storedNames(): Promise<string[]>;
  cleanup(): Promise<void>;
}

const MiB = 1024 * 1024;
const LARGE_FILE_BYTES = 50 * MiB;
const bytes = (text: string) => new TextEncoder().encode(text);

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stream that yields `beforeFailure` bytes, then fails as an aborted upload does. */
function failingStream(beforeFailure: number, error: Error): Readable {
  return Readable.from(
    (async function* () {
      for (let sent = 0; sent < beforeFailure; sent += 64 * 1024) yield Buffer.alloc(64 * 1024, 0x61);
      throw error;
    })(),
  );
}

export interface ContractOptions {
  /**
   * The most memory the 50 MiB stream may keep alive, as a share of the file (default 0.4). The S3 suite's server
   * (s3rver) runs in the same process, so its own copies of the part it is receiving count too.
   */
  heldShareOfLargeFile?: number;
}

export function fileStorageContract(
  adapter: string,
  createSubject: () => Promise<ContractSubject>,
  options: ContractOptions = {},
): void {
  const heldShare = options.heldShareOfLargeFile ?? 0.4;
  describe(`FileStorage contract: ${adapter}`, () => {
    let current: ContractSubject | null = null;
    const subject = async () => {
      current = await createSubject();
      return current;
    };
    afterEach(async () => {
      await current?.cleanup();
      current = null;
    });

    it("stores, replaces, reads, sizes and deletes bytes under a nested key", async () => {
      const { storage } = await subject();
      const key = "clients/3f1c/documents/summary.pdf";
      await storage.put(key, bytes("%PDF-1.3 test"), "application/pdf");
      expect(await storage.exists(key)).toBe(true);
      expect(await storage.stat(key)).toEqual({ sizeBytes: 13 });
      expect(Buffer.from((await storage.get(key)) ?? []).toString()).toBe("%PDF-1.3 test");

      await storage.put(key, new Uint8Array([1, 2, 3]), "application/pdf");
      expect(Array.from((await storage.get(key)) ?? [])).toEqual([1, 2, 3]);

      await storage.delete(key);
      expect(await storage.exists(key)).toBe(false);
      expect(await storage.get(key)).toBeNull();
    });

    it("writes a stream as it comes and reads it back as a stream with its size", async () => {
      const { storage } = await subject();
      const chunks = ["one ", "two ", "three"].map((text) => Buffer.from(text));
      await storage.put("a/streamed.txt", Readable.from(chunks), "text/plain");
      const found = await storage.read("a/streamed.txt");
      expect(found?.sizeBytes).toBe(13);
      expect(found?.range).toBeNull();
      expect((await readAll(found?.body ?? Readable.from([]))).toString()).toBe("one two three");
      await storage.put("a/empty.txt", Readable.from([]), "text/plain");
      expect(await storage.stat("a/empty.txt")).toEqual({ sizeBytes: 0 });
    });

    it("reads byte ranges, inclusive, with the end clamped to the last byte", async () => {
      const { storage } = await subject();
      await storage.put("v/clip.mp4", bytes("0123456789"), "video/mp4");
      const cases = [
        [{ start: 0, end: 0 }, "0", { start: 0, end: 0 }],
        [{ start: 2, end: 5 }, "2345", { start: 2, end: 5 }],
        [{ start: 9, end: 9 }, "9", { start: 9, end: 9 }],
        [{ start: 7, end: 1000 }, "789", { start: 7, end: 9 }],
        // An open-ended "bytes=3-", as an HTTP answer asks for it.
        [{ start: 3, end: Number.MAX_SAFE_INTEGER }, "3456789", { start: 3, end: 9 }],
      ] as const;
      for (const [asked, text, served] of cases) {
        const found = await storage.read("v/clip.mp4", asked);
        expect(found?.sizeBytes).toBe(10);
        expect(found?.range).toEqual(served);
        expect((await readAll(found?.body ?? Readable.from([]))).toString()).toBe(text);
      }
    });

    it("refuses a range past the end with the object's size, and a malformed one", async () => {
      const { storage } = await subject();
      await storage.put("v/clip.mp4", bytes("0123456789"), "video/mp4");
      const refused = await storage.read("v/clip.mp4", { start: 10, end: 20 }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(RangeNotSatisfiableError);
      expect(refused).toMatchObject({ sizeBytes: 10 });
      await expect(storage.read("v/clip.mp4", { start: 5, end: 4 })).rejects.toBeInstanceOf(RangeError);
      await expect(storage.read("v/clip.mp4", { start: -1, end: 4 })).rejects.toBeInstanceOf(RangeError);
    });

    it("answers a missing key with null or false, and deleting it is no error", async () => {
      const { storage } = await subject();
      const key = "clients/none/documents/missing.pdf";
      expect(await storage.get(key)).toBeNull();
      expect(await storage.read(key)).toBeNull();
      expect(await storage.read(key, { start: 0, end: 10 })).toBeNull();
      expect(await storage.stat(key)).toBeNull();
      expect(await storage.exists(key)).toBe(false);
      await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    it.each([
      ["within the first part", 256 * 1024],
      ["after several parts", 11 * MiB],
    ])("leaves nothing behind and keeps the old bytes when the stream fails %s", async (_when, failAfter) => {
      const { storage, storedNames } = await subject();
      await storage.put("k/kept.bin", bytes("old"), "application/octet-stream");
      const before = await storedNames();
      const failure = new Error("the client went away");
      await expect(
        storage.put("k/new.bin", failingStream(failAfter, failure), "application/octet-stream"),
      ).rejects.toBe(failure);
      await expect(
        storage.put("k/kept.bin", failingStream(failAfter, failure), "application/octet-stream"),
      ).rejects.toBe(failure);
      expect(await storedNames()).toEqual(before);
      expect(await storage.exists("k/new.bin")).toBe(false);
      expect(Buffer.from((await storage.get("k/kept.bin")) ?? []).toString()).toBe("old");
    });

    it.each([
      "../outside.txt",
      "clients/../../etc/passwd",
      "/etc/passwd",
      "clients//double",
      "clients/.hidden",
      "clients\\windows",
      "clients/a b.pdf",
      // A temporary file's name on disk (what the start-up sweep removes) is never a key.
      "clients/c1/.d1.pdf.0123456789ab.tmp",
      "clients/c1/d1.pdf.0123456789ab.tmp",
      "",
    ])("refuses the key %j on every operation", async (key) => {
      const { storage, storedNames } = await subject();
      await expect(storage.put(key, new Uint8Array([1]), "text/plain")).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.read(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.stat(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      expect(await storedNames()).toEqual([]);
    });

    it("streams a 50 MB file through put and read, holding far less than the file", { timeout: 120_000 }, async () => {
      const { storage } = await subject();
      const probe = new MemoryProbe();
      const everyFiveMiB = (done: number) => {
        if (done % (5 * MiB) === 0) probe.sample();
      };
      await storage.put("large/video.mp4", patternedStream(LARGE_FILE_BYTES, everyFiveMiB), "video/mp4");
      expect(await storage.stat("large/video.mp4")).toEqual({ sizeBytes: LARGE_FILE_BYTES });

      const found = await storage.read("large/video.mp4");
      expect(found?.sizeBytes).toBe(LARGE_FILE_BYTES);
      const hash = createHash("sha256");
      let read = 0;
      for await (const chunk of found?.body ?? Readable.from([])) {
        hash.update(chunk as Buffer);
        const before = read;
        read += (chunk as Buffer).length;
        if (Math.floor(read / (5 * MiB)) > Math.floor(before / (5 * MiB))) probe.sample();
      }
      expect(read).toBe(LARGE_FILE_BYTES);
      expect(hash.digest("hex")).toBe(patternedSha256(LARGE_FILE_BYTES));

      // A range across a block boundary deep in the file, as a phone seeking in a video asks.
      const range = { start: 30 * MiB - 100, end: 30 * MiB + 99 };
      const ranged = await storage.read("large/video.mp4", range);
      expect(ranged?.range).toEqual(range);
      expect(
        Buffer.compare(await readAll(ranged?.body ?? Readable.from([])), patternedSlice(range.start, range.end)),
      ).toBe(0);

      // Streaming holds a part (5 MiB for S3) and a few chunks, give or take the collector's few MiB of noise;
      // buffering the file would hold its 50 MiB.
      expect(probe.peakBytes).toBeLessThan(LARGE_FILE_BYTES * heldShare);
      console.info(`${adapter}: ${(probe.peakBytes / MiB).toFixed(1)} MiB held at most for a 50 MiB file`);
    });
  });
}
