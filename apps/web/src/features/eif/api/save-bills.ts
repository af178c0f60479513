/**
 * The bills editor's save: PUT /api/clients/:clientId/bills/bulk with the bills kept or added, then DELETE
 * .../bills/bulk with the ids removed. Both change the bills list and the draft's counts.
 */
import type { BillInput } from "@onboard/domain/eif/eif-resource-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { eifKeys, eifPath } from "./eif-keys";

export interface SaveBillsRequest {
  clientId: string;
  bills: BillInput[];
  deletedIds: string[];
}

export async function saveBills({ clientId, bills, deletedIds }: SaveBillsRequest): Promise<void> {
  if (bills.length > 0) await apiRequest(eifPath(clientId, "/bills/bulk"), { method: "PUT", body: { bills } });
  if (deletedIds.length > 0) {
    await apiRequest(eifPath(clientId, "/bills/bulk"), { method: "DELETE", body: { ids: deletedIds } });
  }
}

export function useSaveBills(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Omit<SaveBillsRequest, "clientId">) => saveBills({ clientId, ...request }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eifKeys.bills(clientId) }),
        queryClient.invalidateQueries({ queryKey: eifKeys.draft(clientId) }),
      ]),
  });
}
