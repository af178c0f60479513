/** GET /api/clients/:clientId/subsidiary: the client's subsidiaries, each at one of its locations. */
import type { Subsidiary } from "@onboard/domain/eif/eif-resource-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { eifKeys, eifPath } from "./eif-keys";

export function getSubsidiaries(clientId: string): Promise<Subsidiary[]> {
  return apiClient.get<Subsidiary[]>(eifPath(clientId, "/subsidiary"));
}

export function subsidiariesQueryOptions(clientId: string) {
  return queryOptions({ queryKey: eifKeys.subsidiaries(clientId), queryFn: () => getSubsidiaries(clientId) });
}

export function useSubsidiaries(clientId: string) {
  return useQuery(subsidiariesQueryOptions(clientId));
}
