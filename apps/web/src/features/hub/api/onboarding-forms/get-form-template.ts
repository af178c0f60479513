/** GET .../onboarding-forms/template/:templateId: the form's pages, fields and roles. */
import type { FormTemplate } from "@onboard/domain/onboarding-forms/template-schema";
import { useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../../lib/api-client";
import { formsPath, hubKeys } from "../hub-keys";

export function getFormTemplate(clientId: string, templateId: string): Promise<FormTemplate> {
  return apiClient.get<FormTemplate>(`${formsPath(clientId)}/template/${encodeURIComponent(templateId)}`);
}

export function useFormTemplate(clientId: string, templateId: string | null | undefined) {
  return useQuery({
    queryKey: hubKeys.formTemplate(clientId, templateId ?? ""),
    queryFn: () => getFormTemplate(clientId, templateId ?? ""),
    enabled: Boolean(templateId),
    // A template does not change while it is read.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
