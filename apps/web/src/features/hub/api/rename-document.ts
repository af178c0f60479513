/** PUT /api/clients/:clientId/documents/:documentId/rename { name }. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { clientPath, hubKeys } from "./hub-keys";
import type { DocumentMeta } from "./hub-types";

export function renameDocument(clientId: string, documentId: string, name: string): Promise<DocumentMeta> {
  return apiClient.put<DocumentMeta>(`${clientPath(clientId)}/documents/${encodeURIComponent(documentId)}/rename`, {
    name,
  });
}

export function useRenameDocument(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, name }: { documentId: string; name: string }) =>
      renameDocument(clientId, documentId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hubKeys.documents(clientId) }),
  });
}
