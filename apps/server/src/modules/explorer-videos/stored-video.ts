/**
 * A medical video's bytes in storage, before its row exists: recognised by its head's bytes and streamed to storage
 * as it arrives (never held whole), within the configured size. receive-video.http.ts reads the multipart body and
 * hands the video's part here.
 */
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { MEDICAL_VIDEO_MESSAGES as M, type MedicalVideoUploadFields } from "@onboard/domain/explorer/medical-video-api";
import { AppError } from "../../errors/app-error";
import type { FileStorage } from "../../integrations/storage/file-storage";
import { openIncomingFile } from "../uploads/index";
import { type RecognisedVideo, recogniseVideo } from "./detect-video-type";

export interface ReceivedVideo extends RecognisedVideo {
  fields: MedicalVideoUploadFields;
  documentId: string;
  /** Where the bytes are stored already. */
  storageKey: string;
  sizeBytes: number;
  sha256: string;
}

export interface VideoReceipt {
  clientId: string;
  storage: FileStorage;
  maxMb: number;
}

/** The video as it arrives, and the name the client gave it. */
export interface IncomingVideoFile {
  file: Readable & { truncated?: boolean };
  filename: string;
}

export async function storeVideo(
  part: IncomingVideoFile,
  fields: MedicalVideoUploadFields,
  receipt: VideoReceipt,
): Promise<ReceivedVideo> {
  const incoming = await openIncomingFile(part.file);
  if (incoming.complete && incoming.head.length === 0) {
    throw new AppError("BAD_REQUEST", 400, M.empty, [{ path: "body.file", message: M.empty }]);
  }
  const video = await recogniseVideo(incoming.head, part.filename).catch((error: unknown) => {
    incoming.discard();
    throw error;
  });
  const documentId = randomUUID();
  const storageKey = `clients/${receipt.clientId}/documents/${documentId}.${video.extension}`;
  const stored = await incoming.store(receipt.storage, storageKey, video.mimeType, {
    maxBytes: receipt.maxMb * 1024 * 1024,
  });
  return { ...video, fields, documentId, storageKey, ...stored };
}
