/**
 * Issues an account token: 32 random bytes (base64url) for the link, only their SHA-256 stored, with the type's
 * lifetime. In the same transaction the user's older unused tokens of the kind are ended, so only the latest link works.
 */
import type { Database } from "../../db/client";
import { hashOpaqueToken, newOpaqueToken } from "../authn/index";
import { ACCOUNT_TOKEN_TTL_MS, type AccountTokenType, REPLACED_TOKEN_TYPES } from "./account-token-policy";
import { expireUnusedTokens, insertAccountToken, lockUser } from "./repository";

export interface IssuedAccountToken {
  id: string;
  /** The raw token: it goes into the link and is never stored. */
  token: string;
  type: AccountTokenType;
  expiresAt: Date;
}

export async function issueAccountToken(
  db: Database,
  userId: string,
  type: AccountTokenType,
  now: Date,
): Promise<IssuedAccountToken> {
  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS[type]);
  const id = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await expireUnusedTokens(tx, userId, REPLACED_TOKEN_TYPES[type], now);
    return insertAccountToken(tx, { tokenHash: hashOpaqueToken(token), type, userId, expiresAt });
  });
  return { id, token, type, expiresAt };
}
