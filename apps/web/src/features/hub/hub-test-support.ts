/** Test helpers for the hub screens: a ben admin of client c1, tasks, and a method-aware fake server. */
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { testBenAdmin } from "../../test/fixtures";
import type { CallDetails, TaskDetail, TaskItem, TasksOverview } from "./api/hub-types";

export { answerByMethod, callsTo, json, type MethodHandler } from "../../test/fake-fetch";

export const benAdmin: AuthenticatedUser = testBenAdmin("c1");

/** A local calendar date `days` from today as YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function task(overrides: Partial<TaskItem> & Pick<TaskItem, "taskId">): TaskItem {
  return {
    id: `t-${overrides.taskId}-${overrides.policyId ?? "client"}`,
    policyId: null,
    status: "NOT_STARTED",
    dueDate: null,
    statusUpdatedAt: null,
    ...overrides,
  };
}

export function taskDetail(overrides: Partial<TaskDetail> & Pick<TaskItem, "taskId">): TaskDetail {
  return { allowedStatuses: [], ...task(overrides), ...overrides };
}

export function overview(overrides: Partial<TasksOverview> = {}): TasksOverview {
  return { clientTasks: [], policies: [], ...overrides };
}

export function callDetails(overrides: Partial<CallDetails> = {}): CallDetails {
  return {
    call: "kickoff",
    selection: "video",
    status: "Pending",
    scheduledAt: null,
    topics: ["billing"],
    people: [{ name: "Rosa Benitez", email: "rosa@harborview.test" }],
    updatedAt: "2026-11-03T16:00:00.000Z",
    updatedBy: { id: "u1", name: "Avery Admin" },
    version: 3,
    ...overrides,
  };
}
