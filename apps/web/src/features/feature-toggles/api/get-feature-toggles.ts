/** GET /api/feature-toggles?clientId=: every toggle with the client's overrides; failures go to the shared handler. */
import type { FeatureToggleName, FeatureTogglesResponse } from "@onboard/domain/feature-toggles/feature-toggles";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";

export function getFeatureToggles(clientId?: string): Promise<FeatureTogglesResponse> {
  return apiClient.get<FeatureTogglesResponse>("/api/feature-toggles", { query: { clientId } });
}

export function featureTogglesQueryOptions(clientId?: string) {
  return queryOptions({
    queryKey: ["feature-toggles", clientId ?? null],
    queryFn: () => getFeatureToggles(clientId),
    meta: { reportErrors: true },
  });
}

/** False while loading or when the load failed: a toggle is off until it is known to be on. */
export function useFeatureToggle(name: FeatureToggleName, clientId?: string): boolean {
  const { data } = useQuery(featureTogglesQueryOptions(clientId));
  return data?.[name] === true;
}
