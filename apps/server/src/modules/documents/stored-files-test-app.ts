/**
 * Test support for the streamed file answers (document downloads, explorer documents and videos): the whole app on a
 * database of its own, its files on a temporary disk behind a RecordingStorage (which shows how each answer read
 * them), a real port for the tests that measure memory, and `fetchCounting`, which reads a response as a phone would,
 * keeping nothing but its length and hash.
 */
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestApp } from "../../../test/test-app";
import { createTestDatabase } from "../../../test/test-database";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { LocalDiskStorage } from "../../integrations/storage/local-disk-storage";
import { RecordingStorage } from "../../integrations/storage/recording-storage";

export interface StoredFilesTestApp extends TestApp {
  storage: RecordingStorage;
  origin: string;
}

export async function startStoredFilesTestApp(): Promise<StoredFilesTestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "onboard-stored-files-"));
  const database = await createTestDatabase();
  const config = loadConfig({
    APP_ENV: "local",
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: "/nonexistent",
    JOBS_POLLING_INTERVAL_SECONDS: "0.5",
    EXPLORER_PAGE_CACHE_SECONDS: "0",
    DATA_DIR: dataDir,
  });
  const storage = new RecordingStorage(new LocalDiskStorage(path.join(dataDir, "files")));
  const app = await buildApp({ config, db: database.db, storage, logger: false });
  const origin = await app.listen({ host: "127.0.0.1", port: 0 });
  return {
    app,
    database,
    config,
    qpsSimulator: null,
    storage,
    origin,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CountedResponse {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: number;
  sha256: string;
}

/**
 * GET over HTTP, the body hashed and counted as it arrives, never kept. `onChunk` is called after each chunk; when it
 * returns "abort", the client goes away there (the connection destroyed) and the promise resolves with what came.
 */
export function fetchCounting(
  url: string,
  headers: Record<string, string> = {},
  onChunk?: (receivedBytes: number) => "abort" | undefined,
): Promise<CountedResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers }, (response) => {
      const hash = createHash("sha256");
      let bytes = 0;
      const done = () =>
        resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, bytes, sha256: hash.digest("hex") });
      response.on("data", (chunk: Buffer) => {
        hash.update(chunk);
        bytes += chunk.length;
        if (onChunk?.(bytes) !== "abort") return;
        request.destroy();
        done();
      });
      response.on("error", () => undefined);
      response.on("end", done);
    });
    request.on("error", (error) => {
      if (!request.destroyed) reject(error);
    });
    request.end();
  });
}
