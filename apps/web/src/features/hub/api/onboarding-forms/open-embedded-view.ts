/**
 * POST .../onboarding-forms/:formId/embedded-view/:recipientId: opens the signing view and takes the form's signing
 * lock. A query (not a mutation in an effect) so that one mount posts once; never retried, never kept once unused.
 */
import type { EmbeddedView } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../../lib/api-client";
import { formsPath, hubKeys } from "../hub-keys";

export function openEmbeddedView(clientId: string, formId: string, recipientId: string): Promise<EmbeddedView> {
  return apiClient.post<EmbeddedView>(
    `${formsPath(clientId, formId)}/embedded-view/${encodeURIComponent(recipientId)}`,
  );
}

export function useEmbeddedView(clientId: string, formId: string, recipientId: string) {
  return useQuery({
    queryKey: hubKeys.embeddedView(clientId, formId, recipientId),
    queryFn: () => openEmbeddedView(clientId, formId, recipientId),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
