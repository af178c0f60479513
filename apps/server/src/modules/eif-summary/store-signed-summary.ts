/**
 * Keeps a signed EIF's summary as a client document (category `eif-summary`, so the hub's documents list shows it):
 * rendered with times in America/New_York (the carrier's zone; a reader downloads their own copy in theirs) and in
 * the language the signer read. Idempotent per signature: the storage key is made from the signature's id, so a retry
 * finds the document already there and does nothing, or writes the same key again and inserts nothing twice.
 */
import { createHash } from "node:crypto";
import { DEFAULT_SUMMARY_TIME_ZONE } from "@onboard/domain/eif-summary/summary-query-schema";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { documents, eifSignatures } from "../../db/schema/index";
import type { FileStorage } from "../../integrations/storage/file-storage";
import { buildEifSummaryPdf, summaryFileName } from "./build-summary-pdf";

export const summaryStorageKey = (clientId: string, signatureId: string) =>
  `clients/${clientId}/eif-summary/${signatureId}.pdf`;

/** The document stored (or found), or null when the signature is not there. */
export async function storeSignedSummary(
  deps: { db: Database; storage: FileStorage },
  job: { clientId: string; signatureId: string },
): Promise<{ documentId: string } | null> {
  const { db, storage } = deps;
  const storageKey = summaryStorageKey(job.clientId, job.signatureId);
  const [existing] = await db.select({ id: documents.id }).from(documents).where(eq(documents.storageKey, storageKey));
  if (existing) return { documentId: existing.id };
  const [signature] = await db
    .select({ signedAt: eifSignatures.signedAt, language: eifSignatures.language, userId: eifSignatures.signerUserId })
    .from(eifSignatures)
    .where(and(eq(eifSignatures.id, job.signatureId), eq(eifSignatures.clientId, job.clientId)));
  if (!signature) return null;
  const language = signature.language === "es" ? "es" : "en";
  const summary = await buildEifSummaryPdf(db, job.clientId, DEFAULT_SUMMARY_TIME_ZONE, { language });
  if (!summary) return null;
  await storage.put(storageKey, summary.bytes, "application/pdf");
  const [inserted] = await db
    .insert(documents)
    .values({
      clientId: job.clientId,
      category: "eif-summary",
      processStatus: "COMPLETED",
      name: summaryFileName(summary.data.draft.clientName, signature.signedAt, DEFAULT_SUMMARY_TIME_ZONE),
      mimeType: "application/pdf",
      sizeBytes: summary.bytes.length,
      sha256: createHash("sha256").update(summary.bytes).digest("hex"),
      storageKey,
      language,
      updatedByUserId: signature.userId,
    })
    .onConflictDoNothing({ target: documents.storageKey })
    .returning({ id: documents.id });
  if (inserted) return { documentId: inserted.id };
  const [found] = await db.select({ id: documents.id }).from(documents).where(eq(documents.storageKey, storageKey));
  return found ? { documentId: found.id } : null;
}
