/** GET /api/clients/:clientId/documents/meta: documents by categories, policy, ids and language (newest first). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { clientPath, hubKeys } from "./hub-keys";
import type { DocumentMeta } from "./hub-types";

const PROCESSING_POLL_MS = 2000;

export interface DocumentsMetaQuery {
  categories?: string[];
  policyId?: string | null;
  documentIds?: string[];
  language?: "en" | "es" | null;
}

export function getDocumentsMeta(clientId: string, query: DocumentsMetaQuery): Promise<DocumentMeta[]> {
  return apiClient.get<DocumentMeta[]>(`${clientPath(clientId)}/documents/meta`, { query: { ...query } });
}

export function documentsMetaQueryOptions(clientId: string, query: DocumentsMetaQuery) {
  return queryOptions({
    queryKey: hubKeys.documentsMeta(clientId, { ...query }),
    queryFn: () => getDocumentsMeta(clientId, query),
  });
}

/** While any listed document is still being processed, asks again every 2 s. */
export function useDocumentsMeta(
  clientId: string,
  query: DocumentsMetaQuery,
  options: { pollWhileProcessing?: boolean; enabled?: boolean } = {},
) {
  return useQuery({
    ...documentsMetaQueryOptions(clientId, query),
    enabled: options.enabled ?? true,
    refetchInterval: (current) =>
      options.pollWhileProcessing && current.state.data?.some((doc) => isProcessing(doc)) ? PROCESSING_POLL_MS : false,
  });
}

export function isProcessing(document: DocumentMeta): boolean {
  return document.processStatus === "PENDING" || document.processStatus === "PROCESSING";
}
