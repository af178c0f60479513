/** How each task status is shown: its label, badge tone and i18n key (onboarding spec §4). */
import type { TaskStatus } from "./task-ids";

export type StatusTone = "info" | "warning" | "error" | "success";

export interface TaskStatusDisplay {
  /** English label, word for word from the spec. */
  label: string;
  tone: StatusTone;
  i18nKey: string;
}

export const TASK_STATUS_DISPLAY = {
  UPCOMING: { label: "Not Started", tone: "info", i18nKey: "tasks:status.UPCOMING" },
  NOT_STARTED: { label: "Not Started", tone: "info", i18nKey: "tasks:status.NOT_STARTED" },
  IN_PROGRESS: { label: "In Progress", tone: "info", i18nKey: "tasks:status.IN_PROGRESS" },
  NEEDS_REVIEW: { label: "Needs Review", tone: "warning", i18nKey: "tasks:status.NEEDS_REVIEW" },
  IN_REVIEW: { label: "In Review", tone: "warning", i18nKey: "tasks:status.IN_REVIEW" },
  VOIDED: { label: "Voided", tone: "error", i18nKey: "tasks:status.VOIDED" },
  DECLINED: { label: "Declined", tone: "error", i18nKey: "tasks:status.DECLINED" },
  NIGO: { label: "Action Required", tone: "error", i18nKey: "tasks:status.NIGO" },
  DONE: { label: "Completed", tone: "success", i18nKey: "tasks:status.DONE" },
} as const satisfies Record<TaskStatus, TaskStatusDisplay>;

export function getTaskStatusDisplay(status: TaskStatus): TaskStatusDisplay {
  return TASK_STATUS_DISPLAY[status];
}
