/** POST /api/authn/factors: enrols an authenticator app or a phone; answers MFA_ENROLL_ACTIVATE. */
import { useMutation } from "@tanstack/react-query";
import { postAuthn } from "./authn-request";
import type { FactorType } from "./authn-types";

export interface EnrollFactorInput {
  stateToken: string;
  factorType: FactorType;
  /** Phone enrolment only. */
  phoneNumber?: string;
}

export function enrollFactor(input: EnrollFactorInput) {
  return postAuthn("/api/authn/factors", input);
}

export function useEnrollFactor() {
  return useMutation({ mutationFn: enrollFactor });
}
