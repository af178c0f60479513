/** DELETE /api/users/{internal|broker|ben-admin}/{userId} (204). */
import type { UserKind } from "@onboard/domain/users/user-admin-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { kindPath, userKeys } from "./user-keys";

export function deleteUser(kind: UserKind, userId: string): Promise<null> {
  return apiClient.delete<null>(kindPath(kind, userId));
}

export function useDeleteUser(kind: UserKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => deleteUser(kind, userId),
    onSuccess: async (_result, userId) => {
      queryClient.removeQueries({ queryKey: userKeys.detail(kind, userId) });
      await queryClient.invalidateQueries({ queryKey: userKeys.lists(kind) });
    },
  });
}
