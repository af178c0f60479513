/**
 * The whole app on an S3-compatible bucket (STORAGE_URL pointing at s3rver): a document and a medical video (over
 * 5 MiB, so a multipart upload) stream into the bucket, come back from their downloads, and the document's
 * processing job reads it from there.
 */
import { createHash } from "node:crypto";
import type { DocumentMeta } from "@onboard/domain/documents/document-schemas";
import type { MedicalVideoUpload } from "@onboard/domain/explorer/medical-video-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { type S3TestServer, startS3TestServer } from "../../integrations/storage/s3-test-server";
import { callerFor, eventually } from "../documents/documents-test-support";
import { isoMediaFile, staffWithClient } from "../explorer-videos/explorer-videos-test-support";

let server: S3TestServer;
let t: TestApp;
beforeAll(async () => {
  server = await startS3TestServer();
  t = await buildTestApp({ env: { STORAGE_URL: server.storageUrl("app") } });
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

describe("uploads with STORAGE_URL=s3://...", () => {
  it("keeps a document in the bucket, serves it back and processes it from there", async () => {
    const client = await buildClient(t.database.db);
    const caller = await callerFor(t, "BEN_ADMIN", [client.id]);
    const response = await caller.upload(client.id, { category: "other" }, [{ filename: "plan.pdf", bytes: PDF }]);
    expect(response.statusCode, response.body).toBe(201);
    const [meta] = response.json<DocumentMeta[]>();
    expect(await server.listKeys(`app/clients/${client.id}/`)).toEqual([
      `app/clients/${client.id}/documents/${meta?.id}.pdf`,
    ]);
    const download = await caller.request("GET", `/api/clients/${client.id}/documents/${meta?.id}`);
    expect(Buffer.compare(download.rawPayload, PDF)).toBe(0);
    const processed = await eventually(
      async () => (await caller.request("GET", `/api/clients/${client.id}/documents/meta`)).json<DocumentMeta[]>(),
      (list) => list[0]?.processStatus !== "PROCESSING",
    );
    expect(processed[0]?.processStatus).toBe("COMPLETED");
  });

  it("keeps a 6 MiB video in the bucket in parts and plays it back whole", async () => {
    const { client, staff } = await staffWithClient(t);
    const video = isoMediaFile("isom", 6 * 1024 * 1024);
    const response = await staff.upload(client.id, [{ filename: "Medical.mp4", bytes: video }]);
    expect(response.statusCode, response.body).toBe(201);
    const uploaded = response.json<MedicalVideoUpload>();
    expect(uploaded.document.sizeBytes).toBe(video.length);
    const played = await staff.get(uploaded.playbackUrl ?? "");
    expect(played.statusCode).toBe(200);
    expect(createHash("sha256").update(played.rawPayload).digest("hex")).toBe(
      createHash("sha256").update(video).digest("hex"),
    );
  });
});
