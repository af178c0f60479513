/** GET /api/clients/:clientId/audit-log: one page of the client's audit trail, newest first. */
import type { AuditLogPage } from "@onboard/domain/clients/client-audit-schemas";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { clientKeys } from "./client-keys";

export function getAuditLog(clientId: string, page: { limit: number; offset: number }): Promise<AuditLogPage> {
  return apiClient.get<AuditLogPage>(`/api/clients/${encodeURIComponent(clientId)}/audit-log`, { query: page });
}

export function auditLogQueryOptions(clientId: string, page: { limit: number; offset: number }) {
  return queryOptions({
    queryKey: clientKeys.auditLog(clientId, page),
    queryFn: () => getAuditLog(clientId, page),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(clientId: string, page: { limit: number; offset: number }) {
  return useQuery(auditLogQueryOptions(clientId, page));
}
