/**
 * The staff's calls on one form: refresh from the provider (POST sync-envelope), void (DELETE), add a recipient
 * (POST recipient), reminders and expiry (PATCH notification), a reminder now (POST reminders). Reassigning is a long
 * form call of its own (`reassign-recipient.ts`).
 */
import type {
  AddRecipientBody,
  FormNotificationBody,
  OnboardingForm,
  VoidFormBody,
} from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { apiClient, apiRequest } from "../../../../lib/api-client";
import { formsPath } from "../hub-keys";
import { useFormMutation } from "./use-form-mutation";

export function useSyncEnvelope(clientId: string, formId: string) {
  return useFormMutation(clientId, () =>
    apiClient.post<OnboardingForm>(`${formsPath(clientId, formId)}/sync-envelope`),
  );
}

export function useVoidForm(clientId: string, formId: string) {
  return useFormMutation(clientId, (body: VoidFormBody) =>
    // The api client's delete takes no body; voiding carries the reason the recipients are told.
    apiRequest<OnboardingForm>(formsPath(clientId, formId), { method: "DELETE", body }),
  );
}

export function useAddRecipient(clientId: string, formId: string) {
  return useFormMutation(clientId, (body: AddRecipientBody) =>
    apiClient.post<OnboardingForm>(`${formsPath(clientId, formId)}/recipient`, body),
  );
}

export function useUpdateFormNotification(clientId: string, formId: string) {
  return useFormMutation(clientId, (body: FormNotificationBody) =>
    apiClient.patch<OnboardingForm>(`${formsPath(clientId, formId)}/notification`, body),
  );
}

export function useSendFormReminders(clientId: string, formId: string) {
  return useFormMutation(clientId, () => apiClient.post<OnboardingForm>(`${formsPath(clientId, formId)}/reminders`));
}
