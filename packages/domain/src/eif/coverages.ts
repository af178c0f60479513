/** The carrier's coverages a policy can hold (onboarding spec §3 "Policy: slfCoverages"). */
export const SLF_COVERAGES = [
  "STD",
  "LTD",
  "BASIC_LIFE",
  "VOLUNTARY_LIFE",
  "DENTAL",
  "VISION",
  "ACCIDENT",
  "CRITICAL_ILLNESS",
  "HOSPITAL_INDEMNITY",
  "PFML",
  "FLI",
  "EAP",
] as const;
export type SlfCoverage = (typeof SLF_COVERAGES)[number];

export const LIFE_COVERAGES = ["BASIC_LIFE", "VOLUNTARY_LIFE"] as const satisfies readonly SlfCoverage[];

/**
 * Coverages that pay income benefits by claims check, whose payee the claims-payment sub-step asks for (spec §5
 * "claims payment needs coverages"; which coverages is ours, decision 017).
 */
export const CLAIMS_CHECK_COVERAGES = ["STD", "LTD", "PFML", "FLI"] as const satisfies readonly SlfCoverage[];

export const PAID_LEAVE_COVERAGES = ["PFML", "FLI"] as const satisfies readonly SlfCoverage[];

export function isClaimsCheckCoverage(coverage: SlfCoverage): boolean {
  return (CLAIMS_CHECK_COVERAGES as readonly string[]).includes(coverage);
}
