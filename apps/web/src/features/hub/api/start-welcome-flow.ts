/** POST /api/clients/:clientId/welcome-flow: records that the welcome flow was started (idempotent). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { welcomeFlowQueryOptions } from "./get-welcome-flow";
import { clientPath } from "./hub-keys";
import type { WelcomeFlow } from "./hub-types";

export function startWelcomeFlow(clientId: string): Promise<WelcomeFlow> {
  return apiClient.post<WelcomeFlow>(`${clientPath(clientId)}/welcome-flow`);
}

export function useStartWelcomeFlow(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startWelcomeFlow(clientId),
    onSuccess: (flow) => queryClient.setQueryData(welcomeFlowQueryOptions(clientId).queryKey, flow),
  });
}
