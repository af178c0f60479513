/**
 * POST .../qps/async-push: starts a push (202) or answers the running one (200), either way an ApiJob; 409 when a
 * problem blocks it. The client joins the overlay as loading, and its QPS queries are refreshed.
 */
import type { ApiJob } from "@onboard/domain/qps/qps-api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { addPushToOverlay } from "../hooks/push-overlay-store";
import { qpsClientPath, qpsKeys } from "./qps-keys";

export function pushPlanDesign(clientId: string): Promise<ApiJob> {
  return apiClient.post<ApiJob>(`${qpsClientPath(clientId)}/qps/async-push`);
}

export function usePushPlanDesign(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => pushPlanDesign(clientId),
    onSuccess: (job) => {
      addPushToOverlay(job);
      return queryClient.invalidateQueries({ queryKey: qpsKeys.client(clientId) });
    },
  });
}
