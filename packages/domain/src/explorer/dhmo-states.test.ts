import { describe, expect, it } from "vitest";
import { US_STATE_CODES } from "../common/us-states";
import { DHMO_STATES, isDhmoState, planNotOfferedMessage, planOfferedInState } from "./dhmo-states";

describe("DHMO_STATES", () => {
  it("lists 24 distinct valid states", () => {
    expect(DHMO_STATES).toHaveLength(24);
    expect(new Set(DHMO_STATES).size).toBe(24);
    for (const state of DHMO_STATES) expect(US_STATE_CODES).toContain(state);
    expect(isDhmoState("TX")).toBe(true);
    expect(isDhmoState("MT")).toBe(false);
  });
});

describe("planOfferedInState", () => {
  it("refuses dental PPO in Montana only", () => {
    expect(planOfferedInState("DENTAL", "PPO", "MT")).toBe(false);
    expect(planNotOfferedMessage("DENTAL", "PPO", "MT")).toBe("Dental PPO is not offered in Montana.");
    expect(planOfferedInState("DENTAL", "PPO", "WY")).toBe(true);
  });

  it("refuses ASO PPO in Montana only", () => {
    expect(planNotOfferedMessage("DENTAL", "ASO_PPO", "MT")).toBe("ASO PPO is not offered in Montana.");
    expect(planOfferedInState("DENTAL", "ASO_PPO", "ID")).toBe(true);
  });

  it("refuses indemnity in Montana and Rhode Island", () => {
    for (const state of ["MT", "RI"] as const) {
      expect(planNotOfferedMessage("DENTAL", "INDEMNITY", state)).toBe(
        "Dental indemnity is not offered in Montana or Rhode Island.",
      );
    }
    expect(planOfferedInState("DENTAL", "INDEMNITY", "MA")).toBe(true);
  });

  it("offers DHMO only in the 24 states", () => {
    const offered = US_STATE_CODES.filter((state) => planOfferedInState("DENTAL", "DHMO", state));
    expect(offered).toHaveLength(24);
    expect(planNotOfferedMessage("DENTAL", "DHMO", "WA")).toBe("DHMO is not offered in this state.");
    expect(planOfferedInState("DENTAL", "DHMO", "CA")).toBe(true);
  });

  it("does not limit other benefit types", () => {
    expect(planOfferedInState("MEDICAL", "PPO", "MT")).toBe(true);
    expect(planOfferedInState("OTHER", "OTHER", "RI")).toBe(true);
  });
});
