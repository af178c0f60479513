/** Drizzle queries of the sign-in flow: users by e-mail, lockout counters, MFA factors, transactions, session tokens. */
import type { LockoutState } from "@onboard/domain/identity/lockout";
import { and, eq, gt, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { authnTransactions, authTokens, userMfaFactors, users } from "../../db/schema/index";

export type UserRow = typeof users.$inferSelect;
export type FactorRow = typeof userMfaFactors.$inferSelect;
export type TransactionRow = typeof authnTransactions.$inferSelect;

export async function findActiveUserByEmail(db: DbExecutor, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)))
    .limit(1);
  return user ?? null;
}

export async function findActiveUserById(db: DbExecutor, id: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return user ?? null;
}

/** Reads the lockout counters under a row lock, so that concurrent failures are all counted. */
export async function lockUserCounters(tx: DbExecutor, userId: string): Promise<LockoutState | null> {
  const [row] = await tx
    .select({ failedLoginCount: users.failedLoginCount, lockedUntil: users.lockedUntil })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return row ?? null;
}

export async function saveLockoutState(db: DbExecutor, userId: string, state: LockoutState, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ failedLoginCount: state.failedLoginCount, lockedUntil: state.lockedUntil, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function updatePassword(
  db: DbExecutor,
  userId: string,
  values: { passwordHash: string; passwordSetAt: Date; passwordExpiresAt: Date | null },
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, failedLoginCount: 0, lockedUntil: null, updatedAt: values.passwordSetAt })
    .where(eq(users.id, userId));
}

export async function listVerifiedFactors(db: DbExecutor, userId: string): Promise<FactorRow[]> {
  return db
    .select()
    .from(userMfaFactors)
    .where(and(eq(userMfaFactors.userId, userId), isNotNull(userMfaFactors.verifiedAt)))
    .orderBy(userMfaFactors.createdAt, userMfaFactors.id);
}

export async function findUserFactor(db: DbExecutor, userId: string, factorId: string): Promise<FactorRow | null> {
  const [factor] = await db
    .select()
    .from(userMfaFactors)
    .where(and(eq(userMfaFactors.id, factorId), eq(userMfaFactors.userId, userId)))
    .limit(1);
  return factor ?? null;
}

/** Drops enrolments the user started but never activated. */
export async function deleteUnverifiedFactors(db: DbExecutor, userId: string): Promise<void> {
  await db.delete(userMfaFactors).where(and(eq(userMfaFactors.userId, userId), isNull(userMfaFactors.verifiedAt)));
}

export async function insertFactor(
  db: DbExecutor,
  values: { userId: string; type: "TOTP" | "SMS"; secret: string | null; phoneNumber: string | null },
): Promise<FactorRow> {
  const [factor] = await db.insert(userMfaFactors).values(values).returning();
  if (!factor) throw new Error("insert into user_mfa_factors returned no row");
  return factor;
}

/** Marks the factor verified and removes every other factor of the user: a user keeps exactly one. */
export async function activateOnlyFactor(db: DbExecutor, userId: string, factorId: string, now: Date): Promise<void> {
  await db.delete(userMfaFactors).where(and(eq(userMfaFactors.userId, userId), ne(userMfaFactors.id, factorId)));
  await db
    .update(userMfaFactors)
    .set({ verifiedAt: now, updatedAt: now })
    .where(and(eq(userMfaFactors.id, factorId), eq(userMfaFactors.userId, userId)));
}

export async function insertTransaction(
  db: DbExecutor,
  values: { stateTokenHash: string; userId: string; status: string; expiresAt: Date },
): Promise<TransactionRow> {
  const [row] = await db.insert(authnTransactions).values(values).returning();
  if (!row) throw new Error("insert into authn_transactions returned no row");
  return row;
}

/** An open transaction: known, not finished and not expired. */
export async function findOpenTransaction(db: DbExecutor, stateTokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(authnTransactions)
    .where(
      and(
        eq(authnTransactions.stateTokenHash, stateTokenHash),
        isNull(authnTransactions.completedAt),
        gt(authnTransactions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

type TransactionChange = Partial<
  Pick<TransactionRow, "status" | "factorId" | "smsCodeHash" | "smsCodeExpiresAt" | "completedAt" | "attempts">
>;

/**
 * Moves an open transaction on, but only from the status the caller read: of two concurrent requests for the
 * same step, one wins and the other gets false.
 */
export async function advanceTransaction(
  db: DbExecutor,
  current: Pick<TransactionRow, "id" | "status">,
  change: TransactionChange,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(authnTransactions)
    .set({ ...change, updatedAt: now })
    .where(
      and(
        eq(authnTransactions.id, current.id),
        eq(authnTransactions.status, current.status),
        isNull(authnTransactions.completedAt),
      ),
    )
    .returning({ id: authnTransactions.id });
  return rows.length === 1;
}

export async function countTransactionAttempt(db: DbExecutor, transactionId: string, now: Date): Promise<void> {
  await db
    .update(authnTransactions)
    .set({ attempts: sql`${authnTransactions.attempts} + 1`, updatedAt: now })
    .where(eq(authnTransactions.id, transactionId));
}

/** Ends a transaction (cancelled, or locked out when a status is given); its state token works no more. */
export async function closeTransaction(db: DbExecutor, stateTokenHash: string, now: Date, status?: string) {
  await db
    .update(authnTransactions)
    .set({ ...(status && { status }), completedAt: now, updatedAt: now })
    .where(and(eq(authnTransactions.stateTokenHash, stateTokenHash), isNull(authnTransactions.completedAt)));
}

export async function insertSessionToken(
  db: DbExecutor,
  values: { tokenHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(authTokens).values({ ...values, type: "SESSION" });
}
