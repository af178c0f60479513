/**
 * POST /api/users/password-upsert (public, /activate and /reset): sets the password a link allows. The policy is
 * checked first and the argon2id hash computed outside the transaction (it is slow on purpose); then one
 * transaction marks the token used (only while it is still usable), ends the user's other links, stores the hash
 * with a 90-day expiry, clears the lockout and ends the user's sessions. A failure anywhere rolls all of it back.
 */
import { PASSWORD_POLICY_MESSAGES, passwordPolicyViolation } from "@onboard/domain/identity/password-policy";
import type { Database } from "../../db/client";
import { fieldError, hashOpaqueToken, hashPassword, isPasswordMatch, updatePassword } from "../authn/index";
import { tokenExpired } from "./account-token-errors";
import { ACCOUNT_TOKEN_TYPES, NEW_PASSWORD_MAX_AGE_MS } from "./account-token-policy";
import { consumeToken, deleteUserSessions, expireUnusedTokens, findUsableToken } from "./repository";

export async function upsertPassword(
  db: Database,
  input: { token: string; password: string },
  now: Date,
): Promise<void> {
  // The route's schema checks the policy already; repeated here so that the rule holds for any caller.
  const violation = passwordPolicyViolation(input.password);
  if (violation) throw fieldError("body.password", violation);

  const found = await findUsableToken(db, hashOpaqueToken(input.token), now);
  if (!found) throw tokenExpired();
  // A reset must not keep an expiring password alive by setting it again.
  if (found.passwordHash && (await isPasswordMatch(found.passwordHash, input.password))) {
    throw fieldError("body.password", PASSWORD_POLICY_MESSAGES.unchanged);
  }
  const passwordHash = await hashPassword(input.password);

  await db.transaction(async (tx) => {
    if (!(await consumeToken(tx, found.id, now))) throw tokenExpired();
    await expireUnusedTokens(tx, found.userId, ACCOUNT_TOKEN_TYPES, now);
    const passwordExpiresAt = new Date(now.getTime() + NEW_PASSWORD_MAX_AGE_MS);
    await updatePassword(tx, found.userId, { passwordHash, passwordSetAt: now, passwordExpiresAt });
    await deleteUserSessions(tx, found.userId);
  });
}
