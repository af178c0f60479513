/**
 * Resolves a session token to its session and signed-in user, or null when the session is unknown, idle or past
 * its absolute expiry, or the user is deleted. Activity slides the idle expiry (written at most once a minute).
 */
import { createHash } from "node:crypto";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { clients, sessions, userClients, users } from "../../db/schema/index";
import { nextIdleExpiry, SESSION_SLIDE_INTERVAL_MS } from "../identity/session-policy";
import { presentAuthenticatedUser } from "./presenter";

export interface ActiveSession {
  /** SHA-256 hex of the cookie's token. */
  id: string;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  data: Record<string, unknown>;
}

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function findSessionByToken(
  db: Database,
  token: string,
  now: Date,
  options: { slide: boolean },
): Promise<{ user: AuthenticatedUser; session: ActiveSession } | null> {
  const [row] = await db
    .select({ user: users, session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, hashSessionToken(token)),
        gt(sessions.idleExpiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  let idleExpiresAt = row.session.idleExpiresAt;
  if (options.slide && now.getTime() - row.session.lastSeenAt.getTime() >= SESSION_SLIDE_INTERVAL_MS) {
    idleExpiresAt = nextIdleExpiry(now, row.session.absoluteExpiresAt);
    await db
      .update(sessions)
      .set({ lastSeenAt: now, idleExpiresAt, updatedAt: now })
      .where(eq(sessions.id, row.session.id));
  }
  const links = await db
    .select({ id: clients.id, name: clients.name, completedSetupAt: userClients.completedSetupAt })
    .from(userClients)
    .innerJoin(clients, eq(clients.id, userClients.clientId))
    .where(and(eq(userClients.userId, row.user.id), isNull(clients.deletedAt)));
  return {
    user: presentAuthenticatedUser(row.user, links),
    session: {
      id: row.session.id,
      idleExpiresAt,
      absoluteExpiresAt: row.session.absoluteExpiresAt,
      data: row.session.data,
    },
  };
}
