/**
 * Reads the medical-video upload's multipart body (the HTTP side of the upload): the optional `language` field first,
 * then one video under `file`, streamed to storage as it arrives (stored-video.ts). If anything fails, or the client
 * goes away, the stored bytes are removed (upload-failure.http.ts answers).
 */
import {
  MEDICAL_VIDEO_MESSAGES as M,
  MEDICAL_VIDEO_FILE_FIELD,
  type MedicalVideoUploadFields,
  medicalVideoUploadFieldsSchema,
} from "@onboard/domain/explorer/medical-video-api";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../errors/app-error";
import { assertNotAborted, UploadTooLargeError, uploadFailure } from "../uploads/index";
import { type ReceivedVideo, storeVideo, type VideoReceipt } from "./stored-video";

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
