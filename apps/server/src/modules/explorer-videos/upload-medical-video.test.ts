import { createHash } from "node:crypto";
import type { MedicalVideoUpload } from "@onboard/domain/explorer/medical-video-api";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient } from "../../../test/factories/index";
import { buildTestApp, csrfHeaders, type TestApp } from "../../../test/test-app";
import { auditLog, documents } from "../../db/schema/index";
import { LocalDiskStorage } from "../../integrations/storage/local-disk-storage";
import { buildDocumentsTestApp } from "../documents/documents-test-support";
import { isoMediaFile, staffWithClient, UPLOAD, videoCaller, webmFile } from "./explorer-videos-test-support";

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await buildDocumentsTestApp());
});
afterAll(() => close());

const db = () => t.database.db;
const storage = () => new LocalDiskStorage(`${t.config.dataDir}/files`);
const videosOf = (clientId: string) =>
  db()
    .select()
    .from(documents)
    .where(and(eq(documents.clientId, clientId), eq(documents.category, "medical-video")));

describe("POST /api/clients/:clientId/documents/vidyard/upload", () => {
  it("keeps an MP4 as the client's medical-video document and answers the host's ids", async () => {
    const { client, staff } = await staffWithClient(t);
    const mp4 = isoMediaFile("isom", 4096);
    const response = await staff.upload(client.id, [{ filename: "Medical plans 2026.mp4", bytes: mp4 }], {
      language: "en",
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<MedicalVideoUpload>();
    // The embedded host: the stored document is the hosted video.
    expect(body.vidyardId).toBe(body.documentId);
    expect(body.vidyardUploadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.vidyardUploadId).not.toBe(body.vidyardId);
    expect(body.playbackUrl).toBe(`/api/clients/${client.id}/documents/${body.documentId}`);
    expect(body.document).toMatchObject({
      id: body.documentId,
      clientId: client.id,
      category: "medical-video",
      name: "Medical plans 2026.mp4",
      mimeType: "video/mp4",
      sizeBytes: mp4.length,
      processStatus: "COMPLETED",
      language: "en",
      updatedBy: { id: staff.userId },
    });

    const [row] = await videosOf(client.id);
    expect(row?.sha256).toBe(createHash("sha256").update(mp4).digest("hex"));
    expect(row?.storageKey).toBe(`clients/${client.id}/documents/${body.documentId}.mp4`);
    const stored = await storage().get(row?.storageKey ?? "");
    expect(Buffer.compare(Buffer.from(stored ?? []), mp4)).toBe(0);

    const played = await staff.get(body.playbackUrl ?? "");
    expect(played.statusCode).toBe(200);
    expect(played.headers["content-type"]).toBe("video/mp4");
    expect(Buffer.compare(played.rawPayload, mp4)).toBe(0);

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, body.documentId), eq(auditLog.action, "medical-video.upload")));
    expect(entry).toMatchObject({ actorUserId: staff.userId, clientId: client.id, entity: "Document" });
    expect(entry?.details).toMatchObject({
      before: null,
      after: { name: "Medical plans 2026.mp4", vidyardId: body.vidyardId, videoHost: "embedded" },
    });
  });

  it("takes WebM and M4V too, naming a file without an extension by its bytes", async () => {
    const { client, staff } = await staffWithClient(t);
    const webm = await staff.upload(client.id, [{ filename: "welcome", bytes: webmFile(), contentType: "video/webm" }]);
    expect(webm.statusCode, webm.body).toBe(201);
    expect(webm.json<MedicalVideoUpload>().document).toMatchObject({
      name: "welcome.webm",
      mimeType: "video/webm",
      language: null,
    });
    const m4v = await staff.upload(client.id, [{ filename: "tour.mp4", bytes: isoMediaFile("M4V ") }], {
      language: "es",
    });
    expect(m4v.statusCode, m4v.body).toBe(201);
    expect(m4v.json<MedicalVideoUpload>().document).toMatchObject({ name: "tour.mp4", mimeType: "video/mp4" });
  });

  it.each([
    ["a PDF named .mp4", "plan.mp4", Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n")],
    ["a QuickTime movie", "clip.mov", isoMediaFile("qt  ")],
    ["a PNG", "still.png", Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex")],
    ["plain text", "notes.txt", Buffer.from("not a video at all")],
    ["MP4 bytes named .webm", "clip.webm", isoMediaFile("isom")],
  ])("refuses %s with 415 and stores nothing", async (_label, filename, bytes) => {
    const { client, staff } = await staffWithClient(t);
    const response = await staff.upload(client.id, [{ filename, bytes, contentType: "video/mp4" }]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: "Upload the video as an MP4 or WebM file.",
      code: "FILE_TYPE_NOT_ALLOWED",
      errors: [{ path: "body.file", message: "Upload the video as an MP4 or WebM file." }],
    });
    expect(await videosOf(client.id)).toEqual([]);
  });

  it("refuses a request without a video, two videos, an empty file and a bad language", async () => {
    const { client, staff } = await staffWithClient(t);
    const none = await staff.upload(client.id, [], { language: "en" });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: "Choose a video to upload." });
    const two = await staff.upload(client.id, [
      { filename: "a.mp4", bytes: isoMediaFile() },
      { filename: "b.mp4", bytes: isoMediaFile() },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({ message: "Upload one video at a time." });
    const empty = await staff.upload(client.id, [{ filename: "a.mp4", bytes: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: "The video file is empty." });
    const language = await staff.upload(client.id, [{ filename: "a.mp4", bytes: isoMediaFile() }], { language: "fr" });
    expect(language.statusCode).toBe(400);
    expect(language.json()).toMatchObject({ errors: [{ path: "body.language" }] });
    expect(await videosOf(client.id)).toEqual([]);
  });

  it("refuses a body that is not multipart with 415", async () => {
    const { client, staff } = await staffWithClient(t);
    const { cookie, ...token } = await csrfHeaders(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: UPLOAD(client.id),
      headers: { cookie: `${staff.cookie}; ${cookie}`, ...token },
      payload: { file: "video" },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: "Send the video as multipart/form-data.", code: "NOT_MULTIPART" });
  });

  it("is for carrier staff only: brokers and ben admins get 403 on their own client, anonymous 401", async () => {
    const client = await buildClient(db());
    for (const role of ["BROKER", "BEN_ADMIN"] as const) {
      const caller = await videoCaller(t, role, [client.id]);
      const response = await caller.upload(client.id, [{ filename: "a.mp4", bytes: isoMediaFile() }]);
      expect(response.statusCode).toBe(403);
    }
    const owner = await videoCaller(t, "SLF_OWNER");
    expect((await owner.upload(client.id, [{ filename: "a.mp4", bytes: isoMediaFile() }])).statusCode).toBe(201);
    const anonymous = await t.app.inject({ method: "POST", url: UPLOAD(client.id), headers: await csrfHeaders(t.app) });
    expect(anonymous.statusCode).toBe(401);
    expect(await videosOf(client.id)).toHaveLength(1);
  });

  it("answers 404 for an unknown client", async () => {
    const { staff } = await staffWithClient(t);
    const response = await staff.upload("00000000-0000-4000-8000-00000000ffff", [
      { filename: "a.mp4", bytes: isoMediaFile() },
    ]);
    expect(response.statusCode).toBe(404);
  });
});

describe("the size limit (MEDICAL_VIDEO_MAX_MB)", () => {
  it("refuses a video over the limit with 413 and the limit in the message, storing nothing", async () => {
    const small = await buildTestApp({
      env: { DATA_DIR: t.config.dataDir, MEDICAL_VIDEO_MAX_MB: "1" },
      database: t.database,
    });
    try {
      const client = await buildClient(db());
      const staff = await videoCaller(small, "SLF_ADMIN");
      const fits = await staff.upload(client.id, [
        { filename: "fits.mp4", bytes: isoMediaFile("isom", 1024 * 1024 - 64) },
      ]);
      expect(fits.statusCode, fits.body).toBe(201);
      const big = await staff.upload(client.id, [{ filename: "big.mp4", bytes: isoMediaFile("isom", 1024 * 1024) }]);
      expect(big.statusCode).toBe(413);
      expect(big.json()).toMatchObject({ message: "The video is larger than 1 MB.", code: "FILE_TOO_LARGE" });
      expect(await videosOf(client.id)).toHaveLength(1);
    } finally {
      await small.close();
    }
  });
});
