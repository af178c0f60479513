/**
 * The one display order of benefit types on an explorer page (the spec fixes an order without showing it). Ours
 * follows how employees decide at enrollment: the core health plans first (medical, dental, vision), then the
 * money accounts that pair with them (financial: HSA, HRA, FSA), then income protection (life, disability, paid
 * leave), then the voluntary supplemental plans (accident, hospital indemnity, critical illness, cancer, gap), and
 * the other programmes last.
 */
import { BENEFIT_TYPES, type BenefitType } from "./benefit-types";

export const BENEFIT_TYPE_DISPLAY_ORDER = [
  "MEDICAL",
  "DENTAL",
  "VISION",
  "FINANCIAL",
  "LIFE",
  "SHORT_TERM_DISABILITY",
  "LONG_TERM_DISABILITY",
  "OTHER_SHORT_TERM_PAID_LEAVE",
  "ACCIDENT",
  "HOSPITAL_INDEMNITY",
  "CRITICAL_ILLNESS",
  "CANCER",
  "GAP",
  "OTHER",
] as const satisfies readonly BenefitType[];

const RANK = new Map<BenefitType, number>(BENEFIT_TYPE_DISPLAY_ORDER.map((t, i) => [t, i]));

/** Compare two benefit types by display order (for Array.sort). */
export function compareBenefitTypes(a: BenefitType, b: BenefitType): number {
  return (RANK.get(a) ?? BENEFIT_TYPES.length) - (RANK.get(b) ?? BENEFIT_TYPES.length);
}
