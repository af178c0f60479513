/** POST /api/users/authenticated/session: trades the provider's tokens for the server-side session cookie. */
import { apiClient } from "../../../lib/api-client";

export interface CreateSessionInput {
  accessToken: string;
  /** Absent when the provider issues no refresh token. */
  refreshToken?: string;
}

export function createSession(input: CreateSessionInput): Promise<null> {
  // Mid sign-in there is no page to return to: a failure is shown on the callback screen instead.
  return apiClient.post<null>("/api/users/authenticated/session", input, { redirectOnError: false });
}
