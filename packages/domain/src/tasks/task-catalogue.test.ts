import { describe, expect, it } from "vitest";
import { policyLabel } from "./policy-label";
import {
  CALL_TASK_IDS,
  CLIENT_TASK_DISPLAY_ORDER,
  compareTaskOrder,
  isTaskId,
  LINK_TASK_TARGETS,
  POLICY_TASK_DISPLAY_ORDER,
  TASK_DISPLAY_ORDER,
  TASK_KINDS,
  UPLOAD_TASK_IDS,
} from "./task-catalogue";
import { CLIENT_TASK_IDS, POLICY_TASK_IDS } from "./task-ids";

describe("the task catalogue", () => {
  it("orders every client task, then every policy task, once each", () => {
    expect([...CLIENT_TASK_DISPLAY_ORDER].sort()).toEqual([...CLIENT_TASK_IDS].sort());
    expect([...POLICY_TASK_DISPLAY_ORDER].sort()).toEqual([...POLICY_TASK_IDS].sort());
    expect(TASK_DISPLAY_ORDER.slice(0, 3)).toEqual([
      "kickoff-call",
      "company-profile",
      "eif-submit-company-information",
    ]);
    expect(TASK_DISPLAY_ORDER.at(-1)).toBe("deductible-maximum-report");
    expect(
      ["pfml", "kickoff-call", "prior-carrier-bills"].sort((a, b) => compareTaskOrder(a as never, b as never)),
    ).toEqual(["kickoff-call", "prior-carrier-bills", "pfml"]);
  });

  it("gives each task its kind", () => {
    expect(CALL_TASK_IDS).toEqual({ kickoff: "kickoff-call", install: "ongoing-service-call" });
    expect(Object.keys(LINK_TASK_TARGETS).sort()).toEqual(
      TASK_DISPLAY_ORDER.filter((id) => TASK_KINDS[id] === "link").sort(),
    );
    expect(LINK_TASK_TARGETS["enrollment-elections"]).toBe("census");
    expect(LINK_TASK_TARGETS["onboarding-forms"]).toBe("signing");
    expect(UPLOAD_TASK_IDS).toEqual([
      "prior-carrier-certificates",
      "prior-carrier-bills",
      "pfml",
      "pfml-spd",
      "advisor-spd",
      "dental-rollover",
      "deductible-maximum-report",
    ]);
  });

  it("recognises task ids", () => {
    expect(isTaskId("kickoff-call")).toBe(true);
    expect(isTaskId("pfml")).toBe(true);
    expect(isTaskId("not-a-task")).toBe(false);
  });

  it("names a policy by number and coverages", () => {
    expect(policyLabel("2541209", ["LTD", "BASIC_LIFE"])).toBe("Policy 2541209 · Long Term Disability, Life");
    expect(policyLabel("77", [])).toBe("Policy 77");
  });
});
