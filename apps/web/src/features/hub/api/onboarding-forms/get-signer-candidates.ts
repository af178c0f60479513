/** GET .../onboarding-forms/signer-candidates (staff dialogs): the client's ben admins and brokers. */
import type { FormSignerCandidate } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../../lib/api-client";
import { formsPath, hubKeys } from "../hub-keys";

export function getSignerCandidates(clientId: string): Promise<FormSignerCandidate[]> {
  return apiClient.get<FormSignerCandidate[]>(`${formsPath(clientId)}/signer-candidates`);
}

export function useSignerCandidates(clientId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: hubKeys.formSignerCandidates(clientId),
    queryFn: () => getSignerCandidates(clientId),
    enabled: options.enabled ?? true,
  });
}
