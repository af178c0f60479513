/** GET /api/users/auth-token/:token: what an /activate or /reset page shows for a usable link; 404 TOKEN_EXPIRED otherwise. */
import type { Database } from "../../db/client";
import { hashOpaqueToken } from "../authn/index";
import { tokenExpired } from "./account-token-errors";
import { findUsableToken, type UsableAccountToken } from "./repository";

export async function getAuthToken(db: Database, token: string, now: Date): Promise<UsableAccountToken> {
  const found = await findUsableToken(db, hashOpaqueToken(token), now);
  if (!found) throw tokenExpired();
  return found;
}
