/**
 * Queues `document.process` for new documents, and, when the runner starts, for every document still PROCESSING
 * (its job lost when a process stopped between the upload and the queueing), so that no document waits forever.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { documents } from "../../db/schema/index";
import { processDocumentJob } from "../../jobs/definitions/process-document";
import type { JobRunner } from "../../jobs/job-runner";

export async function queueDocumentProcessing(
  jobs: JobRunner,
  documentIds: readonly string[],
  onError: (error: unknown) => void,
): Promise<void> {
  try {
    await jobs.sendMany(
      processDocumentJob,
      documentIds.map((documentId) => ({ payload: { documentId }, singletonKey: documentId })),
    );
  } catch (error) {
    // The documents are stored; the start-up sweep queues them again.
    onError(error);
  }
}

export async function queueUnprocessedDocuments(db: Database, jobs: JobRunner): Promise<void> {
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.processStatus, "PROCESSING"), isNull(documents.deletedAt)));
  if (rows.length === 0) return;
  await jobs.sendMany(
    processDocumentJob,
    rows.map((row) => ({ payload: { documentId: row.id }, singletonKey: row.id })),
  );
}
