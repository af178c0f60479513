/** GET /api/ben-admin-platforms: the benefits administration platforms a policy's billing can name. */
import type { BenAdminPlatform } from "@onboard/domain/eif/eif-resource-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { eifKeys } from "./eif-keys";

export function getBenAdminPlatforms(): Promise<BenAdminPlatform[]> {
  return apiClient.get<BenAdminPlatform[]>("/api/ben-admin-platforms");
}

export function benAdminPlatformsQueryOptions() {
  return queryOptions({ queryKey: eifKeys.benAdminPlatforms(), queryFn: getBenAdminPlatforms });
}

export function useBenAdminPlatforms() {
  return useQuery(benAdminPlatformsQueryOptions());
}
