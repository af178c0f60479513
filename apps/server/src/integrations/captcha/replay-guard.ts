/** Replay protection for captcha solutions: a challenge (by its signature) is accepted once. */
import { lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { captchaSolutions } from "../../db/schema/index";

/** Records the challenge as used; false when it was used before. Expired records are dropped on the way. */
export async function consumeChallenge(db: Database, signature: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, now));
  const inserted = await db
    .insert(captchaSolutions)
    .values({ challengeSignature: signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaSolutions.challengeSignature });
  return inserted.length === 1;
}
