/** How a plan-design push job's status is displayed (benefits-explorer spec §4 and §8). */
import { PUSH_RESULT_MESSAGES } from "../errors/catalogue";
import type { ApiJobStatus } from "./benefit-types";

export type PushDisplayStatus = "success" | "warnings" | "errors" | "loading";

export const PUSH_DISPLAY_STATUS = {
  NOT_APPLICABLE: "success",
  COMPLETED: "success",
  IN_PROGRESS: "loading",
  COMPLETED_WITH_WARNINGS: "warnings",
  COMPLETED_WITH_ERRORS: "errors",
  TIMEOUT: "errors",
} as const satisfies Record<ApiJobStatus, PushDisplayStatus>;

/** The result label for a finished push ("Successfully pushed", ...), or null while it runs. */
export function pushResultLabel(status: ApiJobStatus): string | null {
  const display = PUSH_DISPLAY_STATUS[status];
  return display === "loading" ? null : PUSH_RESULT_MESSAGES[display];
}
