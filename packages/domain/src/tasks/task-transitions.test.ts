import { describe, expect, it } from "vitest";
import type { CarrierRole } from "../users/roles";
import { CLIENT_TASK_DISPLAY_ORDER, TASK_DISPLAY_ORDER, type TaskId } from "./task-catalogue";
import { TASK_STATUSES, type TaskStatus } from "./task-ids";
import { allowedTaskTransitions, canMoveTask, refusedTransitionMessage } from "./task-transitions";

const CLIENT_ROLES: CarrierRole[] = ["BROKER", "BEN_ADMIN"];
const STAFF: CarrierRole[] = ["SLF_ADMIN", "SLF_OWNER"];
const HUB_TASKS = TASK_DISPLAY_ORDER.filter(
  (id) => id !== "company-profile" && id !== "eif-submit-company-information",
);

describe("allowedTaskTransitions for brokers and ben admins", () => {
  it.each([
    ["NOT_STARTED", ["IN_PROGRESS"]],
    ["UPCOMING", ["IN_PROGRESS"]],
    ["IN_PROGRESS", ["IN_REVIEW"]],
    ["NIGO", ["IN_REVIEW"]],
    ["IN_REVIEW", []],
    ["NEEDS_REVIEW", []],
    ["DONE", []],
    ["VOIDED", []],
    ["DECLINED", []],
  ] as const)("from %s allows %j on every hub task", (from, expected) => {
    for (const role of CLIENT_ROLES)
      for (const taskId of HUB_TASKS) expect(allowedTaskTransitions(taskId, from, role)).toEqual(expected);
  });

  it("never lets them set DONE or NIGO", () => {
    for (const role of CLIENT_ROLES)
      for (const taskId of TASK_DISPLAY_ORDER)
        for (const from of TASK_STATUSES) {
          expect(canMoveTask(taskId, from, "DONE", role)).toBe(false);
          expect(canMoveTask(taskId, from, "NIGO", role)).toBe(false);
        }
  });

  it("leaves the EIF's tasks to the EIF flow", () => {
    for (const taskId of ["company-profile", "eif-submit-company-information"] as TaskId[])
      for (const from of TASK_STATUSES)
        for (const role of CLIENT_ROLES) expect(allowedTaskTransitions(taskId, from, role)).toEqual([]);
  });
});

describe("allowedTaskTransitions for carrier staff", () => {
  const everyOtherBut = (from: TaskStatus, without: TaskStatus[] = []) =>
    TASK_STATUSES.filter((to) => to !== from && !without.includes(to));

  it.each([
    ["NOT_STARTED", everyOtherBut("NOT_STARTED", ["DONE"])],
    ["UPCOMING", everyOtherBut("UPCOMING", ["DONE"])],
    ["IN_PROGRESS", everyOtherBut("IN_PROGRESS")],
    ["IN_REVIEW", everyOtherBut("IN_REVIEW")],
    ["NEEDS_REVIEW", everyOtherBut("NEEDS_REVIEW")],
    ["NIGO", everyOtherBut("NIGO", ["DONE"])],
    ["DONE", everyOtherBut("DONE")],
    ["VOIDED", everyOtherBut("VOIDED", ["DONE"])],
    ["DECLINED", everyOtherBut("DECLINED", ["DONE"])],
  ] as const)("from %s allows %j on every task", (from, expected) => {
    for (const role of STAFF)
      for (const taskId of TASK_DISPLAY_ORDER) expect(allowedTaskTransitions(taskId, from, role)).toEqual(expected);
  });

  it("decides a review: In Review to Done or NIGO", () => {
    for (const role of STAFF) {
      expect(canMoveTask("prior-carrier-certificates", "IN_REVIEW", "DONE", role)).toBe(true);
      expect(canMoveTask("prior-carrier-bills", "IN_REVIEW", "NIGO", role)).toBe(true);
    }
  });

  it("treats a move to the same status as no transition", () => {
    for (const from of TASK_STATUSES)
      expect(canMoveTask(CLIENT_TASK_DISPLAY_ORDER[0], from, from, "SLF_OWNER")).toBe(false);
  });
});

describe("refusedTransitionMessage", () => {
  it("says why a move is refused", () => {
    expect(refusedTransitionMessage("pfml", "IN_REVIEW", "DONE", "BEN_ADMIN")).toBe(
      "Only the carrier's team can move a task from In Review to Completed.",
    );
    expect(refusedTransitionMessage("pfml", "NOT_STARTED", "DONE", "SLF_ADMIN")).toBe(
      "A task that is Not Started cannot be moved to Completed.",
    );
    expect(refusedTransitionMessage("pfml", "DONE", "DONE", "SLF_ADMIN")).toBe("The task is already Completed.");
    expect(refusedTransitionMessage("pfml", "NOT_STARTED", "IN_REVIEW", "BROKER")).toBe(
      "A task that is Not Started cannot be moved to In Review.",
    );
    expect(refusedTransitionMessage("pfml", "DONE", "IN_PROGRESS", "BEN_ADMIN")).toBe(
      "A task that is Completed cannot be moved to In Progress.",
    );
    expect(refusedTransitionMessage("company-profile", "NOT_STARTED", "IN_PROGRESS", "BROKER")).toBe(
      "This task's status follows the company information form; it cannot be changed here.",
    );
  });
});
