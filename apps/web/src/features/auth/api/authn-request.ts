/** POSTs to the authentication-transaction API: a 401 there is a wrong answer, never a reason to leave /login. */
import { apiClient } from "../../../lib/api-client";
import type { AuthnResponse } from "./authn-types";

export function postAuthn<T = AuthnResponse>(path: string, body: unknown): Promise<T> {
  return apiClient.post<T>(path, body, { redirectOnError: false });
}
