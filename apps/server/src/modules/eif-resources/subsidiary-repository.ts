/** Drizzle queries of the client's subsidiaries (soft-deleted rows stay for the record). */
import type { SubsidiaryBody } from "@onboard/domain/eif/eif-resource-schemas";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { subsidiaries } from "../../db/schema/index";

export type SubsidiaryRow = typeof subsidiaries.$inferSelect;

/** The columns a body writes: a whole subsidiary, so a tax id not sent is cleared. */
export function subsidiaryValues(body: SubsidiaryBody) {
  return { locationId: body.locationId, taxId: body.taxId ?? null };
}

export async function listLiveSubsidiaries(db: DbExecutor, clientId: string): Promise<SubsidiaryRow[]> {
  return db
    .select()
    .from(subsidiaries)
    .where(and(eq(subsidiaries.clientId, clientId), isNull(subsidiaries.deletedAt)))
    .orderBy(asc(subsidiaries.createdAt), asc(subsidiaries.id));
}

export async function lockLiveSubsidiary(db: DbExecutor, clientId: string, id: string) {
  const [row] = await db
    .select()
    .from(subsidiaries)
    .where(and(eq(subsidiaries.id, id), eq(subsidiaries.clientId, clientId), isNull(subsidiaries.deletedAt)))
    .for("update");
  return row ?? null;
}

export async function insertSubsidiary(db: DbExecutor, clientId: string, body: SubsidiaryBody) {
  const [row] = await db
    .insert(subsidiaries)
    .values({ ...subsidiaryValues(body), clientId })
    .returning();
  if (!row) throw new Error("subsidiary insert returned no row");
  return row;
}

export async function updateSubsidiaryRow(
  db: DbExecutor,
  id: string,
  values: Partial<Pick<SubsidiaryRow, "locationId" | "taxId" | "deletedAt">>,
  now: Date,
): Promise<SubsidiaryRow> {
  const [row] = await db
    .update(subsidiaries)
    .set({ ...values, updatedAt: now })
    .where(eq(subsidiaries.id, id))
    .returning();
  if (!row) throw new Error("subsidiary update returned no row");
  return row;
}
