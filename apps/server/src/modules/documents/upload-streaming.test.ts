/**
 * Uploads stream to storage (issue 12): over a real HTTP connection, a file's bytes reach storage while the request
 * is still sending, a file over 20 MB is refused with 413 as it streams, and a client that goes away leaves no object,
 * no row and no error in the log (one info line).
 */
import { createHash } from "node:crypto";
import type { DocumentMeta } from "@onboard/domain/documents/document-schemas";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient } from "../../../test/factories/index";
import { documents } from "../../db/schema/index";
import { nextFilePart, startRawUpload } from "../uploads/raw-upload-client";
import { UPLOAD_ABORTED_LOG } from "../uploads/upload-failure.http";
import { HOLD_UNTIL_ABORTED, startUploadTestApp, type UploadTestApp, waitFor } from "../uploads/upload-test-app";
import { plainZip, xlsxWithContentTypesLast } from "./zip-test-file";

const XLSX_MIME_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const MiB = 1024 * 1024;
let t: UploadTestApp;
beforeAll(async () => {
  t = await startUploadTestApp();
});
afterAll(() => t?.close());

/** A PDF-looking file of `size` bytes: the signature, then filler, then the end marker. */
function pdfOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write("%PDF-1.7\n", 0, "latin1");
  bytes.write("\n%%EOF\n", size - 7, "latin1");
  return bytes;
}

async function uploadTo(clientId: string, filename: string, fileBytes: number, boundary?: string) {
  return startRawUpload({
    url: `${t.origin}/api/clients/${clientId}/documents`,
    headers: await t.staffHeaders(),
    fields: { category: "other" },
    filename,
    fileBytes,
    boundary,
  });
}

const rowsOf = (clientId: string) => t.database.db.select().from(documents).where(eq(documents.clientId, clientId));
const putFor = (clientId: string) => t.storage.puts.find((put) => put.key.startsWith(`clients/${clientId}/`));
/** The id Fastify gave the request to `url` (from its "incoming request" line). */
function requestIdOf(url: string): string {
  const line = t.logs.find((entry) => (entry.req as { url?: string } | undefined)?.url === url);
  return line?.reqId ?? "";
}

async function waitForRequestId(url: string): Promise<string> {
  await waitFor(`the request to ${url}`, () => requestIdOf(url) !== "");
  return requestIdOf(url);
}

describe("streamed document uploads", () => {
  it("hands storage a stream whose bytes arrive while the request is still sending", async () => {
    const client = await buildClient(t.database.db);
    const file = pdfOfSize(19 * MiB);
    const upload = await uploadTo(client.id, "big.pdf", file.length);
    await upload.send(file.subarray(0, 4 * MiB));
    // The request is not finished: storage must already have received bytes of it.
    await waitFor("bytes in storage mid-request", () => (putFor(client.id)?.receivedBytes ?? 0) >= 2 * MiB);
    const put = putFor(client.id);
    expect(put).toMatchObject({ streamed: true, outcome: "pending" });
    await upload.send(file.subarray(4 * MiB));
    const answer = await upload.finish();
    expect(answer.statusCode, answer.body).toBe(201);
    // Never a 19 MB buffer: the head (256 KiB) is the largest piece handed on.
    expect(put?.largestChunkBytes).toBeLessThan(MiB);
    expect(put).toMatchObject({ outcome: "stored", receivedBytes: file.length });
    const [meta] = JSON.parse(answer.body) as DocumentMeta[];
    const [row] = await rowsOf(client.id);
    expect(row).toMatchObject({ id: meta?.id, sizeBytes: file.length });
    expect(row?.sha256).toBe(createHash("sha256").update(file).digest("hex"));
    const stored = await t.storage.get(row?.storageKey ?? "");
    expect(Buffer.compare(Buffer.from(stored ?? []), file)).toBe(0);
  });

  it("refuses a file over 20 MB with 413 as it streams, leaving no object and no row", async () => {
    const client = await buildClient(t.database.db);
    const file = pdfOfSize(21 * MiB);
    const upload = await uploadTo(client.id, "huge.pdf", file.length);
    for (let offset = 0; offset < file.length; offset += MiB) await upload.send(file.subarray(offset, offset + MiB));
    const answer = await upload.finish();
    expect(answer.statusCode).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: "The file is larger than 20 MB.", code: "FILE_TOO_LARGE" });
    // Storage got 20 MB at most, then the stream failed: nothing is kept.
    expect(putFor(client.id)).toMatchObject({ streamed: true, outcome: "failed" });
    expect(putFor(client.id)?.receivedBytes).toBeLessThanOrEqual(20 * MiB);
    expect(await rowsOf(client.id)).toEqual([]);
    expect(await t.filesOf(client.id)).toEqual([]);
  });

  it("leaves no object and no row when the client goes away mid-file, and logs it once at info", async () => {
    const client = await buildClient(t.database.db);
    const file = pdfOfSize(10 * MiB);
    const upload = await uploadTo(client.id, "cut.pdf", file.length);
    await upload.send(file.subarray(0, 3 * MiB));
    await waitFor("bytes in storage mid-request", () => (putFor(client.id)?.receivedBytes ?? 0) >= MiB);
    upload.abort();
    const reqId = requestIdOf(`/api/clients/${client.id}/documents`);
    await waitFor("the answer nobody reads", () => t.answered.has(reqId));
    expect(putFor(client.id)?.outcome).toBe("failed");
    expect(await rowsOf(client.id)).toEqual([]);
    expect(await t.filesOf(client.id)).toEqual([]);
    const lines = t.logs.filter((line) => line.reqId === reqId);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.filter((line) => line.msg === UPLOAD_ABORTED_LOG).map((line) => line.level)).toEqual([30]);
  });

  it("keeps an .xlsx that lists its content types last, and refuses a ZIP named .xlsx after storing it", async () => {
    const client = await buildClient(t.database.db);
    const send = async (filename: string, bytes: Buffer) => {
      const upload = await uploadTo(client.id, filename, bytes.length);
      await upload.send(bytes);
      return upload.finish();
    };
    const xlsx = await send("census.xlsx", xlsxWithContentTypesLast(600 * 1024));
    expect(xlsx.statusCode, xlsx.body).toBe(201);
    expect(JSON.parse(xlsx.body)[0]).toMatchObject({ name: "census.xlsx", mimeType: XLSX_MIME_TYPE });
    const zip = await send("fake.xlsx", plainZip(600 * 1024));
    expect(zip.statusCode).toBe(400);
    expect(JSON.parse(zip.body)).toMatchObject({ message: "This file type is not allowed." });
    expect(await rowsOf(client.id)).toHaveLength(1);
    expect(await t.filesOf(client.id)).toHaveLength(1);
  });

  it("answers a client that went away before its body was read, instead of waiting for the body", async () => {
    const client = await buildClient(t.database.db);
    const upload = startRawUpload({
      url: `${t.origin}/api/clients/${client.id}/documents`,
      headers: { ...(await t.staffHeaders()), [HOLD_UNTIL_ABORTED]: "yes" },
      fields: { category: "other" },
      filename: "never.pdf",
      fileBytes: MiB,
    });
    const reqId = await waitForRequestId(`/api/clients/${client.id}/documents`);
    upload.abort();
    await waitFor("the answer nobody reads", () => t.answered.has(reqId));
    const lines = t.logs.filter((line) => line.reqId === reqId);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.filter((line) => line.msg === UPLOAD_ABORTED_LOG)).toHaveLength(1);
    expect(await rowsOf(client.id)).toEqual([]);
  });

  it("removes the files already stored when the client goes away during a later one", async () => {
    const client = await buildClient(t.database.db);
    const first = pdfOfSize(MiB);
    const second = pdfOfSize(8 * MiB);
    // One connection, two files: the second part's header is sent by hand between them.
    const boundary = "----onboard-two-files";
    const between = nextFilePart(boundary, "second.pdf");
    const upload = await uploadTo(client.id, "first.pdf", first.length + between.length + second.length, boundary);
    await upload.send(first);
    await upload.send(between);
    await upload.send(second.subarray(0, 3 * MiB));
    await waitFor(
      "the second file in storage",
      () => t.storage.puts.filter((put) => put.key.includes(client.id)).length === 2,
    );
    expect(putFor(client.id)?.outcome).toBe("stored");
    upload.abort();
    const reqId = requestIdOf(`/api/clients/${client.id}/documents`);
    await waitFor("the answer nobody reads", () => t.answered.has(reqId));
    expect(await rowsOf(client.id)).toEqual([]);
    expect(await t.filesOf(client.id)).toEqual([]);
  });
});
