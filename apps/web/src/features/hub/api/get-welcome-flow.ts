/** GET /api/clients/:clientId/welcome-flow: whether (and by whom) the one-time welcome flow was completed. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { clientPath, hubKeys } from "./hub-keys";
import type { WelcomeFlow } from "./hub-types";

export function getWelcomeFlow(clientId: string): Promise<WelcomeFlow> {
  return apiClient.get<WelcomeFlow>(`${clientPath(clientId)}/welcome-flow`);
}

export function welcomeFlowQueryOptions(clientId: string) {
  return queryOptions({ queryKey: hubKeys.welcomeFlow(clientId), queryFn: () => getWelcomeFlow(clientId) });
}

export function useWelcomeFlow(clientId: string, enabled = true) {
  return useQuery({ ...welcomeFlowQueryOptions(clientId), enabled });
}
