/**
 * GET /api/clients/:clientId/calls/:call: the kickoff or install call as recorded, with who last changed it. Its topics
 * are answered with the escaped less-than sign restored (spec §5 "Text handling").
 */

import { CALL_TEXT_FIELDS, restoreLessThanIn } from "@onboard/domain/common/text-handling";
import type { Call } from "@onboard/domain/tasks/call-schemas";
import { type CallName, isCallName } from "@onboard/domain/tasks/task-catalogue";
import { TASK_MESSAGES } from "@onboard/domain/tasks/task-messages";
import type { DbExecutor } from "../../db/executor";
import { notFound } from "../../errors/app-error";
import { type CallRecord, readCall } from "./call-columns";
import { type ClientRow, findUserName } from "./repository";

/** The call name from the URL, or 404 "Call not found". */
export function callNameOf(value: string): CallName {
  if (!isCallName(value)) throw notFound(TASK_MESSAGES.callNotFound);
  return value;
}

export async function presentCall(db: DbExecutor, call: CallName, record: CallRecord, version: number): Promise<Call> {
  const answer: Call = {
    call,
    selection: record.selection,
    status: record.status,
    scheduledAt: record.scheduledAt?.toISOString() ?? null,
    topics: record.topics,
    people: record.people.map(({ name, email, role }) => ({ name, email, ...(role ? { role } : {}) })),
    updatedAt: record.updatedAt?.toISOString() ?? null,
    updatedBy: await findUserName(db, record.updatedByUserId),
    version,
  };
  return restoreLessThanIn(answer, CALL_TEXT_FIELDS);
}

export async function getCall(db: DbExecutor, client: ClientRow, call: CallName): Promise<Call> {
  return presentCall(db, call, readCall(client, call), client.version);
}
