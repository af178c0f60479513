/** POST /api/users/authenticated/logout, then analytics reset, cache cleared and a redirect to login. */
import { buildPath } from "@onboard/domain/routes/build-path";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { reset as resetAnalytics } from "../../../lib/analytics";
import { apiClient } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/use-language";

export function logout(): Promise<null> {
  return apiClient.post<null>("/api/users/authenticated/logout");
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const language = useLanguage();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      resetAnalytics();
      queryClient.clear();
      navigate(buildPath("login", undefined, undefined, { language }), { replace: true });
    },
  });
}
