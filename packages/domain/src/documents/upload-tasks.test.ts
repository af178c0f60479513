import { describe, expect, it } from "vitest";
import { TASK_STATUSES, type TaskStatus } from "../tasks/task-ids";
import { taskStatusAfterUpload, uploadTaskOf } from "./upload-tasks";

describe("uploadTaskOf", () => {
  it("maps prior carrier certificates to the client task", () => {
    expect(uploadTaskOf("prior-carrier-certificates")).toEqual({
      kind: "client",
      taskId: "prior-carrier-certificates",
    });
  });

  it.each([
    "prior-carrier-bills",
    "pfml",
    "pfml-spd",
    "advisor-spd",
    "dental-rollover",
    "deductible-maximum-report",
  ] as const)("maps %s to the policy task of the same id", (category) => {
    expect(uploadTaskOf(category)).toEqual({ kind: "policy", taskId: category });
  });

  it.each(["employee-resources", "enrollment-elections", "onboarding-forms", "other"] as const)(
    "gives no task for %s",
    (category) => {
      expect(uploadTaskOf(category)).toBeNull();
    },
  );
});

describe("taskStatusAfterUpload", () => {
  const expected: Record<TaskStatus, TaskStatus> = {
    NOT_STARTED: "IN_REVIEW",
    UPCOMING: "IN_REVIEW",
    IN_PROGRESS: "IN_REVIEW",
    NIGO: "IN_REVIEW",
    NEEDS_REVIEW: "IN_REVIEW",
    IN_REVIEW: "IN_REVIEW",
    DONE: "IN_REVIEW",
    VOIDED: "VOIDED",
    DECLINED: "DECLINED",
  };
  it.each(TASK_STATUSES)("moves %s as the rule says", (status) => {
    expect(taskStatusAfterUpload(status)).toBe(expected[status]);
  });
});
