/** Drizzle queries of the client setup workflow: the setup row, its completed steps, and the linked users. */
import type { ClientSetupStep } from "@onboard/domain/clients/enums";
import type { CarrierRole } from "@onboard/domain/users/roles";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { clientSetupSteps, clientSetups, userClients, users } from "../../db/schema/index";

export type SetupRow = typeof clientSetups.$inferSelect;
export type StepRow = typeof clientSetupSteps.$inferSelect & { completedByName: string | null };
export type UserRef = { id: string; name: string; email: string };

export async function findSetup(db: DbExecutor, clientId: string): Promise<SetupRow | null> {
  const [row] = await db.select().from(clientSetups).where(eq(clientSetups.clientId, clientId));
  return row ?? null;
}

/** The client's setup row, created on first use; locked for the rest of the transaction. */
export async function lockOrCreateSetup(tx: DbExecutor, clientId: string): Promise<SetupRow> {
  await tx.insert(clientSetups).values({ clientId }).onConflictDoNothing({ target: clientSetups.clientId });
  const [row] = await tx.select().from(clientSetups).where(eq(clientSetups.clientId, clientId)).for("update");
  if (!row) throw new Error(`client setup of ${clientId} missing after insert`);
  return row;
}

export async function updateSetup(
  tx: DbExecutor,
  setupId: string,
  changes: Partial<typeof clientSetups.$inferInsert>,
  now: Date,
): Promise<void> {
  await tx
    .update(clientSetups)
    .set({ ...changes, version: sql`${clientSetups.version} + 1`, updatedAt: now })
    .where(eq(clientSetups.id, setupId));
}

export async function listSteps(db: DbExecutor, setupId: string): Promise<StepRow[]> {
  const rows = await db
    .select({ step: clientSetupSteps, completedByName: users.name })
    .from(clientSetupSteps)
    .leftJoin(users, eq(users.id, clientSetupSteps.completedByUserId))
    .where(eq(clientSetupSteps.clientSetupId, setupId));
  return rows.map((row) => ({ ...row.step, completedByName: row.completedByName }));
}

/** Records a step as done by this user now; doing it again replaces who, when and what. */
export async function upsertStep(
  tx: DbExecutor,
  values: {
    clientSetupId: string;
    step: ClientSetupStep;
    completedByUserId: string | null;
    details: Record<string, unknown>;
  },
  now: Date,
): Promise<void> {
  await tx
    .insert(clientSetupSteps)
    .values({ ...values, completedAt: now })
    .onConflictDoUpdate({
      target: [clientSetupSteps.clientSetupId, clientSetupSteps.step],
      set: { completedAt: now, completedByUserId: values.completedByUserId, details: values.details, updatedAt: now },
    });
}

export async function findUsersByIds(db: DbExecutor, ids: string[]): Promise<UserRef[]> {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids));
}

/** A live (not deleted) user with this role, or null. */
export async function findUserWithRole(db: DbExecutor, id: string, role: CarrierRole): Promise<UserRef | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, role), isNull(users.deletedAt)));
  return row ?? null;
}

export async function linkUserToClient(tx: DbExecutor, userId: string, clientId: string): Promise<void> {
  await tx.insert(userClients).values({ userId, clientId }).onConflictDoNothing();
}

/** The live brokers and ben admins linked to the client. */
export async function findLinkedExternalUsers(
  db: DbExecutor,
  clientId: string,
): Promise<(UserRef & { role: CarrierRole; passwordSetAt: Date | null; passwordHash: string | null })[]> {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      passwordSetAt: users.passwordSetAt,
      passwordHash: users.passwordHash,
    })
    .from(userClients)
    .innerJoin(users, eq(users.id, userClients.userId))
    .where(
      and(eq(userClients.clientId, clientId), inArray(users.role, ["BROKER", "BEN_ADMIN"]), isNull(users.deletedAt)),
    )
    .orderBy(users.name);
}

export async function markUsersSetupComplete(tx: DbExecutor, clientId: string, now: Date): Promise<void> {
  await tx
    .update(userClients)
    .set({ completedSetupAt: now, updatedAt: now })
    .where(and(eq(userClients.clientId, clientId), isNull(userClients.completedSetupAt)));
}
