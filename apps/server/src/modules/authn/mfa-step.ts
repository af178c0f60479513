/** Which MFA step follows a correct password: MFA_REQUIRED with the verified factors, or MFA_ENROLL without any. */
import { FACTOR_TYPES } from "@onboard/domain/identity/factor-types";
import type { AuthnOutcome } from "./authn-outcome";
import type { FactorRow } from "./repository";

export type MfaStep = Pick<AuthnOutcome, "factors" | "factorTypes"> & { status: "MFA_REQUIRED" | "MFA_ENROLL" };

/**
 * Every verified factor is listed, even when there are several: the web app then shows the spec's
 * "There's more than one MFA factor option configured" rather than the server picking one.
 */
export function mfaStepFor(verifiedFactors: FactorRow[]): MfaStep {
  if (verifiedFactors.length === 0) return { status: "MFA_ENROLL", factorTypes: FACTOR_TYPES };
  return { status: "MFA_REQUIRED", factors: verifiedFactors };
}
