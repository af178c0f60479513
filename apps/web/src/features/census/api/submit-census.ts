/**
 * POST .../census/:policyId/submit `{ documentId }`: submits a validated census without errors. The server makes the
 * enrollment-elections task Done, so the hub's tasks are refreshed with the census's own queries.
 */
import type { CensusItem } from "@onboard/domain/census/census-api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { censusKeys, censusPath } from "./census-keys";

/**
 * The hub feature's keys all start with ["hub", clientId] (features/hub/api/hub-keys.ts); a feature may not import
 * another's keys, and the task lists live under that prefix, so the whole client hub is refreshed.
 */
const hubOfClient = (clientId: string) => ["hub", clientId] as const;

export function submitCensus(
  clientId: string,
  policyId: string,
  documentId: string,
): Promise<{ items: CensusItem[] } | null> {
  return apiClient.post<{ items: CensusItem[] } | null>(`${censusPath(clientId, policyId)}/submit`, { documentId });
}

export function useSubmitCensus(clientId: string, policyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => submitCensus(clientId, policyId, documentId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: censusKeys.all(clientId, policyId) }),
        queryClient.invalidateQueries({ queryKey: hubOfClient(clientId) }),
      ]),
  });
}
