/** Counts a wrong password or code towards the lockout, and answers the caller with LOCKED_OUT or a 401. */
import { afterFailedAttempt } from "@onboard/domain/identity/lockout";
import type { Database } from "../../db/client";
import type { AppError } from "../../errors/app-error";
import { type AuthnOutcome, lockedOut } from "./authn-outcome";
import type { TransactionContext } from "./authn-transaction";
import { closeTransaction, countTransactionAttempt, lockUserCounters, saveLockoutState } from "./repository";

/** Records one failure under a row lock; returns when the account is now locked, else null. */
export async function recordFailedAttempt(db: Database, userId: string, now: Date): Promise<Date | null> {
  return db.transaction(async (tx) => {
    const counters = await lockUserCounters(tx, userId);
    if (!counters) return null;
    const next = afterFailedAttempt(counters, now);
    await saveLockoutState(tx, userId, next, now);
    return next.isNowLocked ? next.lockedUntil : null;
  });
}

/**
 * Records the failure, then either answers LOCKED_OUT (the failure that locks the account, which also ends the
 * transaction) or throws the given error.
 */
export async function refuseAttempt(
  db: Database,
  options: { userId: string; context?: TransactionContext; error: AppError },
  now: Date,
): Promise<AuthnOutcome> {
  const { context } = options;
  if (context) await countTransactionAttempt(db, context.transaction.id, now);
  const lockedUntil = await recordFailedAttempt(db, options.userId, now);
  if (!lockedUntil) throw options.error;
  if (context) await closeTransaction(db, context.stateTokenHash, now, "LOCKED_OUT");
  return lockedOut(lockedUntil);
}
