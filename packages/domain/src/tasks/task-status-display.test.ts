import { describe, expect, it } from "vitest";
import { TASK_STATUSES } from "./task-ids";
import { TASK_STATUS_DISPLAY } from "./task-status-display";

describe("TASK_STATUS_DISPLAY", () => {
  it.each([
    ["UPCOMING", "Not Started", "info"],
    ["NOT_STARTED", "Not Started", "info"],
    ["IN_PROGRESS", "In Progress", "info"],
    ["NEEDS_REVIEW", "Needs Review", "warning"],
    ["IN_REVIEW", "In Review", "warning"],
    ["VOIDED", "Voided", "error"],
    ["DECLINED", "Declined", "error"],
    ["NIGO", "Action Required", "error"],
    ["DONE", "Completed", "success"],
  ] as const)("shows %s as %s (%s)", (status, label, tone) => {
    expect(TASK_STATUS_DISPLAY[status]).toMatchObject({ label, tone });
  });

  it("gives every status a unique i18n key", () => {
    const keys = TASK_STATUSES.map((status) => TASK_STATUS_DISPLAY[status].i18nKey);
    expect(new Set(keys).size).toBe(TASK_STATUSES.length);
    for (const status of TASK_STATUSES) expect(TASK_STATUS_DISPLAY[status].i18nKey).toBe(`tasks:status.${status}`);
  });
});
