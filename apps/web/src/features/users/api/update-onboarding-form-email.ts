/**
 * PUT /api/users/:userId/onboarding-form-email: after a user's e-mail changed, the onboarding forms waiting for their
 * signature follow it to the new address. A long form call: 60 s, never retried.
 */
import type { OnboardingFormEmailBody } from "@onboard/domain/users/user-admin-schemas";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { LONG_FORM_CALL_TIMEOUT_MS } from "../../../lib/ui-settings";

export function updateOnboardingFormEmail(
  userId: string,
  body: OnboardingFormEmailBody,
): Promise<{ updatedRecipients: number }> {
  return apiClient.put(`/api/users/${encodeURIComponent(userId)}/onboarding-form-email`, body, {
    timeoutMs: LONG_FORM_CALL_TIMEOUT_MS,
  });
}

export function useUpdateOnboardingFormEmail(userId: string) {
  return useMutation({
    mutationFn: (body: OnboardingFormEmailBody) => updateOnboardingFormEmail(userId, body),
    retry: false,
  });
}
