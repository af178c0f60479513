/** POST /api/users/terms-of-use: the signed-in user accepts the terms of use now. */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/index";

export async function acceptTermsOfUse(db: Database, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ termsOfUseAt: now, updatedAt: now }).where(eq(users.id, userId));
}
