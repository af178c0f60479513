/**
 * PATCH /api/clients/:clientId/draft with If-Match: the draft version the answers were typed on. The autosave hook is
 * its only caller (it debounces, retries and handles 412), so there is no mutation hook here.
 */
import type { EifDraftPatchInput } from "@onboard/domain/eif/eif-answers";
import type { EifDraftResponse } from "@onboard/domain/eif/eif-draft-schemas";
import { apiClient } from "../../../lib/api-client";
import { eifPath } from "./eif-keys";

export interface PatchDraftRequest {
  clientId: string;
  version: number;
  body: Omit<EifDraftPatchInput, "version">;
}

export function patchDraft({ clientId, version, body }: PatchDraftRequest): Promise<EifDraftResponse> {
  return apiClient.patch<EifDraftResponse>(eifPath(clientId, "/draft"), body, {
    headers: { "If-Match": `"${version}"` },
  });
}
