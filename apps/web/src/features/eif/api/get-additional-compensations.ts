/** GET /api/clients/:clientId/additional-compensations: pay counted as insured earnings, client-wide or per class. */
import type { AdditionalCompensation } from "@onboard/domain/eif/eif-resource-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { eifKeys, eifPath } from "./eif-keys";

export function getAdditionalCompensations(clientId: string): Promise<AdditionalCompensation[]> {
  return apiClient.get<AdditionalCompensation[]>(eifPath(clientId, "/additional-compensations"));
}

export function additionalCompensationsQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: eifKeys.additionalCompensations(clientId),
    queryFn: () => getAdditionalCompensations(clientId),
  });
}

export function useAdditionalCompensations(clientId: string) {
  return useQuery(additionalCompensationsQueryOptions(clientId));
}
