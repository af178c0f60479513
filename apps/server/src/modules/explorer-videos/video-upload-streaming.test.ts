/**
 * The medical video streams to storage too (issue 12): over a real HTTP connection its bytes reach storage while the
 * request is still sending, a video over MEDICAL_VIDEO_MAX_MB is refused with 413 as it streams, and a client that
 * goes away leaves no object, no row and no error in the log (one info line).
 */
import { createHash } from "node:crypto";
import type { MedicalVideoUpload } from "@onboard/domain/explorer/medical-video-api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient } from "../../../test/factories/index";
import { documents } from "../../db/schema/index";
import { startRawUpload } from "../uploads/raw-upload-client";
import { UPLOAD_ABORTED_LOG } from "../uploads/upload-failure.http";
import { startUploadTestApp, type UploadTestApp, waitFor } from "../uploads/upload-test-app";
import { isoMediaFile, UPLOAD } from "./explorer-videos-test-support";

const MiB = 1024 * 1024;
let t: UploadTestApp;
beforeAll(async () => {
  t = await startUploadTestApp({ MEDICAL_VIDEO_MAX_MB: "3" });
});
afterAll(() => t?.close());

async function uploadTo(clientId: string, fileBytes: number) {
  return startRawUpload({
    url: `${t.origin}${UPLOAD(clientId)}`,
    headers: await t.staffHeaders(),
    fields: { language: "en" },
    filename: "Medical.mp4",
    fileBytes,
  });
}

const rowsOf = (clientId: string) => t.database.db.select().from(documents).where(eq(documents.clientId, clientId));
const putFor = (clientId: string) => t.storage.puts.find((put) => put.key.startsWith(`clients/${clientId}/`));
const requestIdOf = (url: string) =>
  t.logs.find((line) => (line.req as { url?: string } | undefined)?.url === url)?.reqId ?? "";

describe("streamed medical-video uploads", () => {
  it("hands storage a stream whose bytes arrive while the request is still sending", async () => {
    const client = await buildClient(t.database.db);
    const video = isoMediaFile("isom", 3 * MiB - 1024);
    const upload = await uploadTo(client.id, video.length);
    await upload.send(video.subarray(0, 2 * MiB));
    await waitFor("bytes in storage mid-request", () => (putFor(client.id)?.receivedBytes ?? 0) >= MiB);
    expect(putFor(client.id)).toMatchObject({ streamed: true, outcome: "pending" });
    await upload.send(video.subarray(2 * MiB));
    const answer = await upload.finish();
    expect(answer.statusCode, answer.body).toBe(201);
    const body = JSON.parse(answer.body) as MedicalVideoUpload;
    expect(body.document).toMatchObject({ sizeBytes: video.length, mimeType: "video/mp4", language: "en" });
    expect(putFor(client.id)).toMatchObject({ outcome: "stored", receivedBytes: video.length });
    expect(putFor(client.id)?.largestChunkBytes).toBeLessThan(MiB);
    const [row] = await rowsOf(client.id);
    expect(row?.sha256).toBe(createHash("sha256").update(video).digest("hex"));
    expect(Buffer.compare(Buffer.from((await t.storage.get(row?.storageKey ?? "")) ?? []), video)).toBe(0);
  });

  it("refuses a video over MEDICAL_VIDEO_MAX_MB with 413 as it streams, leaving no object and no row", async () => {
    const client = await buildClient(t.database.db);
    const video = isoMediaFile("isom", 4 * MiB);
    const upload = await uploadTo(client.id, video.length);
    for (let offset = 0; offset < video.length; offset += MiB) await upload.send(video.subarray(offset, offset + MiB));
    const answer = await upload.finish();
    expect(answer.statusCode).toBe(413);
    const message = "The video is larger than 3 MB.";
    expect(JSON.parse(answer.body)).toEqual({
      message,
      code: "FILE_TOO_LARGE",
      errors: [{ path: "body.file", message }],
    });
    expect(putFor(client.id)).toMatchObject({ streamed: true, outcome: "failed" });
    expect(await rowsOf(client.id)).toEqual([]);
    expect(await t.filesOf(client.id)).toEqual([]);
  });

  it("leaves no object and no row when the client goes away mid-video, and logs it once at info", async () => {
    const client = await buildClient(t.database.db);
    const video = isoMediaFile("isom", 3 * MiB - 1024);
    const upload = await uploadTo(client.id, video.length);
    await upload.send(video.subarray(0, 2 * MiB));
    await waitFor("bytes in storage mid-request", () => (putFor(client.id)?.receivedBytes ?? 0) >= MiB);
    upload.abort();
    const reqId = requestIdOf(UPLOAD(client.id));
    await waitFor("the answer nobody reads", () => t.answered.has(reqId));
    expect(putFor(client.id)?.outcome).toBe("failed");
    expect(await rowsOf(client.id)).toEqual([]);
    expect(await t.filesOf(client.id)).toEqual([]);
    const lines = t.logs.filter((line) => line.reqId === reqId);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.filter((line) => line.msg === UPLOAD_ABORTED_LOG).map((line) => line.level)).toEqual([30]);
  });
});
