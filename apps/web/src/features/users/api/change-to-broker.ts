/** POST /api/users/ben-admin/{userId}/change-to-broker: the ben admin becomes a broker and keeps their clients. */
import type { UserDetail } from "@onboard/domain/users/user-admin-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { kindPath, userKeys } from "./user-keys";

export function changeToBroker(userId: string): Promise<UserDetail> {
  return apiClient.post<UserDetail>(`${kindPath("ben-admin", userId)}/change-to-broker`);
}

export function useChangeToBroker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeToBroker,
    onSuccess: async (user) => {
      queryClient.removeQueries({ queryKey: userKeys.detail("ben-admin", user.id) });
      queryClient.setQueryData(userKeys.detail("broker", user.id), user);
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
