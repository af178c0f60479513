/**
 * Exchanges the one-time session token of a SUCCESS sign-in for the user it belongs to. The OIDC provider's
 * interaction calls this to log the user in; a token works once, within its 5 minutes, and never again.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { authTokens, users } from "../../db/schema/index";
import { hashOpaqueToken } from "./opaque-token";

export async function consumeSessionToken(db: Database, token: string, now: Date): Promise<{ userId: string } | null> {
  if (token.length === 0 || token.length > 256) return null;
  // One conditional UPDATE marks the token used and returns it, so two concurrent calls cannot both win.
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now, updatedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, hashOpaqueToken(token)),
        eq(authTokens.type, "SESSION"),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId });
  if (!row) return null;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, row.userId), isNull(users.deletedAt)))
    .limit(1);
  return user ? { userId: user.id } : null;
}
