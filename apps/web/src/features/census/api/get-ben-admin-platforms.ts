/**
 * GET /api/ben-admin-platforms: the platforms a census's source can name. The EIF reads the same list under its own
 * key (features/eif/api/get-ben-admin-platforms.ts); one shared lib/ query would serve both.
 */
import type { BenAdminPlatform } from "@onboard/domain/eif/eif-resource-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { censusKeys } from "./census-keys";

export function benAdminPlatformsQueryOptions() {
  return queryOptions({
    queryKey: censusKeys.benAdminPlatforms(),
    queryFn: () => apiClient.get<BenAdminPlatform[]>("/api/ben-admin-platforms"),
  });
}

export function useBenAdminPlatforms(options: { enabled: boolean }) {
  return useQuery({ ...benAdminPlatformsQueryOptions(), enabled: options.enabled });
}
