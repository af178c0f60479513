/** A usable account token → the GET /api/users/auth-token answer (no ids, no hashes). */

import type { UsableAccountToken } from "./repository";
import type { AuthTokenInfo } from "./schemas";

export function presentAuthToken(token: UsableAccountToken): AuthTokenInfo {
  return { type: token.type, email: token.email, name: token.name, expiresAt: token.expiresAt.toISOString() };
}
