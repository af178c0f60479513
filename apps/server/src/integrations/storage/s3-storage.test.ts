import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fileStorageContract } from "./file-storage-contract";
import { createS3Client, S3Storage } from "./s3-storage";
import { type S3TestServer, startS3TestServer } from "./s3-test-server";

let server: S3TestServer;
beforeAll(async () => {
  server = await startS3TestServer();
});
afterAll(() => server?.close());

// Each test writes under a prefix of its own, so that it starts with an empty storage. The server is in this
// process: the part it is receiving (and its copies of it) count as held, so the bound is 30 of the 50 MiB (it was
// 20.4 MiB once on a loaded machine); a buffered file would still hold all 50.
fileStorageContract(
  "S3 (s3rver)",
  async () => {
    const prefix = `contract/${randomBytes(6).toString("hex")}`;
    const strip = (key: string) => key.slice(prefix.length + 1);
    const storage = new S3Storage(server.location(prefix));
    return {
      storage,
      storedNames: async () => (await server.listKeys(`${prefix}/`)).map(strip).sort(),
      cleanup: () => storage.close(),
    };
  },
  { heldShareOfLargeFile: 0.6 },
);

describe("S3Storage", () => {
  it("keeps keys under the URL's prefix, and without one at the bucket's root", async () => {
    const prefix = `tenant-${randomBytes(4).toString("hex")}/files`;
    await new S3Storage(server.location(prefix)).put("a/b.txt", new Uint8Array([1]), "text/plain");
    expect(await server.listKeys(`${prefix}/`)).toEqual([`${prefix}/a/b.txt`]);
    const root = `root-${randomBytes(4).toString("hex")}`;
    await new S3Storage(server.location()).put(`${root}/c.txt`, new Uint8Array([2]), "text/plain");
    expect(await server.listKeys(`${root}/`)).toEqual([`${root}/c.txt`]);
  });

  it("closes its client's sockets on close, and has nothing to sweep", async () => {
    const client = createS3Client(server.location());
    const storage = new S3Storage(server.location("closing"), client);
    await storage.put("a/b.txt", new Uint8Array([1]), "text/plain");
    const destroy = vi.spyOn(client, "destroy");
    expect(await storage.removeAbandonedWrites()).toBe(0);
    expect(destroy).not.toHaveBeenCalled();
    await storage.close();
    expect(destroy).toHaveBeenCalledOnce();
  });

  it("reports a bucket that does not exist as an error, not as a missing file", async () => {
    const storage = new S3Storage({ ...server.location(), bucket: "no-such-bucket" });
    await expect(storage.get("a/b.txt")).rejects.toMatchObject({ name: "NoSuchBucket" });
    await expect(storage.put("a/b.txt", new Uint8Array([1]), "text/plain")).rejects.toMatchObject({
      name: "NoSuchBucket",
    });
  });
});
