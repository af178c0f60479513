/** PUT /api/users/{broker|ben-admin}/:userId/{assign|unassign}/:clientId: links or unlinks a user and the client. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { invalidateClient } from "./client-keys";

export type AssignableRole = "BROKER" | "BEN_ADMIN";

export interface AssignUserRequest {
  role: AssignableRole;
  userId: string;
  isAssigning: boolean;
}

const KIND: Record<AssignableRole, string> = { BROKER: "broker", BEN_ADMIN: "ben-admin" };

export function assignUser(clientId: string, { role, userId, isAssigning }: AssignUserRequest): Promise<null> {
  const verb = isAssigning ? "assign" : "unassign";
  return apiClient.put<null>(
    `/api/users/${KIND[role]}/${encodeURIComponent(userId)}/${verb}/${encodeURIComponent(clientId)}`,
  );
}

export function useAssignUser(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AssignUserRequest) => assignUser(clientId, request),
    onSuccess: () => invalidateClient(queryClient, clientId),
  });
}
