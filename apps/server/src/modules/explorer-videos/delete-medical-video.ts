/**
 * DELETE /api/clients/:clientId/documents/vidyard/delete/:vidyardId: removes a medical video from the host and from
 * our file storage. Its document row is soft-deleted (audited, with its name, size and checksum) rather than erased,
 * but the bytes go: a video is large, and deleting it is what a host's delete does. An id the host does not know, a
 * video of another client or one already deleted is 404; a video an explorer page still shows is 409, so that a
 * live page never loses its video (the form saves the page without it first).
 */
import { MEDICAL_VIDEO_MESSAGES as M } from "@onboard/domain/explorer/medical-video-api";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { type Actor, auditActor } from "../../core/actor";
import { AppError, notFound } from "../../errors/app-error";
import { recordAudit } from "../audit/index";
import { auditedDocumentFields, softDeleteDocument } from "../documents/index";
import { lockMedicalVideo, pagesShowingVideo } from "./repository";
import type { VideoDependencies } from "./upload-medical-video";

export async function deleteMedicalVideo(
  deps: Pick<VideoDependencies, "db" | "storage" | "host" | "log">,
  actor: Actor,
  user: AuthenticatedUser,
  target: { clientId: string; vidyardId: string },
): Promise<void> {
  const documentId = await deps.host.storedDocumentId(target.vidyardId);
  if (!documentId) throw notFound(M.videoNotFound);
  const storageKey = await deps.db.transaction(async (tx) => {
    const current = await lockMedicalVideo(tx, target.clientId, documentId);
    if (!current) throw notFound(M.videoNotFound);
    if ((await pagesShowingVideo(tx, documentId)).length > 0) throw new AppError("VIDEO_IN_USE", 409, M.inUse);
    await softDeleteDocument(tx, current.id, user.id);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: "medical-video.delete",
      entity: "Document",
      entityId: current.id,
      clientId: target.clientId,
      before: { ...auditedDocumentFields(current), vidyardId: target.vidyardId, videoHost: deps.host.kind },
      after: null,
    });
    return current.storageKey;
  });
  // After the commit: a failure here leaves bytes no live row names, which are never served.
  const results = await Promise.allSettled([deps.host.delete(target.vidyardId), deps.storage.delete(storageKey)]);
  for (const result of results) {
    if (result.status === "rejected") deps.log.error({ err: result.reason }, "deleted medical video not removed");
  }
}
