/** POST /api/users/password-upsert (204): sets the password an activation or reset link allows; uses up the link. */
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";

export interface UpsertPasswordInput {
  token: string;
  password: string;
}

export function upsertPassword(input: UpsertPasswordInput): Promise<null> {
  return apiClient.post<null>("/api/users/password-upsert", input, { redirectOnError: false });
}

export function useUpsertPassword() {
  return useMutation({ mutationFn: upsertPassword });
}
