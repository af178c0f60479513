import { describe, expect, it } from "vitest";
import { US_STATE_CODES } from "../common/us-states";
import { PREPAID_DENTAL_NETWORK_KEYS } from "./benefit-types";
import { DENTAL_NETWORKS_BY_STATE, dentalNetworksIn, isNetworkOfferedIn } from "./dental-networks-by-state";
import { isDhmoState } from "./dhmo-states";
import { isPpoDentalNetwork, PPO_DENTAL_NETWORKS } from "./prepaid-location-plans";

const statesOffering = (network: (typeof PREPAID_DENTAL_NETWORK_KEYS)[number]) =>
  US_STATE_CODES.filter((state) => isNetworkOfferedIn(network, state));

describe("the dental networks by state", () => {
  it("has an entry for each of the 50 states and DC, and for nothing else", () => {
    expect(Object.keys(DENTAL_NETWORKS_BY_STATE).sort()).toEqual([...US_STATE_CODES].sort());
    expect(US_STATE_CODES).toHaveLength(51);
    for (const state of US_STATE_CODES) {
      const networks = dentalNetworksIn(state);
      expect(networks.length, state).toBeGreaterThan(0);
      expect(new Set(networks).size, `${state} lists a network twice`).toBe(networks.length);
    }
  });

  it("offers every network of the spec somewhere", () => {
    for (const network of PREPAID_DENTAL_NETWORK_KEYS) expect(statesOffering(network), network).not.toEqual([]);
  });

  it("offers the two PPO networks in every state, first", () => {
    expect(PPO_DENTAL_NETWORKS.every(isPpoDentalNetwork)).toBe(true);
    for (const state of US_STATE_CODES) expect(dentalNetworksIn(state).slice(0, 2), state).toEqual(PPO_DENTAL_NETWORKS);
  });

  it("offers prepaid networks only in the DHMO states, and at least one in each of them", () => {
    for (const state of US_STATE_CODES) {
      const prepaid = dentalNetworksIn(state).filter((network) => !isPpoDentalNetwork(network));
      if (isDhmoState(state)) expect(prepaid, state).not.toEqual([]);
      else expect(prepaid, state).toEqual([]);
    }
  });

  it("offers the state-specific prepaid series in their own state only", () => {
    expect(statesOffering("CA_UDC_PREPAID")).toEqual(["CA"]);
    expect(statesOffering("PREPAID_DENTAL_SERIES_FLORIDA")).toEqual(["FL"]);
    expect(statesOffering("GEORGIA_PREPAID")).toEqual(["GA"]);
    for (const state of ["CA", "FL", "GA"] as const)
      expect(isNetworkOfferedIn("DHMO_DENTAL_SERIES", state)).toBe(false);
  });

  it("offers United Dental Care in Texas and its neighbours, not elsewhere", () => {
    expect(statesOffering("UNITED_DENTAL_CARE")).toEqual(["AZ", "CO", "LA", "NV", "OK", "TX"]);
    expect(dentalNetworksIn("TX")).toEqual([
      "FOCUS_PPO",
      "DENTAL_NETWORK_PPO",
      "DHMO_DENTAL_SERIES",
      "UNITED_DENTAL_CARE",
    ]);
    expect(dentalNetworksIn("MT")).toEqual(["FOCUS_PPO", "DENTAL_NETWORK_PPO"]);
  });
});
