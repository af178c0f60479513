/**
 * Reads the medical-video upload's multipart body: the optional `language` field first, then one video under `file`
 * (at most the configured size, held in memory once), recognised by its bytes. Nothing is stored here.
 */
import { createHash } from "node:crypto";
import {
  MEDICAL_VIDEO_MESSAGES as M,
  MEDICAL_VIDEO_FILE_FIELD,
  type MedicalVideoUploadFields,
  medicalVideoUploadFieldsSchema,
} from "@onboard/domain/explorer/medical-video-api";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../errors/app-error";
import { type RecognisedVideo, recogniseVideo } from "./detect-video-type";

export interface ReceivedVideo extends RecognisedVideo {
  fields: MedicalVideoUploadFields;
  bytes: Uint8Array;
  sha256: string;
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

/** The multipart plugin's limit errors, in the words of this API. */
function uploadError(error: unknown, maxMb: number): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === "FST_REQ_FILE_TOO_LARGE") {
    return new AppError("FILE_TOO_LARGE", 413, M.tooLarge(maxMb), [{ path: "body.file", message: M.tooLarge(maxMb) }]);
  }
  if (code === "FST_FILES_LIMIT") return badRequest(M.oneFile, "body.file");
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") return badRequest("Too many form fields.", "body");
  return error;
}

export async function receiveVideo(request: FastifyRequest, maxMb: number): Promise<ReceivedVideo> {
  if (!request.isMultipart()) throw new AppError("NOT_MULTIPART", 415, M.notMultipart);
  const raw: Record<string, string> = {};
  let received: ReceivedVideo | null = null;
  try {
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
      const fields = parseFields(raw);
      const bytes = await part.toBuffer();
      if (bytes.length === 0) throw badRequest(M.empty, "body.file");
      const video = await recogniseVideo(bytes, part.filename);
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      received = { ...video, fields, bytes, sha256 };
    }
  } catch (error) {
    throw uploadError(error, maxMb);
  }
  if (!received) {
    parseFields(raw);
    throw badRequest(M.noFile, "body.file");
  }
  return received;
}
