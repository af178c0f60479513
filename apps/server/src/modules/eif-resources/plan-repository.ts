/** Drizzle queries of the client's plans for their EIF answers (claims payment, carrier, termination, PFML). */
import type { PlanAnswersInput } from "@onboard/domain/eif/eif-resource-schemas";
import { and, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { plans } from "../../db/schema/index";

export type PlanRow = typeof plans.$inferSelect;
export type PlanAnswerValues = Partial<Omit<PlanAnswersInput, "id" | "version">>;

/** The client's plans among `ids`, locked for the transaction's writes. */
export async function lockClientPlans(db: DbExecutor, clientId: string, ids: string[]): Promise<PlanRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(plans)
    .where(and(eq(plans.clientId, clientId), inArray(plans.id, ids)))
    .for("update");
}

/** Writes the answers sent and bumps the plan's version. */
export async function updatePlanAnswers(
  db: DbExecutor,
  row: PlanRow,
  values: PlanAnswerValues,
  now: Date,
): Promise<PlanRow> {
  const [updated] = await db
    .update(plans)
    .set({ ...values, version: row.version + 1, updatedAt: now })
    .where(eq(plans.id, row.id))
    .returning();
  if (!updated) throw new Error("plan update returned no row");
  return updated;
}
