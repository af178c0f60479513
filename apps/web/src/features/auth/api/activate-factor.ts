/** POST /api/authn/factors/:factorId/lifecycle/activate: the first code proves the new factor works. */
import { useMutation } from "@tanstack/react-query";
import { postAuthn } from "./authn-request";

export interface ActivateFactorInput {
  factorId: string;
  stateToken: string;
  passCode: string;
}

export function activateFactor({ factorId, ...body }: ActivateFactorInput) {
  return postAuthn(`/api/authn/factors/${encodeURIComponent(factorId)}/lifecycle/activate`, body);
}

export function useActivateFactor() {
  return useMutation({ mutationFn: activateFactor });
}
