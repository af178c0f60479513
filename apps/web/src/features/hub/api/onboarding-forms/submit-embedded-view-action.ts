/** PUT .../onboarding-forms/:formId/embedded-view-action/:action: sign, decline or finish later. */
import type {
  EmbeddedViewAction,
  EmbeddedViewActionBody,
  OnboardingForm,
} from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { apiClient } from "../../../../lib/api-client";
import { formsPath } from "../hub-keys";
import { useFormMutation } from "./use-form-mutation";

export interface EmbeddedViewActionInput {
  action: EmbeddedViewAction;
  body: EmbeddedViewActionBody;
}

export function submitEmbeddedViewAction(
  clientId: string,
  formId: string,
  { action, body }: EmbeddedViewActionInput,
): Promise<OnboardingForm> {
  return apiClient.put<OnboardingForm>(`${formsPath(clientId, formId)}/embedded-view-action/${action}`, body);
}

export function useEmbeddedViewAction(clientId: string, formId: string) {
  return useFormMutation(clientId, (input: EmbeddedViewActionInput) =>
    submitEmbeddedViewAction(clientId, formId, input),
  );
}
