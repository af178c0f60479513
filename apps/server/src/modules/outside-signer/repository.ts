/**
 * Reads and writes of outside signers: the client's active one (named, not revoked; at most one, kept so by the
 * client-row lock of every write), a signer by the hash of their token, and the token's issue, access and revocation.
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { clients, eifSignatures, outsideSigners } from "../../db/schema/index";

export async function findOutsideSignerByTokenHash(db: DbExecutor, tokenHash: string) {
  const [row] = await db.select().from(outsideSigners).where(eq(outsideSigners.tokenHash, tokenHash));
  return row ?? null;
}

/** The client's name, or null when it is not there (or deleted). */
export async function findLiveClient(db: DbExecutor, clientId: string) {
  const [row] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.id, clientId), isNull(clients.deletedAt)));
  return row ?? null;
}

/** The client, locked for the write: null when it is not there (or deleted). */
export async function lockClientForSigner(db: DbExecutor, clientId: string) {
  const [row] = await db
    .select({ id: clients.id, name: clients.name, isArchived: clients.isArchived, deletedAt: clients.deletedAt })
    .from(clients)
    .where(eq(clients.id, clientId))
    .for("update");
  return row && !row.deletedAt ? row : null;
}

export async function insertOutsideSigner(db: DbExecutor, row: typeof outsideSigners.$inferInsert) {
  const [inserted] = await db.insert(outsideSigners).values(row).returning();
  if (!inserted) throw new Error("the outside signer insert returned no row");
  return inserted;
}

export async function setOutsideSignerToken(
  db: DbExecutor,
  id: string,
  token: { tokenHash: string; tokenIssuedAt: Date; tokenExpiresAt: Date },
) {
  const [row] = await db
    .update(outsideSigners)
    .set({ ...token, updatedAt: token.tokenIssuedAt })
    .where(eq(outsideSigners.id, id))
    .returning();
  if (!row) throw new Error("the outside signer is gone");
  return row;
}

/** Revokes the signer: their token is dropped, so no link of theirs works again. */
export async function revokeOutsideSigner(db: DbExecutor, id: string, at: Date) {
  await db
    .update(outsideSigners)
    .set({ revokedAt: at, tokenHash: null, updatedAt: at })
    .where(eq(outsideSigners.id, id));
}

export async function touchOutsideSigner(db: DbExecutor, id: string, at: Date) {
  await db.update(outsideSigners).set({ lastAccessedAt: at }).where(eq(outsideSigners.id, id));
}

/** When the signer last signed (the form or its updates), or null. */
export async function lastSignatureOf(db: DbExecutor, outsideSignerId: string): Promise<Date | null> {
  const [row] = await db
    .select({ signedAt: eifSignatures.signedAt })
    .from(eifSignatures)
    .where(eq(eifSignatures.outsideSignerId, outsideSignerId))
    .orderBy(desc(eifSignatures.signedAt))
    .limit(1);
  return row?.signedAt ?? null;
}
