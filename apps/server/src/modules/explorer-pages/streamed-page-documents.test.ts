/**
 * The explorer's documents and videos are streamed from storage, never held whole: a phone's seek in a large video
 * reads that range alone, the whole video passes through in chunks, HEAD reads nothing, a 304 touches no storage,
 * and a range past the end is a 416 with the size (public route and staff preview alike).
 */
import { explorerPreviewDocumentPath } from "@onboard/domain/explorer/explorer-preview-api";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildDocument, buildExplorerPage } from "../../../test/factories/index";
import { createSessionFor } from "../../../test/sessions";
import { MemoryProbe } from "../../integrations/storage/memory-probe";
import { patternedSha256, patternedSlice, patternedStream } from "../../integrations/storage/patterned-file";
import { fetchCounting, type StoredFilesTestApp, startStoredFilesTestApp } from "../documents/stored-files-test-app";
import { waitFor } from "../uploads/upload-test-app";

const MiB = 1024 * 1024;
const VIDEO_BYTES = 48 * MiB;
const END = Number.MAX_SAFE_INTEGER;

let t: StoredFilesTestApp;
let video: Awaited<ReturnType<typeof buildDocument>>;
let page: Awaited<ReturnType<typeof buildExplorerPage>>;
let url: string;

/** A page that shows `document` as its English medical video. */
async function pageShowing(document: { id: string }) {
  return buildExplorerPage(t.database.db, { medicalVideo: "ENGLISH_VIDEO", medicalVideoDocumentId: document.id });
}

async function storedVideo(sizeBytes: number) {
  const seed = await buildExplorerPage(t.database.db);
  const row = await buildDocument(t.database.db, {
    clientId: seed.clientId,
    name: "Medical plan.mp4",
    language: "en",
    mimeType: "video/mp4",
  });
  await t.storage.put(row.storageKey, patternedStream(sizeBytes), "video/mp4");
  return row;
}

beforeAll(async () => {
  t = await startStoredFilesTestApp();
  video = await storedVideo(VIDEO_BYTES);
  page = await pageShowing(video);
  url = `/api/explorer-pages/${page.id}/documents/${video.id}`;
}, 60_000);
afterAll(() => t?.close());
beforeEach(() => t.storage.clear());

const request = (method: "GET" | "HEAD", address: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: address, headers });

describe("GET /api/explorer-pages/:id/documents/:documentId, streamed", () => {
  it("answers a seek deep in a 48 MiB video with a 206 of those bytes, read from storage as that range alone", async () => {
    const start = 40 * MiB + 123;
    const end = start + 99_999;
    const response = await request("GET", url, { range: `bytes=${start}-${end}` });
    expect(response.statusCode).toBe(206);
    expect(response.headers).toMatchObject({
      "content-range": `bytes ${start}-${end}/${VIDEO_BYTES}`,
      "content-length": "100000",
      "content-type": "video/mp4",
      "accept-ranges": "bytes",
      "cache-control": "public, max-age=3600",
      // The documents row's SHA-256 (random in this test, so not the content's: nothing is hashed per request).
      etag: `"${video.sha256}"`,
    });
    expect(response.headers["content-disposition"]).toMatch(/^inline; filename=/);
    expect(Buffer.compare(response.rawPayload, patternedSlice(start, end))).toBe(0);
    expect(t.storage.calls).toEqual([`read ${video.storageKey}`]);
    expect(t.storage.reads).toEqual([{ key: video.storageKey, range: { start, end }, streamedBytes: 100_000 }]);
  });

  it("serves the open-ended, suffix and probing ranges players send, reading only their bytes", async () => {
    const lastTen = patternedSlice(VIDEO_BYTES - 10, VIDEO_BYTES - 1);
    const tail = `bytes ${VIDEO_BYTES - 10}-${VIDEO_BYTES - 1}/${VIDEO_BYTES}`;

    const openEnded = await request("GET", url, { range: `bytes=${VIDEO_BYTES - 10}-` });
    expect([openEnded.statusCode, openEnded.headers["content-range"]]).toEqual([206, tail]);
    expect(Buffer.compare(openEnded.rawPayload, lastTen)).toBe(0);
    expect(t.storage.reads).toEqual([
      { key: video.storageKey, range: { start: VIDEO_BYTES - 10, end: END }, streamedBytes: 10 },
    ]);

    t.storage.clear();
    const suffix = await request("GET", url, { range: "bytes=-10" });
    expect([suffix.statusCode, suffix.headers["content-range"]]).toEqual([206, tail]);
    expect(Buffer.compare(suffix.rawPayload, lastTen)).toBe(0);
    expect(t.storage.calls).toEqual([`stat ${video.storageKey}`, `read ${video.storageKey}`]);
    expect(t.storage.reads[0]?.streamedBytes).toBe(10);

    t.storage.clear();
    const probe = await request("GET", url, { range: "bytes=0-1" });
    expect([probe.statusCode, probe.headers["content-range"], probe.headers["content-length"]]).toEqual([
      206,
      `bytes 0-1/${VIDEO_BYTES}`,
      "2",
    ]);
    expect(t.storage.reads).toEqual([{ key: video.storageKey, range: { start: 0, end: 1 }, streamedBytes: 2 }]);
  });

  it("streams the whole video without holding it: memory stays far below its size", { timeout: 120_000 }, async () => {
    const probe = new MemoryProbe();
    let sampled = 0;
    const everyFourMiB = (received: number) => {
      if (Math.floor(received / (4 * MiB)) === sampled) return undefined;
      sampled = Math.floor(received / (4 * MiB));
      probe.sample();
    };
    const response = await fetchCounting(`${t.origin}${url}`, {}, everyFourMiB);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-length"]).toBe(String(VIDEO_BYTES));
    expect(response.bytes).toBe(VIDEO_BYTES);
    expect(response.sha256).toBe(patternedSha256(VIDEO_BYTES));
    expect(t.storage.reads).toEqual([{ key: video.storageKey, range: undefined, streamedBytes: VIDEO_BYTES }]);
    expect(t.storage.calls).toEqual([`read ${video.storageKey}`]);
    // A few chunks in flight, give or take the collector's noise; loading the file would hold its 48 MiB.
    expect(probe.peakBytes).toBeLessThan(VIDEO_BYTES * 0.4);
    console.info(`explorer video: ${(probe.peakBytes / MiB).toFixed(1)} MiB held at most for a 48 MiB answer`);
  });

  it("closes the storage's stream when the player goes away mid-answer (a seek cancels the last request)", async () => {
    const response = await fetchCounting(`${t.origin}${url}`, { range: `bytes=${MiB}-` }, (received) =>
      received >= MiB ? "abort" : undefined,
    );
    expect(response.statusCode).toBe(206);
    await waitFor("the storage stream to close", () => t.storage.openStreams === 0);
    expect(t.storage.reads).toHaveLength(1);
    expect(t.storage.reads[0]?.streamedBytes).toBeLessThan(VIDEO_BYTES - MiB);
  });

  it("answers a range past the end 416 with the size in Content-Range, cached by no one", async () => {
    for (const range of [
      `bytes=${VIDEO_BYTES}-`,
      `bytes=${VIDEO_BYTES + 5}-${VIDEO_BYTES + 9}`,
      "bytes=-0",
      "bytes=9-3",
    ]) {
      t.storage.clear();
      const response = await request("GET", url, { range });
      expect(response.statusCode, range).toBe(416);
      expect(response.headers["content-range"], range).toBe(`bytes */${VIDEO_BYTES}`);
      expect(response.headers["cache-control"], range).toBe("no-store");
      expect(response.body, range).toBe("");
      expect(
        t.storage.reads.every((read) => read.streamedBytes === 0),
        range,
      ).toBe(true);
    }
  });

  it("answers HEAD with the headers and the size, reading nothing (a Range is ignored)", async () => {
    for (const headers of [{}, { range: "bytes=0-1" }] as Record<string, string>[]) {
      t.storage.clear();
      const response = await request("HEAD", url, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        "content-length": String(VIDEO_BYTES),
        "content-type": "video/mp4",
        "accept-ranges": "bytes",
        "cache-control": "public, max-age=3600",
        etag: `"${video.sha256}"`,
      });
      expect(response.headers["content-range"]).toBeUndefined();
      expect(response.body).toBe("");
      expect(t.storage.calls).toEqual([`stat ${video.storageKey}`]);
    }
  });

  it("answers 304 to a caller holding this version, GET or HEAD, without touching storage", async () => {
    for (const method of ["GET", "HEAD"] as const) {
      const response = await request(method, url, { "if-none-match": `W/"x", "${video.sha256}"`, range: "bytes=0-9" });
      expect(response.statusCode, method).toBe(304);
      expect(response.headers.etag).toBe(`"${video.sha256}"`);
      expect(response.body).toBe("");
    }
    expect(t.storage.calls).toEqual([]);
  });

  it("serves a range only for the version If-Range names, and the whole file for several ranges", async () => {
    const clip = await storedVideo(1000);
    const clipUrl = `/api/explorer-pages/${(await pageShowing(clip)).id}/documents/${clip.id}`;
    const same = await request("GET", clipUrl, { range: "bytes=10-19", "if-range": `"${clip.sha256}"` });
    expect([same.statusCode, same.headers["content-range"]]).toEqual([206, "bytes 10-19/1000"]);
    const wholeFile: Record<string, string>[] = [
      { range: "bytes=10-19", "if-range": '"another-version"' },
      { range: "bytes=0-1,5-6" },
      { range: "items=0-1" },
    ];
    for (const headers of wholeFile) {
      const whole = await request("GET", clipUrl, headers);
      expect(whole.statusCode, JSON.stringify(headers)).toBe(200);
      expect(whole.headers["content-length"]).toBe("1000");
      expect(Buffer.compare(whole.rawPayload, patternedSlice(0, 999))).toBe(0);
    }
  });

  it("is 404, cached by no one, when the document's bytes are gone", async () => {
    const seed = await buildExplorerPage(t.database.db);
    const lost = await buildDocument(t.database.db, {
      clientId: seed.clientId,
      name: "Lost.mp4",
      language: "en",
      mimeType: "video/mp4",
    });
    const lostUrl = `/api/explorer-pages/${(await pageShowing(lost)).id}/documents/${lost.id}`;
    for (const method of ["GET", "HEAD"] as const) {
      for (const headers of [{}, { range: "bytes=0-9" }, { range: "bytes=-5" }] as Record<string, string>[]) {
        const response = await request(method, lostUrl, headers);
        expect(response.statusCode, `${method} ${JSON.stringify(headers)}`).toBe(404);
        expect(response.headers["cache-control"]).toBeUndefined();
        expect(response.headers.etag).toBeUndefined();
      }
    }
    expect((await request("GET", lostUrl)).json().code).toBe("NOT_FOUND");
  });
});

describe("GET /api/clients/:clientId/explorer-pages/:explorerPageId/preview/documents/:documentId, streamed", () => {
  it("streams staff a range, HEAD and 416 as the public route does, never cached", async () => {
    const { cookie } = await createSessionFor(t.database.db, { role: "SLF_ADMIN" });
    const previewUrl = explorerPreviewDocumentPath(page.clientId, page.id, video.id);
    const start = 30 * MiB;
    const part = await request("GET", previewUrl, { cookie, range: `bytes=${start}-${start + 9}` });
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({
      "content-range": `bytes ${start}-${start + 9}/${VIDEO_BYTES}`,
      "cache-control": "no-store",
      etag: `"${video.sha256}"`,
    });
    expect(Buffer.compare(part.rawPayload, patternedSlice(start, start + 9))).toBe(0);
    expect(t.storage.reads).toEqual([{ key: video.storageKey, range: { start, end: start + 9 }, streamedBytes: 10 }]);

    t.storage.clear();
    const head = await request("HEAD", previewUrl, { cookie });
    expect([head.statusCode, head.headers["content-length"], head.headers["cache-control"]]).toEqual([
      200,
      String(VIDEO_BYTES),
      "no-store",
    ]);
    expect(t.storage.calls).toEqual([`stat ${video.storageKey}`]);

    const past = await request("GET", previewUrl, { cookie, range: `bytes=${VIDEO_BYTES}-` });
    expect([past.statusCode, past.headers["content-range"]]).toEqual([416, `bytes */${VIDEO_BYTES}`]);
    expect((await request("HEAD", previewUrl)).statusCode).toBe(401);
  });
});
