/** GET /api/clients/:clientId/setup: the setup steps in order, with who did each and when. */
import type { ClientSetup } from "@onboard/domain/clients/setup-steps";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { clientKeys } from "./client-keys";

export function getClientSetup(clientId: string): Promise<ClientSetup> {
  return apiClient.get<ClientSetup>(`/api/clients/${encodeURIComponent(clientId)}/setup`);
}

export function clientSetupQueryOptions(clientId: string) {
  return queryOptions({ queryKey: clientKeys.setup(clientId), queryFn: () => getClientSetup(clientId) });
}

export function useClientSetup(clientId: string) {
  return useQuery(clientSetupQueryOptions(clientId));
}
