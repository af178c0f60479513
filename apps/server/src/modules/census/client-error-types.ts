/**
 * The census's client error types (spec §4): a validation that ends with errors opens "Census Missing Information"
 * (on the file's policy); a submit resolves it when no other unsubmitted census file of the client has errors, and
 * resolves "Awaiting Census" when every policy's enrollment-elections task of the client is Done. Each change is
 * audited as a change of the client's error types (before and after), in the caller's transaction.
 */
import type { ClientErrorType } from "@onboard/domain/clients/enums";
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { type Actor, auditActor } from "../../core/actor";
import type { DbExecutor } from "../../db/executor";
import { censusFiles, clientErrors, policyTasks } from "../../db/schema/index";
import { recordAudit } from "../audit/index";

const MISSING_INFORMATION: ClientErrorType = "Census Missing Information";
const AWAITING_CENSUS: ClientErrorType = "Awaiting Census";

async function openErrorTypes(tx: DbExecutor, clientId: string): Promise<ClientErrorType[]> {
  const rows = await tx
    .selectDistinct({ type: clientErrors.type })
    .from(clientErrors)
    .where(and(eq(clientErrors.clientId, clientId), isNull(clientErrors.resolvedAt)));
  return rows.map((row) => row.type).sort();
}

async function auditErrorTypes(
  tx: DbExecutor,
  actor: Actor,
  clientId: string,
  before: ClientErrorType[],
  reason: string,
): Promise<void> {
  const after = await openErrorTypes(tx, clientId);
  if (before.join("|") === after.join("|")) return;
  await recordAudit(tx, {
    ...auditActor(actor),
    action: "client.error-types",
    entity: "Client",
    entityId: clientId,
    clientId,
    before: { errorTypes: before },
    after: { errorTypes: after },
    extra: { reason },
  });
}

/** After a validation with errors: "Census Missing Information" is open on the policy (once). */
export async function openCensusMissingInformation(
  tx: DbExecutor,
  actor: Actor,
  target: { clientId: string; policyId: string },
  now: Date,
): Promise<void> {
  const before = await openErrorTypes(tx, target.clientId);
  const [open] = await tx
    .select({ id: clientErrors.id })
    .from(clientErrors)
    .where(
      and(
        eq(clientErrors.clientId, target.clientId),
        eq(clientErrors.policyId, target.policyId),
        eq(clientErrors.type, MISSING_INFORMATION),
        isNull(clientErrors.resolvedAt),
      ),
    );
  if (open) return;
  await tx.insert(clientErrors).values({
    clientId: target.clientId,
    policyId: target.policyId,
    type: MISSING_INFORMATION,
    note: "The census validation found errors",
    createdAt: now,
    updatedAt: now,
  });
  await auditErrorTypes(tx, actor, target.clientId, before, "census.validate");
}

/** Whether another unsubmitted census file of the client still has errors in its result. */
async function otherFileHasErrors(tx: DbExecutor, clientId: string, documentId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: censusFiles.documentId })
    .from(censusFiles)
    .where(
      and(
        eq(censusFiles.clientId, clientId),
        ne(censusFiles.documentId, documentId),
        isNull(censusFiles.submittedAt),
        eq(censusFiles.validationStatus, "DONE"),
        sql`(coalesce((${censusFiles.validationCounts} ->> 'errors')::int, 0) > 0 or jsonb_array_length(${censusFiles.fileIssues}) > 0)`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** After a submit (its task already Done in `tx`): resolves what the census no longer lacks. */
export async function resolveAfterSubmit(
  tx: DbExecutor,
  actor: Actor,
  target: { clientId: string; documentId: string },
  now: Date,
): Promise<void> {
  const before = await openErrorTypes(tx, target.clientId);
  const resolve: ClientErrorType[] = [];
  if (!(await otherFileHasErrors(tx, target.clientId, target.documentId))) resolve.push(MISSING_INFORMATION);
  const [pending] = await tx
    .select({ id: policyTasks.id })
    .from(policyTasks)
    .where(
      and(
        eq(policyTasks.clientId, target.clientId),
        eq(policyTasks.taskId, "enrollment-elections"),
        ne(policyTasks.status, "DONE"),
      ),
    )
    .limit(1);
  if (!pending) resolve.push(AWAITING_CENSUS);
  if (resolve.length === 0) return;
  await tx
    .update(clientErrors)
    .set({ resolvedAt: now, updatedAt: now })
    .where(
      and(
        eq(clientErrors.clientId, target.clientId),
        inArray(clientErrors.type, resolve),
        isNull(clientErrors.resolvedAt),
      ),
    );
  await auditErrorTypes(tx, actor, target.clientId, before, "census.submit");
}
