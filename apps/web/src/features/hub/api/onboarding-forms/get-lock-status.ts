/** GET .../onboarding-forms/:formId/lockStatus: who holds the signing lock (shown when another session has it). */
import type { FormLockStatus } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../../lib/api-client";
import { formsPath, hubKeys } from "../hub-keys";

export function getFormLockStatus(clientId: string, formId: string): Promise<FormLockStatus> {
  return apiClient.get<FormLockStatus>(`${formsPath(clientId, formId)}/lockStatus`);
}

export function useFormLockStatus(clientId: string, formId: string, options: { enabled: boolean }) {
  return useQuery({
    queryKey: hubKeys.formLockStatus(clientId, formId),
    queryFn: () => getFormLockStatus(clientId, formId),
    enabled: options.enabled,
  });
}
