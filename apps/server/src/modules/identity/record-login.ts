/** POST .../logged-in: records the sign-in time (and the first one, once). */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/index";

export async function recordLogin(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ lastLoginAt: now, firstLoginAt: sql`coalesce(${users.firstLoginAt}, ${now})`, updatedAt: now })
    .where(eq(users.id, userId));
}
