/** PUT /api/users/{internal|broker|ben-admin}/{userId}: edits a user's details (the server moves form recipients too). */
import type { UpdatedUser, UpdateUserBody, UserKind } from "@onboard/domain/users/user-admin-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { kindPath, userKeys } from "./user-keys";

export function updateUser(kind: UserKind, userId: string, body: UpdateUserBody): Promise<UpdatedUser> {
  return apiClient.put<UpdatedUser>(kindPath(kind, userId), body);
}

export function useUpdateUser(kind: UserKind, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => updateUser(kind, userId, body),
    onSuccess: async (user) => {
      queryClient.setQueryData(userKeys.detail(kind, userId), user);
      await queryClient.invalidateQueries({ queryKey: userKeys.lists(kind) });
    },
  });
}
