/**
 * GET /api/clients/:clientId/explorer-pages/documents/benefittypes/:associationId?benefitTypes[]=: the plan summary
 * documents a site (and its renewals, through the association) already has, to pick from.
 */
import {
  type documentsByBenefitTypesResponseSchema,
  EXPLORER_ADMIN_PATHS,
} from "@onboard/domain/explorer/explorer-admin-api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiClient } from "../../../lib/api-client";
import { explorerAdminKeys } from "./explorer-admin-keys";

export type PlanSummaryDocumentList = z.infer<typeof documentsByBenefitTypesResponseSchema>;

/** Every benefit type (none named means all), so one load serves every plan of the form. */
export function getPlanSummaryDocuments(clientId: string, associationId: string): Promise<PlanSummaryDocumentList> {
  return apiClient.get<PlanSummaryDocumentList>(EXPLORER_ADMIN_PATHS.documentsByBenefitTypes(clientId, associationId));
}

export function planSummaryDocumentsQueryOptions(clientId: string, associationId: string) {
  return queryOptions({
    queryKey: explorerAdminKeys.documents(clientId, associationId),
    queryFn: () => getPlanSummaryDocuments(clientId, associationId),
  });
}

/** Nothing to load for a site not created yet (it has no association). */
export function usePlanSummaryDocuments(clientId: string, associationId: string | null) {
  return useQuery({
    ...planSummaryDocumentsQueryOptions(clientId, associationId ?? ""),
    enabled: associationId !== null,
  });
}
