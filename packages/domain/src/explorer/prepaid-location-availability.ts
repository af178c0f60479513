/**
 * Which plans need the visitor's state before they can be judged, and whether a dental plan is available where the
 * visitor lives (benefits-explorer issue 19, the prepaid location).
 *
 * A prepaid plan is filed in one state and served by dentists under contract there: it is available in its situs
 * state only; without one, where its prepaid network is offered (dental-networks-by-state.ts); with neither (a DHMO
 * of another carrier, which needs no network or situs state), in the DHMO states. Any other dental plan is available
 * wherever its network is, and the PPO networks are in every state. Other benefit types do not depend on it.
 */
import type { UsState } from "../common/us-states";
import { isNetworkOfferedIn } from "./dental-networks-by-state";
import { isDhmoState } from "./dhmo-states";
import { type DentalPlanFacts, isPrepaidDentalPlan } from "./prepaid-location-plans";

/** The plans that cannot be judged until the visitor says where they live, in their order. */
export function plansNeedingState<Plan extends DentalPlanFacts>(plans: readonly Plan[]): Plan[] {
  return plans.filter(isPrepaidDentalPlan);
}

/** Whether someone living in `state` may enroll in the plan. */
export function isPlanAvailableIn(plan: DentalPlanFacts, state: UsState): boolean {
  if (plan.benefitType !== "DENTAL") return true;
  if (!isPrepaidDentalPlan(plan)) {
    return plan.prepaidDentalNetwork === null || isNetworkOfferedIn(plan.prepaidDentalNetwork, state);
  }
  if (plan.prepaidSitusState !== null) return plan.prepaidSitusState === state;
  if (plan.prepaidDentalNetwork !== null) return isNetworkOfferedIn(plan.prepaidDentalNetwork, state);
  return isDhmoState(state);
}
