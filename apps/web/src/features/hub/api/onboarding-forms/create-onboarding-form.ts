/** POST .../onboarding-forms (staff): a form from a template, sent at once to its first signer. */
import type {
  CreateOnboardingFormBody,
  OnboardingForm,
} from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../../lib/api-client";
import { formsPath, hubKeys } from "../hub-keys";

export function createOnboardingForm(clientId: string, body: CreateOnboardingFormBody): Promise<OnboardingForm> {
  return apiClient.post<OnboardingForm>(formsPath(clientId), body);
}

export function useCreateOnboardingForm(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOnboardingFormBody) => createOnboardingForm(clientId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hubKeys.onboardingForms(clientId), exact: true }),
  });
}
