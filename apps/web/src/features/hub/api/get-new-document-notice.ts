/** GET /api/clients/:clientId/new-document-notice: whether this user has seen or dismissed the news of new documents. */
import type { NewDocumentNoticeStatus } from "@onboard/domain/documents/document-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { clientPath, hubKeys } from "./hub-keys";

export interface NewDocumentNotice {
  newDocumentNoticeStatus: NewDocumentNoticeStatus | null;
}

export function getNewDocumentNotice(clientId: string): Promise<NewDocumentNotice> {
  return apiClient.get<NewDocumentNotice>(`${clientPath(clientId)}/new-document-notice`);
}

export function newDocumentNoticeQueryOptions(clientId: string) {
  return queryOptions({ queryKey: hubKeys.newDocumentNotice(clientId), queryFn: () => getNewDocumentNotice(clientId) });
}

export function useNewDocumentNotice(clientId: string) {
  return useQuery(newDocumentNoticeQueryOptions(clientId));
}
