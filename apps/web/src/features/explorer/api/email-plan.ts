/**
 * POST /api/explorer-pages/:id/email-plan (202 { id, emailId }): e-mails the employee the plans they saved, in the
 * language they chose. The captcha payload travels as `recaptchaToken`; a missing or failed one is a 400 on that path.
 */
import { type EmailPlanResponse, emailPlanPath } from "@onboard/domain/explorer/explorer-form-api";
import type { EmailPlanRequest } from "@onboard/domain/explorer/lead-schemas";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";

export interface EmailPlanInput extends EmailPlanRequest {
  explorerPageId: string;
}

export function emailPlan({ explorerPageId, ...body }: EmailPlanInput): Promise<EmailPlanResponse> {
  // A public page: a failure is shown in the dialog, never a reason to leave the page.
  return apiClient.post<EmailPlanResponse>(emailPlanPath(explorerPageId), body, { redirectOnError: false });
}

export function useEmailPlan() {
  return useMutation({ mutationFn: emailPlan });
}
