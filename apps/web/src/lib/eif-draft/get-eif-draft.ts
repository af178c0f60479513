/**
 * GET /api/clients/:clientId/draft: the EIF as a step shows it (answers and version, policies, plans, locations,
 * counts, the outline). It lives in lib/ because the hub's task link and the hub bar's Company profile link open the
 * form at its first step that is not complete, and features never import each other.
 */
import type { EifDraftResponse } from "@onboard/domain/eif/eif-draft-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../api-client";

/** Every key of the EIF feature starts with "eif" and the client id; the draft's is shared from here. */
export const eifDraftKeys = {
  all: (clientId: string) => ["eif", clientId] as const,
  draft: (clientId: string) => ["eif", clientId, "draft"] as const,
};

export function eifClientPath(clientId: string, rest = ""): string {
  return `/api/clients/${encodeURIComponent(clientId)}${rest}`;
}

export function getEifDraft(clientId: string): Promise<EifDraftResponse> {
  return apiClient.get<EifDraftResponse>(eifClientPath(clientId, "/draft"));
}

export function eifDraftQueryOptions(clientId: string) {
  return queryOptions({ queryKey: eifDraftKeys.draft(clientId), queryFn: () => getEifDraft(clientId) });
}

export function useEifDraft(clientId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...eifDraftQueryOptions(clientId), enabled: options.enabled ?? true });
}
