/** Account lockout after repeated sign-in failures (spec §8 and §9: locked for about 60 minutes). */
import { LOCKOUT_MINUTES } from "./lockout-limits";

/** The failure that reaches this count locks the account. */
export const MAX_FAILED_SIGN_IN_ATTEMPTS = 5;
export const LOCKOUT_MS = LOCKOUT_MINUTES * 60_000;

export interface LockoutState {
  failedLoginCount: number;
  lockedUntil: Date | null;
}

/** True while a lock set earlier has not run out. */
export function isLockedOut(lockedUntil: Date | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime();
}

/**
 * The state after one more failure. The failure that reaches the maximum locks the account; once that lock has
 * run out the count starts again, so an unlocked user gets the full number of attempts.
 */
export function afterFailedAttempt(state: LockoutState, now: Date): LockoutState & { isNowLocked: boolean } {
  const hasExpiredLock = state.lockedUntil !== null && !isLockedOut(state.lockedUntil, now);
  const failedLoginCount = (hasExpiredLock ? 0 : state.failedLoginCount) + 1;
  if (failedLoginCount >= MAX_FAILED_SIGN_IN_ATTEMPTS) {
    return { failedLoginCount, lockedUntil: new Date(now.getTime() + LOCKOUT_MS), isNowLocked: true };
  }
  return { failedLoginCount, lockedUntil: hasExpiredLock ? null : state.lockedUntil, isNowLocked: false };
}
