/**
 * The EIF's edit state after signing (onboarding spec §4): the mode (pre-sign until eifSignedAt, then
 * post-sign-with-edit), the net change of the edits made since the last signature (decision 019), whether they were
 * reset (rule 6) and the summary's edit state. Review marks older than the last signature belong to an earlier round
 * and are ignored, so a freshly signed form (or freshly signed updates) has no edits.
 */
import { type NetChange, netChanges } from "@onboard/domain/eif-changes/net-changes";
import { type SummaryEditState, summaryEditState } from "@onboard/domain/eif-changes/summary-edit-state";
import { and, asc, eq, gt } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { changeRecords, clients } from "../../db/schema/index";

export type EifMode = "pre-sign" | "post-sign-with-edit";

export interface EifEditState {
  mode: EifMode;
  editState: SummaryEditState;
  net: NetChange[];
  reset: boolean;
  eifSignedAt: string | null;
  changesDeclinedReason: string | null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
/** A mark made before the last signature belongs to an earlier round. */
const since = (mark: Date | null, signedAt: Date) => (mark && mark > signedAt ? mark.toISOString() : null);

/** Null for a client that is not there. */
export async function loadEifEditState(db: DbExecutor, clientId: string): Promise<EifEditState | null> {
  const [client] = await db
    .select({
      eifSignedAt: clients.eifSignedAt,
      changesAcceptedAt: clients.changesAcceptedAt,
      changesDeclinedAt: clients.changesDeclinedAt,
      changesDeclinedReason: clients.changesDeclinedReason,
      readyForReviewAt: clients.readyForReviewAt,
      changesUndoneAt: clients.changesUndoneAt,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!client) return null;
  const signedAt = client.eifSignedAt;
  if (!signedAt) {
    return {
      mode: "pre-sign",
      editState: "no-edits",
      net: [],
      reset: false,
      eifSignedAt: null,
      changesDeclinedReason: null,
    };
  }
  const records = await db
    .select()
    .from(changeRecords)
    .where(and(eq(changeRecords.clientId, clientId), gt(changeRecords.createdAt, signedAt)))
    .orderBy(asc(changeRecords.createdAt), asc(changeRecords.id));
  const marks = {
    eifSignedAt: signedAt.toISOString(),
    changesAcceptedAt: since(client.changesAcceptedAt, signedAt),
    changesDeclinedAt: since(client.changesDeclinedAt, signedAt),
    readyForReviewAt: since(client.readyForReviewAt, signedAt),
    changesUndoneAt: since(client.changesUndoneAt, signedAt),
  };
  const { changes, reset } = netChanges(
    records.map((record) => ({
      id: record.id,
      entity: record.entity,
      entityId: record.entityId,
      attributeKey: record.attributeKey,
      value: record.value,
      previousValue: record.previousValue,
      status: record.status,
      createdAt: record.createdAt.toISOString(),
    })),
    marks,
  );
  return {
    mode: "post-sign-with-edit",
    editState: summaryEditState(marks, changes),
    net: changes,
    reset,
    eifSignedAt: iso(signedAt),
    changesDeclinedReason: marks.changesDeclinedAt ? client.changesDeclinedReason : null,
  };
}
