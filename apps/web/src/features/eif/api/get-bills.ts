/** GET /api/clients/:clientId/bills: the live bills and the deleted ones kept for the record. */
import type { BillList } from "@onboard/domain/eif/eif-resource-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { eifKeys, eifPath } from "./eif-keys";

export function getBills(clientId: string): Promise<BillList> {
  return apiClient.get<BillList>(eifPath(clientId, "/bills"));
}

export function billsQueryOptions(clientId: string) {
  return queryOptions({ queryKey: eifKeys.bills(clientId), queryFn: () => getBills(clientId) });
}

export function useBills(clientId: string) {
  return useQuery(billsQueryOptions(clientId));
}
