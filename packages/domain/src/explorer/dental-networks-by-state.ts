/**
 * The dental networks offered in each of the 50 states and DC (benefits-explorer spec §3 "Dental": a state-by-state
 * dental network list exists for every state, its contents not shown), which the public explorer lists to a visitor
 * once they say where they live.
 */
import type { UsState } from "../common/us-states";
import type { PrepaidDentalNetwork } from "./benefit-types";

/**
 * The spec does not give the list, so this is ours, written to agree with the DHMO states (dhmo-states.ts): every
 * state has the two PPO networks; prepaid (DHMO) networks only in the 24 DHMO states, since a prepaid plan needs a
 * state licence and contracted dentists where its members live. California, Florida and Georgia have prepaid series
 * of their own (CA UDC Prepaid, Prepaid Dental Series Florida only, Georgia Prepaid) in place of the DHMO Dental
 * Series, which covers the other 21 DHMO states. United Dental Care is the South-West's prepaid network (Texas and
 * its neighbours), Heritage the Mid-Atlantic's and Legend the Midwest's. The two PPO networks
 * (PPO_DENTAL_NETWORKS) come first in every state.
 */
export const DENTAL_NETWORKS_BY_STATE = {
  AL: ["FOCUS_PPO", "DENTAL_NETWORK_PPO", "DHMO_DENTAL_SERIES"],
  AK: ["FOCUS_PPO", "DENTAL_NETWORK_PPO"],
  AZ: ["FOCUS_PPO", "DENTAL_NETWORK_PPO", "DHMO_DENTAL_SERIES", "UNITED_DENTAL_CARE"],
  AR: ["FOCUS_PPO", "DENTAL_NETWORK_PPO"],
  CA: ["FOCUS_PPO", "DENTAL_NETWORK_PPO", "CA_UDC_PREPAID"],
  CO: ["FOCUS_PPO", "DENTAL_NETWORK_PPO", "DHMO_DENTAL_SERIES", "UNITED_DENTAL_CARE"],
  CT: ["FOCUS_PPO", "DENTAL_NETWORK_PPO"],
  DE: ["FOCUS_PPO", "DENTAL_NETWORK_PPO"],
  DC: ["FOCUS_PPO", "DENTAL_NETWORK_PPO", "DHMO_DENTAL_SERIES", "HERITAGE"],
  FL: ["FOCUS_PPO", "DENTAL_NETWORK_PPO", "PREPAID_DENTAL_SERIES_FLORIDA"],
  GA: ["FOCUS_PPO", "DENTAL_NETWORK_PPO", "GEORGIA_PREPAID"],
  HI: ["FOCUS_PPO", "DENTAL_NETWORK_PPO"],
  ID: ["FOCUS_PPO", "DENTAL_NETWORK_PPO"],
  IL: ["FOCUS_PPO", "DENTAL_NETWORK_PPO", "DHMO_DENTAL_SERIES", "LEGEND"],
  IN: ["FOCUS_PPO", "DENTAL_NETWORK_PPO"],
  IA: ["FOCUS_PPO", "DENTAL_NETWORK_PPO"],
  KS: ["FOCUS_PPO", "DENTAL_NETWORK_PPO", "DHMO_DENTAL_SERIES", "LEGEND"],
  KY: ["FOCUS_PPO", "DENTAL_NETWORK_PPO", "DHMO_DENTAL_SERIES", "LEGEND"],
  LA: ["FOCUS_PPO", "DENTAL_NETWORK_PPO", "DHMO_DENTAL_SERIES", "UNITED_DENTAL_CARE"],
  ME: ["FOCUS_PPO", "DENTAL_NETWORK_PPO"],
  MD: ["FOCUS_PPO", "DENTAL_NETWORK_PPO", "DHMO_DENTAL_SERIES", "HERITAGE"],
  MA: ["FOCUS_PPO", "DENTAL_NETWORK_PPO"],
  MI: ["FOCUS_PPO", "DENTAL_NETWORK_PPO", "DHMO_DENTAL_SERIES", "LEGEND"],
  MN: ["FOCUS_PPO", "DENTAL_NETWORK_PPO"],
  MS: ["FOCUS_PPO", "DENTAL_NETWORK_PPO"],
  MO: ["FOCUS_PPO", "DENTAL_NETWORK_PPO", "DHMO_DENTAL_SERIES", "LEGEND"],
  MT: ["FOCUS_PPO", "DENTAL_NETWORK_PPO"],
  NE: ["FOCUS_PPO", "DENTAL_NETWORK_PPO"],
  NV: ["FOCUS_PPO", "DENTAL_NETWORK_PPO", "DHMO_DENTAL_SERIES", "UNITED_DENTAL_CARE"],
  NH: ["FOCUS_PPO", "DENTAL_NETWORK_PPO"],
  NJ: ["FOCUS_PPO", "DENTAL_NETWORK_PPO", "DHMO_DENTAL_SERIES", "HERITAGE"],
  NM: ["FOCUS_PPO", "DENTAL_NETWORK_PPO"],
  NY: ["FOCUS_PPO", "DENTAL_NETWORK_PPO", "DHMO_DENTAL_SERIES", "HERITAGE"],
  NC: ["FOCUS_PPO", "DENTAL_NETWORK_PPO", "DHMO_DENTAL_SERIES"],
  ND: ["FOCUS_PPO", "DENTAL_NETWORK_PPO"],
  OH: ["FOCUS_PPO", "DENTAL_NETWORK_PPO", "DHMO_DENTAL_SERIES", "LEGEND"],
  OK: ["FOCUS_PPO", "DENTAL_NETWORK_PPO", "DHMO_DENTAL_SERIES", "UNITED_DENTAL_CARE"],
  OR: ["FOCUS_PPO", "DENTAL_NETWORK_PPO"],
  PA: ["FOCUS_PPO", "DENTAL_NETWORK_PPO", "DHMO_DENTAL_SERIES", "HERITAGE"],
  RI: ["FOCUS_PPO", "DENTAL_NETWORK_PPO"],
  SC: ["FOCUS_PPO", "DENTAL_NETWORK_PPO"],
  SD: ["FOCUS_PPO", "DENTAL_NETWORK_PPO"],
  TN: ["FOCUS_PPO", "DENTAL_NETWORK_PPO", "DHMO_DENTAL_SERIES"],
  TX: ["FOCUS_PPO", "DENTAL_NETWORK_PPO", "DHMO_DENTAL_SERIES", "UNITED_DENTAL_CARE"],
  UT: ["FOCUS_PPO", "DENTAL_NETWORK_PPO"],
  VT: ["FOCUS_PPO", "DENTAL_NETWORK_PPO"],
  VA: ["FOCUS_PPO", "DENTAL_NETWORK_PPO", "DHMO_DENTAL_SERIES", "HERITAGE"],
  WA: ["FOCUS_PPO", "DENTAL_NETWORK_PPO"],
  WV: ["FOCUS_PPO", "DENTAL_NETWORK_PPO"],
  WI: ["FOCUS_PPO", "DENTAL_NETWORK_PPO"],
  WY: ["FOCUS_PPO", "DENTAL_NETWORK_PPO"],
} as const satisfies Record<UsState, readonly PrepaidDentalNetwork[]>;

/** The dental networks offered in a state, PPO networks first. */
export function dentalNetworksIn(state: UsState): readonly PrepaidDentalNetwork[] {
  return DENTAL_NETWORKS_BY_STATE[state];
}

export function isNetworkOfferedIn(network: PrepaidDentalNetwork, state: UsState): boolean {
  return (dentalNetworksIn(state) as readonly string[]).includes(network);
}
