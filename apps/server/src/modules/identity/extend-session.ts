/** Extends a live session on request (the "stay signed in" answer to the expiry warning): the idle expiry restarts now. */

import { nextIdleExpiry } from "@onboard/domain/identity/session-policy";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions } from "../../db/schema/index";
import type { ActiveSession } from "../users/index";

export async function extendSession(db: Database, session: ActiveSession, now: Date): Promise<ActiveSession | null> {
  const idleExpiresAt = nextIdleExpiry(now, session.absoluteExpiresAt);
  const [row] = await db
    .update(sessions)
    .set({ lastSeenAt: now, idleExpiresAt, updatedAt: now })
    .where(and(eq(sessions.id, session.id), gt(sessions.idleExpiresAt, now), gt(sessions.absoluteExpiresAt, now)))
    .returning({ idleExpiresAt: sessions.idleExpiresAt });
  return row ? { ...session, idleExpiresAt: row.idleExpiresAt } : null;
}
