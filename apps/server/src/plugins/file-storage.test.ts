/**
 * The app's file storage over its life (plugins/file-storage.ts): the configured one is swept of what killed writes
 * left when the app is ready, and closed (the S3 client's sockets) when the app closes, after the job runner has
 * stopped; a storage given to buildApp is its owner's to sweep and close.
 */
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { S3Client } from "@aws-sdk/client-s3";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, TEST_PLUGIN_TIMEOUT_MS } from "../../test/test-app";
import { createTestDatabase } from "../../test/test-database";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { LocalDiskStorage } from "../integrations/storage/local-disk-storage";
import { type S3TestServer, startS3TestServer } from "../integrations/storage/s3-test-server";

let s3: S3TestServer;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(() => s3?.close());
afterEach(async () => {
  vi.restoreAllMocks();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60 * 1000);

/** DATA_DIR/files with a stored file and the temporary file of a write a killed process left two hours ago. */
async function filesWithAbandonedWrite() {
  dataDir = await mkdtemp(path.join(tmpdir(), "onboard-storage-life-"));
  const documents = path.join(dataDir, "files", "clients", "c1", "documents");
  await mkdir(documents, { recursive: true });
  await writeFile(path.join(documents, "d1.pdf"), "%PDF-1.4 kept");
  const abandoned = path.join(documents, ".d2.pdf.abcdefabcdef.tmp");
  await writeFile(abandoned, "half a file");
  await utimes(abandoned, TWO_HOURS_AGO, TWO_HOURS_AGO);
  return { documents };
}

describe("the app's file storage", () => {
  it("is swept of the temporary files killed writes left when the app is ready", async () => {
    const { documents } = await filesWithAbandonedWrite();
    const t = await buildTestApp({ env: { DATA_DIR: dataDir } });
    try {
      expect(await readdir(documents)).toEqual(["d1.pdf"]);
    } finally {
      await t.close();
    }
  });

  it("closes its S3 client when the app closes, once the jobs have stopped", async () => {
    const events: string[] = [];
    const destroy = S3Client.prototype.destroy;
    vi.spyOn(S3Client.prototype, "destroy").mockImplementation(function (this: S3Client) {
      events.push("S3 client closed");
      destroy.call(this);
    });
    const t = await buildTestApp({ env: { STORAGE_URL: s3.storageUrl("life") } });
    const stopJobs = t.app.jobs.stop.bind(t.app.jobs);
    vi.spyOn(t.app.jobs, "stop").mockImplementation(async () => {
      await stopJobs();
      events.push("jobs stopped");
    });
    await t.app.inject({ method: "GET", url: "/api/configuration" });
    expect(events).toEqual([]);
    await t.close();
    expect(events).toEqual(["jobs stopped", "S3 client closed"]);
  });

  it("given to buildApp, is left to its owner: neither swept nor closed", async () => {
    await filesWithAbandonedWrite();
    const database = await createTestDatabase();
    const storage = new LocalDiskStorage(path.join(dataDir, "files"));
    const sweep = vi.spyOn(storage, "removeAbandonedWrites");
    const close = vi.spyOn(storage, "close");
    const config = loadConfig({
      APP_ENV: "local",
      LOG_LEVEL: "silent",
      WEB_DIST_DIR: "/nonexistent",
      DATA_DIR: dataDir,
    });
    const app = await buildApp({
      config,
      db: database.db,
      storage,
      logger: false,
      pluginTimeoutMs: TEST_PLUGIN_TIMEOUT_MS,
    });
    await app.ready();
    await app.close();
    await database.close();
    expect(sweep).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });
});
