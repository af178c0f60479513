/** POST /api/users/activation-email/:email (204 whether or not the account exists): e-mails a new activation link. */
import type { Language } from "@onboard/domain/common/environments";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";

export interface SendActivationEmailInput {
  email: string;
  /** The language the e-mail is written in: the one the user is reading the page in. */
  language: Language;
}

export function sendActivationEmail({ email, language }: SendActivationEmailInput): Promise<null> {
  return apiClient.post<null>(`/api/users/activation-email/${encodeURIComponent(email)}`, undefined, {
    query: { language },
    redirectOnError: false,
  });
}

export function useSendActivationEmail() {
  return useMutation({ mutationFn: sendActivationEmail });
}
