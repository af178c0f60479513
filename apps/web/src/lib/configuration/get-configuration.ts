/** GET /api/configuration: everything the app needs to boot; fetched once and cached for the visit. */
import type { AppConfiguration } from "@onboard/domain/configuration/app-configuration";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { apiClient } from "../api-client";

export function getConfiguration(): Promise<AppConfiguration> {
  return apiClient.get<AppConfiguration>("/api/configuration");
}

export function configurationQueryOptions() {
  return queryOptions({
    queryKey: ["configuration"],
    queryFn: getConfiguration,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** Suspends until loaded; a failure throws to the nearest error boundary (spec §8). */
export function useConfiguration(): AppConfiguration {
  return useSuspenseQuery(configurationQueryOptions()).data;
}
