/**
 * Resolves a session token to its session and signed-in user, or null when the session is unknown, idle or past
 * its absolute expiry, or the user is deleted. Activity slides the idle expiry (written at most once a minute).
 */
import { createHash } from "node:crypto";
import { nextIdleExpiry, SESSION_SLIDE_INTERVAL_MS } from "@onboard/domain/identity/session-policy";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { clients, sessions, userClients, users } from "../../db/schema/index";
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

/** A link of the user to a client, as the session query reads it (the time as an ISO string, in UTC). */
interface LinkRow {
  id: string;
  name: string;
  completedSetupAt: string | null;
}

/**
 * The one read of every signed-in request, prepared once per database (built once, planned once per connection): the
 * live session, its user, and the user's clients as a JSON array.
 */
const preparedByDb = new WeakMap<object, ReturnType<typeof prepareSessionQueries>>();
function prepareSessionQueries(db: Database) {
  const now = sql.placeholder("now");
  const link = sql`json_build_object('id', ${clients.id}, 'name', ${clients.name}, 'completedSetupAt', to_char(${userClients.completedSetupAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
  return {
    session: db
      .select({
        user: {
          id: users.id,
          userId: users.userId,
          name: users.name,
          email: users.email,
          phoneNumber: users.phoneNumber,
          role: users.role,
          termsOfUseAt: users.termsOfUseAt,
        },
        session: {
          id: sessions.id,
          idleExpiresAt: sessions.idleExpiresAt,
          absoluteExpiresAt: sessions.absoluteExpiresAt,
          lastSeenAt: sessions.lastSeenAt,
          data: sessions.data,
        },
        links: sql<
          LinkRow[]
        >`(select coalesce(json_agg(${link}), '[]'::json) from ${userClients} inner join ${clients} on ${clients.id} = ${userClients.clientId} where ${userClients.userId} = ${users.id} and ${clients.deletedAt} is null)`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sql.placeholder("sessionId")),
          gt(sessions.idleExpiresAt, now),
          gt(sessions.absoluteExpiresAt, now),
          isNull(users.deletedAt),
        ),
      )
      .limit(1)
      .prepare("session_by_token"),
  };
}
function sessionQueries(db: Database) {
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = prepareSessionQueries(db);
    preparedByDb.set(db, prepared);
  }
  return prepared;
}

export async function findSessionByToken(
  db: Database,
  token: string,
  now: Date,
  options: { slide: boolean },
): Promise<{ user: AuthenticatedUser; session: ActiveSession } | null> {
  const queries = sessionQueries(db);
  const [row] = await queries.session.execute({ sessionId: hashSessionToken(token), now: now.toISOString() });
  if (!row) return null;
  let idleExpiresAt = row.session.idleExpiresAt;
  if (options.slide && now.getTime() - row.session.lastSeenAt.getTime() >= SESSION_SLIDE_INTERVAL_MS) {
    idleExpiresAt = nextIdleExpiry(now, row.session.absoluteExpiresAt);
    await db
      .update(sessions)
      .set({ lastSeenAt: now, idleExpiresAt, updatedAt: now })
      .where(eq(sessions.id, row.session.id));
  }
  const links = row.links.map((link) => ({
    ...link,
    completedSetupAt: link.completedSetupAt ? new Date(link.completedSetupAt) : null,
  }));
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
