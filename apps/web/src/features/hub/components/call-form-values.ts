/** The call form's values and their conversion to and from the API (datetime-local has no zone; the API has ISO). */
import { CALL_STATUSES, type CallStatus } from "@onboard/domain/tasks/task-ids";
import { z } from "zod";
import type { CallDetails, CallUpdate } from "../api/hub-types";

export { CALL_SELECTIONS, CALL_TOPICS } from "@onboard/domain/tasks/call-options";

const TEXT_MAX = 191;

export const callFormSchema = z.object({
  selection: z.string(),
  scheduledAt: z.string(),
  topics: z.array(z.string()),
  status: z.string(),
  people: z.array(
    z.object({
      name: z.string().trim().min(1, "call.nameRequired").max(TEXT_MAX, "call.tooLong"),
      email: z.email("call.emailInvalid").max(TEXT_MAX, "call.tooLong"),
    }),
  ),
});
export type CallFormValues = z.infer<typeof callFormSchema>;

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/** An ISO instant as the local "YYYY-MM-DDTHH:mm" a datetime-local input shows. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function toFormValues(call: CallDetails): CallFormValues {
  return {
    selection: call.selection ?? "",
    scheduledAt: toLocalInput(call.scheduledAt),
    topics: call.topics,
    status: call.status ?? "",
    people: call.people.map((person) => ({ name: person.name, email: person.email })),
  };
}

function isCallStatus(value: string): value is CallStatus {
  return (CALL_STATUSES as readonly string[]).includes(value);
}

/** Clients do not send the status: only staff record how the call went. */
export function toCallUpdate(values: CallFormValues, canSetStatus: boolean): CallUpdate {
  const scheduled = values.scheduledAt ? new Date(values.scheduledAt) : null;
  return {
    selection: values.selection || null,
    scheduledAt: scheduled && !Number.isNaN(scheduled.getTime()) ? scheduled.toISOString() : null,
    topics: values.topics,
    people: values.people.map((person) => ({ name: person.name.trim(), email: person.email.trim() })),
    ...(canSetStatus ? { status: isCallStatus(values.status) ? values.status : null } : {}),
  };
}

/** i18n key suffix of a call status ("Complete - No Recording" → "completeNoRecording"). */
export const CALL_STATUS_KEYS: Record<CallStatus, string> = {
  Pending: "pending",
  Complete: "complete",
  "Complete - No Recording": "completeNoRecording",
  "Complete - Call Recorded": "completeCallRecorded",
  Declined: "declined",
  "No Response": "noResponse",
};
