/** POST /api/users/terms-of-use (204): records the signed-in user's acceptance, then refetches the user. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { refreshSession } from "../../../lib/signed-in-user";

export function acceptTermsOfUse(): Promise<null> {
  return apiClient.post<null>("/api/users/terms-of-use");
}

export function useAcceptTermsOfUse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTermsOfUse,
    // The guard reads termsOfUseDate from the cached user: it must be fresh before the user moves on.
    onSuccess: () => refreshSession(queryClient),
  });
}
