/**
 * GET /api/feature-toggles?clientId=: every toggle with the client's overrides; failures go to the shared handler.
 * The one query (and key) of the toggles: the hub navigation and the explorer administration read the same load.
 */
import type { FeatureToggleName, FeatureTogglesResponse } from "@onboard/domain/feature-toggles/feature-toggles";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "./api-client";

export function getFeatureToggles(clientId?: string): Promise<FeatureTogglesResponse> {
  return apiClient.get<FeatureTogglesResponse>("/api/feature-toggles", { query: { clientId } });
}

export const featureTogglesKeys = {
  all: ["feature-toggles"] as const,
  client: (clientId: string | undefined) => [...featureTogglesKeys.all, clientId ?? null] as const,
};

export function featureTogglesQueryOptions(clientId?: string) {
  return queryOptions({
    queryKey: featureTogglesKeys.client(clientId),
    queryFn: () => getFeatureToggles(clientId),
    meta: { reportErrors: true },
  });
}

/** False while loading or when the load failed: a toggle is off until it is known to be on. */
export function useFeatureToggle(name: FeatureToggleName, clientId?: string): boolean {
  const { data } = useQuery(featureTogglesQueryOptions(clientId));
  return data?.[name] === true;
}
