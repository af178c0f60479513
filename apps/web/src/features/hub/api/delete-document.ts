/** DELETE /api/clients/:clientId/documents/:documentId (204; the server keeps it soft-deleted). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { clientPath, hubKeys } from "./hub-keys";

export function deleteDocument(clientId: string, documentId: string): Promise<null> {
  return apiClient.delete<null>(`${clientPath(clientId)}/documents/${encodeURIComponent(documentId)}`);
}

export function useDeleteDocument(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => deleteDocument(clientId, documentId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hubKeys.documents(clientId) }),
        queryClient.invalidateQueries({ queryKey: hubKeys.tasks(clientId) }),
      ]),
  });
}
