/** GET /api/users/slfs?search=: carrier staff (the page owners a site may have), first 25 matches. */
import type { UserList } from "@onboard/domain/users/user-admin-schemas";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { explorerAdminKeys } from "./explorer-admin-keys";

export function getCarrierStaff(search: string): Promise<UserList> {
  return apiClient.get<UserList>("/api/users/slfs", { query: { search: search || undefined, limit: 25, offset: 0 } });
}

export function useCarrierStaff(search: string) {
  return useQuery({
    queryKey: explorerAdminKeys.staff(search),
    queryFn: () => getCarrierStaff(search),
    placeholderData: keepPreviousData,
  });
}
