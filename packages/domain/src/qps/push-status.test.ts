import { describe, expect, it } from "vitest";
import { API_JOB_STATUSES } from "../explorer/benefit-types";
import { isPushRunning, PUSH_RESULT_LABELS, pushDisplayStatus } from "./push-status";

describe("pushDisplayStatus", () => {
  it.each([
    ["NOT_APPLICABLE", "success"],
    ["COMPLETED", "success"],
    ["IN_PROGRESS", "loading"],
    ["COMPLETED_WITH_WARNINGS", "warning"],
    ["COMPLETED_WITH_ERRORS", "error"],
    ["TIMEOUT", "error"],
  ] as const)("shows %s as %s", (status, display) => {
    expect(pushDisplayStatus(status)).toBe(display);
  });

  it("labels each result as the spec words it", () => {
    expect(PUSH_RESULT_LABELS).toEqual({
      error: "Pushed with errors",
      warning: "Pushed with warnings",
      success: "Successfully pushed",
    });
  });

  it("calls only IN_PROGRESS running", () => {
    expect(API_JOB_STATUSES.filter(isPushRunning)).toEqual(["IN_PROGRESS"]);
  });
});
