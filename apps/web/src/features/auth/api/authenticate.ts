/** POST /api/authn: primary authentication with username and password; starts a sign-in transaction. */
import { useMutation } from "@tanstack/react-query";
import { postAuthn } from "./authn-request";

export interface AuthenticateInput {
  username: string;
  password: string;
}

export function authenticate(input: AuthenticateInput) {
  return postAuthn("/api/authn", input);
}

export function useAuthenticate() {
  return useMutation({ mutationFn: authenticate });
}
