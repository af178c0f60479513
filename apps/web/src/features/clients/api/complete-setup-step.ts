/** POST /api/clients/:clientId/setup-steps/:stepId: completes a step; the setup, client and audit trail refresh. */

import type { ClientSetupStep } from "@onboard/domain/clients/enums";
import type { CompleteSetupStepResult } from "@onboard/domain/clients/setup-steps";
import type { Language } from "@onboard/domain/common/environments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { announceEmailSent } from "../../../lib/email-sent-notice";
import { clientKeys, invalidateClient } from "./client-keys";

export interface CompleteSetupStepRequest {
  step: ClientSetupStep;
  body: Record<string, unknown>;
  language: Language;
}

export function completeSetupStep(
  clientId: string,
  { step, body, language }: CompleteSetupStepRequest,
): Promise<CompleteSetupStepResult> {
  return apiClient.post<CompleteSetupStepResult>(
    `/api/clients/${encodeURIComponent(clientId)}/setup-steps/${step}`,
    body,
    { query: { language } },
  );
}

export function useCompleteSetupStep(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CompleteSetupStepRequest) => completeSetupStep(clientId, request),
    onSuccess: (result) => {
      queryClient.setQueryData(clientKeys.setup(clientId), result.setup);
      const [emailId] = result.emailIds;
      if (emailId) announceEmailSent(emailId, clientId);
      return invalidateClient(queryClient, clientId, ["setup"]);
    },
  });
}
