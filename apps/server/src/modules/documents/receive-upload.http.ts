/**
 * Reads an upload's multipart body (the HTTP side of an upload): the form fields first (category, policyId?,
 * language?), then each file under `file`, one at a time, each streamed to storage as it arrives (stored-upload.ts).
 * If anything fails, or the client goes away, what was written is removed (upload-failure.http.ts answers).
 */
import { DOCUMENT_MESSAGES } from "@onboard/domain/documents/document-limits";
import { UPLOAD_FILE_FIELD, type UploadFields, uploadFieldsSchema } from "@onboard/domain/documents/document-schemas";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../errors/app-error";
import type { FileStorage } from "../../integrations/storage/file-storage";
import { assertNotAborted, UploadTooLargeError, uploadFailure } from "../uploads/index";
import { type ReceivedUpload, removeStoredFiles, type StoredFile, storeUploadedFile } from "./stored-upload";

const badRequest = (message: string, path?: string) =>
  new AppError("BAD_REQUEST", 400, message, path ? [{ path, message }] : undefined);

function parseFields(raw: Record<string, string>): UploadFields {
  const parsed = uploadFieldsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({
    path: ["body", ...issue.path.map(String)].join("."),
    message: issue.message,
  }));
  throw new AppError("VALIDATION_ERROR", 400, errors[0]?.message ?? "Invalid upload", errors);
}

/** The multipart plugin's limit errors, in the words of the documents API. */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (error instanceof UploadTooLargeError || code === "FST_REQ_FILE_TOO_LARGE") {
    return new AppError("FILE_TOO_LARGE", 413, DOCUMENT_MESSAGES.fileTooLarge);
  }
  if (code === "FST_FILES_LIMIT") return new AppError("TOO_MANY_FILES", 413, DOCUMENT_MESSAGES.tooManyFiles);
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") return badRequest("Too many form fields.");
  return error;
}

export async function receiveUpload(
  request: FastifyRequest,
  options: {
    clientId: string;
    storage: FileStorage;
    /** Checks the fields against the database (the policy) before any file is stored. */
    checkFields: (fields: UploadFields) => Promise<void>;
  },
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new AppError("NOT_MULTIPART", 415, DOCUMENT_MESSAGES.notMultipart);
  const raw: Record<string, string> = {};
  let fields: UploadFields | null = null;
  const files: StoredFile[] = [];
  try {
    // Gone already (while the permission was checked): the parser would wait for a body that never comes.
    assertNotAborted(request);
    // The limits (20 MB per file, 10 files) are set where routes.ts registers the multipart parser.
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (fields) throw badRequest(DOCUMENT_MESSAGES.fieldsBeforeFiles, `body.${part.fieldname}`);
        // A form sends an unset field as "": that is the field left out.
        const value = String(part.value).trim();
        if (value !== "") raw[part.fieldname] = value;
        continue;
      }
      if (part.fieldname !== UPLOAD_FILE_FIELD) throw badRequest(`Send the files under the field name "file".`);
      if (!fields) {
        fields = parseFields(raw);
        await options.checkFields(fields);
      }
      files.push(await storeUploadedFile(part, options));
    }
    assertNotAborted(request);
    if (!fields) {
      fields = parseFields(raw);
      await options.checkFields(fields);
    }
    if (files.length === 0) throw badRequest(DOCUMENT_MESSAGES.noFiles, "body.file");
    return { fields, files };
  } catch (error) {
    await removeStoredFiles(options.storage, files);
    throw uploadFailure(request, uploadError(error));
  }
}
