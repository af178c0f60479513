/**
 * An uploaded document's bytes in storage, before its row exists: each file is recognised by its head's bytes and
 * streamed to storage under a server-generated key, passing the size limit (20 MB) and the type's content check on the
 * way, never held whole. receive-upload.http.ts reads the multipart body and hands each file part here.
 */
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from "@onboard/domain/documents/document-limits";
import type { UploadFields } from "@onboard/domain/documents/document-schemas";
import { AppError } from "../../errors/app-error";
import type { FileStorage } from "../../integrations/storage/file-storage";
import { openIncomingFile } from "../uploads/index";
import { confirmStoredType, recogniseFile } from "./detect-file-type";

export interface StoredFile {
  documentId: string;
  storageKey: string;
  name: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
}

export interface ReceivedUpload {
  fields: UploadFields;
  files: StoredFile[];
}

/** One file of the upload: its bytes, as they arrive, and the name the client gave it. */
export interface IncomingUploadFile {
  file: Readable & { truncated?: boolean };
  filename: string;
}

/** Streams one file to storage; on failure nothing of it remains. */
export async function storeUploadedFile(
  part: IncomingUploadFile,
  options: { clientId: string; storage: FileStorage },
): Promise<StoredFile> {
  const incoming = await openIncomingFile(part.file);
  if (incoming.complete && incoming.head.length === 0) {
    const message = DOCUMENT_MESSAGES.fileEmpty;
    throw new AppError("BAD_REQUEST", 400, message, [{ path: "body.file", message }]);
  }
  const recognised = await recogniseFile(incoming.head, part.filename, { complete: incoming.complete }).catch(
    (error: unknown) => {
      incoming.discard();
      throw error;
    },
  );
  const { type, name } = recognised;
  const documentId = randomUUID();
  const storageKey = `clients/${options.clientId}/documents/${documentId}.${type.extensions[0]}`;
  const stored = await incoming.store(options.storage, storageKey, type.mimeType, {
    maxBytes: MAX_DOCUMENT_BYTES,
    inspector: recognised.check,
  });
  if (recognised.detectStoredType) {
    await confirmStoredType(options.storage, storageKey, stored.sizeBytes, type).catch(async (error: unknown) => {
      await options.storage.delete(storageKey).catch(() => undefined);
      throw error;
    });
  }
  return { documentId, storageKey, name, mimeType: type.mimeType, ...stored };
}

/** Best effort: a file left behind is unreachable (no row names its key), never served. */
export async function removeStoredFiles(storage: FileStorage, files: readonly StoredFile[]): Promise<void> {
  await Promise.allSettled(files.map((file) => storage.delete(file.storageKey)));
}
