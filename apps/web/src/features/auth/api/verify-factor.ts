/** POST /api/authn/factors/:factorId/verify: checks a code, or (SMS without a code) sends one (MFA_CHALLENGE). */
import { useMutation } from "@tanstack/react-query";
import { postAuthn } from "./authn-request";

export interface VerifyFactorInput {
  factorId: string;
  stateToken: string;
  passCode?: string;
}

export function verifyFactor({ factorId, ...body }: VerifyFactorInput) {
  return postAuthn(`/api/authn/factors/${encodeURIComponent(factorId)}/verify`, body);
}

export function useVerifyFactor() {
  return useMutation({ mutationFn: verifyFactor });
}
