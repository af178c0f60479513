/**
 * Reads the medical-video upload's multipart body: the optional `language` field first, then one video under `file`,
 * recognised by its head's bytes and streamed to storage as it arrives (never held whole), within the configured
 * size. If anything fails, or the client goes away, the stored bytes are removed (upload-failure.ts answers).
 */
import { randomUUID } from "node:crypto";
import type { MultipartFile } from "@fastify/multipart";
import {
  MEDICAL_VIDEO_MESSAGES as M,
  MEDICAL_VIDEO_FILE_FIELD,
  type MedicalVideoUploadFields,
  medicalVideoUploadFieldsSchema,
} from "@onboard/domain/explorer/medical-video-api";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../errors/app-error";
import type { FileStorage } from "../../integrations/storage/file-storage";
import { openIncomingFile } from "../uploads/incoming-file";
import { assertNotAborted, uploadFailure } from "../uploads/upload-failure";
import { UploadTooLargeError } from "../uploads/upload-meter";
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

const badRequest = (message: string, path: string) => new AppError("BAD_REQUEST", 400, message, [{ path, message }]);

function parseFields(raw: Record<string, string>): MedicalVideoUploadFields {
  const parsed = medicalVideoUploadFieldsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({
    path: ["body", ...issue.path.map(String)].join("."),
    message: issue.message,
  }));
  throw new AppError("VALIDATION_ERROR", 400, errors[0]?.message ?? "Invalid upload", errors);
}

/** The size limit and the multipart plugin's limit errors, in the words of this API. */
function uploadError(error: unknown, maxMb: number): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (error instanceof UploadTooLargeError || code === "FST_REQ_FILE_TOO_LARGE") {
    return new AppError("FILE_TOO_LARGE", 413, M.tooLarge(maxMb), [{ path: "body.file", message: M.tooLarge(maxMb) }]);
  }
  if (code === "FST_FILES_LIMIT") return badRequest(M.oneFile, "body.file");
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") return badRequest("Too many form fields.", "body");
  return error;
}

async function storeVideo(part: MultipartFile, fields: MedicalVideoUploadFields, receipt: VideoReceipt) {
  const incoming = await openIncomingFile(part.file);
  if (incoming.complete && incoming.head.length === 0) throw badRequest(M.empty, "body.file");
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

export async function receiveVideo(request: FastifyRequest, receipt: VideoReceipt): Promise<ReceivedVideo> {
  if (!request.isMultipart()) throw new AppError("NOT_MULTIPART", 415, M.notMultipart);
  const raw: Record<string, string> = {};
  let received: ReceivedVideo | null = null;
  try {
    // Gone already (while the permission was checked): the parser would wait for a body that never comes.
    assertNotAborted(request);
    // The limits (size, one file) are set where routes.ts registers the multipart parser.
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (received) throw badRequest(M.fieldsBeforeFile, `body.${part.fieldname}`);
        const value = String(part.value).trim();
        if (value !== "") raw[part.fieldname] = value;
        continue;
      }
      if (part.fieldname !== MEDICAL_VIDEO_FILE_FIELD) {
        throw badRequest(`Send the video under the field name "${MEDICAL_VIDEO_FILE_FIELD}".`, "body.file");
      }
      received = await storeVideo(part, parseFields(raw), receipt);
    }
    assertNotAborted(request);
  } catch (error) {
    if (received) await receipt.storage.delete(received.storageKey).catch(() => undefined);
    throw uploadFailure(request, uploadError(error, receipt.maxMb));
  }
  if (!received) {
    parseFields(raw);
    throw badRequest(M.noFile, "body.file");
  }
  return received;
}
