/** Drizzle queries of where the client's monthly claims reports are mailed (the table keeps no deleted rows). */
import type { McrMailingLocationBody } from "@onboard/domain/eif/eif-resource-schemas";
import { and, asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { monthlyClaimsReportMailingLocations as mcr } from "../../db/schema/index";

export type McrRow = typeof mcr.$inferSelect;

export async function listMcrRows(db: DbExecutor, clientId: string): Promise<McrRow[]> {
  return db.select().from(mcr).where(eq(mcr.clientId, clientId)).orderBy(asc(mcr.createdAt), asc(mcr.id));
}

export async function lockMcrRow(db: DbExecutor, clientId: string, id: string): Promise<McrRow | null> {
  const [row] = await db
    .select()
    .from(mcr)
    .where(and(eq(mcr.id, id), eq(mcr.clientId, clientId)))
    .for("update");
  return row ?? null;
}

export async function insertMcrRow(db: DbExecutor, clientId: string, body: McrMailingLocationBody): Promise<McrRow> {
  const [row] = await db
    .insert(mcr)
    .values({ ...body, clientId })
    .returning();
  if (!row) throw new Error("mailing location insert returned no row");
  return row;
}

export async function updateMcrRow(db: DbExecutor, id: string, body: McrMailingLocationBody, now: Date) {
  const [row] = await db
    .update(mcr)
    .set({ ...body, updatedAt: now })
    .where(eq(mcr.id, id))
    .returning();
  if (!row) throw new Error("mailing location update returned no row");
  return row;
}

export async function deleteMcrRow(db: DbExecutor, id: string): Promise<void> {
  await db.delete(mcr).where(eq(mcr.id, id));
}
