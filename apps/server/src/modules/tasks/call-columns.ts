/**
 * The kickoff and install calls live on the client row (kickoffCall* and installCall* columns). This maps a call's
 * API fields to those columns, and reads a call back from a client row.
 */
import type { CallName } from "@onboard/domain/tasks/task-catalogue";
import type { CallStatus } from "@onboard/domain/tasks/task-ids";
import type { CallAttendee } from "../../db/schema/clients";
import type { ClientRow } from "./repository";

export const CALL_FIELDS = ["selection", "status", "scheduledAt", "topics", "people"] as const;
export type CallField = (typeof CALL_FIELDS)[number];

const SUFFIX = {
  selection: "CallSelection",
  status: "CallStatus",
  scheduledAt: "CallScheduledAt",
  topics: "CallTopics",
  people: "CallPeople",
} as const satisfies Record<CallField, string>;

/** The client field a call field is stored in, e.g. kickoff status → kickoffCallStatus (also the CASL field name). */
export function callColumn(call: CallName, field: CallField): string {
  return `${call}${SUFFIX[field]}`;
}

export interface CallRecord {
  selection: string | null;
  status: CallStatus | null;
  scheduledAt: Date | null;
  topics: string[];
  people: CallAttendee[];
  updatedAt: Date | null;
  updatedByUserId: string | null;
}

export function readCall(client: ClientRow, call: CallName): CallRecord {
  if (call === "kickoff") {
    return {
      selection: client.kickoffCallSelection,
      status: client.kickoffCallStatus,
      scheduledAt: client.kickoffCallScheduledAt,
      topics: client.kickoffCallTopics ?? [],
      people: client.kickoffCallPeople ?? [],
      updatedAt: client.kickoffCallUpdatedAt,
      updatedByUserId: client.kickoffCallUpdatedByUserId,
    };
  }
  return {
    selection: client.installCallSelection,
    status: client.installCallStatus,
    scheduledAt: client.installCallScheduledAt,
    topics: client.installCallTopics ?? [],
    people: client.installCallPeople ?? [],
    updatedAt: client.installCallUpdatedAt,
    updatedByUserId: client.installCallUpdatedByUserId,
  };
}

export function callColumns(call: CallName, record: CallRecord): Partial<ClientRow> {
  if (call === "kickoff") {
    return {
      kickoffCallSelection: record.selection,
      kickoffCallStatus: record.status,
      kickoffCallScheduledAt: record.scheduledAt,
      kickoffCallTopics: record.topics,
      kickoffCallPeople: record.people,
      kickoffCallUpdatedAt: record.updatedAt,
      kickoffCallUpdatedByUserId: record.updatedByUserId,
    };
  }
  return {
    installCallSelection: record.selection,
    installCallStatus: record.status,
    installCallScheduledAt: record.scheduledAt,
    installCallTopics: record.topics,
    installCallPeople: record.people,
    installCallUpdatedAt: record.updatedAt,
    installCallUpdatedByUserId: record.updatedByUserId,
  };
}
