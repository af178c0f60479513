import { describe, expect, it } from "vitest";
import { US_STATE_CODES, type UsState } from "../common/us-states";
import { isDhmoState } from "./dhmo-states";
import { isPlanAvailableIn, plansNeedingState } from "./prepaid-location-availability";
import { type DentalPlanFacts, isPrepaidDentalPlan } from "./prepaid-location-plans";

const plan = (facts: Partial<DentalPlanFacts> & { name?: string }) => ({
  name: "plan",
  benefitType: "DENTAL" as const,
  planType: "PPO" as const,
  prepaidSitusState: null,
  prepaidDentalNetwork: null,
  ...facts,
});

const TEXAS_DHMO = plan({
  name: "Texas DHMO",
  planType: "DHMO",
  prepaidSitusState: "TX",
  prepaidDentalNetwork: "UNITED_DENTAL_CARE",
});
const PPO = plan({ name: "PPO", prepaidDentalNetwork: "DENTAL_NETWORK_PPO" });
const ASO_PPO = plan({ name: "ASO PPO", planType: "ASO_PPO", prepaidDentalNetwork: "FOCUS_PPO" });
const INDEMNITY = plan({ name: "Indemnity", planType: "INDEMNITY" });
const HERITAGE_DHMO = plan({ name: "Heritage DHMO", planType: "DHMO", prepaidDentalNetwork: "HERITAGE" });
const BARE_DHMO = plan({ name: "Other carrier's DHMO", planType: "DHMO" });
const MEDICAL = plan({ name: "Medical", benefitType: "MEDICAL", planType: "HMO" });

const availableIn = (facts: DentalPlanFacts): UsState[] =>
  US_STATE_CODES.filter((state) => isPlanAvailableIn(facts, state));

describe("which plans depend on the visitor's state", () => {
  it("counts a DHMO, a situs state or a prepaid network as prepaid", () => {
    expect(isPrepaidDentalPlan(TEXAS_DHMO)).toBe(true);
    expect(isPrepaidDentalPlan(BARE_DHMO)).toBe(true);
    expect(isPrepaidDentalPlan(plan({ prepaidSitusState: "CA" }))).toBe(true);
    expect(isPrepaidDentalPlan(plan({ prepaidDentalNetwork: "GEORGIA_PREPAID" }))).toBe(true);
  });

  it("does not count PPO, ASO PPO and indemnity plans on a PPO network, nor other benefit types", () => {
    for (const facts of [PPO, ASO_PPO, INDEMNITY, MEDICAL]) expect(isPrepaidDentalPlan(facts), facts.name).toBe(false);
    expect(isPrepaidDentalPlan(plan({ benefitType: "VISION", planType: "VISION", prepaidSitusState: "TX" }))).toBe(
      false,
    );
  });

  it("lists the plans that need a state, in their order", () => {
    const plans = [PPO, TEXAS_DHMO, MEDICAL, HERITAGE_DHMO, INDEMNITY];
    expect(plansNeedingState(plans).map((facts) => facts.name)).toEqual(["Texas DHMO", "Heritage DHMO"]);
    expect(plansNeedingState([PPO, MEDICAL])).toEqual([]);
  });
});

describe("whether a plan is available where the visitor lives", () => {
  it("offers a prepaid plan with a situs state in that state only", () => {
    expect(availableIn(TEXAS_DHMO)).toEqual(["TX"]);
    expect(isPlanAvailableIn(TEXAS_DHMO, "OK")).toBe(false);
  });

  it("offers a prepaid plan without a situs state where its network is", () => {
    expect(availableIn(HERITAGE_DHMO)).toEqual(["DC", "MD", "NJ", "NY", "PA", "VA"]);
    expect(availableIn(plan({ prepaidDentalNetwork: "PREPAID_DENTAL_SERIES_FLORIDA" }))).toEqual(["FL"]);
  });

  it("offers a DHMO with neither situs nor network in the DHMO states", () => {
    expect(availableIn(BARE_DHMO)).toEqual(US_STATE_CODES.filter(isDhmoState));
    expect(availableIn(BARE_DHMO)).toHaveLength(24);
  });

  it("offers PPO, ASO PPO and indemnity plans, and other benefits, in every state", () => {
    for (const facts of [PPO, ASO_PPO, INDEMNITY, MEDICAL])
      expect(availableIn(facts), facts.name).toEqual(US_STATE_CODES);
  });
});
