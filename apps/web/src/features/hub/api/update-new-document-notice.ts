/** PUT /api/clients/:clientId/new-document-notice: records that the user saw (NEW_AND_SEEN) or dismissed (OLD) it. */
import type { NewDocumentNoticeStatus } from "@onboard/domain/documents/document-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import type { NewDocumentNotice } from "./get-new-document-notice";
import { clientPath, hubKeys } from "./hub-keys";

export function updateNewDocumentNotice(clientId: string, status: NewDocumentNoticeStatus): Promise<NewDocumentNotice> {
  return apiClient.put<NewDocumentNotice>(`${clientPath(clientId)}/new-document-notice`, {
    newDocumentNoticeStatus: status,
  });
}

export function useUpdateNewDocumentNotice(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: NewDocumentNoticeStatus) => updateNewDocumentNotice(clientId, status),
    onSuccess: (notice) => queryClient.setQueryData(hubKeys.newDocumentNotice(clientId), notice),
  });
}
