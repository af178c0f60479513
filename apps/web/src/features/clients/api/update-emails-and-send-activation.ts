/**
 * POST /api/users/update-email-and-send-activation-email: corrects the e-mail of users who have not activated yet and
 * sends each a new activation e-mail; every client named in the answer is refreshed (spec §7).
 */
import type { BulkEmailUpdateBody, BulkEmailUpdateResult } from "@onboard/domain/users/user-admin-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { announceEmailSent } from "../../../lib/email-sent-notice";
import { invalidateClient } from "./client-keys";

export function updateEmailsAndSendActivation(body: BulkEmailUpdateBody): Promise<BulkEmailUpdateResult> {
  return apiClient.post<BulkEmailUpdateResult>("/api/users/update-email-and-send-activation-email", body);
}

export function useUpdateEmailsAndSendActivation(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailsAndSendActivation,
    onSuccess: async ({ emailIds, clientIds }) => {
      const [first] = emailIds;
      if (first) announceEmailSent(first, clientId);
      await Promise.all([...new Set([clientId, ...clientIds])].map((id) => invalidateClient(queryClient, id)));
    },
  });
}
