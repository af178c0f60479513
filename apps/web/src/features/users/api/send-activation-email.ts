/** POST /api/users/{kind}/{userId}/activation-email: a new activation link by e-mail; answers the e-mail's id. */
import type { EmailIds, UserKind } from "@onboard/domain/users/user-admin-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { announceEmailSent } from "../../../lib/email-sent-notice";
import { useLanguage } from "../../../lib/use-language";
import { kindPath, userKeys } from "./user-keys";

export function sendActivationEmail(kind: UserKind, userId: string, language: string): Promise<EmailIds> {
  return apiClient.post<EmailIds>(`${kindPath(kind, userId)}/activation-email`, undefined, { query: { language } });
}

export function useSendActivationEmail(kind: UserKind) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (userId: string) => sendActivationEmail(kind, userId, language),
    onSuccess: async ({ emailIds }, userId) => {
      const [emailId] = emailIds;
      if (emailId) announceEmailSent(emailId, null);
      await queryClient.invalidateQueries({ queryKey: userKeys.detail(kind, userId) });
    },
  });
}
