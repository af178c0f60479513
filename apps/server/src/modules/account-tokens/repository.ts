/** Drizzle queries of the account-token flows: tokens, and the user-side effects of using one or resetting MFA. */
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { authnTransactions, authTokens, sessions, userMfaFactors, users } from "../../db/schema/index";
import { ACCOUNT_TOKEN_TYPES, type AccountTokenType } from "./account-token-policy";

export interface UsableAccountToken {
  id: string;
  type: AccountTokenType;
  expiresAt: Date;
  userId: string;
  email: string;
  name: string;
  passwordHash: string | null;
}

/** Serialises token changes of one user (two concurrent requests must not both leave a live token). */
export async function lockUser(tx: DbExecutor, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/** Ends the user's unused, unexpired tokens of these types by moving their expiry to now. */
export async function expireUnusedTokens(
  tx: DbExecutor,
  userId: string,
  types: readonly AccountTokenType[],
  now: Date,
): Promise<void> {
  await tx
    .update(authTokens)
    .set({ expiresAt: now, updatedAt: now })
    .where(
      and(
        eq(authTokens.userId, userId),
        inArray(authTokens.type, [...types]),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    );
}

export async function insertAccountToken(
  tx: DbExecutor,
  values: { tokenHash: string; type: AccountTokenType; userId: string; expiresAt: Date },
): Promise<string> {
  const [row] = await tx.insert(authTokens).values(values).returning({ id: authTokens.id });
  if (!row) throw new Error("insert into auth_tokens returned no row");
  return row.id;
}

/** The token of a link, when it is an account token, unused, unexpired, and its user is not deleted. */
export async function findUsableToken(
  db: DbExecutor,
  tokenHash: string,
  now: Date,
): Promise<UsableAccountToken | null> {
  const [row] = await db
    .select({
      id: authTokens.id,
      type: authTokens.type,
      expiresAt: authTokens.expiresAt,
      userId: users.id,
      email: users.email,
      name: users.name,
      passwordHash: users.passwordHash,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        inArray(authTokens.type, [...ACCOUNT_TOKEN_TYPES]),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!row || row.type === "SESSION") return null;
  return { ...row, type: row.type };
}

/** Marks the token used, but only if it still is usable: of two concurrent uses, one gets true. */
export async function consumeToken(tx: DbExecutor, tokenId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(authTokens)
    .set({ usedAt: now, updatedAt: now })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)))
    .returning({ id: authTokens.id });
  return rows.length === 1;
}

/** Signs the user out everywhere: their server-side sessions end. */
export async function deleteUserSessions(tx: DbExecutor, userId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteMfaFactors(tx: DbExecutor, userId: string): Promise<number> {
  const deleted = await tx
    .delete(userMfaFactors)
    .where(eq(userMfaFactors.userId, userId))
    .returning({ id: userMfaFactors.id });
  return deleted.length;
}

/** Ends the user's sign-in transactions in progress, so that the next sign-in starts over (and enrols a factor). */
export async function closeOpenSignIns(tx: DbExecutor, userId: string, now: Date): Promise<void> {
  await tx
    .update(authnTransactions)
    .set({ completedAt: now, updatedAt: now })
    .where(and(eq(authnTransactions.userId, userId), isNull(authnTransactions.completedAt)));
}
