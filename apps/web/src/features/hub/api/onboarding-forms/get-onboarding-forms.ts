/** GET .../onboarding-forms: the client's forms, newest first; refetched every 6 s while any waits for the webhook. */
import type { OnboardingForm } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../../lib/api-client";
import { ONBOARDING_FORM_REFRESH_MS } from "../../../../lib/ui-settings";
import { formsPath, hubKeys } from "../hub-keys";

export function getOnboardingForms(clientId: string): Promise<OnboardingForm[]> {
  return apiClient.get<OnboardingForm[]>(formsPath(clientId));
}

/** The list's refetch interval (spec §4): 6 s while any form waits for the e-sign webhook, else none. */
export function formsRefetchInterval(forms: OnboardingForm[] | undefined): number | false {
  return forms?.some((form) => form.waitingForWebhook) ? ONBOARDING_FORM_REFRESH_MS : false;
}

export function onboardingFormsQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: hubKeys.onboardingForms(clientId),
    queryFn: () => getOnboardingForms(clientId),
    refetchInterval: (query) => formsRefetchInterval(query.state.data),
  });
}

export function useOnboardingForms(clientId: string) {
  return useQuery(onboardingFormsQueryOptions(clientId));
}
