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

/** SHA-256 of the whole object, its first bytes and its last bytes, read as a stream (never held whole). */
async function digestOf(
  storage: FileStorage,
  key: string,
): Promise<{ sha256: string; head: Buffer; tail: Buffer } | null> {
  const stored = await storage.read(key);
  if (!stored) return null;
  const hash = createHash("sha256");
  const headParts: Buffer[] = [];
  let headBytes = 0;
  let tail = Buffer.alloc(0);
  for await (const chunk of stored.body as AsyncIterable<Buffer>) {
    hash.update(chunk);
    if (headBytes < PDF_HEADER_WINDOW) {
      headParts.push(chunk.subarray(0, PDF_HEADER_WINDOW - headBytes));
      headBytes += Math.min(chunk.length, PDF_HEADER_WINDOW - headBytes);
    }
    tail = Buffer.concat([tail, chunk]);
    if (tail.length > PDF_TRAILER_WINDOW) tail = tail.subarray(tail.length - PDF_TRAILER_WINDOW);
  }
  return { sha256: hash.digest("hex"), head: Buffer.concat(headParts), tail };
}

/**
 * Checks one document and records COMPLETED or FAILED. Returns the state this run recorded, or null when there was
 * nothing to do: the document is gone, already final, or another run recorded it first (a retried job after a crash
 * finds the work done), so that each document is processed once.
 */
export async function processDocument(
  deps: { db: Database; storage: FileStorage },
  documentId: string,
): Promise<"COMPLETED" | "FAILED" | null> {
  const [row] = await deps.db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), isNull(documents.deletedAt)));
  if (!row || (row.processStatus !== "PROCESSING" && row.processStatus !== "PENDING")) return null;
  const digest = await digestOf(deps.storage, row.storageKey);
  const isIntact = digest !== null && digest.sha256 === row.sha256;
  const isValid =
    isIntact && (row.mimeType !== "application/pdf" || looksLikeWholePdf(Buffer.concat([digest.head, digest.tail])));
  const status = isValid ? "COMPLETED" : "FAILED";
  const updated = await deps.db
    .update(documents)
    .set({ processStatus: status })
    .where(and(eq(documents.id, documentId), eq(documents.processStatus, row.processStatus)))
    .returning({ id: documents.id });
  return updated.length > 0 ? status : null;
}
