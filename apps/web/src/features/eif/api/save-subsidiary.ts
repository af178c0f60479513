/**
 * POST .../subsidiary, PUT .../subsidiary/:id and DELETE .../subsidiary/:id: the subsidiaries list of one dialog;
 * each changes the list and the draft's counts.
 */
import type { Subsidiary, SubsidiaryBody } from "@onboard/domain/eif/eif-resource-schemas";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { eifKeys, eifPath } from "./eif-keys";

const itemPath = (clientId: string, id: string) => eifPath(clientId, `/subsidiary/${encodeURIComponent(id)}`);

export function saveSubsidiary(clientId: string, body: SubsidiaryBody, id?: string): Promise<Subsidiary> {
  return id
    ? apiClient.put<Subsidiary>(itemPath(clientId, id), body)
    : apiClient.post<Subsidiary>(eifPath(clientId, "/subsidiary"), body);
}

export function deleteSubsidiary(clientId: string, id: string): Promise<void> {
  return apiClient.delete<void>(itemPath(clientId, id));
}

function refresh(queryClient: QueryClient, clientId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: eifKeys.subsidiaries(clientId) }),
    queryClient.invalidateQueries({ queryKey: eifKeys.draft(clientId) }),
  ]);
}

export function useSaveSubsidiary(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, id }: { body: SubsidiaryBody; id?: string }) => saveSubsidiary(clientId, body, id),
    onSettled: () => refresh(queryClient, clientId),
  });
}

export function useDeleteSubsidiary(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSubsidiary(clientId, id),
    onSettled: () => refresh(queryClient, clientId),
  });
}
