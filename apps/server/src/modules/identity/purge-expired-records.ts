/**
 * Deletes sign-in records past any use, a day after they ended (the grace leaves recent ones for support questions):
 * sign-in transactions, account links that expired or were used, sessions past their idle or absolute end, and OIDC
 * payloads (codes, grants, interactions) past their expiry. Users, factors and the audit trail are never touched.
 */
import { and, isNotNull, lt, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { authnTransactions, authTokens, oidcPayloads, sessions } from "../../db/schema/index";

const GRACE_MS = 24 * 60 * 60 * 1000;

export interface PurgedCounts {
  authnTransactions: number;
  authTokens: number;
  sessions: number;
  oidcPayloads: number;
}

export async function purgeExpiredRecords(db: Database, now: Date): Promise<PurgedCounts> {
  const before = new Date(now.getTime() - GRACE_MS);
  return db.transaction(async (tx) => {
    const transactions = await tx
      .delete(authnTransactions)
      .where(lt(authnTransactions.expiresAt, before))
      .returning({ id: authnTransactions.id });
    const tokens = await tx
      .delete(authTokens)
      .where(or(lt(authTokens.expiresAt, before), and(isNotNull(authTokens.usedAt), lt(authTokens.usedAt, before))))
      .returning({ id: authTokens.id });
    const ended = await tx
      .delete(sessions)
      .where(or(lt(sessions.idleExpiresAt, before), lt(sessions.absoluteExpiresAt, before)))
      .returning({ id: sessions.id });
    const payloads = await tx
      .delete(oidcPayloads)
      .where(and(isNotNull(oidcPayloads.expiresAt), lt(oidcPayloads.expiresAt, before)))
      .returning({ id: oidcPayloads.id });
    return {
      authnTransactions: transactions.length,
      authTokens: tokens.length,
      sessions: ended.length,
      oidcPayloads: payloads.length,
    };
  });
}
