/**
 * Creates the server-side session after sign-in: the access token must verify against the issuer (signature,
 * issuer, audience, expiry) and the refresh token must belong to the same subject. The session id is rotated:
 * a session the request already carried is deleted, and a fresh random token goes into the cookie.
 */
import { randomBytes } from "node:crypto";
import { ERROR_MESSAGES } from "@onboard/domain/errors/catalogue";
import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from "@onboard/domain/identity/session-policy";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions, users } from "../../db/schema/index";
import { AppError } from "../../errors/app-error";
import { type ActiveSession, findSessionByToken, hashSessionToken } from "../users/index";
import type { Identity } from "./create-identity";

export interface CreateSessionInput {
  accessToken: string;
  refreshToken: string;
  /** The session token the request's cookie carried, if any: it is replaced. */
  previousToken: string | undefined;
  ip: string | null;
  userAgent: string | null;
}

export interface CreatedSession {
  token: string;
  user: AuthenticatedUser;
  session: ActiveSession;
}

export const invalidToken = () => new AppError("INVALID_TOKEN", 401, ERROR_MESSAGES.invalidToken);

export async function createSession(
  deps: { db: Database; identity: Identity },
  input: CreateSessionInput,
  now: Date,
): Promise<CreatedSession> {
  const { db, identity } = deps;
  const verified = await identity.verifyAccessToken(input.accessToken);
  if (!verified) throw invalidToken();
  const refresh = await identity.checkRefreshToken(input.refreshToken, verified.subject);
  if (!refresh.isValid) throw invalidToken();
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userId, verified.subject), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw invalidToken();

  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    if (verified.tokenId) {
      // One session per access token: a replayed token (even concurrently) is refused.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`session-at:${verified.tokenId}`}))`);
      const [replayed] = await tx
        .select({ id: sessions.id })
        .from(sessions)
        .where(sql`${sessions.data} ->> 'accessTokenId' = ${verified.tokenId}`)
        .limit(1);
      if (replayed) throw invalidToken();
    }
    if (input.previousToken) await tx.delete(sessions).where(eq(sessions.id, hashSessionToken(input.previousToken)));
    await tx.insert(sessions).values({
      id: hashSessionToken(token),
      userId: user.id,
      lastSeenAt: now,
      idleExpiresAt: new Date(now.getTime() + SESSION_IDLE_TIMEOUT_MS),
      absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS),
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
      data: {
        refreshTokenHash: hashSessionToken(input.refreshToken),
        grantId: refresh.grantId,
        accessTokenId: verified.tokenId,
      },
    });
  });
  const created = await findSessionByToken(db, token, now, { slide: false });
  if (!created) throw new Error("the new session could not be read back");
  return { token, ...created };
}
