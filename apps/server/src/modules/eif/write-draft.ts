/**
 * A draft save's writes, sent as one statement: the version guard (the company-information row moves from the
 * expected version to the next), the client and plan-design answers, each policy's billing preferences, the save's
 * audit entry, and on a first save the form's tasks with an audit entry each. One statement is one round trip and
 * atomic: when the guard finds another save came first, `onboard_require` (migration 0006) aborts every part of it.
 */
import type { PolicyBillingAnswers } from "@onboard/domain/eif/eif-answers";
import { type SQL, sql } from "drizzle-orm";
import { postgresError } from "../../db/postgres-error";
import { type AuditEntry, auditInsert } from "../audit/record-audit";
import type { DbExecutor } from "../authn/repository";
import {
  auditStartedTasks,
  bumpCompanyInfo,
  startFormTasks,
  updateClientAnswers,
  updatePolicyBilling,
  upsertPlanDesign,
} from "./draft-repository";

/** The SQLSTATE the guard raises (a class of our own, "OB"). */
const STALE_DRAFT = "OB412";

export interface DraftWrite {
  clientId: string;
  userId: string;
  expectedVersion: number;
  companyInfo: Record<string, unknown>;
  clientFields: Record<string, unknown>;
  designFields: Record<string, unknown>;
  policyAnswers: [string, PolicyBillingAnswers][];
  audit: AuditEntry;
  /** Set on a save that finds a task of the form not started: they move, each audited. */
  startTasks: {
    taskIds: readonly string[];
    from: readonly string[];
    to: string;
    cause: string;
    actorUserId: string | null;
    ip: string | null;
  } | null;
}

function draftWriteStatement(db: DbExecutor, write: DraftWrite, now: Date): SQL {
  const { clientId, userId } = write;
  const parts: [string, SQL | null][] = [
    ["bumped", bumpCompanyInfo(db, clientId, write.companyInfo, write.expectedVersion, userId, now)],
    ["client_answers", updateClientAnswers(db, clientId, write.clientFields, now)],
    ["plan_design", upsertPlanDesign(db, clientId, write.designFields, userId, now)],
    ...write.policyAnswers.map(([policyId, answers], index): [string, SQL | null] => [
      `policy_${index}`,
      updatePolicyBilling(db, policyId, answers, now),
    ]),
    ["draft_audit", auditInsert(db, write.audit).getSQL()],
  ];
  const start = write.startTasks;
  if (start) {
    parts.push(["started", startFormTasks(clientId, start.taskIds, start.from, start.to, now)]);
    parts.push(["started_audit", auditStartedTasks("started", { ...start, clientId })]);
  }
  const ctes = parts.flatMap(([name, statement]) =>
    statement ? [sql`${sql.identifier(name)} as (${statement})`] : [],
  );
  return sql`with ${sql.join(ctes, sql`, `)}
    select onboard_require(exists (select 1 from bumped), ${STALE_DRAFT}, 'another save of the draft came first')`;
}

/** Runs the save's writes; false (and nothing written) when the draft is no longer at the expected version. */
export async function writeDraft(db: DbExecutor, write: DraftWrite, now: Date): Promise<boolean> {
  try {
    await db.execute(draftWriteStatement(db, write, now));
    return true;
  } catch (error) {
    if (postgresError(error)?.code === STALE_DRAFT) return false;
    throw error;
  }
}
