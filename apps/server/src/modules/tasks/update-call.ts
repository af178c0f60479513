/**
 * PUT /api/clients/:clientId/calls/:call: records the fields sent on the kickoff or install call, with the caller and
 * the time as "updated by" and "updated at". The client's version guards it (If-Match; stale → 412). A scheduled
 * call without a status becomes Pending, and the call's task follows the call (domain `taskStatusForCall`): both in
 * one transaction, each in the audit trail.
 */

import type { Call, UpdateCallBody } from "@onboard/domain/tasks/call-schemas";
import { callStatusOnSave, taskStatusForCall } from "@onboard/domain/tasks/call-task-status";
import { CALL_TASK_IDS, type CallName } from "@onboard/domain/tasks/task-catalogue";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { isStaffRole } from "@onboard/domain/users/roles";
import { type Actor, auditActor } from "../../core/actor";
import { assertVersion } from "../../db/assert-version";
import type { Database } from "../../db/client";
import { notFound } from "../../errors/app-error";
import { changedFields, recordAudit } from "../audit/index";
import { type CallRecord, callColumns, readCall } from "./call-columns";
import { presentCall } from "./get-call";
import { findClientTask, lockClient, setClientTaskStatus, updateClientCallColumns } from "./repository";

/** The call as the body leaves it: fields not sent keep their value, null clears one. */
function applyBody(current: CallRecord, body: UpdateCallBody, user: AuthenticatedUser, now: Date): CallRecord {
  const pick = <T>(sent: T | undefined, kept: T) => (sent === undefined ? kept : sent);
  const selection = pick(body.selection, current.selection) || null;
  const scheduledAtText = pick<string | null>(body.scheduledAt, current.scheduledAt?.toISOString() ?? null);
  const scheduledAt = scheduledAtText === null ? null : new Date(scheduledAtText);
  const status = callStatusOnSave({ selection, scheduledAt, status: pick(body.status, current.status) });
  return {
    selection,
    status,
    scheduledAt,
    topics: pick(body.topics, current.topics),
    people: pick(body.people, current.people),
    updatedAt: now,
    updatedByUserId: user.id,
  };
}

const audited = ({ updatedAt: _at, updatedByUserId: _by, ...fields }: CallRecord) => fields;

export async function updateCall(
  db: Database,
  actor: Actor,
  user: AuthenticatedUser,
  input: { clientId: string; call: CallName; body: UpdateCallBody; expectedVersion: number },
  now: Date,
): Promise<Call> {
  return db.transaction(async (tx) => {
    const client = await lockClient(tx, input.clientId);
    if (!client || (client.isArchived && !isStaffRole(user.role))) throw notFound();
    assertVersion(client.version, input.expectedVersion);
    const before = readCall(client, input.call);
    const after = applyBody(before, input.body, user, now);
    const updated = await updateClientCallColumns(tx, client.id, callColumns(input.call, after), now);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: "call.update",
      entity: "Client",
      entityId: client.id,
      clientId: client.id,
      ...changedFields({ call: input.call, ...audited(before) }, { call: input.call, ...audited(after) }),
      extra: { call: input.call },
    });

    const task = await findClientTask(tx, client.id, CALL_TASK_IDS[input.call], { forUpdate: true });
    const nextStatus = task ? taskStatusForCall(after, task.status) : null;
    if (task && nextStatus) {
      await setClientTaskStatus(tx, task.id, nextStatus, now);
      await recordAudit(tx, {
        ...auditActor(actor),
        action: "task.status",
        entity: "Task",
        entityId: task.id,
        clientId: client.id,
        before: { taskId: task.taskId, status: task.status },
        after: { taskId: task.taskId, status: nextStatus },
        extra: { cause: `${input.call} call` },
      });
    }
    return presentCall(tx, input.call, after, updated.version);
  });
}
