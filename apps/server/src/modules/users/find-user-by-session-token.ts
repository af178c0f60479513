/** Resolves a session token to the signed-in user, or null when the session is unknown, expired or the user deleted. */
import { createHash } from "node:crypto";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { clients, sessions, userClients, users } from "../../db/schema/index";
import { presentAuthenticatedUser } from "./presenter";

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function findUserBySessionToken(
  db: Database,
  token: string,
  now: Date,
): Promise<AuthenticatedUser | null> {
  const [row] = await db
    .select({ user: users })
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
  const links = await db
    .select({ id: clients.id, name: clients.name, completedSetupAt: userClients.completedSetupAt })
    .from(userClients)
    .innerJoin(clients, eq(clients.id, userClients.clientId))
    .where(and(eq(userClients.userId, row.user.id), isNull(clients.deletedAt)));
  return presentAuthenticatedUser(row.user, links);
}
