/**
 * Where dental plan types may be sold (benefits-explorer spec §5 "Plan"): no dental PPO or ASO PPO in Montana, no
 * dental indemnity in Montana or Rhode Island, and DHMO (prepaid dental) only in 24 states.
 */
import type { UsState } from "../common/us-states";
import { VALIDATION_MESSAGES } from "../validation/messages";
import type { BenefitType, PlanType } from "./benefit-types";

/**
 * The spec says DHMO is limited to 24 states but does not list them. Prepaid dental plans need a state licence
 * (a prepaid or dental HMO plan licence) and enough contracted dentists, so they are sold mainly in large, dense
 * markets. We chose the 24 markets where carriers commonly file prepaid dental products: the big prepaid markets
 * (CA, TX, FL, NY, NJ, IL), the South-East and Mid-Atlantic states with established DHMO networks, and a few
 * Midwest and Mountain states. The demo data's DHMO plan (Texas) is within the list.
 */
export const DHMO_STATES = [
  "AL",
  "AZ",
  "CA",
  "CO",
  "DC",
  "FL",
  "GA",
  "IL",
  "KS",
  "KY",
  "LA",
  "MD",
  "MI",
  "MO",
  "NC",
  "NJ",
  "NV",
  "NY",
  "OH",
  "OK",
  "PA",
  "TN",
  "TX",
  "VA",
] as const satisfies readonly UsState[];

const DHMO_STATE_SET: ReadonlySet<string> = new Set(DHMO_STATES);

export function isDhmoState(state: string): boolean {
  return DHMO_STATE_SET.has(state);
}

/** A dental plan type's states where it is NOT offered, and the message that says so. */
const NOT_OFFERED_IN: Partial<Record<PlanType, { states: readonly UsState[]; message: string }>> = {
  PPO: { states: ["MT"], message: VALIDATION_MESSAGES.dentalPpoNotOfferedMT },
  ASO_PPO: { states: ["MT"], message: VALIDATION_MESSAGES.asoPpoNotOfferedMT },
  INDEMNITY: { states: ["MT", "RI"], message: VALIDATION_MESSAGES.indemnityNotOffered },
};

/**
 * Why a plan type cannot be sold in a state, or null when it can. Only dental plans have state limits: a medical
 * PPO is offered everywhere.
 */
export function planNotOfferedMessage(benefitType: BenefitType, planType: PlanType, state: UsState): string | null {
  if (benefitType !== "DENTAL") return null;
  if (planType === "DHMO") return isDhmoState(state) ? null : VALIDATION_MESSAGES.dhmoNotOffered;
  const rule = NOT_OFFERED_IN[planType];
  return rule?.states.includes(state) ? rule.message : null;
}

/** True when the plan type may be sold in the state (the employer's state). */
export function planOfferedInState(benefitType: BenefitType, planType: PlanType, state: UsState): boolean {
  return planNotOfferedMessage(benefitType, planType, state) === null;
}
