/** POST /api/users/authenticated/logged-in: records the sign-in (last and first login dates). */
import { apiClient } from "../../../lib/api-client";

export function markLoggedIn(): Promise<null> {
  return apiClient.post<null>("/api/users/authenticated/logged-in", undefined, { redirectOnError: false });
}
