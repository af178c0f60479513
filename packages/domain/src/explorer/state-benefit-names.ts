/** Gap and Critical Illness go by other names in some states (benefits-explorer spec §9). */
import type { UsState } from "../common/us-states";

export const DEFAULT_STATE_VARYING_NAMES = { GAP: "Gap", CRITICAL_ILLNESS: "Critical Illness" } as const;
export type StateVaryingBenefitType = keyof typeof DEFAULT_STATE_VARYING_NAMES;

/**
 * The spec: "CA uses Specified Disease; NY and CT use Hospital Confinement Indemnity or Specified
 * Disease; CO, IN, OR and MO use Supplemental Medical Expense or Critical Illness." We read each
 * "X or Y" pair as (Gap name, Critical Illness name), and CA's single name as Critical Illness's.
 */
export const STATE_BENEFIT_NAMES: Partial<Record<UsState, Partial<Record<StateVaryingBenefitType, string>>>> = {
  CA: { CRITICAL_ILLNESS: "Specified Disease" },
  NY: { GAP: "Hospital Confinement Indemnity", CRITICAL_ILLNESS: "Specified Disease" },
  CT: { GAP: "Hospital Confinement Indemnity", CRITICAL_ILLNESS: "Specified Disease" },
  CO: { GAP: "Supplemental Medical Expense", CRITICAL_ILLNESS: "Critical Illness" },
  IN: { GAP: "Supplemental Medical Expense", CRITICAL_ILLNESS: "Critical Illness" },
  OR: { GAP: "Supplemental Medical Expense", CRITICAL_ILLNESS: "Critical Illness" },
  MO: { GAP: "Supplemental Medical Expense", CRITICAL_ILLNESS: "Critical Illness" },
};

export function stateBenefitName(benefitType: StateVaryingBenefitType, state: UsState | null | undefined): string {
  return (state && STATE_BENEFIT_NAMES[state]?.[benefitType]) || DEFAULT_STATE_VARYING_NAMES[benefitType];
}
