/**
 * POST .../monthly-claims-report-mailing-location and PUT .../monthly-claims-report-mailing-location/:id; the list
 * and the draft's counts change. DELETE is in the same file: the three calls edit one list in one dialog.
 */
import type { McrMailingLocation, McrMailingLocationBody } from "@onboard/domain/eif/eif-resource-schemas";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { eifKeys, eifPath } from "./eif-keys";
import { MAILING_LOCATION_PATH } from "./get-mailing-locations";

const itemPath = (clientId: string, id: string) =>
  eifPath(clientId, `${MAILING_LOCATION_PATH}/${encodeURIComponent(id)}`);

export function saveMailingLocation(
  clientId: string,
  body: McrMailingLocationBody,
  id?: string,
): Promise<McrMailingLocation> {
  return id
    ? apiClient.put<McrMailingLocation>(itemPath(clientId, id), body)
    : apiClient.post<McrMailingLocation>(eifPath(clientId, MAILING_LOCATION_PATH), body);
}

export function deleteMailingLocation(clientId: string, id: string): Promise<void> {
  return apiClient.delete<void>(itemPath(clientId, id));
}

function refresh(queryClient: QueryClient, clientId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: eifKeys.mailingLocations(clientId) }),
    queryClient.invalidateQueries({ queryKey: eifKeys.draft(clientId) }),
  ]);
}

export function useSaveMailingLocation(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, id }: { body: McrMailingLocationBody; id?: string }) =>
      saveMailingLocation(clientId, body, id),
    onSettled: () => refresh(queryClient, clientId),
  });
}

export function useDeleteMailingLocation(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteMailingLocation(clientId, id),
    onSettled: () => refresh(queryClient, clientId),
  });
}
