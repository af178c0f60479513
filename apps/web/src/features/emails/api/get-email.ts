/** GET /api/emails/:id: one e-mail with its body, status history, error users and recipients (staff). */
import type { EmailDetail } from "@onboard/domain/emails/email-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { emailKeys } from "./email-keys";

export function getEmail(emailId: string): Promise<EmailDetail> {
  return apiClient.get<EmailDetail>(`/api/emails/${encodeURIComponent(emailId)}`);
}

export function emailQueryOptions(emailId: string) {
  return queryOptions({ queryKey: emailKeys.detail(emailId), queryFn: () => getEmail(emailId) });
}

export function useEmail(emailId: string) {
  return useQuery(emailQueryOptions(emailId));
}
