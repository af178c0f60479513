/** POST /api/clients/:clientId/complete-welcome-flow: completes the one-time welcome flow (a second time is 409). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { welcomeFlowQueryOptions } from "./get-welcome-flow";
import { clientPath } from "./hub-keys";
import type { WelcomeFlow } from "./hub-types";

export function completeWelcomeFlow(clientId: string): Promise<WelcomeFlow> {
  return apiClient.post<WelcomeFlow>(`${clientPath(clientId)}/complete-welcome-flow`);
}

export function useCompleteWelcomeFlow(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => completeWelcomeFlow(clientId),
    onSuccess: (flow) => queryClient.setQueryData(welcomeFlowQueryOptions(clientId).queryKey, flow),
    // Already complete (409) is the state we wanted: refresh so home stops sending the user here.
    onError: () => queryClient.invalidateQueries({ queryKey: welcomeFlowQueryOptions(clientId).queryKey }),
  });
}
