/** DELETE /api/clients/:clientId/contacts/:contactId; the list and the draft's counts change. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { eifKeys, eifPath } from "./eif-keys";

export function deleteContact(clientId: string, contactId: string): Promise<void> {
  return apiClient.delete<void>(eifPath(clientId, `/contacts/${encodeURIComponent(contactId)}`));
}

export function useDeleteContact(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactId: string) => deleteContact(clientId, contactId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eifKeys.contacts(clientId) }),
        queryClient.invalidateQueries({ queryKey: eifKeys.draft(clientId) }),
      ]),
  });
}
