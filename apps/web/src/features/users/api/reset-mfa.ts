/** POST /api/users/reset-mfa/{email} (204): removes the user's MFA factors; they enrol a new one at next sign-in. */
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/use-language";

export function resetMfa(email: string, language: string): Promise<null> {
  return apiClient.post<null>(`/api/users/reset-mfa/${encodeURIComponent(email)}`, undefined, { query: { language } });
}

export function useResetMfa() {
  const language = useLanguage();
  return useMutation({ mutationFn: (email: string) => resetMfa(email, language) });
}
