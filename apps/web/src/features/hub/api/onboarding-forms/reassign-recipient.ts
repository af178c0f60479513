/** PUT .../onboarding-forms/:formId/reassign-recipient (staff): a long form call, 60 s and never retried. */
import type { OnboardingForm, ReassignRecipientBody } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { apiClient } from "../../../../lib/api-client";
import { LONG_FORM_CALL_TIMEOUT_MS } from "../../../../lib/ui-settings";
import { formsPath } from "../hub-keys";
import { useFormMutation } from "./use-form-mutation";

export function reassignRecipient(clientId: string, formId: string, body: ReassignRecipientBody) {
  return apiClient.put<OnboardingForm>(`${formsPath(clientId, formId)}/reassign-recipient`, body, {
    timeoutMs: LONG_FORM_CALL_TIMEOUT_MS,
  });
}

export function useReassignRecipient(clientId: string, formId: string) {
  return useFormMutation(clientId, (body: ReassignRecipientBody) => reassignRecipient(clientId, formId, body), {
    retry: false,
  });
}
