/**
 * Which dental plans depend on where the visitor lives (benefits-explorer issue 19, "Prepaid location … used where
 * prepaid dental plans depend on it"): the prepaid ones, a DHMO or a dental plan with a prepaid situs state or a
 * prepaid (not PPO) network. Which plans of a list need a state, and whether a plan is available in a state, are in
 * prepaid-location-availability.ts: the public explorer's first load asks only this, and that file and the network
 * table (dental-networks-by-state.ts) load with the prepaid location panel.
 */
import type { UsState } from "../common/us-states";
import type { BenefitType, PlanType, PrepaidDentalNetwork } from "./benefit-types";

/** The two PPO networks are national (every state has them): a plan on either needs no state to be judged. */
export const PPO_DENTAL_NETWORKS = [
  "FOCUS_PPO",
  "DENTAL_NETWORK_PPO",
] as const satisfies readonly PrepaidDentalNetwork[];

export function isPpoDentalNetwork(network: PrepaidDentalNetwork): boolean {
  return (PPO_DENTAL_NETWORKS as readonly string[]).includes(network);
}

export interface DentalPlanFacts {
  benefitType: BenefitType;
  planType: PlanType;
  prepaidSitusState: UsState | null;
  prepaidDentalNetwork: PrepaidDentalNetwork | null;
}

/** True for a prepaid dental plan: whether the visitor may enroll depends on the state they live in. */
export function isPrepaidDentalPlan(plan: DentalPlanFacts): boolean {
  if (plan.benefitType !== "DENTAL") return false;
  return (
    plan.planType === "DHMO" ||
    plan.prepaidSitusState !== null ||
    (plan.prepaidDentalNetwork !== null && !isPpoDentalNetwork(plan.prepaidDentalNetwork))
  );
}
