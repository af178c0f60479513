/** POST /api/users/{internal|broker|ben-admin}: a new user; with sendWelcomeEmail the answer names the e-mail sent. */
import type { CreatedUser, CreateUserBody, UserKind } from "@onboard/domain/users/user-admin-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/use-language";
import { kindPath, userKeys } from "./user-keys";

export function createUser(kind: UserKind, body: CreateUserBody, language: string): Promise<CreatedUser> {
  return apiClient.post<CreatedUser>(kindPath(kind), body, { query: { language } });
}

export function useCreateUser(kind: UserKind) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (body: CreateUserBody) => createUser(kind, body, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists(kind) }),
  });
}
