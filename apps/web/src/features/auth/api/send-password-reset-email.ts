/** POST /api/users/reset-password/:email (204 whether or not the account exists): e-mails a reset link. */
import type { Language } from "@onboard/domain/common/environments";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";

export interface SendPasswordResetEmailInput {
  email: string;
  /** The language the e-mail is written in: the one the user is reading the page in. */
  language: Language;
}

export function sendPasswordResetEmail({ email, language }: SendPasswordResetEmailInput): Promise<null> {
  // Signed out by definition: a failure is told on the form, never by leaving the page.
  return apiClient.post<null>(`/api/users/reset-password/${encodeURIComponent(email)}`, undefined, {
    query: { language },
    redirectOnError: false,
  });
}

export function useSendPasswordResetEmail() {
  return useMutation({ mutationFn: sendPasswordResetEmail });
}
