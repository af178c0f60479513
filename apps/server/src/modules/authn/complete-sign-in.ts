/** SUCCESS: ends the transaction, clears the failure count and issues the one-time session token. */
import { SESSION_TOKEN_TTL_MINUTES } from "@onboard/domain/identity/authn-limits";
import type { Database } from "../../db/client";
import { authnError } from "./authn-error";
import type { AuthnOutcome } from "./authn-outcome";
import type { TransactionContext } from "./authn-transaction";
import { hashOpaqueToken, newOpaqueToken } from "./opaque-token";
import { activateOnlyFactor, advanceTransaction, insertSessionToken, saveLockoutState } from "./repository";

export async function completeSignIn(
  db: Database,
  context: TransactionContext,
  now: Date,
  options: { activateFactorId?: string } = {},
): Promise<AuthnOutcome> {
  const sessionToken = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + SESSION_TOKEN_TTL_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    const change = { status: "SUCCESS", completedAt: now, smsCodeHash: null, smsCodeExpiresAt: null };
    // Only one of two concurrent correct answers completes the transaction; the other finds it finished.
    if (!(await advanceTransaction(tx, context.transaction, change, now))) throw authnError("INVALID_STATE_TOKEN");
    if (options.activateFactorId) await activateOnlyFactor(tx, context.user.id, options.activateFactorId, now);
    await saveLockoutState(tx, context.user.id, { failedLoginCount: 0, lockedUntil: null }, now);
    await insertSessionToken(tx, { tokenHash: hashOpaqueToken(sessionToken), userId: context.user.id, expiresAt });
  });
  return { status: "SUCCESS", sessionToken, expiresAt, user: context.user };
}
