import { describe, expect, it } from "vitest";
import { createVideoHost } from "./create-video-host";

describe("the embedded video host", () => {
  const host = createVideoHost("embedded");
  const video = {
    clientId: "0b6f1c1e-6d55-4b7e-9f57-3d1f7f6f0a01",
    documentId: "6f1c2d3e-4a5b-4c6d-8e7f-901234567890",
    name: "Medical plans.mp4",
    mimeType: "video/mp4",
    storageKey: "clients/0b6f1c1e-6d55-4b7e-9f57-3d1f7f6f0a01/documents/6f1c2d3e-4a5b-4c6d-8e7f-901234567890.mp4",
    sizeBytes: 4,
  };

  it("hosts the stored document itself: the video's id is the document's, each upload has its own id", async () => {
    const first = await host.upload(video);
    const second = await host.upload(video);
    expect(host.kind).toBe("embedded");
    expect(first).toMatchObject({ vidyardId: video.documentId, playbackUrl: null });
    expect(first.vidyardUploadId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.vidyardUploadId).not.toBe(first.vidyardUploadId);
    expect(await host.storedDocumentId(first.vidyardId)).toBe(video.documentId);
  });

  it("knows no id that is not a document's", async () => {
    expect(await host.storedDocumentId("abc123")).toBeNull();
    expect(await host.storedDocumentId("6F1C2D3E-4A5B-4C6D-8E7F-901234567890")).toBe(video.documentId);
    await expect(host.delete(video.documentId)).resolves.toBeUndefined();
  });
});
