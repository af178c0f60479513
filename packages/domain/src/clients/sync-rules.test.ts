import { describe, expect, it } from "vitest";
import { completedPolicyIds, syncedPhase } from "./sync-rules";

describe("syncedPhase", () => {
  it("takes the primary policy's phase", () => {
    const policies = [
      { id: "a", phaseId: "WELCOME", primaryPolicy: false },
      { id: "b", phaseId: "PLAN_APPROVAL", primaryPolicy: true },
    ] as const;
    expect(syncedPhase(policies, "WELCOME")).toBe("PLAN_APPROVAL");
  });

  it("takes the least advanced policy's phase without a primary policy", () => {
    const policies = [
      { id: "a", phaseId: "CONTRACTS_AND_BILLING", primaryPolicy: false },
      { id: "b", phaseId: "INFO_GATHERING", primaryPolicy: false },
    ] as const;
    expect(syncedPhase(policies, "WELCOME")).toBe("INFO_GATHERING");
  });

  it("keeps the current phase without policies", () => {
    expect(syncedPhase([], "REVIEW_AND_VALIDATE")).toBe("REVIEW_AND_VALIDATE");
  });
});

describe("completedPolicyIds", () => {
  it("lists the policies whose onboarding is complete", () => {
    expect(
      completedPolicyIds([
        { id: "a", phaseId: "ONBOARDING_COMPLETE", primaryPolicy: false },
        { id: "b", phaseId: "WELCOME", primaryPolicy: true },
      ]),
    ).toEqual(["a"]);
  });
});
