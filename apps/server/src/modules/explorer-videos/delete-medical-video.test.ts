import type { ExplorerPageDetail } from "@onboard/domain/explorer/explorer-admin-api";
import type { MedicalVideoUpload } from "@onboard/domain/explorer/medical-video-api";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient, buildDocument, buildPolicy } from "../../../test/factories/index";
import { csrfHeaders, type TestApp } from "../../../test/test-app";
import { auditLog, documents } from "../../db/schema/index";
import { LocalDiskStorage } from "../../integrations/storage/local-disk-storage";
import { buildDocumentsTestApp } from "../documents/documents-test-support";
import { call, PAGES, siteBody } from "../explorer-admin/explorer-admin-test-support";
import { DELETE, isoMediaFile, staffWithClient, type VideoCaller, videoCaller } from "./explorer-videos-test-support";

let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, close } = await buildDocumentsTestApp());
});
afterAll(() => close());

const db = () => t.database.db;
const storage = () => new LocalDiskStorage(`${t.config.dataDir}/files`);

async function uploaded(staff: VideoCaller, clientId: string): Promise<MedicalVideoUpload> {
  const response = await staff.upload(clientId, [{ filename: "Medical.mp4", bytes: isoMediaFile("isom", 2048) }]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MedicalVideoUpload>();
}

const rowOf = async (documentId: string) =>
  (await db().select().from(documents).where(eq(documents.id, documentId)))[0];

describe("DELETE /api/clients/:clientId/documents/vidyard/delete/:vidyardId", () => {
  it("removes the video: 204, the row soft-deleted and audited, the bytes gone; then 404", async () => {
    const { client, staff } = await staffWithClient(t);
    const video = await uploaded(staff, client.id);
    const storageKey = (await rowOf(video.documentId))?.storageKey ?? "";
    expect(await storage().exists(storageKey)).toBe(true);

    const response = await staff.remove(client.id, video.vidyardId);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe("");
    expect((await rowOf(video.documentId))?.deletedAt).toBeInstanceOf(Date);
    expect(await storage().exists(storageKey)).toBe(false);
    expect((await staff.get(video.playbackUrl ?? "")).statusCode).toBe(404);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, video.documentId), eq(auditLog.action, "medical-video.delete")));
    expect(entry).toMatchObject({ actorUserId: staff.userId, clientId: client.id });
    expect(entry?.details).toMatchObject({ before: { vidyardId: video.vidyardId, name: "Medical.mp4" }, after: null });

    const again = await staff.remove(client.id, video.vidyardId);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: "Video not found", code: "NOT_FOUND" });
  });

  it("answers 404 for an id the host does not know, another client's video and a document that is no video", async () => {
    const { client, staff } = await staffWithClient(t);
    const other = await buildClient(db());
    const video = await uploaded(staff, other.id);
    expect((await staff.remove(client.id, "not-a-video-id")).statusCode).toBe(404);
    expect((await staff.remove(client.id, "00000000-0000-4000-8000-0000000000f1")).statusCode).toBe(404);
    // The right id under another client's path is not found there, and stays.
    expect((await staff.remove(client.id, video.vidyardId)).statusCode).toBe(404);
    expect((await rowOf(video.documentId))?.deletedAt).toBeNull();
    const summary = await buildDocument(db(), {
      clientId: client.id,
      category: "plan-summary",
      name: "Summary.pdf",
      mimeType: "application/pdf",
      sizeBytes: 10,
      sha256: "0".repeat(64),
      storageKey: `clients/${client.id}/documents/summary-${Date.now()}.pdf`,
    });
    expect((await staff.remove(client.id, summary.id)).statusCode).toBe(404);
    expect((await rowOf(summary.id))?.deletedAt).toBeNull();
  });

  it("is for carrier staff only: brokers and ben admins get 403 on their own client, and the video stays", async () => {
    const { client, staff } = await staffWithClient(t);
    const video = await uploaded(staff, client.id);
    for (const role of ["BROKER", "BEN_ADMIN"] as const) {
      const caller = await videoCaller(t, role, [client.id]);
      expect((await caller.remove(client.id, video.vidyardId)).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: "DELETE",
      url: DELETE(client.id, video.vidyardId),
      headers: await csrfHeaders(t.app),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await rowOf(video.documentId))?.deletedAt).toBeNull();
  });
});

describe("a site with the uploaded video (the embedded host end to end)", () => {
  it("saves the ids on the site, plays the video on the public page, and refuses its deletion while shown", async () => {
    const { client, staff } = await staffWithClient(t);
    const policy = await buildPolicy(t.database.db, { clientId: client.id, policyEffective: "2026-01-01" });
    const video = await uploaded(staff, client.id);
    const body = siteBody(
      policy.id,
      {},
      {
        medicalVideo: "ENGLISH_VIDEO",
        medicalVideoEnglishTitle: "Your medical plans",
        medicalVideoDocumentId: video.documentId,
        vidyardId: video.vidyardId,
        vidyardUploadId: video.vidyardUploadId,
        isLive: true,
      },
    );
    const created = await call(t, staff.cookie, "POST", PAGES(client.id), { payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const page = created.json<ExplorerPageDetail>();
    expect(page).toMatchObject({ vidyardId: video.vidyardId, vidyardUploadId: video.vidyardUploadId });

    const publicPage = await t.app.inject({ method: "GET", url: `/api/explorer-pages/${page.id}` });
    expect(publicPage.statusCode, publicPage.body).toBe(200);
    const { medicalVideo } = publicPage.json<{ medicalVideo: { englishUrl: string | null } }>();
    expect(medicalVideo.englishUrl).toBeTruthy();
    const played = await t.app.inject({ method: "GET", url: medicalVideo.englishUrl ?? "" });
    expect(played.statusCode).toBe(200);
    expect(played.headers["content-type"]).toBe("video/mp4");

    const refused = await staff.remove(client.id, video.vidyardId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: "This video is shown on an explorer page. Choose another video or no video there first.",
      code: "VIDEO_IN_USE",
    });
    expect((await rowOf(video.documentId))?.deletedAt).toBeNull();

    // Once the site is deleted (soft), the video can go.
    expect((await call(t, staff.cookie, "DELETE", `${PAGES(client.id)}/${page.id}`)).statusCode).toBe(204);
    expect((await staff.remove(client.id, video.vidyardId)).statusCode).toBe(204);
  });
});
