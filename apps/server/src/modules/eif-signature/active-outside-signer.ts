/**
 * The client's active outside signer (named, not revoked; at most one, kept so by the client-row lock of every
 * write): signing asks it, and the outside-signer module manages it.
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { outsideSigners } from "../../db/schema/index";

export type OutsideSignerRow = typeof outsideSigners.$inferSelect;

export async function findActiveOutsideSigner(db: DbExecutor, clientId: string): Promise<OutsideSignerRow | null> {
  const [row] = await db
    .select()
    .from(outsideSigners)
    .where(and(eq(outsideSigners.clientId, clientId), isNull(outsideSigners.revokedAt)))
    .orderBy(desc(outsideSigners.createdAt))
    .limit(1);
  return row ?? null;
}

export async function hasActiveOutsideSigner(db: DbExecutor, clientId: string): Promise<boolean> {
  return (await findActiveOutsideSigner(db, clientId)) !== null;
}
