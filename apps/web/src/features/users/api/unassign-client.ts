/** PUT /api/users/{broker|ben-admin}/{userId}/unassign/{clientId} (204): unlinks the user and the client. */
import type { UserKind } from "@onboard/domain/users/user-admin-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { kindPath, userKeys } from "./user-keys";

export function unassignClient(kind: UserKind, userId: string, clientId: string): Promise<null> {
  return apiClient.put<null>(`${kindPath(kind, userId)}/unassign/${encodeURIComponent(clientId)}`);
}

export function useUnassignClient(kind: UserKind, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) => unassignClient(kind, userId, clientId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.clients(userId) }),
        queryClient.invalidateQueries({ queryKey: userKeys.detail(kind, userId) }),
        queryClient.invalidateQueries({ queryKey: userKeys.lists(kind) }),
      ]),
  });
}
