/**
 * POST /api/clients/:clientId/documents/vidyard/upload: keeps the video as a `medical-video` document of the client
 * (bytes streamed to file storage as they arrive, by receive-video.http.ts before this runs; the row COMPLETED: the
 * bytes were recognised and checksummed on receipt, and a video needs no further processing), hands it to the video
 * host, and records the audit entry in the row's transaction. Anything that fails leaves neither a row nor bytes nor
 * a hosted video behind.
 */
import { MEDICAL_VIDEO_MESSAGES, type MedicalVideoUpload } from "@onboard/domain/explorer/medical-video-api";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { type Actor, auditActor } from "../../core/actor";
import type { Logger } from "../../core/logger";
import type { Database } from "../../db/client";
import { documents } from "../../db/schema/index";
import { AppError } from "../../errors/app-error";
import type { FileStorage } from "../../integrations/storage/file-storage";
import type { HostedVideo, VideoHost, VideoToHost } from "../../integrations/video/video-host";
import { recordAudit } from "../audit/index";
import { auditedDocumentFields, findDocumentsWithEditor, presentDocument } from "../documents/index";
import { MEDICAL_VIDEO_CATEGORY } from "./repository";
import type { ReceivedVideo } from "./stored-video";

export interface VideoDependencies {
  db: Database;
  storage: FileStorage;
  host: VideoHost;
  log: Logger;
}

/** Staff play the stored copy through the client's document download until the page is saved. */
const storedCopyUrl = (clientId: string, documentId: string) => `/api/clients/${clientId}/documents/${documentId}`;

export async function uploadMedicalVideo(
  deps: VideoDependencies,
  actor: Actor,
  user: AuthenticatedUser,
  clientId: string,
  video: ReceivedVideo,
): Promise<MedicalVideoUpload> {
  const { documentId, storageKey } = video;
  let hosted: HostedVideo | null = null;
  try {
    hosted = await hostVideo(deps.host, deps.log, { clientId, ...video });
    const ids = { vidyardId: hosted.vidyardId, vidyardUploadId: hosted.vidyardUploadId };
    await deps.db.transaction(async (tx) => {
      const now = new Date();
      const [row] = await tx
        .insert(documents)
        .values({
          id: documentId,
          clientId,
          category: MEDICAL_VIDEO_CATEGORY,
          processStatus: "COMPLETED",
          name: video.name,
          mimeType: video.mimeType,
          sizeBytes: video.sizeBytes,
          sha256: video.sha256,
          storageKey,
          language: video.fields.language ?? null,
          updatedByUserId: user.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error("medical video row not inserted");
      await recordAudit(tx, {
        ...auditActor(actor),
        action: "medical-video.upload",
        entity: "Document",
        entityId: row.id,
        clientId,
        before: null,
        after: { ...auditedDocumentFields(row), ...ids, videoHost: deps.host.kind },
      });
    });
  } catch (error) {
    if (hosted) await deps.host.delete(hosted.vidyardId).catch(() => undefined);
    await deps.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  const [document] = await findDocumentsWithEditor(deps.db, [documentId]);
  if (!document) throw new Error("medical video row not found after insert");
  return presentUpload(hosted, clientId, document);
}

function presentUpload(
  hosted: HostedVideo,
  clientId: string,
  document: Parameters<typeof presentDocument>[0],
): MedicalVideoUpload {
  const documentId = document.id;
  return {
    vidyardId: hosted.vidyardId,
    vidyardUploadId: hosted.vidyardUploadId,
    documentId,
    playbackUrl: hosted.playbackUrl ?? storedCopyUrl(clientId, documentId),
    document: presentDocument(document),
  };
}

/** A host's failure is the host's, not a bug of ours: 502 with a message the form can show, the cause in the log. */
async function hostVideo(host: VideoHost, log: Logger, video: VideoToHost): Promise<HostedVideo> {
  try {
    return await host.upload(video);
  } catch (err) {
    log.error({ err, videoHost: host.kind }, "medical video not taken by the video host");
    throw new AppError("VIDEO_HOST_FAILED", 502, MEDICAL_VIDEO_MESSAGES.hostFailed);
  }
}
