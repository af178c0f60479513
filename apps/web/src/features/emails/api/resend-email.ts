/** POST /api/emails/:emailId/resend: queues the e-mail again; every e-mail query is refreshed afterwards. */
import type { EmailIdsResponse } from "@onboard/domain/emails/email-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { emailKeys } from "./email-keys";

export function resendEmail(emailId: string): Promise<EmailIdsResponse> {
  return apiClient.post<EmailIdsResponse>(`/api/emails/${encodeURIComponent(emailId)}/resend`);
}

export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.all }),
  });
}
