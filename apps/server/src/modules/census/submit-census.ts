/**
 * `POST .../submit { documentId }` (and each file validate-submit submits): a census validated for its current version
 * without errors is submitted, in one transaction: submitted at/by, the policy's enrollment-elections task to Done
 * (audited as the documents module audits a task's move), the client's error types, the corrections file (when the
 * person fixed cells: a CSV stored as an `enrollment-elections` document, `<name> - corrections.csv`, linked from the
 * census file) and the audit entry. The CSV is written to storage first and removed if the transaction fails. The
 * staff notice is queued after the commit. Refusals (409): already submitted, still validating, not validated (or
 * validated for an older version), has errors; a fix between the checks and the transaction, 412.
 */
import { createHash, randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { type Actor, auditActor } from "../../core/actor";
import type { DbExecutor } from "../../db/executor";
import { censusCorrections, censusFiles, documents, policyTasks } from "../../db/schema/index";
import { notFound, preconditionFailed } from "../../errors/app-error";
import { recordAudit } from "../audit/index";
import type { CensusAccess } from "./census-access";
import type { CensusDeps } from "./census-deps";
import { resolveAfterSubmit } from "./client-error-types";
import { alreadySubmitted, hasErrors, notValidated, stillValidating } from "./errors";
import { correctionsCsv } from "./export/corrections-file";
import { correctionsFileName } from "./file-names";
import { type CensusFileRow, censusFileOf, isResultCurrent, lockCensusFile } from "./repository";
import { noticeStaffOfCensus } from "./staff-notice";
import { resultHasErrors } from "./validation/run-validation";

function assertSubmittable(file: CensusFileRow): void {
  if (file.submittedAt) throw alreadySubmitted();
  if (file.validationStatus === "RUNNING" || file.validationStatus === "QUEUED") throw stillValidating();
  if (!isResultCurrent(file)) throw notValidated();
  if (resultHasErrors(file)) throw hasErrors();
}

interface StoredCorrections {
  documentId: string;
  storageKey: string;
  bytes: Buffer;
}

async function storeCorrectionsFile(
  deps: CensusDeps,
  file: CensusFileRow,
  clientId: string,
): Promise<StoredCorrections | null> {
  const corrections = await deps.db
    .select({
      rowNumber: censusCorrections.rowNumber,
      columnIndex: censusCorrections.columnIndex,
      value: censusCorrections.value,
      originalValue: censusCorrections.originalValue,
    })
    .from(censusCorrections)
    .where(eq(censusCorrections.documentId, file.documentId))
    .orderBy(asc(censusCorrections.rowNumber), asc(censusCorrections.columnIndex));
  if (corrections.length === 0) return null;
  const bytes = Buffer.from(correctionsCsv(file.headers ?? [], corrections), "utf8");
  const documentId = randomUUID();
  const storageKey = `clients/${clientId}/documents/${documentId}.csv`;
  await deps.storage.put(storageKey, bytes, "text/csv");
  return { documentId, storageKey, bytes };
}

async function moveTaskToDone(
  tx: DbExecutor,
  actor: Actor,
  target: { clientId: string; policyId: string; documentId: string },
  now: Date,
): Promise<void> {
  const [task] = await tx
    .select({ id: policyTasks.id, status: policyTasks.status })
    .from(policyTasks)
    .where(
      and(
        eq(policyTasks.clientId, target.clientId),
        eq(policyTasks.policyId, target.policyId),
        eq(policyTasks.taskId, "enrollment-elections"),
      ),
    )
    .for("update");
  if (!task || task.status === "DONE") return;
  await tx
    .update(policyTasks)
    .set({ status: "DONE", statusUpdatedAt: now, updatedAt: now })
    .where(eq(policyTasks.id, task.id));
  await recordAudit(tx, {
    ...auditActor(actor),
    action: "task.status",
    entity: "PolicyTask",
    entityId: task.id,
    clientId: target.clientId,
    before: { status: task.status },
    after: { status: "DONE" },
    extra: { taskId: "enrollment-elections", policyId: target.policyId, reason: "census.submit" },
  });
}

export async function submitCensusFile(
  deps: CensusDeps,
  actor: Actor,
  access: CensusAccess,
  documentId: string,
  options: { onError?: (error: unknown) => void } = {},
): Promise<void> {
  const ids = { clientId: access.client.id, policyId: access.policy.id, documentId };
  const { file, document } = await censusFileOf(deps.db, deps.storage, ids);
  assertSubmittable(file);
  const stored = await storeCorrectionsFile(deps, file, access.client.id);
  const now = new Date();
  try {
    await deps.db.transaction(async (tx) => {
      const locked = await lockCensusFile(tx, documentId);
      if (!locked) throw notFound();
      assertSubmittable(locked);
      // A fix landed since the corrections file was made: the person reloads and submits again.
      if (locked.version !== file.version) throw preconditionFailed();
      if (stored) {
        await tx.insert(documents).values({
          id: stored.documentId,
          clientId: access.client.id,
          policyId: access.policy.id,
          category: "enrollment-elections",
          processStatus: "COMPLETED",
          name: correctionsFileName(document.name),
          mimeType: "text/csv",
          sizeBytes: stored.bytes.length,
          sha256: createHash("sha256").update(stored.bytes).digest("hex"),
          storageKey: stored.storageKey,
          updatedByUserId: access.user.id,
          createdAt: now,
          updatedAt: now,
        });
      }
      await tx
        .update(censusFiles)
        .set({
          submittedAt: now,
          submittedByUserId: access.user.id,
          correctionsDocumentId: stored?.documentId ?? null,
          updatedAt: now,
        })
        .where(eq(censusFiles.documentId, documentId));
      await recordAudit(tx, {
        ...auditActor(actor),
        action: "census.submit",
        entity: "CensusFile",
        entityId: documentId,
        clientId: access.client.id,
        before: { submittedAt: null },
        after: {
          submittedAt: now.toISOString(),
          rows: locked.validationCounts?.rows ?? 0,
          correctionsDocumentId: stored?.documentId ?? null,
        },
        extra: { policyId: access.policy.id },
      });
      await moveTaskToDone(tx, actor, ids, now);
      await resolveAfterSubmit(tx, actor, { clientId: access.client.id, documentId }, now);
    });
  } catch (error) {
    if (stored) await deps.storage.delete(stored.storageKey).catch(() => undefined);
    throw error;
  }
  await noticeStaffOfCensus(deps, {
    clientId: access.client.id,
    policyId: access.policy.id,
    policyNumber: access.policy.policyNumber,
    documentId,
    fileName: document.name,
    rows: file.validationCounts?.rows ?? 0,
    submittedBy: access.user.name,
    submittedByUserId: access.user.id,
  }).catch((error: unknown) => options.onError?.(error));
}
