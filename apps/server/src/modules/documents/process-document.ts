/**
 * The processing of one uploaded document (the `document.process` job): its stored bytes must still be there and
 * match the SHA-256 recorded at upload, and a PDF must look whole (a `%PDF-` header and an `%%EOF` marker near the
 * end). COMPLETED if so, FAILED otherwise. `updated_at` stays: processing is not a user's change.
 */
import { createHash } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { documents } from "../../db/schema/index";
import type { FileStorage } from "../../integrations/storage/file-storage";

const PDF_HEADER_WINDOW = 1024;
const PDF_TRAILER_WINDOW = 2048;

export function looksLikeWholePdf(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const head = buffer.subarray(0, PDF_HEADER_WINDOW).toString("latin1");
  const tail = buffer.subarray(Math.max(0, buffer.length - PDF_TRAILER_WINDOW)).toString("latin1");
  return head.includes("%PDF-") && tail.includes("%%EOF");
}

export async function processDocument(
  deps: { db: Database; storage: FileStorage },
  documentId: string,
): Promise<"COMPLETED" | "FAILED" | null> {
  const [row] = await deps.db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), isNull(documents.deletedAt)));
  if (!row || (row.processStatus !== "PROCESSING" && row.processStatus !== "PENDING")) return null;
  const bytes = await deps.storage.get(row.storageKey);
  const isIntact = bytes !== null && createHash("sha256").update(bytes).digest("hex") === row.sha256;
  const isValid = isIntact && (row.mimeType !== "application/pdf" || looksLikeWholePdf(bytes));
  const status = isValid ? "COMPLETED" : "FAILED";
  await deps.db
    .update(documents)
    .set({ processStatus: status })
    .where(and(eq(documents.id, documentId), eq(documents.processStatus, row.processStatus)));
  return status;
}
