/** POST /api/authn/credentials/change-password: replaces an expired password; answers the next status. */
import { useMutation } from "@tanstack/react-query";
import { postAuthn } from "./authn-request";

export interface ChangePasswordInput {
  stateToken: string;
  oldPassword: string;
  newPassword: string;
}

export function changePassword(input: ChangePasswordInput) {
  return postAuthn("/api/authn/credentials/change-password", input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
