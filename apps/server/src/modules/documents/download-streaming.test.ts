/**
 * GET /api/clients/:clientId/documents/:documentId and GET /api/documents/:id stream the file from storage with its
 * length (never `get`, never held whole: the answer is the storage's stream), HEAD reads nothing, and access is decided
 * before storage is touched.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildClient, buildDocument } from "../../../test/factories/index";
import { createSessionFor } from "../../../test/sessions";
import { patternedSha256, patternedStream } from "../../integrations/storage/patterned-file";
import { type StoredFilesTestApp, startStoredFilesTestApp } from "./stored-files-test-app";

const FILE_BYTES = 12 * 1024 * 1024;

let t: StoredFilesTestApp;
let clientId: string;
/** The session cookie of a ben admin of the client. */
let caller: string;
let document: Awaited<ReturnType<typeof buildDocument>>;

beforeAll(async () => {
  t = await startStoredFilesTestApp();
  clientId = (await buildClient(t.database.db)).id;
  caller = (await createSessionFor(t.database.db, { role: "BEN_ADMIN", clientIds: [clientId] })).cookie;
  document = await buildDocument(t.database.db, {
    clientId,
    name: "Census 2026.pdf",
    language: "en",
    mimeType: "application/pdf",
  });
  await t.storage.put(document.storageKey, patternedStream(FILE_BYTES), "application/pdf");
}, 60_000);
afterAll(() => t?.close());
beforeEach(() => t.storage.clear());

const urls = () => [`/api/clients/${clientId}/documents/${document.id}`, `/api/documents/${document.id}`];

const send = (cookie: string, method: "GET" | "HEAD", url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { cookie, ...headers } });

describe("document downloads, streamed", () => {
  it("answer the whole file as an attachment with its length, streamed from storage in one read", async () => {
    for (const url of urls()) {
      t.storage.clear();
      const response = await send(caller, "GET", url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers).toMatchObject({
        "content-type": "application/pdf",
        "content-length": String(FILE_BYTES),
        "cache-control": "private, no-store",
      });
      expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="Census 2026.pdf"/);
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers["accept-ranges"]).toBeUndefined();
      expect(createHash("sha256").update(response.rawPayload).digest("hex")).toBe(patternedSha256(FILE_BYTES));
      expect(t.storage.calls).toEqual([`read ${document.storageKey}`]);
      expect(t.storage.reads).toEqual([{ key: document.storageKey, range: undefined, streamedBytes: FILE_BYTES }]);
    }
  });

  it("send the whole file whatever Range asks (downloads offer no ranges)", async () => {
    const response = await send(caller, "GET", urls()[0] ?? "", { range: "bytes=0-9" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-range"]).toBeUndefined();
    expect(response.rawPayload.length).toBe(FILE_BYTES);
    expect(t.storage.reads[0]?.range).toBeUndefined();
  });

  it("answer HEAD with the headers and the length, reading nothing", async () => {
    for (const url of urls()) {
      t.storage.clear();
      const response = await send(caller, "HEAD", url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-length"]).toBe(String(FILE_BYTES));
      expect(response.headers["content-disposition"]).toMatch(/^attachment;/);
      expect(response.body).toBe("");
      expect(t.storage.calls).toEqual([`stat ${document.storageKey}`]);
    }
  });

  it("are 404 when the bytes are gone, GET or HEAD", async () => {
    const lost = await buildDocument(t.database.db, { clientId, name: "Lost.pdf", language: "en" });
    for (const url of [`/api/clients/${clientId}/documents/${lost.id}`, `/api/documents/${lost.id}`]) {
      for (const method of ["GET", "HEAD"] as const) {
        const response = await send(caller, method, url);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers["content-disposition"]).toBeUndefined();
      }
      expect((await send(caller, "GET", url)).json().code).toBe("NOT_FOUND");
    }
  });

  it("refuse another tenant before storage is touched, GET or HEAD", async () => {
    // A ben admin of another client.
    const stranger = (await createSessionFor(t.database.db, { role: "BEN_ADMIN" })).cookie;
    for (const method of ["GET", "HEAD"] as const) {
      expect((await send(stranger, method, urls()[0] ?? "")).statusCode, method).toBe(403);
      expect((await send(stranger, method, urls()[1] ?? "")).statusCode, method).toBe(404);
    }
    expect(t.storage.calls).toEqual([]);
  });
});
