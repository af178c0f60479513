/**
 * GET .../census/:policyId/validate: starts or reports the validation of the policy's latest mapped file. While it
 * is queued or running (a big file, in a job) the page asks again every second; the polling stops once it is done or
 * failed, and when the page unmounts (no observer left).
 */
import type { CensusItem, CensusValidationStatus } from "@onboard/domain/census/census-api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { censusKeys, censusPath } from "./census-keys";

export const VALIDATION_POLL_MS = 1000;

export function getCensusValidation(clientId: string, policyId: string): Promise<{ items: CensusItem[] }> {
  return apiClient.get<{ items: CensusItem[] }>(`${censusPath(clientId, policyId)}/validate`);
}

export function isValidationInProgress(status: CensusValidationStatus): boolean {
  return status === "QUEUED" || status === "RUNNING";
}

export function censusValidationQueryOptions(clientId: string, policyId: string) {
  return queryOptions({
    queryKey: censusKeys.validation(clientId, policyId),
    queryFn: () => getCensusValidation(clientId, policyId),
    // A validation's result changes with every fix and mapping: always ask when the page opens.
    staleTime: 0,
    refetchInterval: (query) => {
      const items = query.state.data?.items ?? [];
      return items.some((item) => isValidationInProgress(item.domainValidations.status)) ? VALIDATION_POLL_MS : false;
    },
  });
}

export function useCensusValidation(clientId: string, policyId: string) {
  return useQuery(censusValidationQueryOptions(clientId, policyId));
}
