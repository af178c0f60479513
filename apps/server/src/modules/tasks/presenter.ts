/** Rows to the API shapes of @onboard/domain/tasks and @onboard/domain/hub. */
import type { Feedback } from "@onboard/domain/hub/feedback-schemas";
import type { WelcomeFlow } from "@onboard/domain/hub/welcome-flow-schemas";
import type { TaskItem } from "@onboard/domain/tasks/task-schemas";
import type { clientFeedback } from "../../db/schema/index";
import type { PolicyTaskRow, TaskRow, WelcomeFlowRow } from "./repository";

export type UserRef = { id: string; name: string } | null;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentTask(row: TaskRow | PolicyTaskRow): TaskItem {
  return {
    id: row.id,
    taskId: row.taskId,
    policyId: "policyId" in row ? row.policyId : null,
    status: row.status,
    dueDate: row.dueDate,
    statusUpdatedAt: iso(row.statusUpdatedAt),
  };
}

export function presentWelcomeFlow(row: WelcomeFlowRow | null, completedBy: UserRef): WelcomeFlow {
  return { welcomeFlowCompletedAt: iso(row?.welcomeFlowCompletedAt ?? null), completedBy };
}

export function presentFeedback(row: typeof clientFeedback.$inferSelect): Feedback {
  return { id: row.id, rating: row.rating, comment: row.comment, createdAt: row.createdAt.toISOString() };
}
