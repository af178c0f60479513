/**
 * One signer at a time (spec §7 `lockStatus`): opening a form's signing view takes the form's lock for the session,
 * for a lease of 15 minutes (renewed each time the view opens); closing the view (signed, declined, later) releases
 * it. While another session holds an unexpired lock, opening the view is refused (409 naming who signs) and
 * `lockStatus` says who. The session is kept as the SHA-256 of its id, so the table holds no usable session.
 */
import { createHash } from "node:crypto";
import { formMessage, ONBOARDING_FORM_MESSAGES as M } from "@onboard/domain/onboarding-forms/onboarding-form-messages";
import type { FormLockStatus } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { and, eq, lt, or, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { users } from "../../db/schema/index";
import { onboardingFormLocks } from "../../db/schema/onboarding-forms";
import { AppError } from "../../errors/app-error";

export const FORM_LOCK_LEASE_MS = 15 * 60 * 1000;

export const sessionKeyOf = (sessionId: string) => createHash("sha256").update(sessionId).digest("hex");

export interface LockHolder {
  recipientId: string;
  userId: string;
  sessionKey: string;
}

/** Takes or renews the lock for the holder, or 409 while another session holds it. Answers the lease's end. */
export async function acquireFormLock(db: DbExecutor, formId: string, holder: LockHolder, now: Date): Promise<Date> {
  const lockedUntil = new Date(now.getTime() + FORM_LOCK_LEASE_MS);
  const taken = await db
    .insert(onboardingFormLocks)
    .values({ onboardingFormId: formId, ...holder, lockedUntil, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: onboardingFormLocks.onboardingFormId,
      set: { ...holder, lockedUntil, updatedAt: now },
      // Only a lease that is ours or over is taken over.
      setWhere: or(
        eq(onboardingFormLocks.sessionKey, holder.sessionKey),
        lt(onboardingFormLocks.lockedUntil, sql`${now.toISOString()}::timestamptz`),
      ),
    })
    .returning({ lockedUntil: onboardingFormLocks.lockedUntil });
  if (taken.length > 0) return lockedUntil;
  const status = await formLockStatus(db, formId, holder.sessionKey, now);
  throw new AppError("FORM_LOCKED", 409, formMessage(M.lockedBy, { name: status.lockedByName ?? "someone else" }));
}

/** Refuses (409) while another session holds the form's lock; a lock that is ours or over does not stop the caller. */
export async function assertNotLockedByOther(db: DbExecutor, formId: string, sessionKey: string, now: Date) {
  const status = await formLockStatus(db, formId, sessionKey, now);
  if (status.locked && !status.mine) {
    throw new AppError("FORM_LOCKED", 409, formMessage(M.lockedBy, { name: status.lockedByName ?? "someone else" }));
  }
}

export async function releaseFormLock(db: DbExecutor, formId: string, sessionKey: string): Promise<void> {
  await db
    .delete(onboardingFormLocks)
    .where(and(eq(onboardingFormLocks.onboardingFormId, formId), eq(onboardingFormLocks.sessionKey, sessionKey)));
}

export async function formLockStatus(
  db: DbExecutor,
  formId: string,
  sessionKey: string | null,
  now: Date,
): Promise<FormLockStatus> {
  const [row] = await db
    .select({
      sessionKey: onboardingFormLocks.sessionKey,
      lockedUntil: onboardingFormLocks.lockedUntil,
      name: users.name,
    })
    .from(onboardingFormLocks)
    .innerJoin(users, eq(users.id, onboardingFormLocks.userId))
    .where(eq(onboardingFormLocks.onboardingFormId, formId));
  if (!row || row.lockedUntil.getTime() <= now.getTime()) {
    return { locked: false, mine: false, lockedByName: null, lockedUntil: null };
  }
  return {
    locked: true,
    mine: sessionKey !== null && row.sessionKey === sessionKey,
    lockedByName: row.name,
    lockedUntil: row.lockedUntil.toISOString(),
  };
}
