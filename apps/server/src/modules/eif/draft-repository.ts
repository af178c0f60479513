/** Writes of the EIF draft: the answer columns of the three rows, and a policy's billing preferences. */
import type { PolicyBillingAnswers } from "@onboard/domain/eif/eif-answers";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  benAdminPlatforms,
  clientPlanDesigns,
  clients,
  eifCompanyInfo,
  locations,
  policies,
} from "../../db/schema/index";
import type { DbExecutor } from "../authn/repository";

export async function liveLocationIds(db: DbExecutor, clientId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.clientId, clientId), isNull(locations.deletedAt)));
  return new Set(rows.map((row) => row.id));
}

export async function existingBenAdminPlatformIds(db: DbExecutor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: benAdminPlatforms.id })
    .from(benAdminPlatforms)
    .where(inArray(benAdminPlatforms.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function updateClientAnswers(
  db: DbExecutor,
  clientId: string,
  fields: Record<string, unknown>,
  now: Date,
) {
  if (Object.keys(fields).length === 0) return;
  await db
    .update(clients)
    .set({ ...(fields as Partial<typeof clients.$inferInsert>), updatedAt: now })
    .where(eq(clients.id, clientId));
}

/** Writes the company-information answers and sets the draft's version (the row exists after the first save). */
export async function upsertCompanyInfo(
  db: DbExecutor,
  clientId: string,
  fields: Record<string, unknown>,
  version: number,
  userId: string,
  now: Date,
) {
  const values = {
    ...(fields as Partial<typeof eifCompanyInfo.$inferInsert>),
    version,
    updatedByUserId: userId,
    updatedAt: now,
  };
  await db
    .insert(eifCompanyInfo)
    .values({ clientId, ...values })
    .onConflictDoUpdate({ target: eifCompanyInfo.clientId, set: values });
}

export async function upsertPlanDesign(
  db: DbExecutor,
  clientId: string,
  fields: Record<string, unknown>,
  userId: string,
  now: Date,
) {
  if (Object.keys(fields).length === 0) return;
  const values = {
    ...(fields as Partial<typeof clientPlanDesigns.$inferInsert>),
    updatedByUserId: userId,
    updatedAt: now,
  };
  await db
    .insert(clientPlanDesigns)
    .values({ clientId, ...values })
    .onConflictDoUpdate({
      target: clientPlanDesigns.clientId,
      set: { ...values, version: sql`${clientPlanDesigns.version} + 1` },
    });
}

export async function updatePolicyBilling(db: DbExecutor, policyId: string, answers: PolicyBillingAnswers, now: Date) {
  const fields = Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined));
  if (Object.keys(fields).length === 0) return;
  await db
    .update(policies)
    .set({ ...(fields as Partial<typeof policies.$inferInsert>), updatedAt: now })
    .where(eq(policies.id, policyId));
}
