import { describe, expect, it } from "vitest";
import { callStatusOnSave, taskStatusForCall } from "./call-task-status";

const none = { selection: null, status: null, scheduledAt: null };

describe("callStatusOnSave", () => {
  it("is Pending once scheduled without a status, and keeps a recorded one", () => {
    expect(callStatusOnSave(none)).toBeNull();
    expect(callStatusOnSave({ ...none, scheduledAt: "2026-01-05T15:00:00Z" })).toBe("Pending");
    expect(callStatusOnSave({ ...none, scheduledAt: "2026-01-05T15:00:00Z", status: "No Response" })).toBe(
      "No Response",
    );
  });
});

describe("taskStatusForCall", () => {
  it.each(["Complete", "Complete - No Recording", "Complete - Call Recorded"] as const)(
    "makes the task Done when the call is %s",
    (status) => {
      expect(taskStatusForCall({ ...none, status }, "IN_PROGRESS")).toBe("DONE");
      expect(taskStatusForCall({ ...none, status }, "DONE")).toBeNull();
    },
  );

  it("makes the task Declined when the call is declined", () => {
    expect(taskStatusForCall({ ...none, status: "Declined" }, "NOT_STARTED")).toBe("DECLINED");
  });

  it("starts a task once the call is chosen or scheduled", () => {
    expect(taskStatusForCall({ ...none, selection: "Tuesday morning" }, "NOT_STARTED")).toBe("IN_PROGRESS");
    expect(taskStatusForCall({ ...none, scheduledAt: "2026-01-05T15:00:00Z", status: "Pending" }, "UPCOMING")).toBe(
      "IN_PROGRESS",
    );
    expect(taskStatusForCall({ ...none, selection: "x", status: "No Response" }, "IN_REVIEW")).toBeNull();
    expect(taskStatusForCall(none, "NOT_STARTED")).toBeNull();
  });
});
