/** POST /api/users/{userId}/activation-link: a fresh activation link for staff to copy (older links stop working). */
import type { ActivationLink } from "@onboard/domain/users/user-admin-schemas";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/use-language";

export function createActivationLink(userId: string, language: string): Promise<ActivationLink> {
  return apiClient.post<ActivationLink>(`/api/users/${encodeURIComponent(userId)}/activation-link`, undefined, {
    query: { language },
  });
}

export function useCreateActivationLink() {
  const language = useLanguage();
  return useMutation({ mutationFn: (userId: string) => createActivationLink(userId, language) });
}
